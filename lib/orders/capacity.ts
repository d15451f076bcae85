import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import { capacityGate } from "@/lib/server/capacity";

// Overload protection for fee orders and hotel bookings (the capacity gate of
// lib/server/capacity.ts), taken by the gateway's routes before the caller's session is read and
// again (reentrant) around the transaction, which is the whole path of the page's actions. A
// rush's latecomers are told "sold out" from the counters inside it (quota.ts refuseSoldOutEarly,
// lib/hotel/booking/book.ts) before their transaction; the hot rows are locked from their
// conditional update to the commit only. Sized so that a rush of 2,000 passes without a refusal:
// 4 × the pool's connections at once per conference, 6 × for all, waiting up to 60 s, so the pool
// (whose own wait answers "busy" after 10 s) never has thousands queued and another conference
// always finds room. Past 5,000 waiting or a minute the answer is 503 "busy, please retry".
function gate() {
  const pool = Number(process.env.DATABASE_POOL_MAX ?? 10);
  return capacityGate("orders", { perKey: 4 * pool, total: 6 * pool, maxQueued: 5000, maxWaitMs: 60_000 });
}

const inside = new AsyncLocalStorage<number>();

export function withOrderCapacity<T>(conferenceId: number, work: () => Promise<T>): Promise<T> {
  if (inside.getStore() === conferenceId) return work(); // inside the gateway route's gate already
  return gate().run(String(conferenceId), () => inside.run(conferenceId, work));
}
