import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import { Conflict, NotFound, ValidationError } from "@/lib/server/errors";
import { newActivationKey } from "./invitation";
import { queueAddedNotice, queueInvitation, type MailContext } from "./mail";
import type { TReviewerInput, TReviewerRole } from "./schemas";
import { grantReviewRole, revokeReviewRoles } from "../roles";
import { REVIEW_CLOSED_STATUSES } from "../closure";

// The organisers' reviewer management (SPEC §5 'The reviewer already exists'). The role
// itself lives in ConferenceUser (lib/review/roles.ts); the Reviewer row is the invitation, the
// profile, the themes and — until activation — the role to grant (`chair`). Every write is one
// transaction that also queues its mail (outbox), so a mail exists exactly when its change does.

type Tx = Prisma.TransactionClient;
const TX = { maxWait: 10_000, timeout: 20_000 } as const;
const DEFAULT_ACTIVATION_DAYS = 14;

export type ReviewerAdded = { id: number; activated: boolean; mailed: boolean };

const isUniqueViolation = (e: unknown) => (e as { code?: string } | null)?.code === "P2002";
const exists = () => new ValidationError({ email: "reviewerAdmin.errors.exists" });

// Read in the transaction, default 14 as in the schema. TODO: or use getReviewSettings (lib/review/config/service.ts), which reads outside it.
async function activationDays(tx: Tx, conferenceId: number): Promise<number> {
  const c = await tx.reviewConfig.findUnique({ where: { conferenceId }, select: { activationDays: true } });
  return c?.activationDays ?? DEFAULT_ACTIVATION_DAYS;
}

/** The theme ids, each one of this conference's (any level), or a field error on themeIds. */
async function checkThemes(tx: Tx, conferenceId: number, ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (!unique.length) return [];
  const found = await tx.submissionTheme.count({ where: { conferenceId, id: { in: unique } } });
  if (found !== unique.length) throw new ValidationError({ themeIds: "reviewerAdmin.errors.unknownTheme" });
  return unique;
}

/** The reviewer row of this conference, locked against assignments and concurrent edits; another conference's is 404. */
async function lockReviewer(tx: Tx, conferenceId: number, id: number) {
  const [row] = await tx.$queryRaw<{ id: number }[]>`SELECT "id" FROM "Reviewer" WHERE "id" = ${id} AND "conferenceId" = ${conferenceId} FOR UPDATE`;
  if (!row) throw new NotFound("reviewerAdmin.errors.notFound");
  return tx.reviewer.findUniqueOrThrow({ where: { id } });
}

/** Adds one reviewer inside `tx` (the import commits each row through here too). */
export async function addReviewerTx(tx: Tx, conferenceId: number, v: TReviewerInput, ctx: MailContext): Promise<ReviewerAdded> {
  const themeIds = await checkThemes(tx, conferenceId, v.themeIds);
  if (await tx.reviewer.findUnique({ where: { conferenceId_email: { conferenceId, email: v.email } }, select: { id: true } })) throw exists();
  const user = await tx.user.findUnique({ where: { email: v.email }, select: { id: true, unit: true, phone: true, country: true } });
  const profile = { conferenceId, email: v.email, firstName: v.firstName, lastName: v.lastName, middleName: v.middleName, unit: v.unit, chair: v.chair };
  const themes = { create: themeIds.map((themeId) => ({ conferenceId, themeId })) };
  if (user) {
    // A platform account becomes a reviewer at once: no key, no activation form.
    const now = new Date();
    const r = await tx.reviewer.create({
      data: {
        ...profile,
        unit: v.unit || user.unit,
        phone: user.phone,
        countryArea: user.country,
        userId: user.id,
        activatedAt: now,
        lastMailedAt: now,
        themes,
      },
      select: { id: true },
    });
    await grantReviewRole(tx, conferenceId, user.id, v.chair);
    return { id: r.id, activated: true, mailed: await queueAddedNotice(tx, conferenceId, v, ctx) };
  }
  const key = newActivationKey(await activationDays(tx, conferenceId));
  const r = await tx.reviewer.create({
    data: { ...profile, activationKeyHash: key.hash, activationExpiresAt: key.expiresAt, lastMailedAt: new Date(), themes },
    select: { id: true },
  });
  await queueInvitation(tx, conferenceId, v, key.key, ctx);
  return { id: r.id, activated: false, mailed: true };
}

