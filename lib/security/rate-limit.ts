import "server-only";
import { db } from "@/lib/server/db";
import { RateLimited } from "@/lib/server/errors";

// Sliding-window counters over RateLimitHit (one row per key and fixed window), shared by every
// app process. The count weighs the previous window by how much of it still overlaps the last
// `windowMs`, so a burst does not vanish at a window boundary (no cliff to time an
// attack on, and no test that flips at minute 15). `now` is injectable for the same reason.

function windowStart(windowMs: number, now: number): number {
  return Math.floor(now / windowMs) * windowMs;
}

/** The weighted count of `key` over the last `windowMs` (a fraction near a window boundary). */
export async function countHits(key: string, windowMs: number, now = Date.now()): Promise<number> {
  const current = windowStart(windowMs, now);
  const rows = await db.rateLimitHit.findMany({
    where: { key, windowStart: { in: [new Date(current - windowMs), new Date(current)] } },
    select: { windowStart: true, count: true },
  });
  const at = (t: number) => rows.find((r) => r.windowStart.getTime() === t)?.count ?? 0;
  return at(current) + at(current - windowMs) * (1 - (now - current) / windowMs);
}

/**
 * Adds one hit to `key` and returns the weighted count up to and including it. The current
 * window's part is the count this very increment wrote (one atomic upsert), not a second read: a
 * read would also see the hits of calls that came later, so a burst would refuse some calls the
 * limit still allows.
 */
export async function addHit(key: string, windowMs: number, now = Date.now()): Promise<number> {
  const current = windowStart(windowMs, now);
  const start = new Date(current);
  const { count } = await db.rateLimitHit.upsert({
    where: { key_windowStart: { key, windowStart: start } },
    create: { key, windowStart: start, count: 1 },
    update: { count: { increment: 1 } },
    select: { count: true },
  });
  const previous = await db.rateLimitHit.findUnique({
    where: { key_windowStart: { key, windowStart: new Date(current - windowMs) } },
    select: { count: true },
  });
  return count + (previous?.count ?? 0) * (1 - (now - current) / windowMs);
}

export async function clearHits(key: string): Promise<void> {
  await db.rateLimitHit.deleteMany({ where: { key } });
}

export async function clearHitsWithPrefix(prefix: string): Promise<void> {
  await db.rateLimitHit.deleteMany({ where: { key: { startsWith: prefix } } });
}

/** Counts a call and refuses it (429 with `errorKey`) once more than `limit` fall within `windowMs`. */
export async function throttle(key: string, limit: number, windowMs: number, errorKey = "errors.rateLimited", now = Date.now()): Promise<void> {
  if ((await addHit(key, windowMs, now)) > limit) throw new RateLimited(errorKey);
}
