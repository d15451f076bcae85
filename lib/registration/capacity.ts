import "server-only";
import { capacityGate } from "@/lib/server/capacity";

// Attendance saves hold a database connection and queue on their conference's row lock; a rush
// on one conference waits here instead, so sign-ups, pages and other conferences keep their
// connections (issue 8.15). A third of the pool at most, two at a time per conference.
function gate() {
  const pool = Number(process.env.DATABASE_POOL_MAX ?? 10);
  return capacityGate("registration", { perKey: 2, total: Math.max(1, Math.floor(pool / 3)), maxQueued: 5000, maxWaitMs: 30_000 });
}

export function withRegistrationCapacity<T>(conferenceId: number, work: () => Promise<T>): Promise<T> {
  return gate().run(String(conferenceId), work);
}
