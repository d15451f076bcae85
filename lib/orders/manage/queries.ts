import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { startOfDayIn, toDateOnly, todayIn } from "@/lib/i18n/dates";
import type { Locale } from "@/lib/i18n/locale";
import { pickLocale } from "@/lib/i18n/pick";
import { getTranslator } from "@/lib/i18n/translate";
import { db } from "@/lib/server/db";
import { NotFound } from "@/lib/server/errors";
import { containsPattern, params, sql, utcTimestamp } from "@/lib/server/sql";
import { registrationCodeValidity } from "../code-validity";
import { historyReasonText, readHistoryReason } from "../history-reason";
import type { TOrderFilters, TOrderListQuery } from "./schemas";

// Reads of /platform/manage/order and its detail page. Always the host's conference;
// another conference's order is simply not found. Days in filters are the conference's days.

type Conf = { id: number; timeZone: string };

const nextDay = (d: string) => new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The filters as a where clause; the date range is [from 00:00, to+1 00:00) on the conference's clock. */
export function orderWhere(conf: Conf, q: Partial<TOrderFilters>): Prisma.OrderWhereInput {
  const w: Prisma.OrderWhereInput = { conferenceId: conf.id };
  if (q.search) {
    const s = { contains: q.search, mode: "insensitive" as const };
    w.OR = [
      { orderNo: s },
      { payments: { some: { payment: { billNo: s } } } }, // the payment reference written on a transfer
      { user: { email: s } },
      { user: { trueName: s } },
      { user: { firstName: s } },
      { user: { lastName: s } },
      { user: { attendees: { some: { conferenceId: conf.id, fullName: s } } } },
    ];
  }
  if (q.type) w.type = q.type;
  if (q.status) w.transactionStatus = q.status;
  if (q.method) w.paymentMethod = q.method;
  if (q.flag === "paymentException") w.payments = { some: { payment: { status: "EXCEPTION" } } };
  if (q.from || q.to) {
    w.createdAt = { ...(q.from ? { gte: startOfDayIn(q.from, conf.timeZone) } : {}), ...(q.to ? { lt: startOfDayIn(nextDay(q.to), conf.timeZone) } : {}) };
  }
  return w;
}

const payerSelect = (conferenceId: number) =>
  ({
    email: true,
    trueName: true,
    firstName: true,
    lastName: true,
    attendees: { where: { conferenceId }, select: { fullName: true, registrationCode: true, status: true } },
  }) satisfies Prisma.UserSelect;

type PayerRow = { email: string; trueName: string; firstName: string; lastName: string; attendees: { fullName: string }[] };

/** The name people know the payer by: the registration's, else the account's. */
export function payerName(u: PayerRow): string {
  return u.attendees[0]?.fullName || u.trueName || [u.firstName, u.lastName].filter(Boolean).join(" ");
}

const rowSelect = (conferenceId: number) =>
  ({
    id: true,
    orderNo: true,
    type: true,
    totalMinor: true,
    currency: true,
    displayTotalMinor: true,
    displayCurrency: true,
    transactionStatus: true,
    payStatus: true,
    available: true,
    paymentMethod: true,
    transactionNo: true,
    paidAt: true,
    deadlineAt: true,
    createdAt: true,
    user: { select: payerSelect(conferenceId) },
    payments: { where: { payment: { status: "EXCEPTION" } }, select: { paymentId: true }, take: 1 },
    items: {
      orderBy: { id: "asc" },
      select: { titleZh: true, titleEn: true, hotelNameZh: true, hotelNameEn: true, roomTypeZh: true, roomTypeEn: true, quantity: true },
    },
  }) satisfies Prisma.OrderSelect;

type RawRow = Prisma.OrderGetPayload<{ select: ReturnType<typeof rowSelect> }>;

function toRow({ user, payments, ...o }: RawRow) {
  return { ...o, paymentException: payments.length > 0, payer: { name: payerName(user), email: user.email } };
}
export type OrderListRow = ReturnType<typeof toRow>;

