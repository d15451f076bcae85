import "server-only";
import type { Order, OrderItem, Prisma } from "@/lib/generated/prisma/client";
import type { OrderType, PaymentMethodKind, PaymentStatus, PayStatus, TransactionStatus } from "@/lib/generated/prisma/enums";
import { formatInstantIn } from "@/lib/i18n/dates";
import { pickLocale } from "@/lib/i18n/pick";
import { isPayableNow } from "@/lib/orders/status";
import { receiptEligibility, type ReceiptEligibility } from "@/lib/receipts/eligibility";
import { db } from "@/lib/server/db";
import { ZCancelOrder } from "./schemas";
import { canTransition, PAYABLE } from "./status";

// An order as the participant's screens show it (their order list, the order being changed, the
// orders on the pay and result pages), JSON-safe for client components and the gateway: texts
// already in the reader's language, instants on the conference's wall clock.

export type Conf = { id: number; timeZone: string };

/** One of the caller's orders (cancel). */
export const ZOrderRef = ZCancelOrder.pick({ orderId: true });

export type OrderLine = {
  title: string;
  type: OrderType;
  /** hotel lines: nights and rooms (null otherwise) */
  days: number | null;
  roomQuantity: number | null;
  quantity: number;
  unitPriceMinor: number;
  amountMinor: number;
  displayUnitPriceMinor: number | null;
  displayCurrency: string | null;
};

export type OrderView = {
  id: number;
  orderNo: string;
  type: OrderType;
  items: OrderLine[];
  totalMinor: number;
  currency: string;
  displayTotalMinor: number | null;
  displayCurrency: string | null;
  transactionStatus: TransactionStatus;
  payStatus: PayStatus;
  available: boolean;
  voidReason: string;
  refundNote: string;
  paymentMethod: PaymentMethodKind | null;
  /** "YYYY-MM-DD HH:mm" in the conference's time zone. */
  createdAt: string;
  deadlineAt: string | null;
  paidAt: string | null;
  payable: boolean;
  /** Unpaid registration or optional order: may be changed on fee/{register|optional}/update. */
  changeable: boolean;
  cancellable: boolean;
  receipt: ReceiptEligibility;
  /** The bill the payer declared paid and that waits for the organisers (→ its result page). */
  pendingBillNo: string | null;
};

type OrderWithParts = Order & { items: OrderItem[]; receipt: { id: number } | null; payments: { payment: { billNo: string; status: PaymentStatus } }[] };

export const ORDER_INCLUDE = {
  items: { orderBy: { id: "asc" } },
  receipt: { select: { id: true } },
  payments: { select: { payment: { select: { billNo: true, status: true } } }, orderBy: { paymentId: "desc" } },
} satisfies Prisma.OrderInclude;

export function toView(o: OrderWithParts, conf: Conf, locale: string, now: Date): OrderView {
  const at = (d: Date | null) => (d ? formatInstantIn(d, conf.timeZone) : null);
  return {
    id: o.id,
    orderNo: o.orderNo,
    type: o.type,
    items: o.items.map((i) => ({
      title: pickLocale(locale, i.titleZh, i.titleEn),
      type: i.type,
      days: i.days,
      roomQuantity: i.roomQuantity,
      quantity: i.quantity,
      unitPriceMinor: i.unitPriceMinor,
      amountMinor: i.amountMinor,
      displayUnitPriceMinor: i.displayUnitPriceMinor,
      displayCurrency: i.displayCurrency,
    })),
    totalMinor: o.totalMinor,
    currency: o.currency,
    displayTotalMinor: o.displayTotalMinor,
    displayCurrency: o.displayCurrency,
    transactionStatus: o.transactionStatus,
    payStatus: o.payStatus,
    available: o.available,
    voidReason: o.voidReason,
    refundNote: o.refundNote,
    paymentMethod: o.paymentMethod,
    createdAt: formatInstantIn(o.createdAt, conf.timeZone),
    deadlineAt: at(o.deadlineAt),
    paidAt: at(o.paidAt),
    payable: isPayableNow(o, now),
    changeable: (o.type === "REGISTRATION" || o.type === "OPTIONAL") && o.available && PAYABLE.has(o.transactionStatus),
    cancellable: canTransition(o.transactionStatus, "CANCELLED", "participant"),
    receipt: receiptEligibility(o, !!o.receipt, now),
    pendingBillNo: o.payments.find((p) => p.payment.status === "PENDING")?.payment.billNo ?? null,
  };
}

/** /profile/order/list: every order of this person in this conference, newest first. */
export async function myOrders(conf: Conf, userId: number, locale: string, now = new Date()): Promise<OrderView[]> {
  const rows = await db.order.findMany({ where: { conferenceId: conf.id, userId }, include: ORDER_INCLUDE, orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
  return rows.map((o) => toView(o, conf, locale, now));
}

/** Which orders to pay right after creating them: all together when the conference combines orders of one currency. */
export function payTargetOf(created: { id: number; currency: string }[], combineOrders: boolean): string {
  const together = combineOrders && new Set(created.map((o) => o.currency)).size === 1;
  return `/profile/order/pay/goto/${(together ? created : created.slice(0, 1)).map((o) => o.id).join(",")}`;
}

/** fee/{register|optional}/update/{orderId}: the order as the person may change it, or null when it is not theirs. */
export async function orderToChange(conf: Conf, userId: number, orderId: number, locale: string, now = new Date()): Promise<OrderView | null> {
  const o = await db.order.findFirst({ where: { id: orderId, conferenceId: conf.id, userId }, include: ORDER_INCLUDE });
  return o ? toView(o, conf, locale, now) : null;
}
