import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import { capacityGate } from "@/lib/server/capacity";

// Overload protection for fee orders and hotel bookings (the capacity gate of
// lib/server/capacity.ts), taken by the gateway's routes before the caller's session is read and
// again (reentrant) around the transaction, which is the whole path of the page's actions. A
// rush's latecomers are told "sold out" from the counters inside it (quota.ts refuseSoldOutEarly,
// lib/hotel/booking/book.ts) before their transaction; the hot rows are locked from their
// conditional update to the commit only. Unlike a registration (one statement), an order is an
// interactive transaction that holds its connection throughout, so the gate stays below the
// pool: all but two connections for the kind, all but two of those for one conference, so pages
// and other conferences always find a connection (at 4 × the pool a room-night rush starved
// another conference's home page for a minute). Waiting up to 60 s; past that or 5,000 waiting,
// 503 "busy, please retry".
function gate() {
  const pool = Number(process.env.DATABASE_POOL_MAX ?? 10);
  const total = Math.max(1, pool - 2);
  return capacityGate("orders", { perKey: Math.max(1, total - 2), total, maxQueued: 5000, maxWaitMs: 60_000 });
}

const inside = new AsyncLocalStorage<number>();

export function withOrderCapacity<T>(conferenceId: number, work: () => Promise<T>): Promise<T> {
  if (inside.getStore() === conferenceId) return work(); // inside the gateway route's gate already
  return gate().run(String(conferenceId), () => inside.run(conferenceId, work));
}
