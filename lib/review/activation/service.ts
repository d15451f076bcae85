import "server-only";
import { hashPassword } from "@/lib/accounts/password";
import { passwordWeakness } from "@/lib/accounts/password-policy";
import { countHits, addHit } from "@/lib/security/rate-limit";
import { toCountryCode } from "@/lib/forms/countries";
import type { Prisma } from "@/lib/generated/prisma/client";
import { countryOptions } from "@/lib/registration/form-service";
import { db } from "@/lib/server/db";
import { NotFound, RateLimited, ValidationError } from "@/lib/server/errors";
import type { InvitationFacts, TActivation } from "./schemas";
import { fullName } from "./name";
import { canActivate, hashActivationKey, ZKeyShape } from "../reviewers/invitation";
import { grantReviewRole } from "../roles";

// Reviewer activation (SPEC §2 /review/active/{key}, §4 not activated → activated, §5).
// A missing, used or expired key all answer "not available" the same way, so nothing can be learnt
// by probing; misses are counted per IP and past MISS_LIMIT every key is refused for a while
// (keys are 256-bit anyway). Activation re-checks the invitation under its row lock, so of any
// number of concurrent posts with one key exactly one activates.

export const MISS_LIMIT = 20;
export const MISS_WINDOW_MS = 15 * 60_000;
/** The notice of §2: "activated already or expired, contact the administrator". */
export const UNAVAILABLE = "reviewActivation.unavailable";

const missKey = (ip: string) => `reviewActivation:ip:${ip}`;

async function assertNotThrottled(ip: string): Promise<void> {
  if ((await countHits(missKey(ip), MISS_WINDOW_MS)) >= MISS_LIMIT) throw new RateLimited();
}

async function miss(ip: string): Promise<never> {
  await addHit(missKey(ip), MISS_WINDOW_MS);
  throw new NotFound(UNAVAILABLE);
}

const invitationSelect = {
  id: true,
  email: true,
  chair: true,
  activatedAt: true,
  activationKeyHash: true,
  activationExpiresAt: true,
  firstName: true,
  middleName: true,
  lastName: true,
  unit: true,
  phone: true,
  countryArea: true,
  direction: true,
} as const;

/** The open invitation of this conference for `key`, or null (unknown, malformed, used or expired). */
async function findOpen(conferenceId: number, key: string, now: Date) {
  if (!ZKeyShape.test(key)) return null;
  const row = await db.reviewer.findFirst({ where: { conferenceId, activationKeyHash: hashActivationKey(key) }, select: invitationSelect });
  return canActivate(row, now) ? row : null;
}

/**
 * What the form shows for `key` (§2 "loads the reviewer record by key"), or null for the notice.
 * Names the organisers gave come first, then the account's own; the email is the invitation's.
 */
export async function readInvitation(conferenceId: number, key: string, ip: string, now = new Date()): Promise<InvitationFacts | null> {
  await assertNotThrottled(ip);
  const r = await findOpen(conferenceId, key, now);
  if (!r) {
    await addHit(missKey(ip), MISS_WINDOW_MS);
    return null;
  }
  const user = await db.user.findUnique({
    where: { email: r.email },
    select: { firstName: true, middleName: true, lastName: true, unit: true, phone: true, country: true },
  });
  return {
    email: r.email,
    hasAccount: !!user,
    chair: r.chair,
    lastName: r.lastName || user?.lastName || "",
    middleName: r.middleName || user?.middleName || "",
    firstName: r.firstName || user?.firstName || "",
    unit: r.unit || user?.unit || "",
    phone: r.phone || user?.phone || "",
    countryArea: r.countryArea || user?.country || "",
    direction: r.direction,
  };
}

/** readInvitation for callers that answer the notice as a 404 (the gateway). */
export async function getInvitationOrThrow(conferenceId: number, key: string, ip: string): Promise<InvitationFacts> {
  const facts = await readInvitation(conferenceId, key, ip);
  if (!facts) throw new NotFound(UNAVAILABLE);
  return facts;
}

