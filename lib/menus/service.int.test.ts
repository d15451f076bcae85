import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/server/db";
import { seedDemo } from "@/prisma/seed/demo";
import { getSiteMenu } from "@/lib/site/menus";
import { useTestDatabase } from "@/tests/integration/test-db";
import { onCacheMessage } from "@/lib/server/cache-bus";
import { createMenu, deleteMenu, reorderMenus, updateMenu } from "./service";
import { refusal } from "@/tests/support/refusal";

// SPEC §3 Menu and §5 ("Has children, delete failed") on a real database: the rules hold on the
// server, another conference's ids are not found, and concurrent reorders never mix.
useTestDatabase();
const db = () => getDb();
let demo = 0;
let other = 0;
const item = { titleEn: "", icon: "" as const, target: "none" as const, pageId: null, url: "", newWindow: false, published: true, parentId: null };

const rowOf = (conferenceId: number, key: string) => db().menu.findFirstOrThrow({ where: { conferenceId, key } });
const topIds = async (conferenceId: number) =>
  (await db().menu.findMany({ where: { conferenceId, parentId: null }, orderBy: [{ order: "asc" }, { id: "asc" }] })).map((m) => m.id);

beforeAll(async () => {
  await seedDemo(db());
  const host = (h: string) => db().conferenceDomain.findUniqueOrThrow({ where: { host: h } });
  demo = (await host("demo.localhost")).conferenceId;
  other = (await host("en.localhost")).conferenceId;
});

