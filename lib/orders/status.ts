import type { Order } from "@/lib/generated/prisma/client";
import type { PayStatus, TransactionStatus } from "@/lib/generated/prisma/enums";

// SPEC §4 order statuses, driven by ONE transition table. Every change of an order's
// transaction status goes through lib/orders/transition.ts, which refuses what this table does not
// allow (409) and records the change. No server-only: screens use it to offer only legal actions.

/** Who asks for a change: the payer, a manager, the platform itself (expiry, voiding), or a payment provider's verified message. */
export type OrderActor = "participant" | "manager" | "system" | "provider";

type Table = Record<TransactionStatus, Partial<Record<TransactionStatus, readonly OrderActor[]>>>;

export const ORDER_TRANSITIONS: Table = {
  UNPAID: {
    WAITING_CONFIRMATION: ["participant"], // "I have paid" by an offline method
    TO_BE_CONFIRMED: ["provider"], // back from an online provider, its notification pending
    PAID: ["manager", "provider"], // a manager records money received; a provider's verified notification
    PAYMENT_FAILED: ["provider"],
    PAYMENT_EXCEPTION: ["provider"], // paid, but not the bill's amount or currency
    EXPIRED: ["system"],
    CANCELLED: ["participant", "manager", "system"], // system = voided (price change, replaced)
  },
  PAYMENT_FAILED: {
    UNPAID: ["participant", "system"], // try again
    WAITING_CONFIRMATION: ["participant"],
    TO_BE_CONFIRMED: ["provider"],
    PAID: ["manager", "provider"],
    PAYMENT_EXCEPTION: ["provider"],
    EXPIRED: ["system"],
    CANCELLED: ["participant", "manager", "system"],
  },
  WAITING_CONFIRMATION: {
    PAID: ["manager"],
    PAYMENT_EXCEPTION: ["manager"], // money missing or wrong amount
    UNPAID: ["participant", "manager"], // claim withdrawn / nothing arrived
    CANCELLED: ["manager"],
  },
  TO_BE_CONFIRMED: {
    PAID: ["provider", "manager"],
    PAYMENT_FAILED: ["provider"],
    TRANSACTION_EXCEPTION: ["provider"],
    PAYMENT_EXCEPTION: ["manager", "provider"],
    UNPAID: ["system", "manager"], // the provider closed the attempt unpaid; a manager who checked at the provider
  },
  PAYMENT_EXCEPTION: {
    PAID: ["manager"],
    UNPAID: ["manager"],
    CANCELLED: ["manager"],
  },
  TRANSACTION_EXCEPTION: {
    PAID: ["manager", "provider"],
    PAYMENT_EXCEPTION: ["manager", "provider"],
    CANCELLED: ["manager"],
  },
  PAID: {
    SUCCESSFUL: ["manager", "system"],
    CANCELLED: ["manager", "provider"], // refunded: a manager writes the refund note; a provider's refund notice brings its own
  },
  SUCCESSFUL: {
    CANCELLED: ["manager", "provider"],
  },
  EXPIRED: {},
  CANCELLED: {},
};

export function canTransition(from: TransactionStatus, to: TransactionStatus, actor: OrderActor): boolean {
  return ORDER_TRANSITIONS[from]?.[to]?.includes(actor) ?? false;
}

/** The statuses `actor` may move an order to from `from`. */
export function nextStatuses(from: TransactionStatus, actor: OrderActor): TransactionStatus[] {
  return (Object.entries(ORDER_TRANSITIONS[from]) as [TransactionStatus, readonly OrderActor[]][]).filter(([, by]) => by.includes(actor)).map(([to]) => to);
}

/** Orders in these statuses hold their quota (seats, fee limits); leaving them gives it back. */
export const HOLDING: ReadonlySet<TransactionStatus> = new Set<TransactionStatus>([
  "UNPAID",
  "WAITING_CONFIRMATION",
  "TO_BE_CONFIRMED",
  "PAID",
  "SUCCESSFUL",
  "PAYMENT_EXCEPTION",
  "TRANSACTION_EXCEPTION",
  "PAYMENT_FAILED",
]);

/** A participant may start paying these (before the deadline) or replace them; a price change voids them. */
export const PAYABLE: ReadonlySet<TransactionStatus> = new Set<TransactionStatus>(["UNPAID", "PAYMENT_FAILED"]);

/** A provider's "paid" settles orders in these statuses (anything else: the bill becomes an exception). */
export const PROVIDER_OPEN: ReadonlySet<TransactionStatus> = new Set<TransactionStatus>([
  "UNPAID",
  "PAYMENT_FAILED",
  "TO_BE_CONFIRMED",
  "TRANSACTION_EXCEPTION",
]);

/** Money has been received. */
export const SETTLED: ReadonlySet<TransactionStatus> = new Set<TransactionStatus>(["PAID", "SUCCESSFUL"]);

/** §4 order status: available unless expired or cancelled (voided). */
export function isAvailable(s: TransactionStatus): boolean {
  return s !== "EXPIRED" && s !== "CANCELLED";
}

/** §4 pay status after a move to `to` (a "pay later" grant survives until the order is paid or ends). */
export function payStatusAfter(to: TransactionStatus, current: PayStatus): PayStatus {
  if (SETTLED.has(to)) return "PAID";
  if (current === "DELAY" && HOLDING.has(to)) return "DELAY";
  return "UNPAID";
}

/** Whether `order` may be paid now by its owner (SPEC §8 'the order cannot be paid' otherwise). */
export function isPayableNow(order: Pick<Order, "transactionStatus" | "available" | "deadlineAt" | "payStatus">, now = new Date()): boolean {
  if (!order.available || !PAYABLE.has(order.transactionStatus)) return false;
  return order.payStatus === "DELAY" || !order.deadlineAt || order.deadlineAt > now;
}
