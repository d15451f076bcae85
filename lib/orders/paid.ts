import "server-only";
import type { Order, Prisma } from "@/lib/generated/prisma/client";
import { nextCounterValue } from "@/lib/conference/counter";
import { formatMoney } from "@/lib/billing/money";
import { effectiveLocale } from "@/lib/i18n/locale";
import { canQueueMail, enqueueTemplateMail } from "@/lib/mail/outbox";
import { oneByOne } from "@/lib/server/one-by-one";

// What follows a payment, in the transaction that marks the orders paid:
// - a paid registration fee gives the attendee a registration code: the fee's prefix and the
//   conference's next number (ConferenceCounter, gapless under concurrency), e.g. DEMO-0001;
// - the payer gets the §3 "registration payment" / "optional fee payment" mail through the outbox.

type Tx = Prisma.TransactionClient;

export const REGISTRATION_CODE_COUNTER = "registrationCode";

export function formatRegistrationCode(prefix: string, n: number): string {
  return `${prefix}${String(n).padStart(4, "0")}`;
}

/** Gives the attendee a code (once: a second paid registration order keeps the first code). */
async function assignRegistrationCode(tx: Tx, order: Order): Promise<string | null> {
  const item = await tx.orderItem.findFirst({
    where: { orderId: order.id, feeId: { not: null } },
    select: { fee: { select: { id: true, codePrefix: true } } },
  });
  const attendee = await tx.attendee.findUnique({
    where: { conferenceId_userId: { conferenceId: order.conferenceId, userId: order.userId } },
    select: { id: true, registrationCode: true, status: true },
  });
  if (!attendee) return null; // the attendance was deleted by a manager; the order stays paid
  if (attendee.registrationCode && attendee.status === "NORMAL") return attendee.registrationCode;
  const n = await nextCounterValue(tx, order.conferenceId, REGISTRATION_CODE_COUNTER);
  const code = formatRegistrationCode(item?.fee?.codePrefix ?? "", n);
  await tx.attendee.update({ where: { id: attendee.id }, data: { registrationCode: code, status: "NORMAL", feeId: item?.fee?.id ?? undefined } });
  return code;
}

/** Call for every order that has just become PAID (rows already updated, still in the transaction). */
export async function onOrdersPaid(tx: Tx, orders: Order[], origin: string | null): Promise<void> {
  for (const order of orders) {
    const code = order.type === "REGISTRATION" ? await assignRegistrationCode(tx, order) : null;
    if (!(await canQueueMail(tx, order.conferenceId))) continue; // paid all the same; the order list shows it
    const [user, conf, items] = await oneByOne(
      () => tx.user.findUniqueOrThrow({ where: { id: order.userId }, select: { email: true, trueName: true, locale: true } }),
      () => tx.conference.findUniqueOrThrow({ where: { id: order.conferenceId }, select: { languageType: true } }),
      () => tx.orderItem.findMany({ where: { orderId: order.id }, select: { titleZh: true, titleEn: true, hotelNameZh: true, hotelNameEn: true } }),
    );
    const locale = effectiveLocale(user.locale, conf.languageType);
    const common = {
      name: user.trueName || user.email,
      orderNo: order.orderNo,
      amount: formatMoney(order.totalMinor, order.currency, locale),
      link: `${origin ?? ""}/profile/order/list`,
    };
    if (order.type === "REGISTRATION") {
      await enqueueTemplateMail(tx, {
        conferenceId: order.conferenceId,
        kind: "REGISTRATION_PAYMENT",
        to: user.email,
        locale,
        values: { ...common, code: code ?? "" },
      });
    } else if (order.type === "OPTIONAL") {
      const fee = items.map((i) => (locale === "en" ? i.titleEn || i.titleZh : i.titleZh || i.titleEn)).join(", ");
      await enqueueTemplateMail(tx, { conferenceId: order.conferenceId, kind: "OPTIONAL_FEE_PAYMENT", to: user.email, locale, values: { ...common, fee } });
    } else if (order.type === "HOTEL") {
      // §3 "hotel payment"; the link leads to the person's reservations, where the paid one shows.
      const hotel = [...new Set(items.map((i) => (locale === "en" ? i.hotelNameEn || i.hotelNameZh : i.hotelNameZh || i.hotelNameEn)))].join(", ");
      await enqueueTemplateMail(tx, {
        conferenceId: order.conferenceId,
        kind: "HOTEL_PAYMENT",
        to: user.email,
        locale,
        values: { ...common, hotel, link: `${origin ?? ""}/profile/hotel/order` },
      });
    }
  }
}

/** A paid registration order was cancelled (refund): its code is no longer valid (§4 code validity). */
export async function onRegistrationRevoked(tx: Tx, order: Order): Promise<void> {
  if (order.type !== "REGISTRATION") return;
  await tx.attendee.updateMany({
    where: { conferenceId: order.conferenceId, userId: order.userId, registrationCode: { not: null } },
    data: { status: "INVALID" },
  });
}
