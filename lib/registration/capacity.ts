import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import { capacityGate } from "@/lib/server/capacity";
import { Conflict } from "@/lib/server/errors";
import { singleFlight } from "@/lib/server/single-flight";
import { sql } from "@/lib/server/sql";

// A registration's critical section is one statement (seat.ts): the seat, the attendee and the
// confirmation mail written together. Everything else — the session, the form, the answers, the
// mail's text — is read and checked before it, outside the counter's lock.

export const FALLBACK_CAP = 1000; // SPEC §9: registerFlag off

/**
 * Overload protection for a save, from before the caller's session is read to its answer: at
 * most 4 × the pool's connections at once per conference, 6 × for all conferences, waiting up to
 * 60 s, so that a rush of thousands never piles onto the pool (whose own wait answers "busy" after
 * 10 s) and another conference always finds room. Sized so that a rush of 2,000 passes through
 * without a refusal; only a real overload (5,000 waiting, or a minute) is answered 503 "busy,
 * retry". Inside, a save is a few reads and one statement (seat.ts).
 */
function gate() {
  const pool = Number(process.env.DATABASE_POOL_MAX ?? 10);
  return capacityGate("registration", { perKey: 4 * pool, total: 6 * pool, maxQueued: 5000, maxWaitMs: 60_000 });
}

/**
 * The gateway's save passes here before anything else (its route's gate), the page's action in
 * attend(). During a rush (the conference's slots taken, or others waiting) a full conference is
 * answered from the counter before queueing and again when let in, without reading the caller's
 * session, so once the cap is reached the latecomers are all told at once (one already
 * registered learns "full" then, not "already registered"; without a rush the save answers as
 * usual). Exactness stays with the conditional update.
 */
export async function withRegistrationCapacity<T>(conferenceId: number, work: () => Promise<T>): Promise<T> {
  if (inside.getStore() === conferenceId) return work(); // attend() inside the gateway's gate
  const g = gate();
  const key = String(conferenceId);
  const rush = g.wouldWait(key);
  if (rush && (await readSeats(conferenceId)).full) throw new Conflict("registration.full");
  return g.run(key, async () => {
    if (rush && (await readSeats(conferenceId)).full) throw new Conflict("registration.full");
    return inside.run(conferenceId, work);
  });
}

const inside = new AsyncLocalStorage<number>();

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
