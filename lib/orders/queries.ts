import "server-only";
import type { Order, OrderItem, Prisma } from "@/lib/generated/prisma/client";
import type { AttendeeStatus, OrderType, PaymentMethodKind, PaymentStatus, PayStatus, TransactionStatus } from "@/lib/generated/prisma/enums";
import { formatInstantIn, toDateOnly, todayIn } from "@/lib/conference/dates";
import { participantFeeTree, type VisibleCategoryNode } from "@/lib/fees/queries";
import { visibleFees, type FeeViewer, type VisibleFee } from "@/lib/fees/visibility";
import { pickLocale } from "@/lib/i18n/pick";
import { enabledMethods, getPaymentSettings } from "@/lib/payments/methods";
import { isPayableNow } from "@/lib/payments/offline";
import { PROVIDERS } from "@/lib/payments/providers";
import { simulatorUrl } from "@/lib/payments/providers/endpoints";
import { isOnlineMethod } from "@/lib/payments/providers/types";
import { separatesHotel } from "@/lib/payments/plan";
import { receiptEligibility, type ReceiptEligibility } from "@/lib/receipts/eligibility";
import { db } from "@/lib/server/db";
import { zId } from "@/lib/validation/fields";
import { registrationCodeValidity } from "./code-validity";
import { ZCancelOrder, ZFeeChoice } from "./schemas";
import { HOLDING, canTransition, PAYABLE } from "./status";

// What the participant's fee and order screens show, JSON-safe for client components and
// the gateway: texts already in the reader's language, instants on the conference's wall clock.

type Conf = { id: number; timeZone: string };

/** The fee page's data again: with an invitation code; orderId while changing that order. */
export const ZFeeChooserQuery = ZFeeChoice.pick({ invitationCode: true }).extend({ orderId: zId().nullable().default(null) });
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

const ORDER_INCLUDE = {
  items: { orderBy: { id: "asc" } },
  receipt: { select: { id: true } },
  payments: { select: { payment: { select: { billNo: true, status: true } } }, orderBy: { paymentId: "desc" } },
} satisfies Prisma.OrderInclude;

