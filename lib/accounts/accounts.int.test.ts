import { randomBytes } from "node:crypto";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getDb } from "@/lib/server/db";
import { seedDemo } from "@/prisma/seed/demo";
import { createSession, lookupSession } from "@/lib/server/session-store";
import { useTestDatabase } from "@/tests/integration/test-db";
import { checkVerificationCode, sendVerificationCode } from "./codes";
import { ZRegisterInput } from "./schemas";
import { authenticate, changePassword, registerAccount, resetPassword } from "./service";

// The account services against real Postgres: codes, limits, login, session revocation. Codes are bound
// to the browser that asked for them: `binding` stands for that browser's cookie.
useTestDatabase();
const DEMO_PASSWORD = "Symposia-demo-2026";
const binding = randomBytes(32).toString("base64url");
const ctx = (ip = "10.0.0.1") => ({ ip, locale: "en" as const, siteName: "Demo", binding });
const noDelay = async () => {};

async function lastCodeFromMail(to: string): Promise<string> {
  const mail = await getDb().mailOutbox.findFirstOrThrow({ where: { to }, orderBy: { id: "desc" } });
  expect(mail.conferenceId).toBeNull(); // platform mail: never in a conference's mail log
  return /\b(\d{6})\b/.exec(mail.text)![1];
}
const userId = async (email: string) => (await getDb().user.findUniqueOrThrow({ where: { email } })).id;
/** Pretend the last code was sent long enough ago for a resend. */
const ageCodes = (email: string, ms = 61_000) => getDb().verificationCode.updateMany({ where: { email }, data: { createdAt: new Date(Date.now() - ms) } });

beforeAll(async () => {
  await seedDemo(getDb());
});
beforeEach(async () => {
  await getDb().rateLimitHit.deleteMany({});
});

describe("verification codes", () => {
  it("mails a 6-digit code, stores only a salted hash, and works once", async () => {
    await sendVerificationCode({ email: "new1@example.org", type: "registerCode" }, ctx());
    const code = await lastCodeFromMail("new1@example.org");
    const row = await getDb().verificationCode.findFirstOrThrow({ where: { email: "new1@example.org" } });
    expect(row.codeHash).not.toContain(code);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(10 * 60_000);
    expect(await checkVerificationCode({ email: "new1@example.org", type: "registerCode", code, binding }, false)).toBe("ok");
    expect(await checkVerificationCode({ email: "new1@example.org", type: "resetPassCode", code, binding }, false)).toBe("expired");
    expect(await checkVerificationCode({ email: "new1@example.org", type: "registerCode", code, binding }, true)).toBe("ok");
    expect(await checkVerificationCode({ email: "new1@example.org", type: "registerCode", code, binding }, true)).toBe("expired");
  });

  it("tells a wrong code from an expired one, and ends a code after 5 wrong tries", async () => {
    await sendVerificationCode({ email: "new2@example.org", type: "registerCode" }, ctx());
    const code = await lastCodeFromMail("new2@example.org");
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++)
      expect(await checkVerificationCode({ email: "new2@example.org", type: "registerCode", code: wrong, binding }, false)).toBe("wrong");
    expect(await checkVerificationCode({ email: "new2@example.org", type: "registerCode", code, binding }, true)).toBe("expired");

    await ageCodes("new2@example.org");
    await sendVerificationCode({ email: "new2@example.org", type: "registerCode" }, ctx());
    const fresh = await lastCodeFromMail("new2@example.org");
    await getDb().verificationCode.updateMany({ where: { email: "new2@example.org", consumedAt: null }, data: { expiresAt: new Date(Date.now() - 1) } });
    expect(await checkVerificationCode({ email: "new2@example.org", type: "registerCode", code: fresh, binding }, true)).toBe("expired");
  });

  it("keeps the 5-try cap under 50 parallel wrong guesses, and a checked right code keeps working", async () => {
    await sendVerificationCode({ email: "new2b@example.org", type: "registerCode" }, ctx("10.0.0.9"));
    const code = await lastCodeFromMail("new2b@example.org");
    expect(await checkVerificationCode({ email: "new2b@example.org", type: "registerCode", code, binding }, false)).toBe("ok");
    const guesses = Array.from({ length: 50 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, "0"));
    const results = await Promise.all(guesses.map((g) => checkVerificationCode({ email: "new2b@example.org", type: "registerCode", code: g, binding }, false)));
    expect(results.filter((r) => r === "wrong")).toHaveLength(5);
    expect(await checkVerificationCode({ email: "new2b@example.org", type: "registerCode", code, binding }, true)).toBe("expired");
  });

  it("allows one send per 60 s and 10 per hour per email and per IP (429)", async () => {
    await sendVerificationCode({ email: "new3@example.org", type: "registerCode" }, ctx("10.0.0.3"));
    await expect(sendVerificationCode({ email: "new3@example.org", type: "registerCode" }, ctx("10.0.0.3"))).rejects.toMatchObject({
      status: 429,
      key: "accounts.resendTooSoon",
    });
    for (let i = 1; i < 10; i++) {
      await ageCodes("new3@example.org");
      await sendVerificationCode({ email: "new3@example.org", type: "registerCode" }, ctx(`10.0.3.${i}`));
    }
    await ageCodes("new3@example.org");
    await expect(sendVerificationCode({ email: "new3@example.org", type: "registerCode" }, ctx("10.0.0.99"))).rejects.toMatchObject({
      status: 429,
      key: "accounts.tooManyCodes",
    });

    for (let i = 0; i < 10; i++) await sendVerificationCode({ email: `ip${i}@example.org`, type: "registerCode" }, ctx("10.9.9.9"));
    await expect(sendVerificationCode({ email: "ip10@example.org", type: "registerCode" }, ctx("10.9.9.9"))).rejects.toMatchObject({
      status: 429,
      key: "accounts.tooManyCodes",
    });
  });

  it("refuses a register code for an existing account and a reset code for an unknown one", async () => {
    await expect(sendVerificationCode({ email: "alice@example.org", type: "registerCode" }, ctx())).rejects.toMatchObject({
      fieldErrors: { email: "accounts.userExists" },
    });
    await expect(sendVerificationCode({ email: "nobody@example.org", type: "resetPassCode" }, ctx())).rejects.toMatchObject({
      fieldErrors: { email: "accounts.userNotFound" },
    });
  });
});

