import "server-only";
import type { Order, Payment, PaymentMethodKind, Prisma } from "@/lib/generated/prisma/client";
import { newBillNo } from "@/lib/orders/order-no";
import { lockOrders } from "@/lib/orders/transition";
import { Conflict } from "@/lib/server/errors";
import { INT4_MAX } from "@/lib/validation/fields";
import { checkPayable, hasAnyEnabledMethod } from "./payable";

// Opening a bill, the part an offline and an online payment share: the method must be one the
// conference offers, the orders are locked (in id order) and payable by this person now, and their
// total fits a bill; a bill still only CREATED for exactly these orders may be reused; a new bill
// covers them with a fresh bill number.

type Tx = Prisma.TransactionClient;

export type PayableOrders = { orders: Order[]; ids: number[]; amountMinor: number };

/** Locks the orders to pay by `method` and checks all that; `accepts` narrows the methods this way of paying takes. */
export async function lockPayableOrders(
  tx: Tx,
  conferenceId: number,
  userId: number,
  orderIds: number[],
  method: PaymentMethodKind,
  accepts: (method: PaymentMethodKind) => boolean,
  now: Date,
): Promise<PayableOrders> {
  if (!(await hasAnyEnabledMethod(conferenceId, tx))) throw new Conflict("billing.errors.noPaymentMethod");
  const enabled = await tx.paymentMethodConfig.findFirst({ where: { conferenceId, method, enabled: true }, select: { id: true } });
  if (!enabled || !accepts(method)) throw new Conflict("billing.errors.methodNotEnabled");
  const orders = await lockOrders(tx, conferenceId, orderIds);
  await checkPayable(tx, conferenceId, userId, orders, now);
  const amountMinor = orders.reduce((s, o) => s + o.totalMinor, 0);
  if (amountMinor > INT4_MAX) throw new Conflict("billing.errors.totalTooLarge");
  return { orders, ids: orders.map((o) => o.id), amountMinor };
}

/** Whether a bill covers exactly these orders (no more, no fewer). */
export function coversExactly(bill: { orders: { orderId: number }[] }, ids: number[]): boolean {
  return bill.orders.length === ids.length && bill.orders.every((o) => ids.includes(o.orderId));
}

/** A new CREATED bill for the payable orders. */
export function createBill(
  tx: Tx,
  conf: { id: number; timeZone: string },
  userId: number,
  method: PaymentMethodKind,
  payable: PayableOrders,
  now: Date,
  extra: { expiresAt?: Date } = {},
): Promise<Payment> {
  return tx.payment.create({
    data: {
      billNo: newBillNo(conf.timeZone, now),
      conferenceId: conf.id,
      userId,
      provider: method,
      amountMinor: payable.amountMinor,
      currency: payable.orders[0].currency,
      ...extra,
      orders: { create: payable.ids.map((orderId) => ({ orderId })) },
    },
  });
}
