import { beforeAll, describe, expect, it, vi } from "vitest";
import { dispatch } from "@/lib/gateway/dispatch";
import { getDb } from "@/lib/server/db";
import { seedDemo } from "@/prisma/seed/demo";
import { createSession } from "@/lib/server/session-store";
import { invalidateConferenceCache } from "@/lib/server/tenant";
import { useTestDatabase } from "@/tests/integration/test-db";
import { withRequest } from "@/tests/support/request-scope";
import { onCacheMessage } from "@/lib/server/cache-bus";
import { createPage, deletePage, getPage, getPagePreview, getPublishedPage, publishPage, unpublishPage, updatePage } from "./page-service";
import { ZPageInput, type TPageInput, type TTemplateInput } from "./schemas";
import { createTemplate, deleteTemplate, getTemplate, updateTemplate } from "./template-service";

// Content pages and templates against real Postgres: drafts vs what visitors see, exclusive default flags, the delete
// refusals of SPEC §5, sanitised storage, and the gateway's scoping to the host's conference.
vi.mock("next/headers", async () => (await import("@/tests/support/request-scope")).nextHeaders);
useTestDatabase();

let demo: number;
let other: number;
let managerToken: string;
const db = () => getDb();
const cid = async (host: string) => (await db().conferenceDomain.findUniqueOrThrow({ where: { host } })).conferenceId;
const EVIL = [
  '<h2 onclick="alert(1)">Hi</h2><script>alert(1)</script>',
  '<img src="x" onerror="alert(1)"><a href="javascript:alert(1)">js</a>',
  '<a href="data:text/html,<script>alert(1)</script>">data</a><iframe src="https://evil.example/x"></iframe>',
  '<iframe src="data:text/html;base64,PHNjcmlwdD4="></iframe><p style="color:red;text-align:center">ok</p>',
].join("");
const FORBIDDEN = [/<script/i, /\son\w+=/i, /javascript:/i, /data:text\/html/i, /evil\.example/i];

function input(over: Partial<TPageInput> = {}): TPageInput {
  return ZPageInput.parse({
    name: "Venue",
    appearanceId: null,
    templateId: null,
    type: "content",
    isDefaultPc: false,
    isDefaultMobile: false,
    mobilePageId: null,
    titleZh: "会场",
    titleEn: "Venue",
    contentZh: "<p>会场</p>",
    contentEn: "<p>Venue</p>",
    ...over,
  });
}

async function call(host: string, method: string, path: string, opts: { body?: unknown; token?: string } = {}) {
  const headers = new Headers({ host, origin: `http://${host}` });
  if (opts.token) headers.set("authorization", `Bearer ${opts.token}`);
  if (opts.body !== undefined) headers.set("content-type", "application/json");
  const url = new URL(`http://${host}/api${path}`);
  const request = new Request(url, { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) });
  const segments = url.pathname.split("/").slice(2).map(decodeURIComponent);
  const res = await withRequest(request, () => dispatch(request, segments));
  return { status: res.status, json: (await res.json()) as { code: number; data: unknown; message: string } };
}

beforeAll(async () => {
  await seedDemo(db());
  invalidateConferenceCache();
  demo = await cid("demo.localhost");
  other = await cid("draft.localhost");
  const manager = await db().user.findUniqueOrThrow({ where: { email: "manager@example.org" } });
  managerToken = (await createSession(manager.id)).token;
});

