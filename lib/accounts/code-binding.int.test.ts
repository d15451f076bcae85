import { randomBytes } from "node:crypto";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getDb } from "@/lib/server/db";
import { seedDemo } from "@/prisma/seed/demo";
import { useTestDatabase } from "@/tests/integration/test-db";
import { checkVerificationCode, CODE_SEND_IP_LIMIT, sendVerificationCode } from "./codes";
import { checkEmail, CHECK_EMAIL_IP_LIMIT, registerAccount, resetPassword } from "./service";

// A code's tries belong to the browser that asked for it; checkEmail and the send calls
// are throttled per IP too. `mine` / `theirs` stand for two browsers' binding cookies.
useTestDatabase();
const secret = () => randomBytes(32).toString("base64url");
const mine = secret();
const theirs = secret();
const ctx = (ip: string, binding = mine) => ({ ip, locale: "en" as const, siteName: "Demo", binding });

async function lastCode(to: string): Promise<string> {
  const mail = await getDb().mailOutbox.findFirstOrThrow({ where: { to }, orderBy: { id: "desc" } });
  return /\b(\d{6})\b/.exec(mail.text)![1];
}
const other = (code: string, i = 1) => String((Number(code) + i) % 1_000_000).padStart(6, "0");
const attempts = async (email: string) => (await getDb().verificationCode.findFirstOrThrow({ where: { email }, orderBy: { id: "desc" } })).attempts;

beforeAll(async () => {
  await seedDemo(getDb());
});
beforeEach(async () => {
  await getDb().rateLimitHit.deleteMany({});
});

describe("codes bound to the browser that asked for them", () => {
  it("a guess without the binding spends no try and gets the answer of no live code", async () => {
    const email = "victim1@example.org";
    await sendVerificationCode({ email, type: "registerCode" }, ctx("10.8.0.1"));
    const code = await lastCode(email);
    const as = (binding: string | null, guess: string) => checkVerificationCode({ email, type: "registerCode", code: guess, binding }, false);

    // Ten wrong guesses and the right code from another browser, or with no binding at all: all
    // "expired", exactly as for an email that has no code (getEmailCode → {result: false, match: false}).
    for (let i = 1; i <= 10; i++) expect(await as(theirs, other(code, i))).toBe("expired");
    expect(await as(theirs, code)).toBe("expired");
    expect(await as(null, code)).toBe("expired");
    expect(await checkVerificationCode({ email: "nobody-has-a-code@example.org", type: "registerCode", code, binding: theirs }, false)).toBe("expired");
    expect(await attempts(email)).toBe(0);

    // The requester's wrong guesses still count, and the fifth ends the code.
    for (let i = 1; i <= 4; i++) expect(await as(mine, other(code, i))).toBe("wrong");
    expect(await attempts(email)).toBe(4);
    expect(await as(mine, code)).toBe("ok");
    expect(await as(mine, other(code, 5))).toBe("wrong");
    expect(await as(mine, code)).toBe("expired");
  });

  it("a send from another browser does not end the requester's code", async () => {
    const email = "victim2@example.org";
    await sendVerificationCode({ email, type: "registerCode" }, ctx("10.8.0.2"));
    const code = await lastCode(email);
    await getDb().verificationCode.updateMany({ where: { email }, data: { createdAt: new Date(Date.now() - 61_000) } });
    await sendVerificationCode({ email, type: "registerCode" }, ctx("10.8.0.3", theirs));
    expect(await checkVerificationCode({ email, type: "registerCode", code, binding: mine }, false)).toBe("ok");
  });

  it("register and reset need the binding: the right code from elsewhere is an expired one", async () => {
    await sendVerificationCode({ email: "newbie@example.org", type: "registerCode" }, ctx("10.8.0.4"));
    const code = await lastCode("newbie@example.org");
    const input = { email: "newbie@example.org", code, trueName: "Newbie", password: "Newbie-strong-2026" };
    await expect(registerAccount({ ...input, binding: theirs })).rejects.toMatchObject({ fieldErrors: { code: "accounts.codeExpired" } });
    await expect(registerAccount({ ...input, binding: null })).rejects.toMatchObject({ fieldErrors: { code: "accounts.codeExpired" } });
    expect((await registerAccount({ ...input, binding: mine })).id).toBeGreaterThan(0);

    await sendVerificationCode({ email: "bob@example.org", type: "resetPassCode" }, ctx("10.8.0.5"));
    const reset = { email: "bob@example.org", code: await lastCode("bob@example.org"), password: "Bob-resets-2026" };
    await expect(resetPassword({ ...reset, binding: theirs })).rejects.toMatchObject({ fieldErrors: { code: "accounts.codeExpired" } });
    await resetPassword({ ...reset, binding: mine });
  }, 20_000);
});

describe("per-IP throttles on account lookups", () => {
  it(`checkEmail answers ${CHECK_EMAIL_IP_LIMIT} times a minute per IP, then 429; other IPs are unaffected`, async () => {
    const now = Date.UTC(2026, 10, 23, 10, 0, 30);
    for (let i = 0; i < CHECK_EMAIL_IP_LIMIT; i++) expect(await checkEmail(`probe${i}@example.org`, "10.9.0.1", now)).toBe(false);
    await expect(checkEmail("alice@example.org", "10.9.0.1", now)).rejects.toMatchObject({ status: 429 });
    expect(await checkEmail("alice@example.org", "10.9.0.2", now)).toBe(true);
    // Sliding, not fixed: just past the minute boundary the burst still counts.
    await expect(checkEmail("alice@example.org", "10.9.0.1", now + 31_000)).rejects.toMatchObject({ status: 429 });
    expect(await checkEmail("alice@example.org", "10.9.0.1", now + 120_000)).toBe(true);
  });

  it(`send calls count per IP whatever their outcome: ${CODE_SEND_IP_LIMIT} refused sends, then 429`, async () => {
    for (let i = 0; i < CODE_SEND_IP_LIMIT; i++) {
      await expect(sendVerificationCode({ email: "alice@example.org", type: "registerCode" }, ctx("10.9.1.1"))).rejects.toMatchObject({
        fieldErrors: { email: "accounts.userExists" },
      });
    }
    await expect(sendVerificationCode({ email: "fresh@example.org", type: "registerCode" }, ctx("10.9.1.1"))).rejects.toMatchObject({
      status: 429,
      key: "accounts.tooManyCodes",
    });
    await sendVerificationCode({ email: "fresh@example.org", type: "registerCode" }, ctx("10.9.1.2"));
  });
});
