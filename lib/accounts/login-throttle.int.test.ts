import { randomBytes } from "node:crypto";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getDb } from "@/lib/server/db";
import { seedDemo } from "@/prisma/seed/demo";
import { useTestDatabase } from "@/tests/integration/test-db";
import { bindingHash } from "@/lib/security/browser-binding";
import { sendVerificationCode } from "./codes";
import { challengeAnswerHash, issueLoginChallenge } from "@/lib/security/login-challenge";
import { LOGIN_BLOCK_IP, LOGIN_CHALLENGE_ACCOUNT, LOGIN_WINDOW_MS } from "./login-throttle";
import { authenticate, resetPassword, type LoginAttempt } from "./service";

// Failed sign-ins slow down and then ask for a challenge, but never shut the real person
// out; only an IP that fails a lot is refused. The clock is injected, and the delays are recorded
// instead of slept (so the test asserts the computed delay, not wall-clock time).
useTestDatabase();
const PASSWORD = "Symposia-demo-2026";
const T0 = Date.UTC(2026, 10, 23, 9, 0, 0); // a 15-minute window boundary

let delays: number[] = [];
const sleep = async (ms: number) => void delays.push(ms);
const login = (input: LoginAttempt, ip: string, extra: { challengeBinding?: string; now?: number } = {}) =>
  authenticate(input, { ip, sleep, now: extra.now ?? T0 + 60_000, challengeBinding: extra.challengeBinding });
const failure = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => e,
  );

/** The picture a browser was shown, with its stored answer replaced by one the test knows. */
async function solvableChallenge(browser: string, ip: string, now = T0 + 60_000): Promise<string> {
  await issueLoginChallenge(browser, ip, now);
  const h = bindingHash(browser);
  await getDb().loginChallenge.updateMany({ where: { browserHash: h, usedAt: null }, data: { answerHash: challengeAnswerHash(h, "KNOWN") } });
  return "known"; // answers are case-insensitive
}

beforeAll(async () => {
  await seedDemo(getDb());
});
beforeEach(async () => {
  delays = [];
  await getDb().rateLimitHit.deleteMany({});
});