describe("draft and publish", () => {
  it("keeps visitors' columns until publish, then copies the draft; unpublish hides the page", async () => {
    const created = await createPage(demo, input());
    expect(created.status).toBe("draft");
    await expect(getPublishedPage(demo, created.id, "en")).rejects.toMatchObject({ status: 404 });
    let row = await db().sitePage.findUniqueOrThrow({ where: { id: created.id } });
    expect([row.titleEn, row.contentEn, row.published, row.hasDraft]).toEqual(["", "", false, true]);

    await publishPage(demo, created.id);
    expect(await getPublishedPage(demo, created.id, "en")).toMatchObject({ title: "Venue", content: "<p>Venue</p>" });
    expect(await getPublishedPage(demo, created.id, "zh")).toMatchObject({ title: "会场", content: "<p>会场</p>" });

    const edited = await updatePage(demo, created.id, input({ titleEn: "Venue and travel", contentEn: "<p>New</p>" }));
    expect(edited.status).toBe("changes");
    expect(await getPublishedPage(demo, created.id, "en")).toMatchObject({ title: "Venue", content: "<p>Venue</p>" });
    expect(await getPagePreview(demo, created.id, false)).toMatchObject({ titleEn: "Venue and travel", contentEn: "<p>New</p>" });

    expect((await publishPage(demo, created.id)).status).toBe("published");
    expect(await getPublishedPage(demo, created.id, "en")).toMatchObject({ title: "Venue and travel", content: "<p>New</p>" });
    // Saving what is already published leaves no "unpublished changes" behind.
    expect((await updatePage(demo, created.id, input({ titleEn: "Venue and travel", contentEn: "<p>New</p>" }))).status).toBe("published");

    expect((await unpublishPage(demo, created.id)).status).toBe("hidden");
    await expect(getPublishedPage(demo, created.id, "en")).rejects.toMatchObject({ status: 404 });
    row = await db().sitePage.findUniqueOrThrow({ where: { id: created.id } });
    expect(row.contentEn).toBe("<p>New</p>"); // hidden, not lost
  });

  it("tells the renderer after every write", async () => {
    const seen: number[] = [];
    const stop = onCacheMessage((m) => void (m.kind === "pages" && seen.push(m.target as number)));
    const p = await createPage(demo, input({ name: "Events" }));
    await updatePage(demo, p.id, input({ name: "Events 2" }));
    await publishPage(demo, p.id);
    await deletePage(demo, p.id);
    stop();
    expect(seen).toEqual([demo, demo, demo, demo]);
  });
});

describe("sanitising", () => {
  it("stores no script, handler, javascript:, data:text/html or foreign frame — pages and template text", async () => {
    const p = await createPage(demo, input({ contentZh: EVIL, contentEn: EVIL }));
    await publishPage(demo, p.id);
    const row = await db().sitePage.findUniqueOrThrow({ where: { id: p.id } });
    for (const html of [row.draftContentZh, row.draftContentEn, row.contentZh, row.contentEn]) {
      for (const bad of FORBIDDEN) expect(html).not.toMatch(bad);
      expect(html).toContain("<h2>Hi</h2>");
      expect(html).toContain('style="text-align:center"');
    }
    const template = await createTemplate(demo, {
      name: "Evil",
      appearanceId: null,
      device: "pc",
      isDefaultPc: false,
      isDefaultMobile: false,
      elements: [
        { kind: "html", show: "always", htmlZh: EVIL, htmlEn: EVIL },
        { kind: "content", show: "always", htmlZh: "<p>dropped</p>" },
      ],
    });
    const stored = JSON.stringify((await db().siteTemplate.findUniqueOrThrow({ where: { id: template.id } })).content);
    for (const bad of FORBIDDEN) expect(stored).not.toMatch(bad);
    expect(stored).not.toContain("dropped"); // only "html" elements carry text
  });

  it("sanitises rows that reached the database by another road, in every answer", async () => {
    const p = await createPage(demo, input({ name: "Raw" }));
    await db().sitePage.update({ where: { id: p.id }, data: { draftContentEn: EVIL, contentEn: EVIL, published: true } });
    for (const html of [
      (await getPage(demo, p.id)).contentEn,
      (await getPublishedPage(demo, p.id, "en")).content,
      (await getPagePreview(demo, p.id, false)).contentEn,
    ]) {
      for (const bad of FORBIDDEN) expect(html).not.toMatch(bad);
    }
  });
});

