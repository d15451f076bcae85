import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { todayIn } from "@/lib/i18n/dates";
import { useTestDatabase } from "@/tests/integration/test-db";
import { getDb } from "./db";
import { seedDemo } from "@/prisma/seed/demo";
import { invalidateConferenceCache, resolveConference } from "./tenant";

useTestDatabase();

describe("tenancy by host (DESIGN §2)", () => {
  beforeAll(async () => {
    await seedDemo(getDb());
  });
  afterEach(() => {
    delete process.env.DEFAULT_CONFERENCE_HOST;
    invalidateConferenceCache();
  });

  it("maps each seeded host to its own conference with the contract's settings", async () => {
    const demo = await resolveConference("demo.localhost");
    expect(demo).toMatchObject({ published: true, languageType: 3, modules: { register: true } });
    expect(demo?.register).toMatchObject({ registerFlag: true, registerNum: 500 });
    expect((await resolveConference("en.localhost"))?.languageType).toBe(2);
    expect((await resolveConference("zh.localhost"))?.languageType).toBe(1);
    expect((await resolveConference("draft.localhost"))?.published).toBe(false);
    const ids = await Promise.all(["demo.localhost", "en.localhost", "zh.localhost", "draft.localhost"].map(async (h) => (await resolveConference(h))?.id));
    expect(new Set(ids).size).toBe(4);
  });

  it("keeps the registration window of the seed: 30 days ago to 60 days ahead", async () => {
    const r = (await resolveConference("demo.localhost"))!.register!;
    const today = todayIn("Asia/Shanghai"); // the conference's time zone decides "today"
    const days = (d: string) => Math.round((Date.parse(d) - Date.parse(today)) / 86_400_000);
    expect(days(r.registerStartDate!)).toBe(-30);
    expect(days(r.registerEndDate!)).toBe(60);
  });

  it("answers null for an unmapped host, and loopback falls back only when configured", async () => {
    expect(await resolveConference("nowhere.example")).toBeNull();
    expect(await resolveConference("localhost")).toBeNull();
    process.env.DEFAULT_CONFERENCE_HOST = "demo.localhost";
    expect((await resolveConference("localhost"))?.id).toBe((await resolveConference("demo.localhost"))?.id);
    expect((await resolveConference("127.0.0.1"))?.id).toBe((await resolveConference("demo.localhost"))?.id);
  });

  it("sees a settings change after invalidation", async () => {
    const demo = (await resolveConference("demo.localhost"))!;
    await getDb().conference.update({ where: { id: demo.id }, data: { languageType: 1 } });
    invalidateConferenceCache();
    expect((await resolveConference("demo.localhost"))?.languageType).toBe(1);
    await getDb().conference.update({ where: { id: demo.id }, data: { languageType: 3 } });
  });

  it("seeding again changes nothing", async () => {
    const count = async () => [await getDb().conference.count(), await getDb().user.count(), await getDb().conferenceUser.count(), await getDb().menu.count()];
    const before = await count();
    await seedDemo(getDb());
    expect(await count()).toEqual(before);
  });
});
