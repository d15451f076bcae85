import { beforeAll, describe, expect, it } from "vitest";
import type { SiteConference } from "@/lib/server/site-conference";
import { saveAttendance } from "@/lib/registration/service";
import { getDb } from "@/lib/server/db";
import { seedDemo } from "@/prisma/seed/demo";
import { invalidateConferenceCache, resolveConference } from "@/lib/server/tenant";
import { useTestDatabase } from "@/tests/integration/test-db";
import { getProfile, updateProfile } from "./profile";

// The profile shows what the person registered with here, and saving keeps the
// registration and the account in step.
useTestDatabase();
let demo: SiteConference;
let en: SiteConference;
const db = () => getDb();
const base = { trueName: "Dora Explorer", lastName: "Explorer", middleName: "", firstName: "Dora", unit: "", title: "", phone: "", country: "" };

beforeAll(async () => {
  await seedDemo(db());
  invalidateConferenceCache();
  demo = (await resolveConference("demo.localhost"))!;
  en = (await resolveConference("en.localhost"))!;
});

describe("profile from the attendance", () => {
  it("shows the seeded attendee's registration (alice) instead of 'not filled in'", async () => {
    const alice = await db().user.findUniqueOrThrow({ where: { email: "alice@example.org" } });
    const p = await getProfile(demo.id, alice.id, "en");
    expect(p).toMatchObject({ registered: true, unit: "北京大学", phone: "+86 10 5858 0000", country: "CN", trueName: "Alice Liddell" });
    expect(p.fromRegistration.sort()).toEqual(["country", "phone", "trueName", "unit"]);
  });

  it("shows what a new registration said, and saving updates registration and account alike", async () => {
    const user = await db().user.create({ data: { email: "dora@example.org", trueName: "Dora" } });
    await saveAttendance(
      demo,
      { userId: user.id, email: user.email },
      { version: "default", notice: true, answers: { name: "Dora Explorer", telephone: "+33 1 23 45 67 89", country: "France", unit: "CNRS" } },
      "en",
    );
    expect(await getProfile(demo.id, user.id, "zh")).toMatchObject({
      registered: true,
      phone: "+33 1 23 45 67 89",
      country: "FR",
      unit: "CNRS",
      trueName: "Dora Explorer",
    });

    await updateProfile(demo.id, user.id, { ...base, unit: "Institut Curie", phone: "+33 9", country: "德国", title: "Professor" }, "zh");
    const attendee = await db().attendee.findUniqueOrThrow({ where: { conferenceId_userId: { conferenceId: demo.id, userId: user.id } } });
    expect(attendee).toMatchObject({
      unit: "Institut Curie",
      phone: "+33 9",
      countryArea: "DE",
      fullName: "Dora Explorer",
      userName: "Dora Explorer",
      firstName: "Dora",
      lastName: "Explorer",
    });
    expect(await db().user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({
      unit: "Institut Curie",
      phone: "+33 9",
      country: "DE",
      title: "Professor",
      trueName: "Dora Explorer",
    });
    // The default form does not ask for a position: the account keeps it, the profile shows it.
    expect(await getProfile(demo.id, user.id, "en")).toMatchObject({ title: "Professor", country: "DE" });

    // Another conference, not registered there: the account's data, the same person.
    expect(await getProfile(en.id, user.id, "en")).toMatchObject({ registered: false, fromRegistration: [], unit: "Institut Curie", country: "DE" });
  });

  it("keeps the registration's rules: a required country cannot be emptied, an unknown one is refused", async () => {
    const user = await db().user.findUniqueOrThrow({ where: { email: "dora@example.org" } });
    await expect(updateProfile(demo.id, user.id, { ...base, unit: "X", phone: "1", country: "" }, "en")).rejects.toMatchObject({
      fieldErrors: { country: expect.stringContaining("registration.selectPrompt") },
    });
    await expect(updateProfile(demo.id, user.id, { ...base, unit: "X", phone: "1", country: "Atlantis" }, "en")).rejects.toMatchObject({
      fieldErrors: { country: "validation.invalidOption" },
    });
    expect((await db().attendee.findFirstOrThrow({ where: { userId: user.id } })).unit).toBe("Institut Curie"); // nothing written
  });

  it("shows and keeps a legacy value the migration could not map", async () => {
    const alice = await db().user.findUniqueOrThrow({ where: { email: "alice@example.org" } });
    await db().attendee.updateMany({ where: { userId: alice.id }, data: { countryArea: "Atlantis" } });
    const p = await getProfile(demo.id, alice.id, "en");
    expect(p.country).toBe("Atlantis");
    expect(p.countries.at(-1)).toEqual({ value: "Atlantis", label: { zh: "Atlantis", en: "Atlantis" } });
    await updateProfile(demo.id, alice.id, { ...base, trueName: "Alice Liddell", unit: "北京大学", phone: "+86 10 5858 0000", country: "Atlantis" }, "en");
    expect((await db().attendee.findFirstOrThrow({ where: { userId: alice.id } })).countryArea).toBe("Atlantis");
  });
});
