import "server-only";
import { db } from "@/lib/server/db";
import { storage, tempKey } from "./index";

// Temporary uploads nobody claimed within a day are deleted, row and stored object. Several
// processes may sweep at once: each batch is claimed with DELETE … FOR UPDATE SKIP LOCKED, so no two
// take the same rows, and the objects are removed before that transaction commits — if removing one
// fails (or the process dies), the rows come back and the next sweep tries again.

export const TEMP_UPLOAD_TTL_MS = 24 * 3_600_000;
const BATCH = 100;

/** Deletes unclaimed temporary uploads older than the TTL; returns how many it removed. */
export async function sweepTempUploads(now: Date = new Date(), opts: { maxBatches?: number } = {}): Promise<number> {
  const cutoff = new Date(now.getTime() - TEMP_UPLOAD_TTL_MS);
  const store = storage();
  let removed = 0;
  for (let i = 0; i < (opts.maxBatches ?? 50); i++) {
    const n = await db.$transaction(
      async (tx) => {
        const rows = await tx.$queryRaw<{ storedName: string }[]>`
          DELETE FROM "Upload" WHERE id IN (
            SELECT id FROM "Upload" WHERE "claimedAt" IS NULL AND "createdAt" < ${cutoff}
            ORDER BY id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED
          ) RETURNING "storedName"`;
        for (const r of rows) await store.delete(tempKey(r.storedName));
        return rows.length;
      },
      { timeout: 60_000 },
    );
    removed += n;
    if (n < BATCH) break;
  }
  return removed;
}
