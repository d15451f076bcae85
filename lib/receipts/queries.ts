import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { fromMinor } from "@/lib/billing/money";
import { startOfDayIn, todayIn, toDateOnly } from "@/lib/i18n/dates";
import type { Locale } from "@/lib/i18n/locale";
import { getTranslator } from "@/lib/i18n/translate";
import { stayLineValues } from "@/lib/orders/stay-line";
import { db } from "@/lib/server/db";
import { NotFound } from "@/lib/server/errors";
import { receiptDeadline, receiptEligibility, type ReceiptEligibility } from "./eligibility";
import type { TReceiptListQuery, TReceiptStatus } from "./schemas";

type Conf = { id: number; timeZone: string };

/** What a receipt looks like to the payer and to the organisers (plain values, for client components too). */
export type ReceiptView = {
  id: number;
  orderId: number;
  orderNo: string;
  payerEmail: string;
  receiptType: string;
  content: string;
  titleType: "PERSONAL" | "COMPANY";
  titleName: string;
  taxpayerNo: string;
  recipientName: string;
  phone: string;
  address: string;
  email: string;
  amountMinor: number;
  currency: string;
  paymentDate: string;
  attendeeNames: string;
  comment: string;
  status: TReceiptStatus;
  expressNo: string;
  billNo: string;
  createdAt: Date;
  updatedAt: Date;
};

const VIEW = { include: { order: { select: { orderNo: true } }, user: { select: { email: true } } } } as const;
type Row = Prisma.ReceiptGetPayload<typeof VIEW>;

function toView(r: Row): ReceiptView {
  const { order, user, conferenceId: _c, userId: _u, ...rest } = r;
  return { ...rest, orderNo: order.orderNo, payerEmail: user.email, paymentDate: toDateOnly(r.paymentDate) ?? "" };
}

export type ReceiptFormDefaults = {
  orderId: number;
  receiptType: "ordinary";
  content: string;
  titleType: "PERSONAL";
  titleName: string;
  taxpayerNo: string;
  recipientName: string;
  phone: string;
  address: string;
  email: string;
  amount: string;
  paymentDate: string;
  attendeeNames: string;
  comment: string;
};

export type ReceiptState = {
  order: { id: number; orderNo: string; totalMinor: number; currency: string; paidAt: Date | null; transactionStatus: string };
  eligibility: ReceiptEligibility;
  /** The last moment a request is taken (null while the order is not paid). */
  deadline: Date | null;
  receipt: ReceiptView | null;
  /** The form's starting values, from the order and what the person told the conference. */
  defaults: ReceiptFormDefaults | null;
};

/** The payer's own order and its receipt (null for anyone else's order, or one of another conference). */
export async function receiptState(conf: Conf, userId: number, orderId: number, locale: Locale, now = new Date()): Promise<ReceiptState | null> {
  const order = await db.order.findFirst({
    where: { id: orderId, conferenceId: conf.id, userId },
    include: {
      receipt: VIEW,
      items: {
        select: { titleZh: true, titleEn: true, type: true, days: true, roomQuantity: true, unitPriceMinor: true, amountMinor: true },
        orderBy: { id: "asc" },
      },
      user: { select: { email: true, trueName: true, phone: true } },
    },
  });
  if (!order) return null;
  const eligibility = receiptEligibility(order, !!order.receipt, now);
  let defaults: ReceiptFormDefaults | null = null;
  if (eligibility === "ok") {
    const attendee = await db.attendee.findUnique({
      where: { conferenceId_userId: { conferenceId: conf.id, userId } },
      select: { fullName: true, phone: true, address: true },
    });
    const name = attendee?.fullName || order.user.trueName;
    const t = await getTranslator(locale);
    // the goods as the receipt should name them: a hotel line with its nights × rooms × rate
    const title = (i: (typeof order.items)[number]) => {
      const name = locale === "en" ? i.titleEn || i.titleZh : i.titleZh || i.titleEn;
      const stay = stayLineValues(i, order.currency, locale);
      if (!stay) return name;
      return locale === "en" ? `${name} (${t("billing.stayLine", stay)})` : `${name}（${t("billing.stayLine", stay)}）`;
    };
    defaults = {
      orderId: order.id,
      receiptType: "ordinary",
      content: order.items
        .map(title)
        .join(locale === "en" ? ", " : "、")
        .slice(0, 200),
      titleType: "PERSONAL",
      titleName: name,
      taxpayerNo: "",
      recipientName: name,
      phone: attendee?.phone || order.user.phone,
      address: attendee?.address ?? "",
      email: order.user.email,
      amount: fromMinor(order.totalMinor, order.currency),
      paymentDate: todayIn(conf.timeZone, order.paidAt!),
      attendeeNames: name,
      comment: "",
    };
  }
  return {
    order: {
      id: order.id,
      orderNo: order.orderNo,
      totalMinor: order.totalMinor,
      currency: order.currency,
      paidAt: order.paidAt,
      transactionStatus: order.transactionStatus,
    },
    eligibility,
    deadline: order.paidAt ? receiptDeadline(order.paidAt) : null,
    receipt: order.receipt ? toView(order.receipt) : null,
    defaults,
  };
}

const nextDay = (d: string) => new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

function listWhere(conf: Conf, q: Omit<TReceiptListQuery, "page" | "size">): Prisma.ReceiptWhereInput {
  const w: Prisma.ReceiptWhereInput = { conferenceId: conf.id };
  if (q.status) w.status = q.status;
  if (q.titleType) w.titleType = q.titleType;
  // Days as the organisers see them: in the conference's time zone, "to" inclusive.
  if (q.from || q.to) {
    w.createdAt = { ...(q.from ? { gte: startOfDayIn(q.from, conf.timeZone) } : {}), ...(q.to ? { lt: startOfDayIn(nextDay(q.to), conf.timeZone) } : {}) };
  }
  if (q.search) {
    const like = { contains: q.search, mode: "insensitive" as const };
    w.OR = [{ order: { orderNo: like } }, { titleName: like }, { recipientName: like }, { taxpayerNo: like }];
  }
  return w;
}

/** /platform/manage/receipt: one page of requests, newest first → { rows, total }. */
export async function listReceipts(conf: Conf, q: TReceiptListQuery): Promise<{ rows: ReceiptView[]; total: number }> {
  const where = listWhere(conf, q);
  const [rows, total] = await Promise.all([
    db.receipt.findMany({ where, ...VIEW, orderBy: [{ createdAt: "desc" }, { id: "desc" }], skip: (q.page - 1) * q.size, take: q.size }),
    db.receipt.count({ where }),
  ]);
  return { rows: rows.map(toView), total };
}

/** Every request the filters match, for the export. */
export async function receiptsForExport(conf: Conf, q: Omit<TReceiptListQuery, "page" | "size">): Promise<ReceiptView[]> {
  const rows = await db.receipt.findMany({ where: listWhere(conf, q), ...VIEW, orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
  return rows.map(toView);
}

export async function getReceipt(conf: Conf, id: number): Promise<ReceiptView> {
  const r = await db.receipt.findFirst({ where: { id, conferenceId: conf.id }, ...VIEW });
  if (!r) throw new NotFound("receipts.errors.notFound");
  return toView(r);
}
