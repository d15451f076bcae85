import "server-only";
import { db } from "@/lib/server/db";
import { refreshBill } from "./online";
import { ONLINE_METHODS } from "./providers/types";

// Reconciliation: a lost notification must not leave a paid participant unpaid. Every
// minute the maintenance loop asks the providers about online bills still open after
// PAYMENT_RECONCILE_AFTER_MS (10 minutes), each bill at most once per that interval, for three days.
// Bills are claimed by bumping updatedAt under FOR UPDATE SKIP LOCKED, so several processes share
// the work without asking twice; the provider calls run outside any transaction, one at a time,
// a bounded batch per round that also stops after ROUND_MS, and a provider that is down for one
// conference is not asked again in the same round (each call may take its timeouts and retries).

export const RECONCILE_AFTER_MS = Number(process.env.PAYMENT_RECONCILE_AFTER_MS ?? 10 * 60_000);
const GIVE_UP_MS = 3 * 86_400_000;
const BATCH = 50;
const ROUND_MS = 45_000;

export async function reconcileOpenPayments(now = new Date(), opts: { afterMs?: number; batch?: number } = {}): Promise<number> {
  const after = opts.afterMs ?? RECONCILE_AFTER_MS;
  const due = new Date(now.getTime() - after);
  const claimed = await db.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<{ id: number; conferenceId: number; billNo: string; provider: string }[]>`
      SELECT "id", "conferenceId", "billNo", "provider"::text AS "provider" FROM "Payment"
      WHERE "status" IN ('CREATED', 'PENDING') AND "checkout" IS NOT NULL
        AND "provider"::text = ANY(${[...ONLINE_METHODS]}::text[])
        AND "createdAt" <= ${due} AND "createdAt" > ${new Date(now.getTime() - GIVE_UP_MS)} AND "updatedAt" <= ${due}
      ORDER BY "updatedAt", "id" LIMIT ${opts.batch ?? BATCH} FOR UPDATE SKIP LOCKED`;
    if (rows.length) await tx.payment.updateMany({ where: { id: { in: rows.map((r) => r.id) } }, data: { updatedAt: now } });
    return rows;
  });
  const started = Date.now();
  const down = new Set<string>();
  let asked = 0;
  for (const r of claimed) {
    if (Date.now() - started > ROUND_MS) break; // the rest were claimed: they come again next interval
    const key = `${r.conferenceId}:${r.provider}`;
    if (down.has(key)) continue;
    try {
      if ((await refreshBill({ id: r.conferenceId }, r.billNo, { force: true, now })) === "unavailable") down.add(key);
      asked++;
    } catch (e) {
      console.error(`[payments] reconciliation of bill ${r.billNo} failed`, e);
    }
  }
  return asked;
}