/** orderWhere in SQL, for the list's page (same filters; `o` is the order, `$1` the conference). */
function orderFilterSql(conf: Conf, q: Partial<TOrderFilters>, p: (v: unknown) => string): string {
  const where = [`o."conferenceId" = ${p(conf.id)}`];
  if (q.search) {
    const s = p(containsPattern(q.search));
    where.push(`(o."orderNo" ILIKE ${s}
      OR EXISTS (SELECT 1 FROM "PaymentOrder" po JOIN "Payment" b ON b.id = po."paymentId" WHERE po."orderId" = o.id AND b."billNo" ILIKE ${s})
      OR u.email ILIKE ${s} OR u."trueName" ILIKE ${s} OR u."firstName" ILIKE ${s} OR u."lastName" ILIKE ${s}
      OR EXISTS (SELECT 1 FROM "Attendee" sa WHERE sa."userId" = o."userId" AND sa."conferenceId" = o."conferenceId" AND sa."fullName" ILIKE ${s}))`);
  }
  if (q.type) where.push(`o.type = ${p(q.type)}::"OrderType"`);
  if (q.status) where.push(`o."transactionStatus" = ${p(q.status)}::"TransactionStatus"`);
  if (q.method) where.push(`o."paymentMethod" = ${p(q.method)}::"PaymentMethodKind"`);
  if (q.flag === "paymentException") where.push(EXCEPTION_EXISTS);
  if (q.from) where.push(`o."createdAt" >= ${p(utcTimestamp(startOfDayIn(q.from, conf.timeZone)))}`);
  if (q.to) where.push(`o."createdAt" < ${p(utcTimestamp(startOfDayIn(nextDay(q.to), conf.timeZone)))}`);
  return where.join(" AND ");
}

const EXCEPTION_EXISTS = `EXISTS (SELECT 1 FROM "PaymentOrder" po JOIN "Payment" b ON b.id = po."paymentId" WHERE po."orderId" = o.id AND b.status = 'EXCEPTION')`;

type SqlOrderRow = Omit<OrderListRow, "payer"> & { payerEmail: string; trueName: string; firstName: string; lastName: string; attendeeName: string | null };

/**
 * One page of the list and the count, one statement each over bare pg (lib/server/sql.ts): through
 * Prisma the page was three waves of statements and its per-call work most of the time. The
 * export (listOrdersForExport) reads the same rows through orderWhere; a test holds the two alike.
 */
export async function listOrders(conf: Conf, q: TOrderListQuery): Promise<{ rows: OrderListRow[]; total: number }> {
  const { values, p } = params();
  const where = orderFilterSql(conf, q, p);
  const from = `FROM "Order" o JOIN "User" u ON u.id = o."userId" WHERE ${where}`;
  const countValues = [...values];
  const [rows, [{ total }]] = await Promise.all([
    sql<SqlOrderRow>(
      `SELECT o.id, o."orderNo", o.type, o."totalMinor", o.currency, o."displayTotalMinor", o."displayCurrency", o."transactionStatus",
              o."payStatus", o.available, o."paymentMethod", o."transactionNo", o."paidAt", o."deadlineAt", o."createdAt",
              u.email AS "payerEmail", u."trueName", u."firstName", u."lastName",
              (SELECT a."fullName" FROM "Attendee" a WHERE a."userId" = o."userId" AND a."conferenceId" = o."conferenceId" ORDER BY a.id LIMIT 1) AS "attendeeName",
              ${EXCEPTION_EXISTS} AS "paymentException",
              COALESCE((SELECT json_agg(json_build_object('titleZh', i."titleZh", 'titleEn', i."titleEn", 'hotelNameZh', i."hotelNameZh",
                                 'hotelNameEn', i."hotelNameEn", 'roomTypeZh', i."roomTypeZh", 'roomTypeEn', i."roomTypeEn", 'quantity', i.quantity) ORDER BY i.id)
                          FROM "OrderItem" i WHERE i."orderId" = o.id), '[]') AS items
         ${from} ORDER BY o."createdAt" DESC, o.id DESC LIMIT ${p(q.size)} OFFSET ${p((q.page - 1) * q.size)}`,
      values,
    ),
    sql<{ total: number }>(`SELECT count(*)::int AS total ${from}`, countValues),
  ]);
  return {
    rows: rows.map(({ payerEmail, trueName, firstName, lastName, attendeeName, ...o }) => ({
      ...o,
      payer: {
        name: payerName({ email: payerEmail, trueName, firstName, lastName, attendees: attendeeName === null ? [] : [{ fullName: attendeeName }] }),
        email: payerEmail,
      },
    })),
    total,
  };
}

