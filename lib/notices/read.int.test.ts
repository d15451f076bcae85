import { beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "@/lib/server/db";
import { seedDemo } from "@/prisma/seed/demo";
import { createSession } from "@/lib/server/session-store";
import { callGateway, envelopeOf } from "@/tests/support/gateway-call";
import { withRequest } from "@/tests/support/request-scope";
import { dispatch } from "@/lib/gateway/dispatch";
import { useTestDatabase } from "@/tests/integration/test-db";
import { addNotices } from "./add";
import { listNotices, unreadNoticeCount } from "./queries";
import { markNoticesRead } from "./read";
import { ZNoticeListQuery, ZNoticeRead } from "./schemas";

// /profile/notice's reads on a real Postgres: unread counts and marking read are the
// reader's own on the host's conference (another person's ids, or another conference's, change
// nothing); the list pages newest first; the gateway words each notice in the request's language.

vi.mock("next/headers", async () => (await import("@/tests/support/request-scope")).nextHeaders);
useTestDatabase();
const db = () => getDb();
let demoId = 0;
let enId = 0;
const ids = { alice: 0, bob: 0 };
const q = (over: Record<string, unknown> = {}) => ZNoticeListQuery.parse(over);
const msg = (title: string) => ({ kind: "ORGANISER_MESSAGE" as const, params: { title, body: "" } });

beforeAll(async () => {
  await seedDemo(db());
  const host = (h: string) => db().conferenceDomain.findUniqueOrThrow({ where: { host: h } });
  [demoId, enId] = [(await host("demo.localhost")).conferenceId, (await host("en.localhost")).conferenceId];
  const user = (email: string) => db().user.findUniqueOrThrow({ where: { email } });
  [ids.alice, ids.bob] = [(await user("alice@example.org")).id, (await user("bob@example.org")).id];
  // 25 for alice on demo (one at a time: the order is by time), 2 for her on en, 3 for bob on demo
  for (let i = 1; i <= 25; i++) await addNotices(db(), [{ conferenceId: demoId, userId: ids.alice, ...msg(`A${i}`) }]);
  await addNotices(
    db(),
    [1, 2].map((i) => ({ conferenceId: enId, userId: ids.alice, ...msg(`E${i}`) })),
  );
  await addNotices(
    db(),
    [1, 2, 3].map((i) => ({ conferenceId: demoId, userId: ids.bob, ...msg(`B${i}`) })),
  );
});

/** A GET as a browser that reads the site in English (the language is the cookie's). */
function inEnglish(path: string, token: string) {
  const url = new URL(`http://demo.localhost/api${path}`);
  const request = new Request(url, { headers: { host: "demo.localhost", cookie: "locale=en", authorization: `Bearer ${token}` } });
  return withRequest(request, () => dispatch(request, url.pathname.slice(5).split("/")));
}

const titles = (rows: { params: unknown }[]) => rows.map((r) => (r.params as { title: string }).title);

describe("notices: counts, pages and marking read", () => {
  it("pages newest first; total and unread are the reader's on this conference", async () => {
    const pages = await Promise.all([1, 2, 3].map((page) => listNotices(demoId, ids.alice, q({ page, size: 10 }))));
    expect(pages.map((p) => p.rows.length)).toEqual([10, 10, 5]);
    expect(titles(pages[0].rows).slice(0, 3)).toEqual(["A25", "A24", "A23"]);
    expect(titles(pages[2].rows).at(-1)).toBe("A1");
    expect(pages.map((p) => [p.total, p.unread])).toEqual([
      [25, 25],
      [25, 25],
      [25, 25],
    ]);
    expect([await unreadNoticeCount(enId, ids.alice), await unreadNoticeCount(demoId, ids.bob)]).toEqual([2, 3]);
  });

  it("marks only the reader's own notices of this conference; someone else's ids change nothing", async () => {
    const [aliceDemo, aliceEn, bobDemo] = await Promise.all([
      db().notice.findFirstOrThrow({ where: { conferenceId: demoId, userId: ids.alice }, orderBy: { id: "desc" } }),
      db().notice.findFirstOrThrow({ where: { conferenceId: enId, userId: ids.alice } }),
      db().notice.findFirstOrThrow({ where: { conferenceId: demoId, userId: ids.bob } }),
    ]);
    const r = await markNoticesRead(demoId, ids.alice, ZNoticeRead.parse({ ids: [aliceDemo.id, aliceEn.id, bobDemo.id] }));
    expect(r).toEqual({ marked: 1, unread: 24 });
    expect(await markNoticesRead(demoId, ids.alice, ZNoticeRead.parse({ ids: [aliceDemo.id] }))).toEqual({ marked: 0, unread: 24 });
    expect([await unreadNoticeCount(enId, ids.alice), await unreadNoticeCount(demoId, ids.bob)]).toEqual([2, 3]);
    const unread = await listNotices(demoId, ids.alice, q({ filter: "unread", size: 100 }));
    expect([unread.total, unread.rows.length, titles(unread.rows)[0]]).toEqual([24, 24, "A24"]);
    expect((await listNotices(demoId, ids.alice, q({ size: 1 }))).rows[0]).toMatchObject({ id: aliceDemo.id, read: true });
  });

  it("all read: the reader's notices on this conference, no one else's", async () => {
    expect(await markNoticesRead(demoId, ids.alice, ZNoticeRead.parse({ all: true }))).toEqual({ marked: 24, unread: 0 });
    expect([await unreadNoticeCount(enId, ids.alice), await unreadNoticeCount(demoId, ids.bob)]).toEqual([2, 3]);
    expect((await listNotices(demoId, ids.alice, q({ filter: "unread" }))).total).toBe(0);
  });

  it("through the gateway: bob's list worded in the request's language, his count, his marking; anonymous is refused", async () => {
    const token = (await createSession(ids.bob)).token;
    await addNotices(db(), [
      {
        conferenceId: demoId,
        userId: ids.bob,
        kind: "ORDER_STATUS",
        params: { orderNo: "R-7", type: "REGISTRATION", status: "PAID" },
        href: "/profile/order/list",
      },
    ]);
    const en = await envelopeOf<{ rows: { headline: string; href: string; read: boolean }[]; total: number; unread: number }>(
      await inEnglish("/conference/notice/list?size=2", token),
    );
    expect(en.data.rows[0]).toMatchObject({ headline: "Your order R-7 (Registration fee) is now: Paid.", href: "/profile/order/list", read: false });
    expect([en.data.rows.length, en.data.total, en.data.unread]).toEqual([2, 4, 4]);
    const count = await callGateway("GET", "/conference/notice/unreadCount", { token });
    expect((await envelopeOf(count)).data).toEqual({ unread: 4 });
    const mark = await callGateway("POST", "/conference/notice/read", { token, json: { all: true } });
    expect((await envelopeOf(mark)).data).toEqual({ marked: 4, unread: 0 });
    expect((await callGateway("GET", "/conference/notice/unreadCount")).status).toBe(401);
    expect((await callGateway("POST", "/conference/notice/read", { token, json: {} })).status).toBe(400);
  });
});
