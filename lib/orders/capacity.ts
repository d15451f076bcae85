import "server-only";
import { capacityGate } from "@/lib/server/capacity";

// A rush of fee orders on one conference (an early-bird tier opening) waits here, in memory,
// rather than holding database connections everyone else needs (the capacity gate of lib/server/capacity.ts):
// a third of the pool at most, four at a time per conference — they meet only on the category
// rows at the end of their transactions, so a few in parallel keep the lock busy without a queue
// in the database. Past the queue's bounds the answer is 503 "busy, please retry".
function gate() {
  const pool = Number(process.env.DATABASE_POOL_MAX ?? 10);
  return capacityGate("orders", { perKey: 4, total: Math.max(1, Math.floor(pool / 3)), maxQueued: 5000, maxWaitMs: 30_000 });
}

export function withOrderCapacity<T>(conferenceId: number, work: () => Promise<T>): Promise<T> {
  return gate().run(String(conferenceId), work);
}