/** Every order the filters match, oldest first (the export). */
export async function listOrdersForExport(conf: Conf, q: Partial<TOrderFilters>): Promise<OrderListRow[]> {
  const rows = await db.order.findMany({ where: orderWhere(conf, q), orderBy: [{ createdAt: "asc" }, { id: "asc" }], select: rowSelect(conf.id) });
  return rows.map(toRow);
}

type Person = { name: string; email: string };
const person = (u: { email: string; trueName: string; firstName: string; lastName: string } | null): Person | null =>
  u ? { name: u.trueName || [u.firstName, u.lastName].filter(Boolean).join(" "), email: u.email } : null;

/**
 * One order with its payer, items, bills, the whole history (its reasons in words, in `locale`) and
 * the providers' messages, for the detail page and its call.
 */
export async function getOrderDetail(conferenceId: number, orderId: number, locale: Locale) {
  const order = await db.order.findFirst({
    where: { id: orderId, conferenceId },
    include: {
      conference: { select: { endDate: true, timeZone: true } },
      user: { select: payerSelect(conferenceId) },
      items: { orderBy: { id: "asc" } },
      payments: { include: { payment: { include: { orders: { include: { order: { select: { id: true, orderNo: true, totalMinor: true } } } } } } } },
      transitions: {
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
        include: { actor: { select: { email: true, trueName: true, firstName: true, lastName: true } } },
      },
    },
  });
  if (!order) throw new NotFound("billing.errors.orderNotFound");
  const t = await getTranslator(locale);
  const bills = order.payments.map((p) => p.payment).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
  const confirmerIds = [...new Set(bills.map((b) => b.confirmedById).filter((id): id is number => id !== null))];
  const confirmers = new Map(
    (await db.user.findMany({ where: { id: { in: confirmerIds } }, select: { id: true, email: true, trueName: true, firstName: true, lastName: true } })).map(
      (u) => [u.id, person(u)],
    ),
  );
  // The bill a confirmation settles, as confirmOfflinePayment picks it: the declared (PENDING) one,
  // else the newest CREATED one; its orders are confirmed together, so the amount is theirs.
  const open = bills
    .filter((b) => b.status === "PENDING" || b.status === "CREATED")
    .sort((a, b) => (a.status === b.status ? b.id - a.id : a.status === "PENDING" ? -1 : 1))[0];
  const attendee = order.user.attendees[0] ?? null;
  const notices = await listBillNotices(conferenceId, bills);
  return {
    id: order.id,
    orderNo: order.orderNo,
    type: order.type,
    transactionStatus: order.transactionStatus,
    payStatus: order.payStatus,
    available: order.available,
    paymentMethod: order.paymentMethod,
    transactionNo: order.transactionNo,
    paidAt: order.paidAt,
    deadlineAt: order.deadlineAt,
    createdAt: order.createdAt,
    totalMinor: order.totalMinor,
    currency: order.currency,
    displayTotalMinor: order.displayTotalMinor,
    displayCurrency: order.displayCurrency,
    voidReason: order.voidReason,
    refundNote: order.refundNote,
    remarks: order.remarks,
    payer: {
      userId: order.userId,
      name: payerName(order.user),
      email: order.user.email,
      registrationCode: attendee?.registrationCode ?? null,
      codeStatus: attendee?.registrationCode
        ? registrationCodeValidity(attendee.status, toDateOnly(order.conference.endDate), todayIn(order.conference.timeZone))
        : null,
    },
    items: order.items.map((i) => ({
      id: i.id,
      type: i.type,
      titleZh: i.titleZh,
      titleEn: i.titleEn,
      hotelNameZh: i.hotelNameZh,
      hotelNameEn: i.hotelNameEn,
      roomTypeZh: i.roomTypeZh,
      roomTypeEn: i.roomTypeEn,
      days: i.days,
      roomQuantity: i.roomQuantity,
      quantity: i.quantity,
      unitPriceMinor: i.unitPriceMinor,
      amountMinor: i.amountMinor,
      displayUnitPriceMinor: i.displayUnitPriceMinor,
      displayCurrency: i.displayCurrency,
    })),
    bills: bills.map((b) => ({
      id: b.id,
      billNo: b.billNo,
      method: b.provider,
      amountMinor: b.amountMinor,
      currency: b.currency,
      status: b.status,
      payerNote: b.payerNote,
      transactionNo: b.providerTxnNo,
      providerRef: b.providerRef,
      channel: b.channel,
      problem: b.problem,
      refundedAt: b.refundedAt,
      refundAmountMinor: b.refundAmountMinor,
      refundRef: b.refundRef,
      paidAt: b.paidAt,
      createdAt: b.createdAt,
      confirmedBy: b.confirmedById ? (confirmers.get(b.confirmedById) ?? null) : null,
      otherOrders: b.orders.filter((o) => o.orderId !== order.id).map((o) => o.order.orderNo),
    })),
    openBill: open
      ? {
          billNo: open.billNo,
          amountMinor: open.orders.reduce((s, o) => s + o.order.totalMinor, 0),
          otherOrders: open.orders.filter((o) => o.orderId !== order.id).map((o) => o.order.orderNo),
        }
      : null,
    history: order.transitions.map((h) => ({
      id: h.id,
      at: h.createdAt,
      from: h.fromStatus,
      to: h.toStatus,
      reason: historyReasonText(readHistoryReason(h.reason), t),
      actor: person(h.actor),
    })),
    notices,
  };
}

