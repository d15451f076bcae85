import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/server/db";
import { seedDemo } from "@/prisma/seed/demo";
import { resolveConference } from "@/lib/server/tenant";
import { useTestDatabase } from "@/tests/integration/test-db";
import { landingPath, mustRegisterFirst } from "./landing";

// Where sign-in lands (SPEC §4): managers need no registration (§6).
useTestDatabase();
let demo = 0;
let en = 0;
const id = async (email: string) => (await getDb().user.findUniqueOrThrow({ where: { email } })).id;

beforeAll(async () => {
  await seedDemo(getDb());
  demo = (await resolveConference("demo.localhost"))!.id;
  en = (await resolveConference("en.localhost"))!.id;
});

describe("landing after sign-in", () => {
  it("sends managers to /platform, attendees to their profile, others to registration", async () => {
    expect(await landingPath(demo, await id("manager@example.org"))).toBe("/platform");
    expect(await landingPath(demo, await id("admin@example.org"))).toBe("/platform"); // platform administrator
    expect(await landingPath(demo, await id("alice@example.org"))).toBe("/profile/userInfo");
    expect(await landingPath(demo, await id("bob@example.org"))).toBe("/conferenceRegister");
  });
  it("sends reviewers and the chair to their reviews, not to the attendance form", async () => {
    const db = getDb();
    await db.conferenceModule.upsert({
      where: { conferenceId_module: { conferenceId: demo, module: "submission" } },
      update: { enabled: true },
      create: { conferenceId: demo, module: "submission", enabled: true },
    });
    for (const email of ["reviewer@example.org", "chair@example.org"]) {
      const user = await id(email);
      expect(await getDb().attendee.count({ where: { conferenceId: demo, userId: user } })).toBe(0); // not attending
      expect(await landingPath(demo, user)).toBe("/platform/submissionManage/reviewList");
      expect(await mustRegisterFirst(demo, user)).toBe(false);
    }
    // a safe redirect still wins; on a conference they do not review for they register like anyone
    expect(await landingPath(demo, await id("reviewer@example.org"), "/profile/password")).toBe("/profile/password");
    expect(await landingPath(en, await id("reviewer@example.org"))).toBe("/conferenceRegister");
    // with submissions (and so reviewing) switched off there is no review area to land in
    await db.conferenceModule.update({ where: { conferenceId_module: { conferenceId: demo, module: "submission" } }, data: { enabled: false } });
    expect(await landingPath(demo, await id("reviewer@example.org"))).toBe("/conferenceRegister");
    await db.conferenceModule.update({ where: { conferenceId_module: { conferenceId: demo, module: "submission" } }, data: { enabled: true } });
  });
  it("is per conference: a manager elsewhere registers here like anyone", async () => {
    expect(await landingPath(en, await id("manager@example.org"))).toBe("/conferenceRegister");
  });
  it("lets a safe redirect query win, for managers too", async () => {
    expect(await landingPath(demo, await id("manager@example.org"), "/profile/password")).toBe("/profile/password");
    expect(await landingPath(demo, await id("manager@example.org"), "//evil.example/")).toBe("/platform");
  });
  it("does not ask managers to register first at the /login callback", async () => {
    expect(await mustRegisterFirst(demo, await id("manager@example.org"))).toBe(false);
    expect(await mustRegisterFirst(demo, await id("bob@example.org"))).toBe(true);
    expect(await mustRegisterFirst(demo, await id("alice@example.org"))).toBe(false);
  });
});
