import "server-only";
import { db } from "@/lib/server/db";
import { NotFound, RateLimited, ValidationError } from "@/lib/server/errors";
import { revokeUserSessions } from "@/lib/server/session-store";
import { checkVerificationCode, type CodeCheck } from "./codes";
import { hashPassword, verifyPassword } from "./password";
import { passwordWeakness } from "./password-policy";
import { addHit, clearHits, countHits } from "./rate-limit";
import type { TProfileInput } from "./schemas";

// Local accounts (SPEC §4 login, new account, reset; §5 rules). Adapters (server actions, gateway)
// start the session; this file decides who the person is.

const LOGIN_WINDOW_MS = 15 * 60_000;
export const LOGIN_ACCOUNT_LIMIT = 10; // failed logins per account per window before a lock-out
export const LOGIN_IP_LIMIT = 50;
// Verified against for unknown emails, so that both failures take the same time.
const DUMMY_HASH = "$argon2id$v=19$m=19456,t=2,p=1$E3ktgTG/RujcF7b8V0LLSw$e/KCPhq0xQyJzrXkk0T9540G2j5hcOf8/EgAqRU5nMc";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

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

/** §4 login, with per-account and per-IP throttling whose delay grows with each failure. */
export async function authenticate(email: string, password: string, ip: string): Promise<{ id: number }> {
  const acctKey = `login:acct:${email}`;
  const ipKey = `login:ip:${ip}`;
  const [acctFails, ipFails] = await Promise.all([countHits(acctKey, LOGIN_WINDOW_MS), countHits(ipKey, LOGIN_WINDOW_MS)]);
  if (acctFails >= LOGIN_ACCOUNT_LIMIT || ipFails >= LOGIN_IP_LIMIT) throw new RateLimited("accounts.loginLocked");
  const fails = Math.max(acctFails, Math.floor(ipFails / 5));
  if (fails >= 3) await sleep(Math.min(250 * 2 ** (fails - 3), 4000));

  const user = await db.user.findUnique({ where: { email }, select: { id: true, passwordHash: true } });
  const ok = await verifyPassword(user?.passwordHash ?? DUMMY_HASH, password);
  if (!user || !user.passwordHash || !ok) {
    await Promise.all([addHit(acctKey, LOGIN_WINDOW_MS), addHit(ipKey, LOGIN_WINDOW_MS)]);
    throw new ValidationError({}, "accounts.loginWrong"); // one message for unknown email and wrong password
  }
  await clearHits(acctKey);
  return { id: user.id };
}

/** §4 new account: a right, unused code; the caller logs the person in. */
export async function registerAccount(input: { email: string; code: string; trueName: string; password: string }): Promise<{ id: number }> {
  if (await emailExists(input.email)) throw new ValidationError({ email: "accounts.userExists" });
  assertStrong(input.password);
  const check = await checkVerificationCode({ email: input.email, type: "registerCode", code: input.code }, true);
  if (check !== "ok") codeError(check);
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.user.create({ data: { email: input.email, trueName: input.trueName, passwordHash }, select: { id: true } });
  } catch (e) {
    if ((e as { code?: string }).code === "P2002") throw new ValidationError({ email: "accounts.userExists" });
    throw e;
  }
}

/** §4 reset: a right code sets the password and ends every session of the account. */
export async function resetPassword(input: { email: string; code: string; password: string }): Promise<void> {
  const user = await db.user.findUnique({ where: { email: input.email }, select: { id: true } });
  if (!user) throw new ValidationError({ email: "accounts.userNotFound" });
  assertStrong(input.password);
  const check = await checkVerificationCode({ email: input.email, type: "resetPassCode", code: input.code }, true);
  if (check !== "ok") codeError(check);
  await db.user.update({ where: { id: user.id }, data: { passwordHash: await hashPassword(input.password) } });
  await revokeUserSessions(user.id);
  await clearHits(`login:acct:${input.email}`);
}

/** Change password (top menu): the old password is required; other sessions are revoked. */
export async function changePassword(userId: number, sessionId: number, input: { oldPassword: string; password: string }): Promise<void> {
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { passwordHash: true } });
  // Organisation-only accounts have no password yet and may set one.
  if (user.passwordHash && !(await verifyPassword(user.passwordHash, input.oldPassword))) throw new ValidationError({ oldPassword: "accounts.oldPasswordWrong" });
  assertStrong(input.password);
  await db.user.update({ where: { id: userId }, data: { passwordHash: await hashPassword(input.password) } });
  await revokeUserSessions(userId, sessionId);
}

/** §7 checkPassword: whether email + password are right (throttled like a login). */
export async function checkPassword(email: string, password: string, ip: string): Promise<boolean> {
  try {
    await authenticate(email, password, ip);
    return true;
  } catch (e) {
    if (e instanceof ValidationError) return false;
    throw e;
  }
}

const PROFILE_SELECT = {
  id: true, email: true, trueName: true, firstName: true, middleName: true, lastName: true, cstnetId: true,
  phone: true, country: true, unit: true, title: true,
} as const;

export async function getProfile(userId: number) {
  const user = await db.user.findUnique({ where: { id: userId }, select: PROFILE_SELECT });
  if (!user) throw new NotFound("accounts.userNotFound");
  return user;
}
export type Profile = Awaited<ReturnType<typeof getProfile>>;

export async function updateProfile(userId: number, input: TProfileInput): Promise<Profile> {
  return db.user.update({ where: { id: userId }, data: input, select: PROFILE_SELECT });
}

/** §7 findUserByConferenceIdAndEmail / checkRegisteredUser: attendance of an email in a conference. */
export async function findAttendee(conferenceId: number, email: string) {
  return db.attendee.findFirst({ where: { conferenceId, email }, select: { id: true, userId: true, email: true, userName: true, registrationCode: true } });
}

export async function hasAttended(conferenceId: number, userId: number): Promise<boolean> {
  return !!(await db.attendee.findFirst({ where: { conferenceId, userId }, select: { id: true } }));
}

