import "server-only";
import type { PaymentMethodKind, PaymentStatus } from "@/lib/generated/prisma/enums";
import { formatInstantIn } from "@/lib/i18n/dates";
import { pickLocale } from "@/lib/i18n/pick";
import { enabledMethods, getPaymentSettings } from "./methods";
import { PROVIDERS } from "./providers";
import { simulatorUrl } from "./providers/endpoints";
import { isOnlineMethod } from "./providers/types";
import { separatesHotel } from "./plan";
import { db } from "@/lib/server/db";
import { ORDER_INCLUDE, toView, type Conf, type OrderView } from "@/lib/orders/order-view";

// What the pay page and a bill's result page show (SPEC §8), JSON-safe for client components and
// the gateway: texts already in the reader's language, instants on the conference's wall clock.

export type PayMethodView = { method: PaymentMethodKind; offline: boolean; title: string; note: string; details: Record<string, string> };

export type PayView = {
  /** ok: may be paid; the others are the page's states (SPEC §8 messages). */
  state: "ok" | "cannotBePaid" | "noPaymentMethod" | "cannotCombine";
  orders: OrderView[];
  totalMinor: number;
  currency: string;
  displayTotalMinor: number | null;
  displayCurrency: string | null;
  methods: PayMethodView[];
  /** Online payments go to the loopback simulator (demo): the page says "demo payment" and offers a simulated QR scan. */
  simulatorUrl: string | null;
};

/** /profile/order/pay/goto/{orderIds}: null when one of the orders is not this person's in this conference. */
export async function payView(conf: Conf, userId: number, orderIds: number[], locale: string, now = new Date()): Promise<PayView | null> {
  const rows = await db.order.findMany({ where: { id: { in: orderIds }, conferenceId: conf.id, userId }, include: ORDER_INCLUDE, orderBy: { id: "asc" } });
  if (rows.length !== new Set(orderIds).size) return null;
  const orders = rows.map((o) => toView(o, conf, locale, now));
  const [settings, methods] = await Promise.all([getPaymentSettings(conf.id), enabledMethods(conf.id)]);
  // Online providers only where they can charge the orders' currency (Alipay and WeChat Pay: CNY).
  const usable = methods.filter((m) => m.offline || (isOnlineMethod(m.method) && PROVIDERS[m.method].supports(rows[0].currency)));
  const currencies = new Set(orders.map((o) => o.currency));
  const displays = new Set(orders.map((o) => o.displayCurrency));
  const sameDisplay = displays.size === 1 && !displays.has(null) && orders.every((o) => o.displayTotalMinor !== null);
  const state: PayView["state"] = orders.some((o) => !o.payable)
    ? "cannotBePaid"
    : orders.length > 1 && (!settings.combineOrders || currencies.size > 1 || separatesHotel(settings.plan, rows))
      ? "cannotCombine"
      : usable.length === 0
        ? "noPaymentMethod"
        : "ok";
  return {
    state,
    orders,
    totalMinor: orders.reduce((s, o) => s + o.totalMinor, 0),
    currency: orders[0].currency,
    displayTotalMinor: sameDisplay ? orders.reduce((s, o) => s + o.displayTotalMinor!, 0) : null,
    displayCurrency: sameDisplay ? orders[0].displayCurrency : null,
    methods:
      state === "ok"
        ? usable.map((m) => ({
            method: m.method,
            offline: m.offline,
            title: pickLocale(locale, m.titleZh, m.titleEn),
            note: pickLocale(locale, m.noteZh, m.noteEn),
            details: m.details,
          }))
        : [],
    simulatorUrl: usable.some((m) => !m.offline) ? simulatorUrl() : null,
  };
}

export type BillView = {
  billNo: string;
  status: PaymentStatus;
  method: PaymentMethodKind;
  /** Paid through an online provider: the page waits for its confirmation instead of the organisers'. */
  online: boolean;
  transactionNo: string | null;
  /** The payer's registration code, once this bill has paid their registration fee. */
  registrationCode: string | null;
  amountMinor: number;
  currency: string;
  payerNote: string;
  createdAt: string;
  paidAt: string | null;
  orders: OrderView[];
};

/** /profile/order/pay/goto/result/{billId}: only the payer sees their bill (anyone else: null → not found). */
export async function billView(conf: Conf, userId: number, billNo: string, locale: string, now = new Date()): Promise<BillView | null> {
  const bill = await db.payment.findFirst({
    where: { billNo, conferenceId: conf.id, userId },
    include: { orders: { include: { order: { include: ORDER_INCLUDE } }, orderBy: { orderId: "asc" } } },
  });
  if (!bill) return null;
  const paysRegistration = bill.status === "SUCCEEDED" && bill.orders.some((po) => po.order.type === "REGISTRATION");
  const attendee = paysRegistration
    ? await db.attendee.findUnique({ where: { conferenceId_userId: { conferenceId: conf.id, userId } }, select: { registrationCode: true } })
    : null;
  return {
    registrationCode: attendee?.registrationCode ?? null,
    billNo: bill.billNo,
    status: bill.status,
    method: bill.provider,
    online: isOnlineMethod(bill.provider),
    transactionNo: bill.providerTxnNo,
    amountMinor: bill.amountMinor,
    currency: bill.currency,
    payerNote: bill.payerNote,
    createdAt: formatInstantIn(bill.createdAt, conf.timeZone),
    paidAt: bill.paidAt ? formatInstantIn(bill.paidAt, conf.timeZone) : null,
    orders: bill.orders.map((po) => toView(po.order, conf, locale, now)),
  };
}