/** Adds one reviewer by email (see addReviewerTx); a duplicate, also one racing in, is the email's field error. */
export async function addReviewer(conferenceId: number, v: TReviewerInput, ctx: MailContext): Promise<ReviewerAdded> {
  try {
    return await db.$transaction((tx) => addReviewerTx(tx, conferenceId, v, ctx), TX);
  } catch (e) {
    if (isUniqueViolation(e)) throw exists();
    throw e;
  }
}

/** A new invitation: a new key (the old link stops working), mailed again. Only before activation. */
export async function resendInvitation(conferenceId: number, id: number, ctx: MailContext): Promise<{ id: number; expiresAt: Date }> {
  return db.$transaction(async (tx) => {
    const r = await lockReviewer(tx, conferenceId, id);
    if (r.activatedAt) throw new Conflict("reviewerAdmin.errors.alreadyActivated");
    const key = newActivationKey(await activationDays(tx, conferenceId));
    await tx.reviewer.update({ where: { id }, data: { activationKeyHash: key.hash, activationExpiresAt: key.expiresAt, lastMailedAt: new Date() } });
    await queueInvitation(tx, conferenceId, r, key.key, ctx);
    return { id, expiresAt: key.expiresAt };
  }, TX);
}

/** Reviewer ↔ review chair and their themes; the role is granted now when they are activated, else on activation. */
export async function setReviewerRole(conferenceId: number, v: TReviewerRole): Promise<{ id: number; chair: boolean; themeIds: number[] }> {
  return db.$transaction(async (tx) => {
    const r = await lockReviewer(tx, conferenceId, v.id);
    const themeIds = await checkThemes(tx, conferenceId, v.themeIds);
    await tx.reviewer.update({ where: { id: r.id }, data: { chair: v.chair } });
    await tx.reviewerTheme.deleteMany({ where: { reviewerId: r.id, themeId: { notIn: themeIds } } });
    await tx.reviewerTheme.createMany({ data: themeIds.map((themeId) => ({ conferenceId, reviewerId: r.id, themeId })), skipDuplicates: true });
    if (r.activatedAt && r.userId) await grantReviewRole(tx, conferenceId, r.userId, v.chair);
    return { id: r.id, chair: v.chair, themeIds };
  }, TX);
}

/** Takes the chair role back: a plain reviewer with the same themes. */
export async function revokeChair(conferenceId: number, id: number): Promise<{ id: number; chair: false }> {
  return db.$transaction(async (tx) => {
    const r = await lockReviewer(tx, conferenceId, id);
    await tx.reviewer.update({ where: { id }, data: { chair: false } });
    if (r.activatedAt && r.userId) await grantReviewRole(tx, conferenceId, r.userId, false);
    return { id, chair: false as const };
  }, TX);
}

/**
 * Removes a reviewer: refused while they hold reviews not yet submitted (take them back or reassign
 * them first), and once they have sent any (sent reviews stay with the submissions). The row lock
 * keeps an assignment from slipping in between the count and the delete (assignment takes the
 * reviewer rows FOR SHARE).
 */
export async function removeReviewer(conferenceId: number, id: number): Promise<{ id: number }> {
  return db.$transaction(async (tx) => {
    const r = await lockReviewer(tx, conferenceId, id);
    // A review whose submission was withdrawn or decided is over, not unfinished: nothing to reassign.
    const open = await tx.reviewAssignment.count({
      where: {
        reviewerId: id,
        submission: { status: { notIn: [...REVIEW_CLOSED_STATUSES] } },
        OR: [{ opinion: null }, { opinion: { status: { not: "SUBMITTED" } } }],
      },
    });
    if (open > 0) throw new Conflict("reviewerAdmin.errors.unfinished", { count: open });
    // Sent reviews belong to the submissions' record (and their decisions): never deleted with the reviewer.
    const sent = await tx.reviewAssignment.count({ where: { reviewerId: id, opinion: { status: "SUBMITTED" } } });
    if (sent > 0) throw new Conflict("reviewerAdmin.errors.hasSent", { count: sent });
    await tx.reviewer.delete({ where: { id } });
    if (r.userId) await revokeReviewRoles(tx, conferenceId, r.userId);
    return { id };
  }, TX);
}
