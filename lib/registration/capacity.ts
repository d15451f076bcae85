import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import { capacityGate } from "@/lib/server/capacity";

// Attendance saves hold database connections; a rush on one conference waits here instead, so
// sign-ups, pages and other conferences keep their connections. The gateway's save
// takes the gate before it even reads the caller's session (2,000 session reads at once
// starved the saves already running); attend() takes it too and, already inside, just runs.
function gate() {
  const pool = Number(process.env.DATABASE_POOL_MAX ?? 10);
  return capacityGate("registration", { perKey: 3, total: Math.max(1, Math.floor(pool / 3)), maxQueued: 5000, maxWaitMs: 30_000 });
}

const inside = new AsyncLocalStorage<number>();

export function withRegistrationCapacity<T>(conferenceId: number, work: () => Promise<T>): Promise<T> {
  if (inside.getStore() === conferenceId) return work();
  return gate().run(String(conferenceId), () => inside.run(conferenceId, work));
}
