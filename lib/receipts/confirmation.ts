import "server-only";
import type { OrderType, PaymentMethodKind } from "@/lib/generated/prisma/enums";
import { todayIn } from "@/lib/i18n/dates";
import { SETTLED } from "@/lib/orders/status";
import { db } from "@/lib/server/db";

// What the PDF payment confirmation shows (an added screen, docs/deviations.md): loaded for the payer or
// a manager of the order's conference, and only for a settled (PAID / SUCCESSFUL) order.

export type ConfirmationItem = {
  titleZh: string;
  titleEn: string;
  type: OrderType;
  /** hotel lines: nights and rooms */
  days: number | null;
  roomQuantity: number | null;
  quantity: number;
  unitPriceMinor: number;
  amountMinor: number;
  displayUnitPriceMinor: number | null;
  displayCurrency: string | null;
};

export type ConfirmationData = {
  conference: { nameZh: string; nameEn: string };
  payer: { name: string; email: string };
  orderNo: string;
  type: OrderType;
  status: "PAID" | "SUCCESSFUL";
  items: ConfirmationItem[];
  totalMinor: number;
  currency: string;
  displayTotalMinor: number | null;
  displayCurrency: string | null;
  method: PaymentMethodKind | null;
  transactionNo: string;
  billNo: string;
  /** The day paid, on the conference's calendar. */
  paidOn: string;
  timeZone: string;
  generatedAt: string;
};

type Viewer = { userId: number; manager: boolean };

/** null for an order that is not this conference's, not the viewer's (unless a manager), or not paid. */
export async function loadConfirmation(
  conf: { id: number; timeZone: string },
  orderId: number,
  viewer: Viewer,
  now = new Date(),
): Promise<ConfirmationData | null> {
  const order = await db.order.findFirst({
    where: { id: orderId, conferenceId: conf.id, ...(viewer.manager ? {} : { userId: viewer.userId }) },
    include: {
      conference: { select: { nameZh: true, nameEn: true } },
      user: { select: { email: true, trueName: true, firstName: true, lastName: true } },
      items: { orderBy: { id: "asc" } },
      payments: {
        where: { payment: { status: "SUCCEEDED" } },
        include: { payment: { select: { billNo: true, providerTxnNo: true, provider: true } } },
        take: 1,
      },
    },
  });
  if (!order || !SETTLED.has(order.transactionStatus) || !order.paidAt) return null;
  const attendee = await db.attendee.findUnique({
    where: { conferenceId_userId: { conferenceId: conf.id, userId: order.userId } },
    select: { fullName: true },
  });
  const u = order.user;
  const payment = order.payments[0]?.payment;
  return {
    conference: order.conference,
    payer: { name: attendee?.fullName || u.trueName || [u.firstName, u.lastName].filter(Boolean).join(" ") || u.email, email: u.email },
    orderNo: order.orderNo,
    type: order.type,
    status: order.transactionStatus as "PAID" | "SUCCESSFUL",
    items: order.items.map((i) => ({
      titleZh: i.titleZh || i.titleEn,
      titleEn: i.titleEn || i.titleZh,
      type: i.type,
      days: i.days,
      roomQuantity: i.roomQuantity,
      quantity: i.quantity,
      unitPriceMinor: i.unitPriceMinor,
      amountMinor: i.amountMinor,
      displayUnitPriceMinor: i.displayUnitPriceMinor,
      displayCurrency: i.displayCurrency,
    })),
    totalMinor: order.totalMinor,
    currency: order.currency,
    displayTotalMinor: order.displayTotalMinor,
    displayCurrency: order.displayCurrency,
    method: order.paymentMethod ?? payment?.provider ?? null,
    transactionNo: order.transactionNo || payment?.providerTxnNo || "",
    billNo: payment?.billNo ?? "",
    paidOn: todayIn(conf.timeZone, order.paidAt),
    timeZone: conf.timeZone,
    generatedAt: `${todayIn(conf.timeZone, now)}`,
  };
}
