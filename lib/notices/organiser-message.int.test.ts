import { beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "@/lib/server/db";
import { seedDemo } from "@/prisma/seed/demo";
import { createSession } from "@/lib/server/session-store";
import { makeAttendees } from "@/tests/support/billing";
import { callGateway, envelopeOf } from "@/tests/support/gateway-call";
import { useTestDatabase } from "@/tests/integration/test-db";
import { sendOrganiserNotice } from "./organiser-message";
import { ZOrganiserNotice } from "./schemas";

// The organisers' message reaches exactly the attendees ticked, or every attendee the
// list's filters match — of this conference only, each once, however many (read and written a
// chunk at a time) — and no one when nobody matches. Managers only.

vi.mock("next/headers", async () => (await import("@/tests/support/request-scope")).nextHeaders);
useTestDatabase();
const db = () => getDb();
let demoId = 0;
let enId = 0;
const NONE = { search: "", country: "", version: "", from: "", to: "" };
const message = (over: Record<string, unknown>) => ZOrganiserNotice.parse({ title: "Venue change", body: "Hall B.\nSee you there.", ...over });

/** userId → how many ORGANISER_MESSAGE notices it got on `conferenceId`, for one title. */
async function reached(conferenceId: number, title: string) {
  const rows = await db().notice.findMany({ where: { conferenceId, kind: "ORGANISER_MESSAGE", params: { path: ["title"], equals: title } } });
  const m = new Map<number, number>();
  for (const r of rows) m.set(r.userId, (m.get(r.userId) ?? 0) + 1);
  return m;
}

beforeAll(async () => {
  await seedDemo(db());
  const host = (h: string) => db().conferenceDomain.findUniqueOrThrow({ where: { host: h } });
  [demoId, enId] = [(await host("demo.localhost")).conferenceId, (await host("en.localhost")).conferenceId];
  await makeAttendees(demoId, "msgdemo", 2500);
  await makeAttendees(enId, "msgen", 3);
});

describe("the organisers' message", () => {
  it("reaches exactly the ticked attendees of this conference; a ticked id of another conference reaches no one", async () => {
    const mine = await db().attendee.findMany({ where: { conferenceId: demoId, email: { startsWith: "msgdemo1" } }, orderBy: { id: "asc" }, take: 3 });
    const other = await db().attendee.findFirstOrThrow({ where: { conferenceId: enId } });
    const r = await sendOrganiserNotice(demoId, message({ title: "Ticked", audience: "selected", ids: [...mine.map((a) => a.id), other.id] }));
    expect(r).toEqual({ sent: 3 });
    const got = await reached(demoId, "Ticked");
    expect([...got.entries()].sort()).toEqual(mine.map((a) => [a.userId, 1]).sort());
    expect((await reached(enId, "Ticked")).size).toBe(0);
    const one = await db().notice.findFirstOrThrow({ where: { userId: mine[0].userId, conferenceId: demoId, kind: "ORGANISER_MESSAGE" } });
    expect([one.params, one.href, one.readAt]).toEqual([{ title: "Ticked", body: "Hall B.\nSee you there." }, "", null]);
  });

  it("reaches every attendee the filters match, each once, over several chunks — and not the other conference's", async () => {
    // "orders.test" is in every made-up attendee's email, on both conferences
    const r = await sendOrganiserNotice(demoId, message({ title: "Filtered", audience: "filtered", filter: { ...NONE, search: "orders.test" } }));
    const expected = await db().attendee.findMany({ where: { conferenceId: demoId, email: { contains: "orders.test" } }, select: { userId: true } });
    expect(expected.length).toBe(2500);
    expect(r).toEqual({ sent: 2500 });
    const got = await reached(demoId, "Filtered");
    expect(got.size).toBe(2500);
    expect([...got.values()].every((n) => n === 1)).toBe(true);
    expect(expected.every((a) => got.has(a.userId))).toBe(true);
    expect((await reached(enId, "Filtered")).size).toBe(0);
  });

  it("with no filter reaches all of this conference's attendees", async () => {
    const all = await db().attendee.count({ where: { conferenceId: demoId } });
    expect(await sendOrganiserNotice(demoId, message({ title: "Everyone", audience: "filtered" }))).toEqual({ sent: all });
  });

  it("nobody matching: refused, nothing written", async () => {
    await expect(
      sendOrganiserNotice(demoId, message({ title: "Nobody", audience: "filtered", filter: { ...NONE, search: "no-such-person" } })),
    ).rejects.toMatchObject({
      status: 409,
      key: "notice.errors.noRecipients",
    });
    expect((await reached(demoId, "Nobody")).size).toBe(0);
  });

  it("through the gateway: a manager sends; a participant is refused; nothing ticked is a field error", async () => {
    const user = (email: string) => db().user.findUniqueOrThrow({ where: { email } });
    const [manager, alice] = await Promise.all([user("manager@example.org"), user("alice@example.org")]);
    const aliceRow = await db().attendee.findFirstOrThrow({ where: { conferenceId: demoId, userId: alice.id } });
    const url = "/conference/platform/manage/user/notice";
    const json = { title: "Via API", body: "Hello", audience: "selected", ids: [aliceRow.id] };
    const asManager = await callGateway("POST", url, { token: (await createSession(manager.id)).token, json });
    expect([asManager.status, (await envelopeOf(asManager)).data]).toEqual([200, { sent: 1 }]);
    const asAlice = await callGateway("POST", url, { token: (await createSession(alice.id)).token, json });
    expect(asAlice.status).toBe(403);
    const empty = await callGateway("POST", url, { token: (await createSession(manager.id)).token, json: { ...json, ids: [] } });
    expect(empty.status).toBe(400);
    expect(Object.keys((await envelopeOf<{ fieldErrors: Record<string, string> }>(empty)).data.fieldErrors)).toEqual(["ids"]);
    expect([...(await reached(demoId, "Via API")).keys()]).toEqual([alice.id]);
  });
});
