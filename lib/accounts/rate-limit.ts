import "server-only";
import { db } from "@/lib/server/db";

// Fixed-window counters in RateLimitHit (one row per key and window), shared by every app process.

function windowStart(windowMs: number, now = Date.now()): Date {
  return new Date(Math.floor(now / windowMs) * windowMs);
}

/** Adds one hit to `key` in the current window and returns the window's count. */
export async function addHit(key: string, windowMs: number): Promise<number> {
  const row = await db.rateLimitHit.upsert({
    where: { key_windowStart: { key, windowStart: windowStart(windowMs) } },
    create: { key, windowStart: windowStart(windowMs), count: 1 },
    update: { count: { increment: 1 } },
    select: { count: true },
  });
  return row.count;
}

/** Hits of `key` in the current window. */
export async function countHits(key: string, windowMs: number): Promise<number> {
  const row = await db.rateLimitHit.findUnique({ where: { key_windowStart: { key, windowStart: windowStart(windowMs) } }, select: { count: true } });
  return row?.count ?? 0;
}

export async function clearHits(key: string): Promise<void> {
  await db.rateLimitHit.deleteMany({ where: { key } });
}
