import "server-only";
import type { AbstractBookJob } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";

// Claiming generations (docs/architecture.md: our own claimed jobs, as the mail outbox and order
// expiry, not pg-boss). A job is taken with FOR UPDATE SKIP LOCKED and a lease (lockedUntil) that
// the worker renews while it renders; a lease that runs out (the process died) lets another worker
// take the job over, up to MAX_ATTEMPTS times. Every write of a worker names the attempt it holds,
// so a worker whose job was taken over can no longer change it.

export const LEASE_MS = Number(process.env.ABSTRACT_BOOK_LEASE_MS ?? 120_000);
export const MAX_ATTEMPTS = 3;
export const INTERRUPTED = "abstractBook.errors.interrupted";
/** Failures that another attempt would not change. */
const FINAL = new Set(["abstractBook.errors.none", "abstractBook.errors.fonts", "abstractBook.errors.tooLarge", INTERRUPTED]);

const at = (d: Date) => d.toISOString();

export async function claimAbstractBookJob(now = new Date()): Promise<AbstractBookJob | null> {
  // Timestamps are UTC wall time (timestamp(3) without zone), as Prisma writes them.
  await db.$executeRaw`
    UPDATE "AbstractBookJob" SET status = 'FAILED', error = ${INTERRUPTED}, "finishedAt" = ${at(now)}::timestamp(3), "lockedUntil" = NULL
    WHERE status = 'RUNNING' AND "lockedUntil" < ${at(now)}::timestamp(3) AND attempts >= ${MAX_ATTEMPTS}`;
  const rows = await db.$queryRaw<AbstractBookJob[]>`
    UPDATE "AbstractBookJob"
    SET status = 'RUNNING', attempts = attempts + 1, done = 0, "lockedUntil" = ${at(new Date(now.getTime() + LEASE_MS))}::timestamp(3),
        "startedAt" = COALESCE("startedAt", ${at(now)}::timestamp(3))
    WHERE id = (
      SELECT id FROM "AbstractBookJob"
      WHERE (status = 'QUEUED' AND ("lockedUntil" IS NULL OR "lockedUntil" <= ${at(now)}::timestamp(3)))
         OR (status = 'RUNNING' AND "lockedUntil" < ${at(now)}::timestamp(3))
      ORDER BY id LIMIT 1
      FOR UPDATE SKIP LOCKED)
    RETURNING *`;
  return rows[0] ?? null;
}

/** The attempt a worker holds: its writes apply only while the job is still its own. */
export type Held = Pick<AbstractBookJob, "id" | "attempts">;
const mine = (j: Held) => ({ id: j.id, attempts: j.attempts, status: "RUNNING" as const });

/** Progress and a renewed lease; false when the job is no longer this worker's. */
export async function reportProgress(j: Held, p: { done?: number; total?: number }, now = new Date()): Promise<boolean> {
  const r = await db.abstractBookJob.updateMany({ where: mine(j), data: { ...p, lockedUntil: new Date(now.getTime() + LEASE_MS) } });
  return r.count === 1;
}

/** A failed attempt: queued again after a pause, or failed for good. */
export async function failAttempt(j: Held, key: string, now = new Date()): Promise<void> {
  const retry = !FINAL.has(key) && j.attempts < MAX_ATTEMPTS;
  await db.abstractBookJob.updateMany({
    where: mine(j),
    data: retry
      ? { status: "QUEUED", error: key, lockedUntil: new Date(now.getTime() + 30_000 * j.attempts) }
      : { status: "FAILED", error: key, lockedUntil: null, finishedAt: now },
  });
}
