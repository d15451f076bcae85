import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import { Conflict, NotFound } from "@/lib/server/errors";
import { invalidateConferenceCache } from "@/lib/server/tenant";
import { canTransition } from "./status";
import { type ConferenceStatusValue } from "@/lib/server/site-conference";

export type StatusChangeInput = {
  conferenceId: number;
  to: ConferenceStatusValue;
  actorId: number;
  actor: "manager" | "admin";
  reason?: string;
  /** Only from these statuses (checked under the lock), e.g. a manager's "cancel" only from published. */
  from?: readonly number[];
  /** Runs in the same transaction after the change (e.g. the outbox row of the mail it causes). */
  inTransaction?: (tx: Prisma.TransactionClient, from: number) => Promise<void>;
};

/**
 * Moves a conference to another status and records who did it, when and why, in one transaction.
 * The status is read under a row lock, so two administrators (or an administrator and a manager)
 * acting at once cannot both succeed from the same starting status.
 * Returns the previous status. Throws Conflict("errors.statusChange") when the move is not allowed.
 */
export async function changeConferenceStatus({
  conferenceId,
  to,
  actorId,
  actor,
  reason = "",
  from: allowed,
  inTransaction,
}: StatusChangeInput): Promise<number> {
  const from = await db.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<{ status: number }[]>`SELECT status FROM "Conference" WHERE id = ${conferenceId} FOR UPDATE`;
    if (!rows.length) throw new NotFound();
    const current = rows[0].status;
    if (!canTransition(actor, current, to) || (allowed && !allowed.includes(current))) throw new Conflict("errors.statusChange");
    await tx.conference.update({ where: { id: conferenceId }, data: { status: to, closedAt: to === 5 ? new Date() : null } });
    await tx.conferenceStatusChange.create({ data: { conferenceId, fromStatus: current, toStatus: to, reason, actorId } });
    await inTransaction?.(tx, current);
    return current;
  });
  invalidateConferenceCache();
  return from;
}

/** The history of a conference's statuses, newest first, with the actor's email. */
export function listStatusChanges(conferenceId: number, take = 50) {
  return db.conferenceStatusChange.findMany({
    where: { conferenceId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take,
    select: { id: true, fromStatus: true, toStatus: true, reason: true, createdAt: true, actor: { select: { email: true, trueName: true } } },
  });
}
