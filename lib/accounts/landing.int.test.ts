import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/server/db";
import { seedDemo } from "@/lib/server/seed/demo";
import { resolveConference } from "@/lib/server/tenant";
import { useTestDatabase } from "@/tests/integration/test-db";
import { landingPath, mustRegisterFirst } from "./landing";

// Where sign-in lands (SPEC §4, issue 9.7): managers need no registration (§6).
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
