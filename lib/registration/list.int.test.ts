import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/server/db";
import { seedDemo } from "@/prisma/seed/demo";
import { useTestDatabase } from "@/tests/integration/test-db";
import { listAttendees } from "./queries";
import { ZAttendeeListQuery } from "./schemas";

useTestDatabase();

describe("attendee list filters", () => {
  let demoId = 0;
  beforeAll(async () => {
    await seedDemo(getDb());
    demoId = (await getDb().conferenceDomain.findUniqueOrThrow({ where: { host: "demo.localhost" } })).conferenceId;
    // 01:00 on 22 November in Beijing is still 21 November in UTC.
    await getDb().attendee.updateMany({ where: { conferenceId: demoId }, data: { createdAt: new Date("2026-11-21T17:00:00Z") } });
  });

  const emails = async (q: Record<string, string>) => (await listAttendees(demoId, ZAttendeeListQuery.parse(q))).rows.map((r) => r.email);

  it("reads the date range as days in the conference's time zone, both ends inclusive", async () => {
    expect(await emails({ from: "2026-11-22", to: "2026-11-22" })).toEqual(["alice@example.org"]);
    expect(await emails({ to: "2026-11-21" })).toEqual([]);
    expect(await emails({ from: "2026-11-23" })).toEqual([]);
  });

  it("filters by country and searches name, email and unit", async () => {
    expect(await emails({ country: "CN" })).toEqual(["alice@example.org"]);
    expect(await emails({ country: "France" })).toEqual([]);
    expect(await emails({ search: "北京大学" })).toEqual(["alice@example.org"]);
    expect(await emails({ search: "ALICE" })).toEqual(["alice@example.org"]);
    expect(await emails({ search: "nobody" })).toEqual([]);
  });
});