function toView(o: OrderWithParts, conf: Conf, locale: string, now: Date): OrderView {
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

// ── The fee page ──

export type ChooserFee = {
  id: number;
  kind: "REGISTRATION" | "OPTIONAL";
  title: string;
  description: string;
  priceMinor: number;
  currency: string;
  displayPriceMinor: number | null;
  displayCurrency: string | null;
  deadline: string | null;
  /** How many more this person may choose now (0 when unavailable). */
  max: number;
  /** How many this person already holds in other orders. */
  held: number;
  unavailable: "soldOut" | "limitReached" | null;
  needsCode: boolean;
};

export type FeeGroup = { id: number; title: string; fees: ChooserFee[] };

export type FeeChooserData = {
  groups: FeeGroup[];
  /** Some registration fee is open at all (then optional fees come with a registration). */
  hasRegistrationFees: boolean;
  /** The registration order this person holds (one at most), shown instead of a second one. */
  registrationOrder: OrderView | null;
  combineOrders: boolean;
  registrationCode: { code: string; status: AttendeeStatus } | null;
};

/** The order being replaced on fee/*\/update gives its quantities back while the person chooses again. */
type Replacing = { type: OrderType; items: { feeId: number | null; quantity: number }[] };

function chooserFee(f: VisibleFee, locale: string, replacing: Replacing | null, categoryOf: (feeId: number) => number | undefined): ChooserFee {
  const back = (replacing?.items ?? []).filter((i) => i.feeId === f.id).reduce((s, i) => s + i.quantity, 0);
  const backInCategory = (replacing?.items ?? []).filter((i) => i.feeId !== null && categoryOf(i.feeId) === f.categoryId).reduce((s, i) => s + i.quantity, 0);
  const held = Math.max(0, f.held - back);
  const remaining = f.remaining === null ? null : f.remaining + backInCategory;
  const unavailable = held >= f.perAccountMax ? "limitReached" : remaining !== null && remaining <= 0 ? "soldOut" : null;
  const max = unavailable ? 0 : Math.min(f.perAccountMax - held, remaining ?? Infinity);
  return {
    id: f.id,
    kind: f.kind === "REGISTRATION" ? "REGISTRATION" : "OPTIONAL",
    title: pickLocale(locale, f.titleZh, f.titleEn),
    description: pickLocale(locale, f.descriptionZh, f.descriptionEn),
    priceMinor: f.priceMinor,
    currency: f.currency,
    displayPriceMinor: f.displayPriceMinor,
    displayCurrency: f.displayCurrency,
    deadline: f.deadline,
    max,
    held,
    unavailable,
    needsCode: f.needsCode,
  };
}

/** Categories in tree order, each with the fees it holds; a sub-category reads "Parent · Child". */
function groupsOf(tree: VisibleCategoryNode[], locale: string, fee: (f: VisibleFee) => ChooserFee): FeeGroup[] {
  const out: FeeGroup[] = [];
  const walk = (nodes: VisibleCategoryNode[], path: string[]) => {
    for (const n of nodes) {
      const here = [...path, pickLocale(locale, n.nameZh, n.nameEn)];
      if (n.fees.length) out.push({ id: n.id, title: here.join(" · "), fees: n.fees.map(fee) });
      walk(n.children, here);
    }
  };
  walk(tree, []);
  return out;
}

export async function feeChooser(conf: Conf, viewer: FeeViewer, opts: { replacingOrderId?: number } = {}, now = new Date()): Promise<FeeChooserData> {
  const replacingOrder = opts.replacingOrderId
    ? await db.order.findFirst({ where: { id: opts.replacingOrderId, conferenceId: conf.id, userId: viewer.userId }, include: { items: true } })
    : null;
  const replacing: Replacing | null = replacingOrder ? { type: replacingOrder.type, items: replacingOrder.items } : null;
  const [visible, regFees, settings, attendee, registration, ends] = await Promise.all([
    visibleFees(conf.id, viewer, now),
    db.fee.count({ where: { conferenceId: conf.id, kind: "REGISTRATION", open: true } }),
    getPaymentSettings(conf.id),
    db.attendee.findUnique({
      where: { conferenceId_userId: { conferenceId: conf.id, userId: viewer.userId } },
      select: { registrationCode: true, status: true },
    }),
    db.order.findFirst({
      where: { conferenceId: conf.id, userId: viewer.userId, type: "REGISTRATION", transactionStatus: { in: [...HOLDING] } },
      include: ORDER_INCLUDE,
      orderBy: { id: "desc" },
    }),
    db.conference.findUnique({ where: { id: conf.id }, select: { endDate: true } }),
  ]);
  const shown = replacing ? visible.filter((f) => f.kind === replacing.type) : visible;
  const categoryOfFee = new Map(visible.map((f) => [f.id, f.categoryId]));
  const tree = await participantFeeTree(conf.id, shown);
  return {
    groups: groupsOf(tree, viewer.locale, (f) => chooserFee(f, viewer.locale, replacing, (id) => categoryOfFee.get(id))),
    hasRegistrationFees: regFees > 0,
    registrationOrder: registration ? toView(registration, conf, viewer.locale, now) : null,
    combineOrders: settings.combineOrders,
    registrationCode: attendee?.registrationCode
      ? { code: attendee.registrationCode, status: registrationCodeValidity(attendee.status, toDateOnly(ends?.endDate), todayIn(conf.timeZone, now)) }
      : null,
  };
}

/** fee/{register|optional}/update/{orderId}: the order as the person may change it, or null when it is not theirs. */
export async function orderToChange(conf: Conf, userId: number, orderId: number, locale: string, now = new Date()): Promise<OrderView | null> {
  const o = await db.order.findFirst({ where: { id: orderId, conferenceId: conf.id, userId }, include: ORDER_INCLUDE });
  return o ? toView(o, conf, locale, now) : null;
}

// ── Paying ──

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
