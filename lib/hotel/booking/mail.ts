import "server-only";
import { formatMoney } from "@/lib/billing/money";
import { formatInstantIn } from "@/lib/i18n/dates";
import type { Prisma } from "@/lib/generated/prisma/client";
import { effectiveLocale } from "@/lib/i18n/locale";
import { getTranslator } from "@/lib/i18n/translate";
import { canQueueMail, enqueueTemplateMail } from "@/lib/mail/outbox";
import { nightsOf } from "../nights";

// §3 mail template "hotel reservation", queued through the outbox in the booking's transaction: it
// goes out exactly when the booking commits. A conference without mail set up still takes bookings.
// The booking is not paid yet, so the mail says what is due, by when, and that an unpaid booking
// lapses (lib/orders/expire.ts releases its rooms at the deadline).

type Tx = Prisma.TransactionClient;
type Names = { nameZh: string; nameEn: string; typeZh: string; typeEn: string };

export async function queueReservationMail(
  tx: Tx,
  p: {
    conferenceId: number;
    timeZone: string;
    user: { email: string; trueName: string; locale: string };
    room: Names;
    booking: { checkIn: string; checkOut: string; rooms: number };
    order: { totalMinor: number; currency: string; deadlineAt: Date | null };
    origin: string | null;
  },
): Promise<void> {
  if (!(await canQueueMail(tx, p.conferenceId))) return;
  const conf = await tx.conference.findUniqueOrThrow({ where: { id: p.conferenceId }, select: { languageType: true } });
  const locale = effectiveLocale(p.user.locale, conf.languageType);
  const en = locale === "en";
  const t = await getTranslator(locale);
  await enqueueTemplateMail(tx, {
    conferenceId: p.conferenceId,
    kind: "HOTEL_RESERVATION",
    to: p.user.email,
    locale,
    values: {
      name: p.user.trueName || p.user.email,
      hotel: en ? p.room.nameEn || p.room.nameZh : p.room.nameZh,
      roomType: en ? p.room.typeEn || p.room.typeZh : p.room.typeZh,
      checkIn: p.booking.checkIn,
      checkOut: p.booking.checkOut,
      rooms: String(p.booking.rooms),
      nights: t("hotel.mail.nights", { nights: nightsOf(p.booking.checkIn, p.booking.checkOut).length }),
      amountDue: formatMoney(p.order.totalMinor, p.order.currency, locale),
      payBy: p.order.deadlineAt ? `${formatInstantIn(p.order.deadlineAt, p.timeZone)} (${p.timeZone})` : "—",
      link: `${p.origin ?? ""}/profile/hotel/order`,
    },
  });
}
