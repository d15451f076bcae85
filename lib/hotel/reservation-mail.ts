import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { effectiveLocale } from "@/lib/i18n/locale";
import { canQueueMail, enqueueTemplateMail } from "@/lib/mail/outbox";

// §3 mail template "hotel reservation", queued through the outbox in the booking's transaction: it
// goes out exactly when the booking commits. A conference without mail set up still takes bookings.

type Tx = Prisma.TransactionClient;
type Names = { nameZh: string; nameEn: string; typeZh: string; typeEn: string };

export async function queueReservationMail(
  tx: Tx,
  p: {
    conferenceId: number;
    user: { email: string; trueName: string; locale: string };
    room: Names;
    booking: { checkIn: string; checkOut: string; rooms: number };
    origin: string | null;
  },
): Promise<void> {
  if (!(await canQueueMail(tx, p.conferenceId))) return;
  const conf = await tx.conference.findUniqueOrThrow({ where: { id: p.conferenceId }, select: { languageType: true } });
  const locale = effectiveLocale(p.user.locale, conf.languageType);
  const en = locale === "en";
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
      link: `${p.origin ?? ""}/profile/hotel/order`,
    },
  });
}
