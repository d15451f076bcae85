import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { Conflict, NotFound } from "@/lib/server/errors";
import { canMove, type SubmissionActor, type TSubmissionStatus } from "./status";

// The one writer of a submission's status: lock the row, check the move against the table in
// status.ts for the actor's column, and write it with its history row. Ten managers deciding the
// same submission at once: the first moves it, the other nine find the new status and get the 409
// when the table says no. Only the first status (a new submission waits for allocation) is written
// where the submission is created.

type Tx = Prisma.TransactionClient;

export type LockedSubmission = { id: number; status: TSubmissionStatus; code: string; title: string; userId: number };

export type SubmissionMove = {
  conferenceId: number;
  id: number;
  to: TSubmissionStatus;
  actor: SubmissionActor;
  actorId: number;
  /** Shown in the history (a decision's reason). */
  reason?: string;
  /** Other columns written with the move (the final opinion, a resubmission's content …). */
  patch?: Omit<Prisma.SubmissionUncheckedUpdateInput, "id" | "conferenceId" | "status" | "transitions">;
  /** The 409's message key when the table refuses (the screen's own wording). */
  refusal?: string;
};

/** Locks the submission of this conference (FOR UPDATE) — only its author's, with `authorId` — or null. */
export async function lockSubmission(tx: Tx, conferenceId: number, id: number, authorId?: number): Promise<LockedSubmission | null> {
  const [row] = await tx.$queryRaw<LockedSubmission[]>`
    SELECT "id", "status", "code", "title", "userId" FROM "Submission"
    WHERE "id" = ${id} AND "conferenceId" = ${conferenceId} AND (${authorId ?? null}::int IS NULL OR "userId" = ${authorId ?? null}::int)
    FOR UPDATE`;
  return row ?? null;
}

/** Locks several submissions of this conference in id order (so two callers never wait crosswise). */
export async function lockSubmissions(tx: Tx, conferenceId: number, ids: number[]): Promise<LockedSubmission[]> {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  return tx.$queryRaw<LockedSubmission[]>`
    SELECT "id", "status", "code", "title", "userId" FROM "Submission"
    WHERE "id" = ANY(${sorted}::int[]) AND "conferenceId" = ${conferenceId} ORDER BY "id" FOR UPDATE`;
}

/** Whether the table lets `actor` move a locked submission to `to` (a caller that skips rather than refuses asks first). */
export function mayMove(row: LockedSubmission, to: TSubmissionStatus, actor: SubmissionActor): boolean {
  return row.status !== to && canMove(row.status, to, actor);
}

/** The move itself, for a caller that already holds the row lock on `row`. */
export async function applySubmissionMove(tx: Tx, row: LockedSubmission, p: SubmissionMove) {
  if (!canMove(row.status, p.to, p.actor)) throw new Conflict(p.refusal ?? "submissionAdmin.errors.illegalMove");
  return tx.submission.update({
    where: { id: row.id },
    data: {
      ...p.patch,
      status: p.to,
      transitions: { create: { conferenceId: p.conferenceId, fromStatus: row.status, toStatus: p.to, reason: p.reason ?? "", actorId: p.actorId } },
    },
    select: { id: true, code: true, status: true },
  });
}

/** Locks and moves one submission; 404 when it is not this conference's. */
export async function transitionSubmission(tx: Tx, p: SubmissionMove) {
  const row = await lockSubmission(tx, p.conferenceId, p.id);
  if (!row) throw new NotFound("submissionAdmin.errors.notFound");
  return applySubmissionMove(tx, row, p);
}