describe("accounts", () => {
  it("creates an account with a right code and a strong password only", async () => {
    await sendVerificationCode({ email: "carol@example.org", type: "registerCode" }, ctx("10.1.1.1"));
    const code = await lastCodeFromMail("carol@example.org");
    const base = { email: "carol@example.org", trueName: "Carol", code, binding };
    await expect(registerAccount({ ...base, password: "password1" })).rejects.toMatchObject({ fieldErrors: { password: "accounts.passwordCommon" } });
    await expect(registerAccount({ ...base, code: code === "123456" ? "654321" : "123456", password: "Carol-strong-2026" })).rejects.toMatchObject({
      fieldErrors: { code: "accounts.codeWrong" },
    });
    const user = await registerAccount({ ...base, password: "Carol-strong-2026" });
    expect((await authenticate({ email: "carol@example.org", password: "Carol-strong-2026" }, { ip: "10.1.1.1" })).id).toBe(user.id);
    const parsed = ZRegisterInput.safeParse({ email: base.email, trueName: base.trueName, code, password: "Carol-strong-2026", confirmPassword: "other" });
    expect(parsed.error?.issues[0]).toMatchObject({ path: ["confirmPassword"], message: "accounts.passwordMismatch" });
  });

  it("answers unknown email and wrong password alike (login throttling: login-throttle.int.test.ts)", async () => {
    const unknown = await authenticate({ email: "ghost@example.org", password: DEMO_PASSWORD }, { ip: "10.2.2.2", sleep: noDelay }).catch((e) => e);
    const wrong = await authenticate({ email: "bob@example.org", password: "wrong-password" }, { ip: "10.2.2.2", sleep: noDelay }).catch((e) => e);
    expect(unknown).toMatchObject({ status: 400, key: "accounts.loginWrong", fieldErrors: {} });
    expect(wrong).toMatchObject({ status: 400, key: "accounts.loginWrong", fieldErrors: {} });
  }, 20_000);

  it("reset revokes every session; change password keeps only the current one", async () => {
    const id = await userId("bob@example.org");
    await getDb().rateLimitHit.deleteMany({});
    const a = await createSession(id);
    const b = await createSession(id);
    const sa = (await lookupSession(a.token))!;
    await changePassword(id, sa.id, { oldPassword: DEMO_PASSWORD, password: "Bob-builds-2026" });
    expect(await lookupSession(a.token)).not.toBeNull();
    expect(await lookupSession(b.token)).toBeNull();
    await expect(changePassword(id, sa.id, { oldPassword: "nope-nope-nope", password: "Bob-builds-2027" })).rejects.toMatchObject({
      fieldErrors: { oldPassword: "accounts.oldPasswordWrong" },
    });

    await sendVerificationCode({ email: "bob@example.org", type: "resetPassCode" }, ctx("10.3.3.3"));
    const code = await lastCodeFromMail("bob@example.org");
    await resetPassword({ email: "bob@example.org", code, password: "Bob-resets-2026", binding });
    expect(await lookupSession(a.token)).toBeNull();
    expect((await authenticate({ email: "bob@example.org", password: "Bob-resets-2026" }, { ip: "10.3.3.3" })).id).toBe(id);
  }, 20_000);
});
