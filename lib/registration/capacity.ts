import "server-only";
import { capacityGate } from "@/lib/server/capacity";
import { singleFlight } from "@/lib/server/single-flight";
import { sql } from "@/lib/server/sql";

// A registration's critical section is one statement (seat.ts): the seat, the attendee and the
// confirmation mail written together. Everything else — the session, the form, the answers, the
// mail's text — is read and checked before it, outside any lock and outside this gate.

export const FALLBACK_CAP = 1000; // SPEC §9: registerFlag off

/**
 * Overload protection only, around that one statement. Sized so that a rush of 2,000 on one
 * conference passes without waiting long: all but two connections of the pool for the kind, all
 * but two of those for one conference, so sign-ups, pages and another conference's saves always
 * find a connection. Only a real overload (5,000 waiting, or a wait of 30 s) is answered 503
 * "busy, retry".
 */
function gate() {
  const pool = Number(process.env.DATABASE_POOL_MAX ?? 10);
  const total = Math.max(1, pool - 2);
  return capacityGate("registration", { perKey: Math.max(1, total - 2), total, maxQueued: 5000, maxWaitMs: 30_000 });
}

export function withRegistrationCapacity<T>(conferenceId: number, work: () => Promise<T>): Promise<T> {
  return gate().run(String(conferenceId), work);
}

export type Seats = { count: number; cap: number; full: boolean; noticeRequired: boolean; exists: boolean };

// In a rush every save asks at once; one read answers all who ask while it runs.
const seatReads = singleFlight<Seats>();

/**
 * The conference's counter as it stands now, for refusing "full" before any write. Only a
 * shortcut: the cap itself is taken by the conditional update of the write (seat.ts).
 */
export function readSeats(conferenceId: number): Promise<Seats> {
  return seatReads(String(conferenceId), async () => {
    const [cfg] = await sql<{ registerFlag: boolean; registerNum: number; registeredCount: number }>(
      `SELECT "registerFlag", "registerNum", "registeredCount" FROM "RegisterConfig" WHERE "conferenceId" = $1`,
      [conferenceId],
    );
    const cap = cfg?.registerFlag ? cfg.registerNum : FALLBACK_CAP;
    const count = cfg?.registeredCount ?? 0;
    return { count, cap, full: count >= cap, noticeRequired: !!cfg?.registerFlag, exists: !!cfg };
  });
}
