import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/server/db";
import { useTestDatabase } from "@/tests/integration/test-db";
import { findDefaultSitePage, findPublishedSitePage } from "./pages";

// The page a visitor gets — the device's default, the fallbacks, never a draft, never
// another conference's page — read from a real database.
useTestDatabase();
const db = () => getDb();

async function conference(name: string) {
  return db().conference.create({ data: { nameZh: name, status: 4 } });
}

function page(conferenceId: number, data: Record<string, unknown>) {
  return db().sitePage.create({ data: { conferenceId, name: String(data.key ?? data.titleZh ?? "p"), ...data } });
}

describe("visitor pages", () => {
  it("/ takes the device's default page, falls back to the PC default, then to the home page", async () => {
    const c = await conference("A");
    const tpl = await db().siteTemplate.create({
      data: { conferenceId: c.id, name: "t", content: { elements: [{ kind: "intro" }, { kind: "content", show: "loggedIn" }] } },
    });
    const home = await page(c.id, { key: "home", titleZh: "首页", contentZh: "<p>home</p>", published: true });
    expect((await findDefaultSitePage(c.id, false))?.id).toBe(home.id);
    const pc = await page(c.id, { titleZh: "PC", contentZh: "<p>pc</p>", published: true, isDefaultPc: true, templateId: tpl.id });
    expect((await findDefaultSitePage(c.id, true))?.id).toBe(pc.id); // no mobile default yet
    const mobile = await page(c.id, { titleZh: "M", published: true, isDefaultMobile: true });
    const pcView = await findDefaultSitePage(c.id, false);
    expect(pcView).toMatchObject({ id: pc.id, contentZh: "<p>pc</p>" });
    expect(pcView?.elements.map((e) => `${e.kind}:${e.show}`)).toEqual(["intro:always", "content:loggedIn"]);
    expect((await findDefaultSitePage(c.id, true))?.id).toBe(mobile.id);
    // A default page that is only a draft is passed over.
    await db().sitePage.update({ where: { id: mobile.id }, data: { published: false } });
    expect((await findDefaultSitePage(c.id, true))?.id).toBe(pc.id);
  });

  it("/page/{id} shows only published columns of this conference's published pages", async () => {
    const a = await conference("A");
    const b = await conference("B");
    const live = await page(a.id, { titleZh: "Live", contentZh: "<p>live</p>", draftContentZh: "<p>DRAFT</p>", hasDraft: true, published: true });
    const draft = await page(a.id, { titleZh: "", draftTitleZh: "Draft", draftContentZh: "<p>DRAFT</p>", published: false });
    const other = await page(b.id, { titleZh: "B page", contentZh: "<p>b</p>", published: true });
    const view = await findPublishedSitePage(a.id, String(live.id), false);
    expect(view?.contentZh).toBe("<p>live</p>");
    expect(JSON.stringify(view)).not.toContain("DRAFT");
    expect(await findPublishedSitePage(a.id, String(draft.id), false)).toBeNull();
    expect(await findPublishedSitePage(a.id, String(other.id), false)).toBeNull();
    expect(await findPublishedSitePage(a.id, "2147483648", false)).toBeNull();
    expect(await findPublishedSitePage(a.id, "nope", false)).toBeNull();
  });

  it("a mobile visitor gets the page's published mobile counterpart", async () => {
    const c = await conference("A");
    const m = await page(c.id, { titleZh: "Mobile", contentZh: "<p>m</p>", published: true });
    const pc = await page(c.id, { key: "about", titleZh: "About", contentZh: "<p>pc</p>", published: true, mobilePageId: m.id });
    expect((await findPublishedSitePage(c.id, "about", false))?.id).toBe(pc.id);
    expect((await findPublishedSitePage(c.id, "about", true))?.id).toBe(m.id);
    await db().sitePage.update({ where: { id: m.id }, data: { published: false } });
    expect((await findPublishedSitePage(c.id, String(pc.id), true))?.id).toBe(pc.id);
  });
});
