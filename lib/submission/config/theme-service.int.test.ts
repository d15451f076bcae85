import { beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "@/lib/server/db";
import { seedDemo } from "@/prisma/seed/demo";
import { createSession } from "@/lib/server/session-store";
import { useTestDatabase } from "@/tests/integration/test-db";
import { withRequest } from "@/tests/support/request-scope";
import { dispatch } from "@/lib/gateway/dispatch";
import { ZThemeInput, type TThemeInput } from "../schemas";
import { createTheme, deleteTheme, listThemes, updateTheme } from "./theme-service";
import { refusal } from "@/tests/support/refusal";

// SPEC §3 themes and §5 'Has children, delete failed', on a real database: the tree's
// rules are refused with their message on their field (or as a 409 naming how many submissions),
// nothing changes when refused, and §7 findThemeInfoLeafs answers the leaves in the caller's language.

vi.mock("next/headers", async () => (await import("@/tests/support/request-scope")).nextHeaders);
useTestDatabase();
const db = () => getDb();
let demo = 0;
let draft = 0;
let aliceId = 0;
let managerToken = "";
let number = 0;

beforeAll(async () => {
  await seedDemo(db());
  const host = (h: string) => db().conferenceDomain.findUniqueOrThrow({ where: { host: h } });
  demo = (await host("demo.localhost")).conferenceId;
  draft = (await host("draft.localhost")).conferenceId;
  const manager = await db().user.findUniqueOrThrow({ where: { email: "manager@example.org" } });
  aliceId = (await db().user.findUniqueOrThrow({ where: { email: "alice@example.org" } })).id;
  managerToken = (await createSession(manager.id)).token;
});

const theme = (over: Partial<TThemeInput> & { nameEn: string }): TThemeInput => ZThemeInput.parse({ nameZh: `主题 ${over.nameEn}`, ...over });
const add = async (conferenceId: number, over: Partial<TThemeInput> & { nameEn: string }) => (await createTheme(conferenceId, theme(over))).id;
const fileUnder = (themeId: number) =>
  db().submission.create({ data: { conferenceId: demo, userId: aliceId, number: ++number, title: `Paper ${number}`, themeId }, select: { id: true } });
const themeCount = () => db().submissionTheme.count({ where: { conferenceId: demo } });

/** A gateway call with the locale cookie the site's language switch sets. */
async function gateway(method: string, path: string, opts: { host?: string; locale?: string; token?: string; json?: unknown } = {}) {
  const host = opts.host ?? "demo.localhost";
  const headers = new Headers({ host, origin: `http://${host}` });
  if (opts.locale) headers.set("cookie", `locale=${opts.locale}`);
  if (opts.token) headers.set("authorization", `Bearer ${opts.token}`);
  if (opts.json !== undefined) headers.set("content-type", "application/json");
  const url = new URL(`http://${host}/api${path}`);
  const request = new Request(url, { method, headers, body: opts.json === undefined ? undefined : JSON.stringify(opts.json) });
  const response = await withRequest(request, () => dispatch(request, url.pathname.slice(5).split("/").map(decodeURIComponent)));
  return { status: response.status, ...((await response.json()) as { code: number; data: unknown; message: string }) };
}

describe("the theme tree", () => {
  it("stores a tree and lists it in order with submission counts", async () => {
    const root = await add(demo, { nameEn: "Networks", prefix: "N", order: 2 });
    const first = await add(demo, { nameEn: "Security", prefix: "S", order: 1 });
    const child = await add(demo, { nameEn: "Wireless", parentId: root, prefix: "NW", order: 0 });
    await fileUnder(child);
    const tree = await listThemes(demo);
    // The demo's own themes are there too; ours keep their order among them.
    expect(tree.filter((t) => t.id === root || t.id === first).map((t) => t.nameEn)).toEqual(["Security", "Networks"]);
    const networks = tree.find((t) => t.id === root)!;
    expect(networks.children.map((c) => [c.id, c.prefix, c.submissionCount])).toEqual([[child, "NW", 1]]);
    expect(tree.find((t) => t.id === first)!.children).toEqual([]);
  });

  it("refuses to delete a theme with children ('Has children, delete failed') and deletes nothing", async () => {
    const parent = await add(demo, { nameEn: "Parent" });
    const child = await add(demo, { nameEn: "Child", parentId: parent });
    const before = await themeCount();
    expect(await refusal(deleteTheme(demo, parent))).toMatchObject({ status: 409, key: "submissionConfig.theme.hasChildren" });
    expect(await themeCount()).toBe(before);
    // Children first, then the parent: both go.
    await deleteTheme(demo, child);
    await deleteTheme(demo, parent);
    expect(await db().submissionTheme.count({ where: { id: { in: [parent, child] } } })).toBe(0);
  });

  it("refuses to delete a theme with submissions, saying how many, and deletes nothing", async () => {
    const leaf = await add(demo, { nameEn: "Busy" });
    await fileUnder(leaf);
    await fileUnder(leaf);
    expect(await refusal(deleteTheme(demo, leaf))).toMatchObject({ status: 409, key: "submissionConfig.theme.inUse", values: { count: 2 } });
    expect(await db().submissionTheme.count({ where: { id: leaf } })).toBe(1);
    expect(await db().submission.count({ where: { themeId: leaf } })).toBe(2);
  });

  it("gives no children to a theme that holds submissions", async () => {
    const leaf = await add(demo, { nameEn: "Holding" });
    await fileUnder(leaf);
    const before = await themeCount();
    expect(await refusal(createTheme(demo, theme({ nameEn: "Under holding", parentId: leaf })))).toMatchObject({
      status: 400,
      fieldErrors: { parentId: "submissionConfig.theme.parentHasSubmissions?count=1" },
    });
    const other = await add(demo, { nameEn: "Movable" });
    expect((await refusal(updateTheme(demo, { id: other, ...theme({ nameEn: "Movable", parentId: leaf }) }))).fieldErrors).toEqual({
      parentId: "submissionConfig.theme.parentHasSubmissions?count=1",
    });
    expect(await themeCount()).toBe(before + 1);
    expect((await db().submissionTheme.findUniqueOrThrow({ where: { id: other } })).parentId).toBeNull();
  });

  it("refuses cycles: a theme cannot move under itself or its own descendant", async () => {
    const a = await add(demo, { nameEn: "Cycle A" });
    const b = await add(demo, { nameEn: "Cycle B", parentId: a });
    const c = await add(demo, { nameEn: "Cycle C", parentId: b });
    for (const parentId of [a, c]) {
      expect((await refusal(updateTheme(demo, { id: a, ...theme({ nameEn: "Cycle A", parentId }) }))).fieldErrors).toEqual({
        parentId: "submissionConfig.theme.parentIsDescendant",
      });
    }
    expect((await db().submissionTheme.findUniqueOrThrow({ where: { id: a } })).parentId).toBeNull();
  });

  it("nests at most three levels, also when a subtree moves", async () => {
    const l1 = await add(demo, { nameEn: "Level 1" });
    const l2 = await add(demo, { nameEn: "Level 2", parentId: l1 });
    const l3 = await add(demo, { nameEn: "Level 3", parentId: l2 });
    expect((await refusal(createTheme(demo, theme({ nameEn: "Level 4", parentId: l3 })))).fieldErrors).toEqual({
      parentId: "submissionConfig.theme.tooDeep?max=3",
    });
    // A two-level subtree may not go under a second-level theme either.
    const top = await add(demo, { nameEn: "Top" });
    await add(demo, { nameEn: "Below top", parentId: top });
    expect((await refusal(updateTheme(demo, { id: top, ...theme({ nameEn: "Top", parentId: l2 }) }))).fieldErrors).toEqual({
      parentId: "submissionConfig.theme.tooDeep?max=3",
    });
    await updateTheme(demo, { id: top, ...theme({ nameEn: "Top", parentId: l1 }) });
    expect((await db().submissionTheme.findUniqueOrThrow({ where: { id: top } })).parentId).toBe(l1);
  });

  it("keeps non-empty prefixes unique per conference (any case), on the prefix field", async () => {
    const a = await add(demo, { nameEn: "Prefixed", prefix: "PX" });
    expect((await refusal(createTheme(demo, theme({ nameEn: "Clash", prefix: "px" })))).fieldErrors).toEqual({ prefix: "submissionConfig.theme.prefixTaken" });
    // Its own prefix, empty prefixes twice, and the same prefix in another conference are fine.
    await updateTheme(demo, { id: a, ...theme({ nameEn: "Prefixed again", prefix: "PX" }) });
    await add(demo, { nameEn: "No prefix 1" });
    await add(demo, { nameEn: "No prefix 2" });
    await add(draft, { nameEn: "Elsewhere", prefix: "PX" });
    expect(ZThemeInput.safeParse({ nameZh: "x", nameEn: "x", prefix: "A-1" }).error?.issues[0].message).toBe("submissionConfig.theme.prefixChars");
  });

  it("answers another conference's theme as missing", async () => {
    const mine = await add(demo, { nameEn: "Demo only" });
    expect((await refusal(deleteTheme(draft, mine))).status).toBe(404);
    expect((await refusal(updateTheme(draft, { id: mine, ...theme({ nameEn: "Taken over" }) }))).status).toBe(404);
    const r = await gateway("DELETE", `/conference/platform/config/contribute/theme/${mine}`, { host: "draft.localhost", token: managerToken });
    expect(r.status).toBe(404);
    expect(await db().submissionTheme.count({ where: { id: mine } })).toBe(1);
  });
});

describe("§7 GET /conference/contribute/findThemeInfoLeafs", () => {
  it("answers the leaves only, in tree order, titled in the caller's language", async () => {
    await db().submissionTheme.deleteMany({ where: { conferenceId: draft } }); // a clean tree (no submissions there)
    const root = await add(draft, { nameEn: "Computing", nameZh: "计算", prefix: "C", order: 1 });
    const hpc = await add(draft, { nameEn: "HPC", nameZh: "高性能计算", prefix: "CH", parentId: root, order: 1 });
    const ai = await add(draft, { nameEn: "AI", nameZh: "人工智能", prefix: "CA", parentId: root, order: 0 });
    // Rows of before the form asked for both names may lack the English one.
    const onlyZh = (await db().submissionTheme.create({ data: { conferenceId: draft, nameZh: "数据", prefix: "D", order: 2 } })).id;
    const path = "/conference/contribute/findThemeInfoLeafs";
    const zh = await gateway("GET", path, { host: "draft.localhost", locale: "zh", token: managerToken });
    const en = await gateway("GET", path, { host: "draft.localhost", locale: "en", token: managerToken });
    expect(zh.status).toBe(200);
    expect(zh.data).toEqual([
      { id: ai, prefix: "CA", title: "人工智能" },
      { id: hpc, prefix: "CH", title: "高性能计算" },
      { id: onlyZh, prefix: "D", title: "数据" },
    ]);
    expect(en.data).toEqual([
      { id: ai, prefix: "CA", title: "AI" },
      { id: hpc, prefix: "CH", title: "HPC" },
      // no English name: the Chinese one rather than nothing
      { id: onlyZh, prefix: "D", title: "数据" },
    ]);
    expect((en.data as { id: number }[]).map((t) => t.id)).not.toContain(root);
  });

  it("is public, and each conference answers its own themes", async () => {
    const r = await gateway("GET", "/conference/contribute/findThemeInfoLeafs", { locale: "en" });
    expect(r.status).toBe(200);
    const ids = (r.data as { id: number }[]).map((t) => t.id);
    const demoIds = (await db().submissionTheme.findMany({ where: { conferenceId: demo }, select: { id: true } })).map((t) => t.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.every((id) => demoIds.includes(id))).toBe(true);
  });
});