describe("default flags", () => {
  it("one default page per device: taking the flag clears it elsewhere, and it cannot just be dropped", async () => {
    const home = await db().sitePage.findFirstOrThrow({ where: { conferenceId: demo, key: "home" } });
    const p = await createPage(demo, input({ name: "New home", isDefaultPc: true }));
    const flags = async () =>
      (await db().sitePage.findMany({ where: { conferenceId: demo, OR: [{ isDefaultPc: true }, { isDefaultMobile: true }] } })).map((r) => [
        r.id,
        r.isDefaultPc,
        r.isDefaultMobile,
      ]);
    expect(await flags()).toEqual(
      expect.arrayContaining([
        [home.id, false, true],
        [p.id, true, false],
      ]),
    );
    await expect(updatePage(demo, p.id, input({ name: "New home", isDefaultPc: false }))).rejects.toMatchObject({
      status: 400,
      fieldErrors: { isDefaultPc: "sitePages.errors.keepDefault" },
    });
    // Concurrent saves taking the same flag end with exactly one holder.
    const others = await Promise.all([1, 2, 3, 4].map((n) => createPage(demo, input({ name: `Race ${n}` }))));
    await Promise.all(others.map((o) => updatePage(demo, o.id, input({ name: o.name, isDefaultMobile: true }))));
    expect(await db().sitePage.count({ where: { conferenceId: demo, isDefaultMobile: true } })).toBe(1);
    expect(await db().sitePage.count({ where: { conferenceId: demo, isDefaultPc: true } })).toBe(1);
  });

  it("one default template per device, and no page or template refers to another conference's rows", async () => {
    const base = {
      appearanceId: null,
      device: "pc",
      isDefaultPc: true,
      isDefaultMobile: false,
      elements: [{ kind: "content", show: "always" }],
    } as TTemplateInput;
    const a = await createTemplate(demo, { ...base, name: "A" });
    const b = await createTemplate(demo, { ...base, name: "B" });
    expect((await getTemplate(demo, a.id)).isDefaultPc).toBe(false);
    expect((await getTemplate(demo, b.id)).isDefaultPc).toBe(true);
    await expect(updateTemplate(demo, b.id, { ...base, name: "B", isDefaultPc: false })).rejects.toMatchObject({ status: 400 });
    const foreign = await db().siteTemplate.findFirstOrThrow({ where: { conferenceId: other } });
    await expect(createPage(demo, input({ templateId: foreign.id }))).rejects.toMatchObject({ fieldErrors: { templateId: "sitePages.errors.noSuchTemplate" } });
    const p = await createPage(demo, input({ name: "Self" }));
    await expect(updatePage(demo, p.id, input({ mobilePageId: p.id }))).rejects.toMatchObject({ fieldErrors: { mobilePageId: "sitePages.errors.mobileSelf" } });
  });
});

