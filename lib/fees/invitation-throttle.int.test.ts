import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/server/db";
import { seedDemo } from "@/prisma/seed/demo";
import { makeAttendees } from "@/tests/support/billing";
import { useTestDatabase } from "@/tests/integration/test-db";
import { CODE_GUESSES_PER_HOUR, visibleFees } from "./visibility";

// Invitation codes are short secrets: an account guessing them is refused after
// CODE_GUESSES_PER_HOUR wrong codes (429 on the code field), also for a right code then, while
// another account and the plain fee list are not affected; the window slides (injected clock).
useTestDatabase();
const db = () => getDb();

describe("guessing invitation codes", () => {
  let conferenceId: number;
  beforeAll(async () => {
    await seedDemo(db());
    conferenceId = (await db().conferenceDomain.findUniqueOrThrow({ where: { host: "demo.localhost" } })).conferenceId;
  });

  it("is refused after the hourly allowance of wrong codes, for that account only", async () => {
    const [guesser, other] = await makeAttendees(conferenceId, "guess-", 2);
    const now = new Date("2026-11-23T09:00:00Z");
    const as = (userId: number, invitationCode: string, at = now) => visibleFees(conferenceId, { userId, locale: "en", invitationCode }, at);
    // a right code costs nothing
    expect((await as(guesser.id, "student2027")).some((f) => f.titleEn === "Student registration")).toBe(true);
    for (let i = 0; i < CODE_GUESSES_PER_HOUR; i++) expect((await as(guesser.id, `WRONG${i}`)).some((f) => f.needsCode)).toBe(false);
    await expect(as(guesser.id, "WRONG-MORE")).rejects.toMatchObject({ status: 429, fieldErrors: { invitationCode: "billing.errors.tooManyCodes" } });
    await expect(as(guesser.id, "STUDENT2027")).rejects.toMatchObject({ status: 429 }); // no more tries, right or wrong
    expect((await as(guesser.id, "")).length).toBeGreaterThan(0); // the fees without a code stay
    expect((await as(other.id, "STUDENT2027")).some((f) => f.titleEn === "Student registration")).toBe(true);
    // two hours later the wrong guesses have slid out of the window
    expect((await as(guesser.id, "STUDENT2027", new Date(now.getTime() + 2 * 3_600_000))).some((f) => f.needsCode)).toBe(true);
  });
});
