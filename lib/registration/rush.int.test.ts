import { randomBytes } from "node:crypto";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "@/lib/server/db";
import { createSession } from "@/lib/server/session-store";
import { seedDemo } from "@/prisma/seed/demo";
import { useTestDatabase } from "@/tests/integration/test-db";
import { callGateway } from "@/tests/support/gateway-call";
import { withRegistrationCapacity } from "./capacity";
import { saveVersion } from "./form-service";

// A rush through the gateway's save, as 2,000 people make it: the capacity gate is overload
// protection, never the normal path. "Full" comes from the counter without queueing at the gate,
// and a rush with seats free is never answered "busy, retry". Outcomes only; its speed is the
// bench's (scripts/bench-rush.ts).
vi.mock("next/headers", async () => (await import("@/tests/support/request-scope")).nextHeaders);
useTestDatabase();

const db = () => getDb();
let conferenceId: number;

async function signedIn(n: number) {
  const tag = randomBytes(3).toString("hex");
  await db().user.createMany({ data: Array.from({ length: n }, (_, i) => ({ email: `rush-${tag}-${i}@rush.test`, trueName: `Rush ${i}` })) });
  const users = await db().user.findMany({ where: { email: { startsWith: `rush-${tag}-` } }, select: { id: true } });
  return Promise.all(users.map(async (u) => ({ id: u.id, token: (await createSession(u.id)).token })));
}

const save = (token: string, i: number) =>
  callGateway("POST", "/conference/conferenceUser/save", {
    token,
    json: { version: "default", notice: true, answers: { name: `Rush ${i}`, email: "x@rush.test", telephone: "123", country: "China", unit: "北京大学" } },
  });

async function setCap(registerNum: number) {
  await db().attendee.deleteMany({ where: { conferenceId } });
  await db().mailOutbox.deleteMany({ where: { to: { endsWith: "@rush.test" } } });
  await db().registerConfig.update({ where: { conferenceId }, data: { registerNum, registerFlag: true, registeredCount: 0 } });
}

beforeAll(async () => {
  await seedDemo(db());
  conferenceId = (await db().conferenceDomain.findUniqueOrThrow({ where: { host: "demo.localhost" } })).conferenceId;
  await saveVersion(conferenceId, { version: "default", makeCurrent: true });
});
beforeEach(() => setCap(0));

describe("a registration rush through the gateway", () => {
  it("answers 'full' from the counter while every slot of the conference's gate is taken", async () => {
    await setCap(1);
    const [late] = await signedIn(1);
    // Other work holds every slot of the gate (and more wait behind it, past its size): a
    // latecomer must not queue there to learn "full".
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const holders = Array.from({ length: 100 }, () => withRegistrationCapacity(conferenceId, () => held).catch(() => undefined));
    try {
      await db().registerConfig.update({ where: { conferenceId }, data: { registeredCount: 1 } }); // the last seat taken meanwhile
      const r = await save(late.token, 1);
      expect(r.status).toBe(409);
      expect(((await r.json()) as { code: number }).code).toBe(409);
    } finally {
      release();
      await Promise.all(holders);
    }
    expect(await db().attendee.count({ where: { conferenceId } })).toBe(0);
  });

  it("250 people at once on 200 seats, the gate at its real size: 200 accepted, 50 full, nobody told busy", async () => {
    await setCap(200);
    const people = await signedIn(250);
    const statuses = await Promise.all(people.map((p, i) => save(p.token, i).then((r) => r.status)));
    const count = (s: number) => statuses.filter((x) => x === s).length;
    expect({ accepted: count(200), full: count(409), busy: count(503), other: statuses.length - count(200) - count(409) - count(503) }).toEqual({
      accepted: 200,
      full: 50,
      busy: 0,
      other: 0,
    });
    expect(await db().attendee.count({ where: { conferenceId } })).toBe(200);
    expect((await db().registerConfig.findUniqueOrThrow({ where: { conferenceId } })).registeredCount).toBe(200);
    expect(await db().mailOutbox.count({ where: { to: { endsWith: "@rush.test" }, templateKind: "REGISTRATION" } })).toBe(200);
  });
});
