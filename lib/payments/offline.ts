import "server-only";
import type { Order, Payment, Prisma } from "@/lib/generated/prisma/client";
import type { PaymentMethodKind } from "@/lib/generated/prisma/enums";
import { startOfDayIn } from "@/lib/i18n/dates";
import { formatMoney } from "@/lib/billing/money";
import { newBillNo } from "@/lib/orders/order-no";
import { alertManagers } from "@/lib/notices/payment-alert";
import { onOrdersPaid } from "@/lib/orders/paid";
import { reasonText } from "@/lib/orders/history-reason";
import { applyTransition, lockOrders } from "@/lib/orders/transition";
import { db } from "@/lib/server/db";
import { isOfflineMethod, OFFLINE_METHODS } from "./schemas";
import { coversExactly, createBill, lockPayableOrders } from "./open-bill";
import { checkPayable } from "./payable";
import { Conflict, NotFound, ValidationError } from "@/lib/server/errors";

// Paying by an offline method: bank or postal remittance, or the organiser's "other"
// instructions. A Payment (bill) covers one order or several combined ones (PaymentOrder):
//   startPayment  → CREATED bill with its reference (the bill number) and the instructions;
//   declarePaid   → "I have paid": bill PENDING, orders WAITING_CONFIRMATION;
//   confirmOfflinePayment (manager) → bill SUCCEEDED, orders PAID, codes and mails (paid.ts).
// Orders are always locked in id order, so two bills over the same orders never deadlock.

type Tx = Prisma.TransactionClient;
type Conf = { id: number; timeZone: string };
const TX_OPTIONS = { maxWait: 10_000, timeout: 20_000 } as const;

/**
 * The bill for paying these orders by an offline method: reused while it is still only CREATED
 * for exactly these orders and this method (reloading the page does not pile up bills).
 */
export async function startPayment(conf: Conf, userId: number, orderIds: number[], method: PaymentMethodKind, now = new Date()): Promise<Payment> {
  return db.$transaction(async (tx) => {
    const payable = await lockPayableOrders(tx, conf.id, userId, orderIds, method, isOfflineMethod, now);
    const open = await tx.payment.findMany({
      where: { conferenceId: conf.id, userId, provider: method, status: "CREATED", orders: { some: { orderId: { in: payable.ids } } } },
      include: { orders: { select: { orderId: true } } },
    });
    return open.find((p) => coversExactly(p, payable.ids)) ?? createBill(tx, conf, userId, method, payable, now);
  }, TX_OPTIONS);
}

async function paymentWithOrders(tx: Tx, conferenceId: number, where: Prisma.PaymentWhereInput) {
  const p = await tx.payment.findFirst({ where: { conferenceId, ...where }, include: { orders: { select: { orderId: true } } } });
  if (!p) throw new NotFound("billing.errors.paymentNotFound");
  return p;
}

/** "I have paid": the payer's claim, to be confirmed by a manager. */
export async function declarePaid(conf: Conf, userId: number, billNo: string, payerNote: string, now = new Date()): Promise<Payment> {
  return db.$transaction(async (tx) => {
    // Only an offline bill takes a claim: an online one is settled by its provider's word alone.
    const p = await paymentWithOrders(tx, conf.id, { billNo, userId, provider: { in: [...OFFLINE_METHODS] } });
    const orders = await lockOrders(
      tx,
      conf.id,
      p.orders.map((o) => o.orderId),
    );
    const [locked] = await tx.$queryRaw<{ status: string }[]>`SELECT "status" FROM "Payment" WHERE "id" = ${p.id} FOR UPDATE`;
    if (locked.status !== "CREATED") throw new Conflict("billing.errors.cannotBePaid");
    await checkPayable(tx, conf.id, userId, orders, now);
    for (const o of orders) {
      await applyTransition(tx, o, {
        conferenceId: conf.id,
        orderId: o.id,
        to: "WAITING_CONFIRMATION",
        actor: "participant",
        actorUserId: userId,
        reason: reasonText(payerNote),
        patch: { paymentMethod: p.provider },
      });
    }
    // The organisers are told there is money to look for (their order list shows it as waiting too).
    await alertManagers(tx, {
      conferenceId: conf.id,
      event: "declaredPaid",
      orderId: orders[0].id,
      orderNo: orders.map((o) => o.orderNo).join(", "),
      billNo: p.billNo,
    });
    return tx.payment.update({ where: { id: p.id }, data: { status: "PENDING", payerNote } });
  }, TX_OPTIONS);
}

/**
 * A manager records the money received for an order. When the payer declared a bill, the bill's
 * orders are confirmed together and the amount must be the bill's; otherwise a bill for this order
 * alone is written (paid on site, or a transfer that arrived without a claim).
 */
export async function confirmOfflinePayment(
  conf: Conf,
  managerId: number,
  input: { orderId: number; amountMinor: number; paidOn: string; transactionNo: string },
  origin: string | null,
  locale: string = "zh",
): Promise<Order[]> {
  return db.$transaction(async (tx) => {
    const declared = await tx.payment.findFirst({
      // declared by the payer (an online bill in flight is the provider's to settle, not this one)
      where: { conferenceId: conf.id, status: "PENDING", provider: { in: [...OFFLINE_METHODS] }, orders: { some: { orderId: input.orderId } } },
      orderBy: { id: "desc" },
      include: { orders: { select: { orderId: true } } },
    });
    const ids = declared ? declared.orders.map((o) => o.orderId) : [input.orderId];
    const orders = await lockOrders(tx, conf.id, ids);
    const total = orders.reduce((s, o) => s + o.totalMinor, 0);
    if (orders.some((o) => o.transactionStatus === "PAID" || o.transactionStatus === "SUCCESSFUL")) throw new Conflict("billing.errors.alreadyPaid");
    if (input.amountMinor !== total) {
      throw new ValidationError({ amountMinor: `billing.errors.amountMismatch?amount=${encodeURIComponent(formatMoney(total, orders[0].currency, locale))}` });
    }
    const paidAt = startOfDayIn(input.paidOn, conf.timeZone);
    const paid: Order[] = [];
    for (const o of orders) {
      paid.push(
        await applyTransition(tx, o, {
          conferenceId: conf.id,
          orderId: o.id,
          to: "PAID",
          actor: "manager",
          actorUserId: managerId,
          reason: reasonText(input.transactionNo),
          patch: { paidAt, transactionNo: input.transactionNo, paymentMethod: o.paymentMethod ?? declared?.provider ?? "BANK_REMITTANCE" },
        }),
      );
    }
    const paymentData = { status: "SUCCEEDED" as const, providerTxnNo: input.transactionNo, paidAt, confirmedById: managerId };
    if (declared) {
      await tx.payment.update({ where: { id: declared.id }, data: paymentData });
    } else {
      const o = orders[0];
      await tx.payment.create({
        data: {
          ...paymentData,
          billNo: newBillNo(conf.timeZone),
          conferenceId: conf.id,
          userId: o.userId,
          provider: o.paymentMethod ?? "BANK_REMITTANCE",
          amountMinor: total,
          currency: o.currency,
          orders: { create: [{ orderId: o.id }] },
        },
      });
    }
    await onOrdersPaid(tx, paid, origin);
    return paid;
  }, TX_OPTIONS);
}
