import { randomBytes } from "node:crypto";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { issueChallenge, solveChallenge, solveLoginChallenge } from "@/lib/security/login-challenge";
import { ZFeedbackSend } from "@/lib/feedback/schemas";
import { sendFeedback } from "@/lib/feedback/send-service";
import { getDb } from "@/lib/server/db";
import { seedDemo } from "@/prisma/seed/demo";
import { useTestDatabase } from "@/tests/integration/test-db";
import { MAILED_CHALLENGE_TTL_MS, MAILED_PER_ADDRESS, MAILED_PER_IP, mailChallenge, mailLoginChallenge, maskEmail } from "./mailed-challenge";

// The verification picture's alternative for people who cannot see it (WCAG 1.1.1), on a real
// Postgres: a 6-digit code mailed through the outbox answers the same challenge as the picture —
// for feedback and for a sign-in — once, for ten minutes, bound to the browser and the purpose.

process.env.MAIL_CAPTURE = "1"; // platform mail is recorded in the outbox without an SMTP server
useTestDatabase();
const db = () => getDb();
const secret = () => randomBytes(32).toString("base64url");
let ipSeq = 0;
const ip = () => `198.51.100.${(++ipSeq % 250) + 1}`;
const target = (email: string) => ({ email, locale: "en" as const, siteName: "Demo" });

/** The code in the newest mail to `email`, as the person reads it. */
async function mailedCode(email: string): Promise<string> {
  const row = await db().mailOutbox.findFirstOrThrow({ where: { to: email }, orderBy: { id: "desc" } });
  expect(row.priority).toBe(0); // urgent: valid ten minutes
  return /\b(\d{6})\b/.exec(row.text)![1];
}

beforeAll(async () => {
  await seedDemo(db());
});
beforeEach(async () => {
  await db().rateLimitHit.deleteMany({});
  await db().mailOutbox.deleteMany({});
});

describe("a mailed code instead of the picture", () => {
  it("answers the feedback challenge once, and a visitor's feedback goes through with it", async () => {
    const s = secret();
    const from = ip();
    await issueChallenge("feedback", s, from); // the picture the person cannot see
    await mailChallenge("feedback", s, from, target("visitor@example.net"));
    const code = await mailedCode("visitor@example.net");
    const row = await db().mailOutbox.findFirstOrThrow({ where: { to: "visitor@example.net" } });
    expect(row.subject).toBe("[Demo] Your verification code");
    expect(row.conferenceId).toBeNull();

    const d = await db().conferenceDomain.findUniqueOrThrow({ where: { host: "demo.localhost" } });
    const input = ZFeedbackSend.parse({
      title: "Hearing loop in hall A",
      name: "Vera Visitor",
      email: "visitor@example.net",
      phone: "+86 138 0013 8000",
      type: "suggestion",
      content: "Please switch on the hearing loop.",
      captcha: code,
    });
    const sent = await sendFeedback({ id: d.conferenceId, modules: { feedback: true } }, { kind: "visitor" }, input, null, {
      ip: from,
      binding: s,
      locale: "en",
    });
    expect(await db().feedback.findUniqueOrThrow({ where: { id: sent.id }, select: { email: true } })).toEqual({ email: "visitor@example.net" });
    // Used up.
    expect(await solveChallenge("feedback", s, code)).toBe(false);
  });

  it("replaces the picture, is bound to the browser and the purpose, and lasts ten minutes", async () => {
    const s = secret();
    const from = ip();
    const t0 = Date.now();
    await mailChallenge("feedback", s, from, target("a@example.net"), { now: t0 });
    const code = await mailedCode("a@example.net");
    expect(await solveChallenge("feedback", secret(), code, t0)).toBe(false); // another browser
    expect(await solveLoginChallenge(s, code, t0)).toBe(false); // another purpose
    expect(await solveChallenge("feedback", s, code, t0 + MAILED_CHALLENGE_TTL_MS + 1)).toBe(false); // too late

    await mailChallenge("feedback", s, from, target("a@example.net"), { now: t0 });
    const fresh = await mailedCode("a@example.net");
    expect(await solveChallenge("feedback", s, fresh, t0 + MAILED_CHALLENGE_TTL_MS - 1000)).toBe(true);

    // A new picture afterwards replaces the mailed code in its turn.
    await mailChallenge("feedback", s, from, target("a@example.net"), { now: t0 });
    const third = await mailedCode("a@example.net");
    await issueChallenge("feedback", s, from, t0);
    expect(await solveChallenge("feedback", s, third, t0)).toBe(false);
  });

  it("for a sign-in goes only to an existing account, with the same answer either way", async () => {
    const s = secret();
    const from = ip();
    await expect(mailLoginChallenge(s, from, target("nobody-here@example.net"))).resolves.toBeUndefined();
    expect(await db().mailOutbox.count({ where: { to: "nobody-here@example.net" } })).toBe(0);
    await mailLoginChallenge(s, from, target("alice@example.org"));
    const code = await mailedCode("alice@example.org");
    expect(await solveLoginChallenge(s, code)).toBe(true);
  });

  it("is throttled per address", async () => {
    const s = secret();
    for (let i = 0; i < MAILED_PER_ADDRESS; i++) await mailChallenge("feedback", s, ip(), target("flood@example.net"));
    await expect(mailChallenge("feedback", s, ip(), target("flood@example.net"))).rejects.toMatchObject({ key: "accounts.tooManyCodes" });
    expect(await db().mailOutbox.count({ where: { to: "flood@example.net" } })).toBe(MAILED_PER_ADDRESS);
  });

  it("sends no more than the limit to one address when many ask at the same moment", async () => {
    // Twenty browsers on twenty IPs at once: the count is raised before it is read, so exactly the
    // first MAILED_PER_ADDRESS get a mail and every other is refused as throttled (not a 500).
    const t0 = Date.now();
    const calls = Array.from({ length: 20 }, () => mailChallenge("feedback", secret(), ip(), target("burst@example.net"), { now: t0 }));
    const settled = await Promise.allSettled(calls);
    expect(settled.filter((r) => r.status === "fulfilled")).toHaveLength(MAILED_PER_ADDRESS);
    const refused = settled.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(refused.map((r) => (r.reason as { key?: string }).key)).toEqual(Array(20 - MAILED_PER_ADDRESS).fill("accounts.tooManyCodes"));
    expect(await db().mailOutbox.count({ where: { to: "burst@example.net" } })).toBe(MAILED_PER_ADDRESS);
  });

  it("lets one IP ask for no more than its limit when it asks for many addresses at once", async () => {
    const t0 = Date.now();
    const from = ip();
    const settled = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => mailChallenge("feedback", secret(), from, target(`many-${i}@example.net`), { now: t0 })),
    );
    expect(settled.filter((r) => r.status === "fulfilled")).toHaveLength(MAILED_PER_IP);
    expect(await db().mailOutbox.count({ where: { to: { startsWith: "many-" } } })).toBe(MAILED_PER_IP);
  });

  it("shows where it went without the whole address", () => {
    expect(maskEmail("alice@example.org")).toBe("a***@example.org");
  });
});
