import "server-only";
import { reasonKey } from "@/lib/orders/history-reason";
import { applyTransition, lockOrders } from "@/lib/orders/transition";
import { db } from "@/lib/server/db";
import { Conflict, NotFound } from "@/lib/server/errors";
import { refreshBill } from "./online";
import { ONLINE_METHODS } from "./providers/types";

// One online payment at a time per order: a checkout still open at a provider (made, not yet past
// its window) or with money in flight blocks a new one, so a payer cannot be charged twice by two
// tabs or by "continue paying" while the first is being confirmed. The payer ends an open one here:
//   cancelOpenPayment     → "cancel this payment" on the pay page;
//   payerBackFromProvider → the provider sent the payer back through the cancel address (declined
//                           or abandoned at the provider).
// Both ask the provider first (a payment it has taken settles as usual and is not cancelled), and
// only then close the bill, under the orders' and the bill's locks as outcome.ts takes them.

type Conf = { id: number };

async function closeBill(conf: Conf, userId: number, billNo: string, how: "cancelled" | "declined"): Promise<string> {
  const found = await db.payment.findFirst({
    where: { conferenceId: conf.id, billNo, userId, provider: { in: [...ONLINE_METHODS] } },
    include: { orders: { select: { orderId: true } } },
  });
  if (!found) throw new NotFound("billing.errors.paymentNotFound");
  if (found.status === "CREATED" || found.status === "PENDING") await refreshBill(conf, billNo, { force: true });
  return db.$transaction(
    async (tx) => {
      const orders = await lockOrders(
        tx,
        conf.id,
        found.orders.map((o) => o.orderId),
      );
      const [{ status }] = await tx.$queryRaw<{ status: string }[]>`SELECT "status"::text AS "status" FROM "Payment" WHERE "id" = ${found.id} FOR UPDATE`;
      // The provider's word came first, or money is in flight (PENDING): that one waits for the provider.
      if (status !== "CREATED") return status;
      if (how === "declined") {
        // As a provider's "declined": the bill and the orders' history say so; the orders stay payable.
        await tx.payment.update({ where: { id: found.id }, data: { status: "FAILED", problem: "declined" } });
        for (const o of orders)
          if (o.transactionStatus === "UNPAID")
            await applyTransition(tx, o, {
              conferenceId: conf.id,
              orderId: o.id,
              to: "PAYMENT_FAILED",
              actor: "provider",
              reason: reasonKey("billing.notify.declined"),
            });
        return "FAILED";
      }
      await tx.payment.update({ where: { id: found.id }, data: { status: "CANCELLED", problem: "cancelledByPayer" } });
      return "CANCELLED";
    },
    { maxWait: 10_000, timeout: 20_000 },
  );
}

/** "Cancel this payment": closes the payer's open online bill (unless the provider has taken the money meanwhile). */
export async function cancelOpenPayment(conf: Conf, userId: number, billNo: string): Promise<{ status: string }> {
  const status = await closeBill(conf, userId, billNo, "cancelled");
  if (status === "SUCCEEDED") throw new Conflict("billing.errors.alreadyPaid");
  if (status === "PENDING") throw new Conflict("billing.errors.paymentInFlight");
  return { status };
}

/** The provider sent the payer back through the cancel address: the attempt is recorded as declined if the provider confirms it is unpaid. */
export async function payerBackFromProvider(conf: Conf, userId: number, billNo: string): Promise<void> {
  await closeBill(conf, userId, billNo, "declined").catch((e) => {
    if (e instanceof NotFound) return; // not this person's bill, or not an online one: nothing to record
    throw e;
  });
}