describe("sign-in throttling", () => {
  it("50 wrong logins for alice from rotating IPs: from her own browser the right password plus the challenge gets in", async () => {
    for (let i = 0; i < 50; i++) await failure(login({ email: "alice@example.org", password: `guess-${i}` }, `203.0.113.${i + 1}`));

    const browser = randomBytes(32).toString("base64url");
    const home = "198.51.100.20";
    // The right password alone is not refused outright: the answer asks for the challenge, on its field.
    expect(await failure(login({ email: "alice@example.org", password: PASSWORD }, home, { challengeBinding: browser }))).toMatchObject({
      status: 400,
      key: "accounts.challengeRequired",
      fieldErrors: { challenge: "accounts.challengeRequired" },
    });
    const answer = await solvableChallenge(browser, home);
    // Another browser cannot use this browser's solved picture.
    expect(
      await failure(
        login({ email: "alice@example.org", password: PASSWORD, challenge: answer }, home, { challengeBinding: randomBytes(32).toString("base64url") }),
      ),
    ).toMatchObject({ key: "accounts.challengeWrong" });
    const me = await login({ email: "alice@example.org", password: PASSWORD, challenge: answer }, home, { challengeBinding: browser });
    expect(me.id).toBe((await getDb().user.findUniqueOrThrow({ where: { email: "alice@example.org" } })).id);
    // Single use: the same answer again is a missing challenge.
    expect(await failure(login({ email: "alice@example.org", password: PASSWORD, challenge: answer }, home, { challengeBinding: browser }))).toMatchObject({
      key: "accounts.challengeWrong",
    });
    // And the attacker still faces the challenge: her sign-in did not reset the account's count.
    expect(await failure(login({ email: "alice@example.org", password: "guess-51" }, "203.0.113.99"))).toMatchObject({ key: "accounts.challengeRequired" });
  }, 60_000);

  it("a wrong challenge answer is refused before the password is looked at, and the picture is used up", async () => {
    for (let i = 0; i < LOGIN_CHALLENGE_ACCOUNT; i++) await failure(login({ email: "bob@example.org", password: `nope-${i}` }, `203.0.114.${i}`));
    const browser = randomBytes(32).toString("base64url");
    await solvableChallenge(browser, "198.51.100.21");
    expect(
      await failure(login({ email: "bob@example.org", password: PASSWORD, challenge: "WRONG" }, "198.51.100.21", { challengeBinding: browser })),
    ).toMatchObject({
      key: "accounts.challengeWrong",
      fieldErrors: { challenge: "accounts.challengeWrong" },
    });
    expect(
      await failure(login({ email: "bob@example.org", password: PASSWORD, challenge: "known" }, "198.51.100.21", { challengeBinding: browser })),
    ).toMatchObject({ key: "accounts.challengeWrong" });
    // An expired picture does not count either.
    await solvableChallenge(browser, "198.51.100.21");
    expect(
      await failure(
        login({ email: "bob@example.org", password: PASSWORD, challenge: "known" }, "198.51.100.21", {
          challengeBinding: browser,
          now: T0 + 60_000 + 5 * 60_000,
        }),
      ),
    ).toMatchObject({ key: "accounts.challengeWrong" });
  }, 30_000);

  it(`an IP with ${LOGIN_BLOCK_IP} failures is refused (429) for every account; other IPs are not`, async () => {
    const ip = "192.0.2.66";
    for (let i = 0; i < LOGIN_BLOCK_IP; i++) await failure(login({ email: `spray${i}@example.org`, password: PASSWORD }, ip));
    const browser = randomBytes(32).toString("base64url");
    const answer = await solvableChallenge(browser, ip);
    expect(await failure(login({ email: "reviewer@example.org", password: PASSWORD, challenge: answer }, ip, { challengeBinding: browser }))).toMatchObject({
      status: 429,
      key: "accounts.loginLocked",
    });
    expect(await failure(login({ email: "never-seen@example.org", password: "x" }, ip))).toMatchObject({ status: 429 });
    expect((await login({ email: "reviewer@example.org", password: PASSWORD }, "192.0.2.67")).id).toBeGreaterThan(0);
    // The block wears off as the failures slide out of the window.
    expect((await login({ email: "reviewer@example.org", password: PASSWORD }, ip, { now: T0 + 60_000 + 2 * LOGIN_WINDOW_MS })).id).toBeGreaterThan(0);
  }, 60_000);

  it("delays grow per (account, IP) and per account, capped; none for a fresh account", async () => {
    for (let i = 0; i < LOGIN_CHALLENGE_ACCOUNT; i++) await failure(login({ email: "chair@example.org", password: `nope-${i}` }, "198.51.100.30"));
    expect(delays).toEqual([500, 1000, 2000]); // pair: 2 → 500, 3 → 1000, 4 → 2000 (the account's share is smaller)
    delays = [];
    // From elsewhere only the account's share applies (5 failures → 250 · 2² ms), and it stops growing at 2 s.
    await failure(login({ email: "chair@example.org", password: "x" }, "198.51.100.31"));
    expect(delays).toEqual([1000]);
    for (let i = 0; i < 10; i++) await getDb().rateLimitHit.updateMany({ where: { key: "login:acct:chair@example.org" }, data: { count: { increment: 1 } } });
    delays = [];
    await failure(login({ email: "chair@example.org", password: "x" }, "198.51.100.32"));
    expect(delays).toEqual([2000]);
    delays = [];
    await failure(login({ email: "fresh-face@example.org", password: "x" }, "198.51.100.33"));
    expect(delays).toEqual([]);
  }, 30_000);

  it("an unknown email meets exactly what an account meets (no enumeration)", async () => {
    const run = async (email: string, ip: string) => {
      const out: unknown[] = [];
      for (let i = 0; i < LOGIN_CHALLENGE_ACCOUNT + 1; i++) {
        const e = (await failure(login({ email, password: `nope-${i}` }, ip))) as { status: number; key: string; fieldErrors: object };
        out.push({ status: e.status, key: e.key, fieldErrors: e.fieldErrors });
      }
      return out;
    };
    const known = await run("reviewer@example.org", "198.51.100.40");
    const known2 = delays.splice(0);
    const unknown = await run("no-such-person@example.org", "198.51.100.41");
    expect(unknown).toEqual(known);
    expect(delays).toEqual(known2);
    expect(known.at(-2)).toMatchObject({ key: "accounts.loginWrong", fieldErrors: { challenge: "accounts.challengeRequired" } });
  }, 30_000);

  it("a password reset by mail clears the account's failures: no picture needed afterwards", async () => {
    for (let i = 0; i < LOGIN_CHALLENGE_ACCOUNT; i++) await failure(login({ email: "manager@example.org", password: `nope-${i}` }, `203.0.116.${i}`));
    expect(await failure(login({ email: "manager@example.org", password: PASSWORD }, "198.51.100.60"))).toMatchObject({ key: "accounts.challengeRequired" });
    const browser = randomBytes(32).toString("base64url");
    await sendVerificationCode(
      { email: "manager@example.org", type: "resetPassCode" },
      { ip: "198.51.100.60", locale: "en", siteName: "Demo", binding: browser },
    );
    const mail = await getDb().mailOutbox.findFirstOrThrow({ where: { to: "manager@example.org" }, orderBy: { id: "desc" } });
    await resetPassword({ email: "manager@example.org", code: /\b(\d{6})\b/.exec(mail.text)![1], password: "Manager-resets-2026", binding: browser });
    expect((await login({ email: "manager@example.org", password: "Manager-resets-2026" }, "198.51.100.60")).id).toBeGreaterThan(0);
  }, 30_000);

  it("failures do not vanish at a window boundary (sliding window)", async () => {
    const before = T0 + LOGIN_WINDOW_MS - 1_000; // one second before the next fixed window starts
    for (let i = 0; i < LOGIN_CHALLENGE_ACCOUNT; i++)
      await failure(login({ email: "alice@example.org", password: `b-${i}` }, `203.0.115.${i}`, { now: before }));
    expect(await failure(login({ email: "alice@example.org", password: PASSWORD }, "198.51.100.50", { now: before + 2_000 }))).toMatchObject({
      key: "accounts.challengeRequired",
    });
  }, 30_000);
});
