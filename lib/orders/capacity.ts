import "server-only";
import { capacityGate } from "@/lib/server/capacity";

// Overload protection for fee orders and hotel bookings, around their transactions (the capacity
// gate of lib/server/capacity.ts). Not the normal path: a rush's latecomers are told "sold out"
// from the counters before it (quota.ts refuseSoldOutEarly, lib/hotel/booking/book.ts), and it
// lets all but two connections of the pool work for the kind, all but two of those for one
// conference — they meet only on the category or night rows at the end of their transactions,
// each locked from its conditional update to the commit. Past the queue's bounds (5,000 waiting,
// or 30 s) the answer is 503 "busy, please retry", and another conference always finds a slot.
function gate() {
  const pool = Number(process.env.DATABASE_POOL_MAX ?? 10);
  const total = Math.max(1, pool - 2);
  return capacityGate("orders", { perKey: Math.max(1, total - 2), total, maxQueued: 5000, maxWaitMs: 30_000 });
}

export function withOrderCapacity<T>(conferenceId: number, work: () => Promise<T>): Promise<T> {
  return gate().run(String(conferenceId), work);
}
