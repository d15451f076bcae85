import { beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "@/lib/server/db";
import { seedDemo } from "@/prisma/seed/demo";
import { createSession } from "@/lib/server/session-store";
import { callGateway, envelopeOf } from "@/tests/support/gateway-call";
import { useTestDatabase } from "@/tests/integration/test-db";

// Path parameters end to end through the dispatcher: a `{id}` route of the real table gets its id parsed
// (zId) as ctx.params; a bad one is a 400 on "id", a missing one no route (404), never a 500; the
// conference stays the host's whatever the path says.

vi.mock("next/headers", async () => (await import("@/tests/support/request-scope")).nextHeaders);
useTestDatabase();

const DETAIL = "/conference/conferenceUser/detail";
let manager: string;
let participant: string;
let aliceAttendee: number;
let otherConferenceAttendee: number;

beforeAll(async () => {
  const db = getDb();
  await seedDemo(db);
  const demo = (await db.conferenceDomain.findUniqueOrThrow({ where: { host: "demo.localhost" } })).conferenceId;
  const en = (await db.conferenceDomain.findUniqueOrThrow({ where: { host: "en.localhost" } })).conferenceId;
  const alice = await db.user.findUniqueOrThrow({ where: { email: "alice@example.org" } });
  aliceAttendee = (await db.attendee.findUniqueOrThrow({ where: { conferenceId_userId: { conferenceId: demo, userId: alice.id } } })).id;
  const enVersion = await db.registerFormVersion.findFirstOrThrow({ where: { conferenceId: en } });
  otherConferenceAttendee = (
    await db.attendee.create({ data: { conferenceId: en, userId: alice.id, formVersionId: enVersion.id, email: alice.email, fullName: "Alice" } })
  ).id;
  manager = (await createSession((await db.user.findUniqueOrThrow({ where: { email: "manager@example.org" } })).id)).token;
  participant = (await createSession(alice.id)).token;
});

describe("path parameters through the gateway", () => {
  it("hands the parsed id to the handler", async () => {
    const r = await callGateway("GET", `${DETAIL}/${aliceAttendee}`, { token: manager });
    expect(r.status).toBe(200);
    expect((await envelopeOf<{ id: number; email: string }>(r)).data).toMatchObject({ id: aliceAttendee, email: "alice@example.org" });
  });

  it("answers a bad id with a 400 on it, and no id with no route", async () => {
    for (const id of ["abc", "0", "-1", "1.5", "2147483648", "1e3", "%00"]) {
      const r = await callGateway("GET", `${DETAIL}/${id}`, { token: manager });
      const body = await envelopeOf<{ fieldErrors?: Record<string, string> }>(r);
      expect([r.status, Object.keys(body.data?.fieldErrors ?? {})], id).toEqual([400, ["id"]]);
    }
    const none = await callGateway("GET", DETAIL, { token: manager });
    expect([none.status, (await envelopeOf(none)).message]).toEqual([404, "接口不存在。"]);
    expect((await callGateway("GET", `${DETAIL}/`, { token: manager })).status).toBe(404);
    expect((await callGateway("GET", `${DETAIL}/1/2`, { token: manager })).status).toBe(404);
  });

  it("checks the caller before the parameters, and keeps to the host's conference", async () => {
    expect((await callGateway("GET", `${DETAIL}/abc`)).status).toBe(401);
    expect((await callGateway("GET", `${DETAIL}/${aliceAttendee}`, { token: participant })).status).toBe(403);
    expect((await callGateway("GET", `${DETAIL}/${otherConferenceAttendee}`, { token: manager })).status).toBe(404);
    expect((await callGateway("GET", `${DETAIL}/999999`, { token: manager })).status).toBe(404);
  });
});
