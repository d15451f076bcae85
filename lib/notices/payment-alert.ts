import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { getTranslator } from "@/lib/i18n/translate";
import { effectiveLocale } from "@/lib/i18n/locale";
import { queueNotice } from "@/lib/orders/notice-mail";
import { addNotices } from "./add";

// PAYMENT_ALERT notices: what a conference's organisers must act on, told to its creators and
// managers only (never another conference's, nor the platform's administrators by that role
// alone), written in the transaction of the change that causes it. A payment exception (money
// taken that settles nothing: paid twice, paid after the order ended, a wrong amount) is mailed
// too, because it means money to send back; "I have paid" and a receipt request are notices.

type Tx = Prisma.TransactionClient;

export type PaymentAlertEvent = "paymentException" | "declaredPaid" | "receiptRequested";

export type PaymentAlert = {
  conferenceId: number;
  event: PaymentAlertEvent;
  orderId: number;
  orderNo: string;
  billNo?: string;
  /** For a payment exception: billing.notify.<reason> (paidTwice, orderNotPayable, amountMismatch). */
  reason?: string;
  /** Site origin for the mail's link (none: the mail has no link). */
  origin?: string | null;
  mail?: boolean;
};

/** The conference's own organisers (creator and managers), each once. */
async function conferenceManagers(tx: Tx, conferenceId: number) {
  const rows = await tx.conferenceUser.findMany({
    where: { conferenceId, role: { in: ["CREATOR", "MANAGER"] } },
    select: { user: { select: { id: true, email: true, locale: true } } },
    orderBy: { userId: "asc" },
  });
  return [...new Map(rows.map((r) => [r.user.id, r.user])).values()];
}

function paymentAlertHref(a: Pick<PaymentAlert, "event" | "orderId">): string {
  return a.event === "receiptRequested" ? "/platform/manage/receipt" : `/platform/manage/order/${a.orderId}`;
}

export async function alertManagers(tx: Tx, a: PaymentAlert): Promise<number> {
  const managers = await conferenceManagers(tx, a.conferenceId);
  if (!managers.length) return 0;
  const params = { event: a.event, orderNo: a.orderNo, billNo: a.billNo ?? "", reason: a.reason ?? "" };
  const href = paymentAlertHref(a);
  await addNotices(
    tx,
    managers.map((m) => ({ conferenceId: a.conferenceId, userId: m.id, kind: "PAYMENT_ALERT" as const, params, href })),
  );
  if (!a.mail) return managers.length;
  const conf = await tx.conference.findUniqueOrThrow({ where: { id: a.conferenceId }, select: { languageType: true } });
  for (const m of managers) {
    const locale = effectiveLocale(m.locale, conf.languageType);
    const t = await getTranslator(locale);
    const values = { orderNo: a.orderNo, billNo: a.billNo ?? "", reason: a.reason ? t(`billing.notify.${a.reason}`) : "" };
    await queueNotice(tx, {
      conferenceId: a.conferenceId,
      to: m.email,
      locale,
      subject: t(`notice.alert.${a.event}.subject`, values),
      paragraphs: [t(`notice.alert.${a.event}.body`, values)],
      link: a.origin ? `${a.origin}${href}` : undefined,
    });
  }
  return managers.length;
}