describe("delete refusals (SPEC §5)", () => {
  it("refuses the home page, a default page and a menu-linked page", async () => {
    const home = await db().sitePage.findFirstOrThrow({ where: { conferenceId: demo, key: "home" } });
    await expect(deletePage(demo, home.id)).rejects.toMatchObject({ status: 409, key: "sitePages.errors.homeUndeletable" });
    const def = await db().sitePage.findFirstOrThrow({ where: { conferenceId: demo, isDefaultPc: true } });
    await expect(deletePage(demo, def.id)).rejects.toMatchObject({ status: 409, key: "sitePages.errors.defaultPageUndeletable" });
    const about = await db().sitePage.findFirstOrThrow({ where: { conferenceId: demo, key: "about" } });
    await expect(deletePage(demo, about.id)).rejects.toMatchObject({ status: 409, key: "sitePages.errors.pageInMenu" });
    expect(await db().sitePage.count({ where: { id: { in: [home.id, def.id, about.id] } } })).toBe(3);
    const free = await createPage(demo, input({ name: "Free" }));
    await deletePage(demo, free.id);
    expect(await db().sitePage.count({ where: { id: free.id } })).toBe(0);
  });

  it("refuses a default template and one pages use", async () => {
    const def = await db().siteTemplate.findFirstOrThrow({ where: { conferenceId: demo, isDefaultMobile: true } });
    await expect(deleteTemplate(demo, def.id)).rejects.toMatchObject({ status: 409, key: "sitePages.errors.defaultTemplateUndeletable" });
    const base = {
      appearanceId: null,
      device: "mobile",
      isDefaultPc: false,
      isDefaultMobile: false,
      elements: [{ kind: "content", show: "always" }],
    } as TTemplateInput;
    const used = await createTemplate(demo, { ...base, name: "Used" });
    const page = await createPage(demo, input({ name: "User of template", templateId: used.id }));
    await expect(deleteTemplate(demo, used.id)).rejects.toMatchObject({ status: 409, key: "sitePages.errors.templateInUse", values: { count: 1 } });
    await deletePage(demo, page.id);
    await deleteTemplate(demo, used.id);
    expect(await db().siteTemplate.count({ where: { id: used.id } })).toBe(0);
  });
});

describe("gateway", () => {
  it("answers a 101-character name with a translated message on the field, and writes nothing", async () => {
    const before = await db().sitePage.count({ where: { conferenceId: demo } });
    const body = { ...input(), name: "x".repeat(101) };
    const r = await call("demo.localhost", "POST", "/conference/platform/config/page", { body, token: managerToken });
    expect(r.status).toBe(400);
    expect((r.json.data as { fieldErrors: Record<string, string> }).fieldErrors.name).toMatch(/100/);
    expect(await db().sitePage.count({ where: { conferenceId: demo } })).toBe(before);
  });

  it("scopes every call to the host's conference: another conference's id is 404", async () => {
    const created = await call("demo.localhost", "POST", "/conference/platform/config/page", { body: input({ name: "Gateway" }), token: managerToken });
    expect(created.status).toBe(200);
    const id = (created.json.data as { id: number }).id;
    // manager@example.org also manages draft.localhost: its host cannot reach demo's page.
    for (const [method, path] of [
      ["GET", `/conference/platform/config/page/${id}`],
      ["POST", `/conference/platform/config/page/${id}/publish`],
      ["DELETE", `/conference/platform/config/page/${id}`],
    ] as const) {
      expect((await call("draft.localhost", method, path, { token: managerToken })).status, `${method} ${path}`).toBe(404);
    }
    const put = await call("draft.localhost", "PUT", `/conference/platform/config/page/${id}`, { body: input(), token: managerToken });
    expect(put.status).toBe(404);
    // The public call: a draft is 404, a published page answers, never on another host.
    expect((await call("demo.localhost", "GET", `/conference/page/${id}?lang=en`)).status).toBe(404);
    expect((await call("demo.localhost", "POST", `/conference/platform/config/page/${id}/publish`, { token: managerToken })).status).toBe(200);
    const pub = await call("demo.localhost", "GET", `/conference/page/${id}?lang=en`);
    expect(pub.status).toBe(200);
    expect(pub.json.data).toMatchObject({ id, title: "Venue", content: "<p>Venue</p>" });
    expect((await call("en.localhost", "GET", `/conference/page/${id}?lang=en`)).status).toBe(404);
    // Visitors and attendees cannot use the manager calls.
    expect((await call("demo.localhost", "GET", "/conference/platform/config/page/list")).status).toBe(401);
    const alice = await db().user.findUniqueOrThrow({ where: { email: "alice@example.org" } });
    const aliceToken = (await createSession(alice.id)).token;
    expect((await call("demo.localhost", "GET", "/conference/platform/config/template/list", { token: aliceToken })).status).toBe(403);
  });
});