/** A country from the conference's list (codes; labels in either language are mapped, as elsewhere). */
async function checkCountry(conferenceId: number, input: string): Promise<string> {
  const options = await countryOptions(conferenceId);
  const code = toCountryCode(input, options);
  if (!options.some((o) => o.value === code)) throw new ValidationError({ countryArea: "validation.invalidOption" });
  return code;
}

/** The new account's password, checked as the accounts code does and hashed before any lock is taken. */
async function newPasswordHash(input: TActivation): Promise<string> {
  if (!input.password)
    throw new ValidationError({ password: "validation.required", ...(input.confirmPassword ? {} : { confirmPassword: "validation.required" }) });
  const weak = passwordWeakness(input.password);
  if (weak) throw new ValidationError({ password: weak });
  return hashPassword(input.password); // argon2 is slow: never inside the transaction
}

type Profile = { firstName: string; middleName: string; lastName: string; unit: string; phone: string; countryArea: string; direction: string };

/** The existing account (left as it is: no password asked, none changed), or a new one. */
async function linkOrCreate(
  tx: Prisma.TransactionClient,
  email: string,
  passwordHash: string | null,
  p: Profile,
): Promise<{ id: number; created: boolean } | null> {
  const existing = await tx.user.findUnique({ where: { email }, select: { id: true } });
  if (existing) return { id: existing.id, created: false };
  if (!passwordHash) return null; // the account was removed since the form was read: ask for a password
  const user = await tx.user.create({
    data: {
      email,
      passwordHash,
      trueName: fullName(p.firstName, p.lastName),
      firstName: p.firstName,
      middleName: p.middleName,
      lastName: p.lastName,
      unit: p.unit,
      phone: p.phone,
      country: p.countryArea,
    },
    select: { id: true },
  });
  return { id: user.id, created: true };
}

export type ActivationResult = { email: string; newAccount: boolean; chair: boolean };

/** §4 reviewer not activated → activated: one transaction, the invitation row locked throughout. */
export async function activate(conferenceId: number, input: TActivation, ctx: { ip: string; now?: Date }): Promise<ActivationResult> {
  const now = ctx.now ?? new Date();
  await assertNotThrottled(ctx.ip);
  const open = await findOpen(conferenceId, input.key, now);
  if (!open) return miss(ctx.ip);
  const profile: Profile = {
    firstName: input.firstName,
    middleName: input.middleName,
    lastName: input.lastName,
    unit: input.unit,
    phone: input.phone,
    countryArea: await checkCountry(conferenceId, input.countryArea),
    direction: input.direction,
  };
  const hasAccount = !!(await db.user.findUnique({ where: { email: open.email }, select: { id: true } }));
  const passwordHash = hasAccount ? null : await newPasswordHash(input);

  const result = await db.$transaction(async (tx) => {
    const [row] = await tx.$queryRaw<
      { id: number; email: string; chair: boolean; activatedAt: Date | null; activationKeyHash: string | null; activationExpiresAt: Date | null }[]
    >`
      SELECT id, email, chair, "activatedAt", "activationKeyHash", "activationExpiresAt" FROM "Reviewer"
      WHERE id = ${open.id} AND "conferenceId" = ${conferenceId} FOR UPDATE`;
    // Another post with this key may have won while this one waited for the lock.
    if (!row || row.activationKeyHash !== open.activationKeyHash || !canActivate(row, now)) return null;
    const user = await linkOrCreate(tx, row.email, passwordHash, profile);
    if (!user) throw new ValidationError({ password: "validation.required", confirmPassword: "validation.required" });
    await tx.reviewer.update({ where: { id: row.id }, data: { ...profile, userId: user.id, activatedAt: now, activationKeyHash: null } });
    await grantReviewRole(tx, conferenceId, user.id, row.chair);
    return { email: row.email, newAccount: user.created, chair: row.chair };
  });
  return result ?? miss(ctx.ip);
}
