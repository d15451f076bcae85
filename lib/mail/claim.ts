import type { MailOutbox } from "@/lib/generated/prisma/client";
import type { MailClient } from "./transport";

// Taking outbox rows for one attempt. A claim is one conditional UPDATE (QUEUED/RETRYING and due →
// SENDING, attempts + 1), so two workers never take the same attempt. Batches are claimed with
// FOR UPDATE SKIP LOCKED: workers racing for the head of the queue each get disjoint rows instead
// of waiting on one another, most urgent first (MailOutbox.priority, then due time). A worker
// killed mid-send leaves SENDING behind: recoverStale() re-queues it after `staleMs`, which may
// resend that one in-flight attempt (at-least-once for it, never for others).

export const DEFAULT_STALE_MS = 10 * 60_000;
export const INTERRUPTED_ERROR = "mail.interrupted";

export type ClaimDeps = { db: MailClient; staleMs?: number; now?: () => Date };

const DUE = ["QUEUED", "RETRYING"] as const;
const clock = (d: ClaimDeps) => (d.now ?? (() => new Date()))();

/** Takes row `id` for one attempt if it is due; null when another worker has it or it is not due. */
export async function claimOutboxRow(deps: ClaimDeps, id: number): Promise<MailOutbox | null> {
  const now = clock(deps);
  const r = await deps.db.mailOutbox.updateMany({
    where: { id, status: { in: [...DUE] }, nextAttemptAt: { lte: now } },
    data: { status: "SENDING", attempts: { increment: 1 }, updatedAt: now },
  });
  return r.count === 1 ? deps.db.mailOutbox.findUnique({ where: { id } }) : null;
}

/** Takes up to `limit` due rows for one attempt each, most urgent first. */
export async function claimDueRows(deps: ClaimDeps, limit: number): Promise<MailOutbox[]> {
  if (limit < 1) return [];
  // Timestamps are stored as UTC wall time (timestamp(3) without zone), as Prisma writes them.
  const now = clock(deps).toISOString();
  // One statement: the rows come back with the claim, so no second query can fail in between and
  // leave them SENDING until recoverStale().
  const rows = await deps.db.$queryRaw<MailOutbox[]>`
    UPDATE "MailOutbox" SET status = 'SENDING', attempts = attempts + 1, "updatedAt" = ${now}::timestamp(3)
    WHERE id IN (
      SELECT id FROM "MailOutbox"
      WHERE status IN ('QUEUED', 'RETRYING') AND "nextAttemptAt" <= ${now}::timestamp(3)
      ORDER BY priority, "nextAttemptAt", id
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED)
    RETURNING *`;
  // RETURNING keeps no order
  return rows.sort((x, y) => x.priority - y.priority || x.nextAttemptAt.getTime() - y.nextAttemptAt.getTime() || x.id - y.id);
}

/** Re-queues rows left SENDING by a worker that died mid-send. */
export async function recoverStale(deps: ClaimDeps): Promise<number> {
  const now = clock(deps);
  const r = await deps.db.mailOutbox.updateMany({
    where: { status: "SENDING", updatedAt: { lt: new Date(now.getTime() - (deps.staleMs ?? DEFAULT_STALE_MS)) } },
    data: { status: "RETRYING", nextAttemptAt: now, lastError: INTERRUPTED_ERROR },
  });
  return r.count;
}