const NOTICES_SHOWN = 100;

/**
 * What the providers said about the order's bills, newest first. Capped: a provider
 * that keeps retrying a refused notification must not make the page unbounded. The raw body is a
 * provider's message, never a secret, and is shown as text only.
 */
async function listBillNotices(conferenceId: number, bills: { id: number; billNo: string }[]) {
  if (!bills.length) return [];
  const billNo = new Map(bills.map((b) => [b.id, b.billNo]));
  const rows = await db.paymentNotification.findMany({
    where: { conferenceId, paymentId: { in: [...billNo.keys()] } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: NOTICES_SHOWN,
  });
  return rows.map((n) => ({
    id: n.id,
    at: n.createdAt,
    billNo: n.paymentId === null ? "" : (billNo.get(n.paymentId) ?? ""),
    method: n.method,
    source: n.source,
    verified: n.verified,
    outcome: n.outcome,
    result: n.result,
    reason: n.reason,
    providerTxnNo: n.providerTxnNo,
    amountMinor: n.amountMinor,
    currency: n.currency,
    rawBody: n.rawBody,
    headers: n.headers,
  }));
}
export type OrderDetail = Awaited<ReturnType<typeof getOrderDetail>>;

type ItemNames = { titleZh: string; titleEn: string; hotelNameZh: string; hotelNameEn: string; roomTypeZh: string; roomTypeEn: string };

/** A line item's snapshot title in the reader's language (a hotel line: hotel · room type). */
export function itemTitle(i: ItemNames, locale: string): string {
  const title = pickLocale(locale, i.titleZh, i.titleEn);
  if (title) return title;
  return [pickLocale(locale, i.hotelNameZh, i.hotelNameEn), pickLocale(locale, i.roomTypeZh, i.roomTypeEn)].filter(Boolean).join(" · ");
}

/** "Early bird, Dinner ×2": what an order is for, on one line. */
export function itemsSummary(items: (ItemNames & { quantity: number })[], locale: string): string {
  return items.map((i) => `${itemTitle(i, locale)}${i.quantity > 1 ? ` ×${i.quantity}` : ""}`).join(locale === "en" ? ", " : "、");
}
