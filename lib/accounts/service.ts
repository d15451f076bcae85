import "server-only";
import { db } from "@/lib/server/db";
import { RateLimited, ValidationError } from "@/lib/server/errors";
import { revokeUserSessions } from "@/lib/server/session-store";
import { checkVerificationCode, type CodeCheck } from "./codes";
import { solveLoginChallenge } from "@/lib/security/login-challenge";
import { forgetAccountFailures, loginState, recordLoginFailure, recordLoginSuccess } from "./login-throttle";
import { createPreparedAccount, prepareAccount } from "./new-account";
import { hashPassword, verifyPassword } from "./password";
import { passwordWeakness } from "./password-policy";
import { throttle } from "@/lib/security/rate-limit";

// Local accounts (SPEC §4 login, new account, reset; §5 rules). Adapters (server actions, gateway)
// start the session and read the browser's bindings (lib/security/browser-binding.ts); this file
// decides who the person is.

// Verified against for unknown emails, so that both failures take the same time.
const DUMMY_HASH = "$argon2id$v=19$m=19456,t=2,p=1$E3ktgTG/RujcF7b8V0LLSw$e/KCPhq0xQyJzrXkk0T9540G2j5hcOf8/EgAqRU5nMc";

const realSleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

function assertStrong(password: string, field = "password"): void {
  const weak = passwordWeakness(password);
  if (weak) throw new ValidationError({ [field]: weak });
}

function codeError(result: CodeCheck): never {
  throw new ValidationError({ code: result === "expired" ? "accounts.codeExpired" : "accounts.codeWrong" });
}

export async function emailExists(email: string): Promise<boolean> {
  return !!(await db.user.findUnique({ where: { email }, select: { id: true } }));
}

/** §7 checkEmail calls per IP and minute: it tells whether an account exists. */
export const CHECK_EMAIL_IP_LIMIT = 30;

/** §7 checkEmail, throttled per IP (429). */
export async function checkEmail(email: string, ip: string, now = Date.now()): Promise<boolean> {
  await throttle(`checkEmail:ip:${ip}`, CHECK_EMAIL_IP_LIMIT, 60_000, "errors.rateLimited", now);
  return emailExists(email);
}

export type LoginAttempt = { email: string; password: string; challenge?: string };
export type LoginContext = {
  ip: string;
  /** The browser's challenge binding (cookie or challengeToken), if it has one. */
  challengeBinding?: string | null;
  /** Injected in tests: the clock of the sliding windows, and the wait (tests assert the delay instead). */
  now?: number;
  sleep?: (ms: number) => Promise<void>;
};

/**
 * §4 login with throttling (login-throttle.ts): 429 only for an IP that fails a lot;
 * otherwise a growing delay, and past repeated failures a solved challenge before the password is
 * even looked at (so an unsolved challenge is no password oracle). Unknown emails go the same way.
 */
export async function authenticate(input: LoginAttempt, ctx: LoginContext): Promise<{ id: number }> {
  const { email } = input;
  const now = ctx.now ?? Date.now();
  const state = await loginState(email, ctx.ip, now);
  if (state.blocked) throw new RateLimited("accounts.loginLocked");
  if (state.delayMs > 0) await (ctx.sleep ?? realSleep)(state.delayMs);
  if (state.challenge && !(await solveLoginChallenge(ctx.challengeBinding, input.challenge, now))) {
    await recordLoginFailure(email, ctx.ip, now, "challenge");
    const key = input.challenge?.trim() ? "accounts.challengeWrong" : "accounts.challengeRequired";
    throw new ValidationError({ challenge: key }, key);
  }

  const user = await db.user.findUnique({ where: { email }, select: { id: true, passwordHash: true } });
  const ok = await verifyPassword(user?.passwordHash ?? DUMMY_HASH, input.password);
  if (!user || !user.passwordHash || !ok) {
    const next = await recordLoginFailure(email, ctx.ip, now, "password");
    // One message for unknown email and wrong password; the field error tells the form (and API
    // clients) that the next try needs a challenge.
    throw new ValidationError(next.challenge ? { challenge: "accounts.challengeRequired" } : {}, "accounts.loginWrong");
  }
  await recordLoginSuccess(email, ctx.ip);
  return { id: user.id };
}

/** §4 new account: a right, unused code from this browser; the caller logs the person in. */
export async function registerAccount(input: {
  email: string;
  code: string;
  trueName: string;
  password: string;
  binding: string | null;
}): Promise<{ id: number }> {
  const prepared = await prepareAccount(input);
  return db.$transaction((tx) => createPreparedAccount(tx, prepared));
}

/** §4 reset: a right code from this browser sets the password and ends every session of the account. */
export async function resetPassword(input: { email: string; code: string; password: string; binding: string | null }): Promise<void> {
  const user = await db.user.findUnique({ where: { email: input.email }, select: { id: true } });
  if (!user) throw new ValidationError({ email: "accounts.userNotFound" });
  assertStrong(input.password);
  const check = await checkVerificationCode({ email: input.email, type: "resetPassCode", code: input.code, binding: input.binding }, true);
  if (check !== "ok") codeError(check);
  await replacePassword(user.id, input.email, await hashPassword(input.password));
}

/** A new password set from outside the account (a reset, the operator's command line): stored, every session ended, failed sign-ins forgotten. */
export async function replacePassword(userId: number, email: string, passwordHash: string): Promise<void> {
  await db.user.update({ where: { id: userId }, data: { passwordHash } });
  await revokeUserSessions(userId);
  await forgetAccountFailures(email);
}

/** Change password (top menu): the old password is required; other sessions are revoked. */
export async function changePassword(userId: number, sessionId: number, input: { oldPassword: string; password: string }): Promise<void> {
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { passwordHash: true } });
  // Organisation-only accounts have no password yet and may set one.
  if (user.passwordHash && !(await verifyPassword(user.passwordHash, input.oldPassword)))
    throw new ValidationError({ oldPassword: "accounts.oldPasswordWrong" });
  assertStrong(input.password);
  await db.user.update({ where: { id: userId }, data: { passwordHash: await hashPassword(input.password) } });
  await revokeUserSessions(userId, sessionId);
}

/** §7 checkPassword: whether email + password are right (throttled like a login; a needed challenge is a 400). */
export async function checkPassword(input: LoginAttempt, ctx: LoginContext): Promise<boolean> {
  try {
    await authenticate(input, ctx);
    return true;
  } catch (e) {
    if (e instanceof ValidationError && e.key === "accounts.loginWrong") return false;
    throw e;
  }
}

// The profile (getProfile, updateProfile) lives in profile.ts: it reads and writes the attendance too.

/** §7 findUserByConferenceIdAndEmail / checkRegisteredUser: attendance of an email in a conference. */
export async function findAttendee(conferenceId: number, email: string) {
  return db.attendee.findFirst({ where: { conferenceId, email }, select: { id: true, userId: true, email: true, userName: true, registrationCode: true } });
}

export async function hasAttended(conferenceId: number, userId: number): Promise<boolean> {
  return !!(await db.attendee.findFirst({ where: { conferenceId, userId }, select: { id: true } }));
}

/** SPEC §6 conferenceManage: creator, manager or platform administrator (as lib/server/access.ts). */
export async function managesConference(conferenceId: number, userId: number): Promise<boolean> {
  const [admin, role] = await Promise.all([
    db.platformAdmin.findUnique({ where: { userId }, select: { id: true } }),
    db.conferenceUser.findFirst({ where: { conferenceId, userId, role: { in: ["CREATOR", "MANAGER"] } }, select: { id: true } }),
  ]);
  return !!admin || !!role;
}