describe("menu writes (SPEC §3 Menu, §5)", () => {
  it("refuses to delete a parent with children, with the §5 message key, and a fixed item", async () => {
    const parent = await createMenu(demo, { ...item, titleZh: "会议资料" });
    const child = await createMenu(demo, { ...item, titleZh: "下载", target: "url", url: "https://example.org/a.pdf", parentId: parent.id });
    expect(await refusal(deleteMenu(demo, parent.id))).toMatchObject({ status: 409, key: "menus.hasChildren" });
    expect(await db().menu.count({ where: { id: { in: [parent.id, child.id] } } })).toBe(2);
    const about = await rowOf(demo, "about");
    expect(await refusal(deleteMenu(demo, about.id))).toMatchObject({ status: 409, key: "menus.fixedNotDeletable" });
    await deleteMenu(demo, child.id);
    await deleteMenu(demo, parent.id);
    expect(await db().menu.count({ where: { id: { in: [parent.id, child.id] } } })).toBe(0);
  });

  it("answers another conference's ids as not found and changes nothing", async () => {
    const theirs = await rowOf(other, "about");
    const before = await db().menu.findUniqueOrThrow({ where: { id: theirs.id } });
    expect((await refusal(updateMenu(demo, { ...item, id: theirs.id, titleZh: "被改" }))).status).toBe(404);
    expect((await refusal(deleteMenu(demo, theirs.id))).status).toBe(404);
    expect((await refusal(reorderMenus(demo, { parentId: theirs.id, ids: [1] }))).status).toBe(404);
    const mixed = [...(await topIds(demo)).slice(1), theirs.id];
    expect((await refusal(reorderMenus(demo, { parentId: null, ids: mixed }))).key).toBe("menus.orderStale");
    // A page of another conference cannot be linked either.
    const page = await db().sitePage.findFirstOrThrow({ where: { conferenceId: other } });
    expect((await refusal(createMenu(demo, { ...item, titleZh: "x", target: "page", pageId: page.id }))).fieldErrors).toEqual({ pageId: "menus.pageNotFound" });
    expect(await db().menu.findUniqueOrThrow({ where: { id: theirs.id } })).toEqual(before);
  });

  it("keeps fixed items' rules: built-in targets stay, exit stays shown, account items stay on top, two levels at most", async () => {
    const home = await rowOf(demo, "home");
    await updateMenu(demo, { ...item, id: home.id, titleZh: "主页", titleEn: "Start", target: "url", url: "https://evil.example" });
    expect(await db().menu.findUniqueOrThrow({ where: { id: home.id } })).toMatchObject({ titleZh: "主页", titleEn: "Start", url: "/", pageId: home.pageId });
    const exit = await rowOf(demo, "exit");
    expect((await refusal(updateMenu(demo, { ...item, id: exit.id, titleZh: "退出", published: false }))).fieldErrors).toEqual({
      published: "menus.cannotHide",
    });
    const profile = await rowOf(demo, "profile");
    const about = await rowOf(demo, "about");
    expect((await refusal(updateMenu(demo, { ...item, id: profile.id, titleZh: "个人", parentId: about.id }))).fieldErrors).toEqual({
      parentId: "menus.accountTopLevel",
    });
    expect((await refusal(createMenu(demo, { ...item, titleZh: "x", parentId: profile.id }))).fieldErrors).toEqual({ parentId: "menus.parentNotAllowed" });
    const child = await createMenu(demo, { ...item, titleZh: "子", target: "url", url: "mailto:office@example.org", parentId: about.id });
    expect((await refusal(createMenu(demo, { ...item, titleZh: "孙", parentId: child.id }))).fieldErrors).toEqual({ parentId: "menus.tooDeep" });
    expect((await refusal(updateMenu(demo, { ...item, id: about.id, titleZh: "关于", parentId: child.id }))).fieldErrors).toEqual({
      parentId: "menus.parentIsDescendant",
    });
    await deleteMenu(demo, child.id);
    await updateMenu(demo, { ...item, id: home.id, titleZh: "首页", titleEn: "Home" });
  });

  it("moves an item under another parent at the end, closing the gap it left", async () => {
    const a = await createMenu(demo, { ...item, titleZh: "甲" });
    const b = await createMenu(demo, { ...item, titleZh: "乙" });
    const contact = await rowOf(demo, "contact");
    const changed: number[] = [];
    const stop = onCacheMessage((m) => void (m.kind === "pages" && changed.push(m.target as number)));
    await updateMenu(demo, {
      ...item,
      id: contact.id,
      titleZh: contact.titleZh,
      titleEn: contact.titleEn,
      target: "page",
      pageId: contact.pageId,
      parentId: a.id,
    });
    stop();
    expect(changed).toEqual([demo]);
    expect(await db().menu.findUniqueOrThrow({ where: { id: contact.id } })).toMatchObject({ parentId: a.id, order: 0 });
    const orders = (await db().menu.findMany({ where: { conferenceId: demo, parentId: null }, orderBy: { order: "asc" } })).map((m) => m.order);
    expect(orders).toEqual(orders.map((_, i) => i));
    await updateMenu(demo, { ...item, id: contact.id, titleZh: contact.titleZh, titleEn: contact.titleEn, target: "page", pageId: contact.pageId });
    await deleteMenu(demo, a.id);
    await deleteMenu(demo, b.id);
  });

  it("concurrent reorders leave one whole order, never a mix", async () => {
    const ids = await topIds(demo);
    const shuffle = (seed: number) => [...ids].sort((x, y) => ((x * 7919 + seed * 104729) % 97) - ((y * 7919 + seed * 104729) % 97) || x - y);
    const orders = Array.from({ length: 16 }, (_, i) => shuffle(i + 1));
    await Promise.all(orders.map((o) => reorderMenus(demo, { parentId: null, ids: o })));
    const rows = await db().menu.findMany({ where: { conferenceId: demo, parentId: null }, orderBy: { order: "asc" } });
    expect(rows.map((r) => r.order)).toEqual(rows.map((_, i) => i));
    expect(orders.map((o) => o.join())).toContain(rows.map((r) => r.id).join());
    await reorderMenus(demo, { parentId: null, ids });
  });
});

describe("the site's menu", () => {
  it("shows renamed fixed items, leaves hidden ones out, and links a draft page nowhere", async () => {
    const about = await rowOf(demo, "about");
    const contact = await rowOf(demo, "contact");
    await updateMenu(demo, { ...item, id: about.id, titleZh: "会议介绍", titleEn: "Overview", target: "page", pageId: about.pageId });
    await updateMenu(demo, {
      ...item,
      id: contact.id,
      titleZh: contact.titleZh,
      titleEn: contact.titleEn,
      target: "page",
      pageId: contact.pageId,
      published: false,
    });
    const draft = await db().sitePage.create({ data: { conferenceId: demo, name: "draft-page", titleZh: "草稿" } });
    const linked = await createMenu(demo, { ...item, titleZh: "草稿页", target: "page", pageId: draft.id });
    const menu = await getSiteMenu(demo);
    expect(menu.tree.find((m) => m.key === "about")).toMatchObject({ titleZh: "会议介绍", titleEn: "Overview", href: "/page/about" });
    expect(menu.tree.find((m) => m.key === "contact")).toBeUndefined();
    expect(menu.fixed.contact).toMatchObject({ published: false });
    expect(menu.tree.find((m) => m.id === linked.id)?.href).toBe("");
    await deleteMenu(demo, linked.id);
  });
});
