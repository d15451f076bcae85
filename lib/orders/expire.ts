import "server-only";
import { db } from "@/lib/server/db";
import { ONLINE_GRACE_MS } from "@/lib/payments/grace";
import { lockHotelNights } from "@/lib/hotel/release";
import { reasonKey } from "./history-reason";
import { lockQuotaCategories } from "./quota";
import { applyTransition } from "./transition";

// Unpaid orders past their deadline expire and give their quota back. Run by the
// order loop of every process that runs background work (lib/orders/expiry-loop.ts); rows are
// claimed with SKIP LOCKED, so any number of processes can sweep at once, each order expiring once.
// A "pay later" grant (payStatus DELAY) keeps an order past its deadline.

const BATCH = 100;

export async function expireDueOrders(now = new Date(), limit = 10_000): Promise<number> {
  let total = 0;
  while (total < limit) {
    const n = await db.$transaction(
      async (tx) => {
        const due = await tx.$queryRaw<{ id: number }[]>`
        SELECT "id" FROM "Order"
        WHERE "transactionStatus" IN ('UNPAID', 'PAYMENT_FAILED') AND "payStatus" <> 'DELAY' AND "deadlineAt" <= ${now}
          -- an online checkout still open at the provider (plus a grace for its late notification) keeps the order
          AND NOT EXISTS (
            SELECT 1 FROM "PaymentOrder" po JOIN "Payment" p ON p."id" = po."paymentId"
            WHERE po."orderId" = "Order"."id" AND p."status" IN ('CREATED', 'PENDING') AND p."expiresAt" > ${new Date(now.getTime() - ONLINE_GRACE_MS)})
        ORDER BY "deadlineAt", "id" LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`;
        await lockQuotaCategories(
          tx,
          due.map((d) => d.id),
        );
        await lockHotelNights(
          tx,
          due.map((d) => d.id),
        );
        for (const { id } of due) {
          const order = await tx.order.findUniqueOrThrow({ where: { id } });
          await applyTransition(tx, order, {
            conferenceId: order.conferenceId,
            orderId: id,
            to: "EXPIRED",
            actor: "system",
            reason: reasonKey("orderAdmin.voidReason.expired"),
            patch: { voidReason: "expired" },
          });
        }
        return due.length;
      },
      { timeout: 60_000 },
    );
    total += n;
    if (n < BATCH) break;
  }
  return total;
}
