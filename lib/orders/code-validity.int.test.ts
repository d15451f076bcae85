import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/server/db";
import { seedDemo } from "@/prisma/seed/demo";
import { makeAttendees } from "@/tests/support/billing";
import { useTestDatabase } from "@/tests/integration/test-db";
import { feeChooser } from "./fee-chooser-view";

// SPEC §4: a paid registration code reads "expired" once the conference's last day has passed (on
// the conference's calendar), "invalid" stays invalid; the stored value is not rewritten.
useTestDatabase();

const db = () => getDb();
let conf: { id: number; timeZone: string };
let person = 0;

beforeAll(async () => {
  await seedDemo(db());
  const c = await db().conferenceDomain.findUniqueOrThrow({ where: { host: "demo.localhost" }, include: { conference: true } });
  conf = { id: c.conferenceId, timeZone: c.conference.timeZone };
  person = (await makeAttendees(conf.id, "code-validity-", 1))[0].id;
  await db().attendee.updateMany({ where: { conferenceId: conf.id, userId: person }, data: { registrationCode: "VAL-0001", status: "NORMAL" } });
});

const endOn = (day: string) => db().conference.update({ where: { id: conf.id }, data: { endDate: new Date(`${day}T00:00:00Z`) } });
// 2026-11-21 01:00 in Shanghai is still 2026-11-20 in UTC: the conference's calendar decides.
const at = new Date("2026-11-20T17:00:00Z");

describe("registration code validity", () => {
  it("is normal on the conference's last day and expired the day after", async () => {
    await endOn("2026-11-21");
    expect((await feeChooser(conf, { userId: person, locale: "en" }, {}, at)).registrationCode).toEqual({ code: "VAL-0001", status: "NORMAL" });
    await endOn("2026-11-20");
    expect((await feeChooser(conf, { userId: person, locale: "en" }, {}, at)).registrationCode).toEqual({ code: "VAL-0001", status: "EXPIRED" });
    // Worked out on reading: the stored value stays as it was.
    expect((await db().attendee.findFirstOrThrow({ where: { conferenceId: conf.id, userId: person } })).status).toBe("NORMAL");
  });

  it("keeps an invalid code invalid, and a conference without an end date never expires a code", async () => {
    await db().conference.update({ where: { id: conf.id }, data: { endDate: null } });
    expect((await feeChooser(conf, { userId: person, locale: "en" }, {}, new Date("2099-01-01T00:00:00Z"))).registrationCode?.status).toBe("NORMAL");
    await db().attendee.updateMany({ where: { conferenceId: conf.id, userId: person }, data: { status: "INVALID" } });
    await endOn("2026-11-20");
    expect((await feeChooser(conf, { userId: person, locale: "en" }, {}, at)).registrationCode?.status).toBe("INVALID");
  });
});
