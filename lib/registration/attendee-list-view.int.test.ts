import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/server/db";
import { seedDemo } from "@/prisma/seed/demo";
import { useTestDatabase } from "@/tests/integration/test-db";
import { attendeeListView } from "./attendee-list-view";
import { ZAttendeeListQuery } from "./schemas";

// manage/user's view: the registrations with their countries named in the reader's language, the
// filters' choices, and the conference's users.
useTestDatabase();
let demoId = 0;

beforeAll(async () => {
  await seedDemo(getDb());
  demoId = (await getDb().conferenceDomain.findUniqueOrThrow({ where: { host: "demo.localhost" } })).conferenceId;
});

describe("attendeeListView", () => {
  it("names countries in the reader's language and offers the filters' choices", async () => {
    const q = ZAttendeeListQuery.parse({ search: "alice@example.org" });
    const [en, zh] = await Promise.all([attendeeListView(demoId, q, "en"), attendeeListView(demoId, q, "zh")]);
    expect([en.total, en.rows.map((r) => [r.email, r.countryArea, r.country])]).toEqual([1, [["alice@example.org", "CN", "China"]]]);
    expect(zh.rows.map((r) => r.country)).toEqual(["中国"]);
    expect(en.countries).toContainEqual({ value: "CN", label: "China" });
    expect(en.versions).toContain(en.currentVersion);
    expect(en.users.length).toBeGreaterThan(0);
  });
});
