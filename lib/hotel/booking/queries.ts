import "server-only";
import { formatInstantIn, todayIn } from "@/lib/i18n/dates";
import type { SiteConference } from "@/lib/server/site-conference";
import type { PayStatus, TransactionStatus } from "@/lib/generated/prisma/enums";
import { pickLocale } from "@/lib/i18n/pick";
import { canTransition, isPayableNow } from "@/lib/orders/status";
import { sanitizeInstructions, type SafeHtml } from "@/lib/registration/instructions-html";
import { db } from "@/lib/server/db";
import { siteFileUrl } from "@/lib/server/site-file-url";
import { payFirst, type Booker } from "./service";
import { isoOf } from "../nights";

// What /profile/hotel/order and its gateway calls show, JSON-safe and in the reader's
// language: whether booking is open today (the same answer book.ts gives under its lock), the
// hotels with their room types, and the person's own reservations with their orders.

type Conf = Pick<SiteConference, "id" | "timeZone" | "modules" | "register"> & { closed?: boolean };

/** Why nobody can book now: a message key with its values, or null when booking is open. */
export type BookingRefusal = { key: "hotel.errors.closed" | "hotel.errors.outsideBookingWindow"; values: { start: string; end: string } } | null;

export type BookingConfigView = {
  refusal: BookingRefusal;
  bookingStart: string;
  bookingEnd: string;
  currency: string;
  displayCurrency: string | null;
  description: SafeHtml;
  condition: SafeHtml;
  explanation: SafeHtml;
};

export type BookingRoomView = {
  id: number;
  name: string;
  notes: string;
  /** per room-night; null = not priced (after a currency change), not bookable */
  priceMinor: number | null;
  displayPriceMinor: number | null;
  /** the first check-in day and the last check-out day */
  checkInStart: string;
  checkInEnd: string;
  minPerPerson: number;
  maxPerPerson: number;
};

export type BookingHotelView = {
  id: number;
  name: string;
  star: number | null;
  link: string;
  address: string;
  mapLink: string;
  photos: string[];
  rooms: BookingRoomView[];
};

/** payFirst: the registration rule wants the registration fee paid before booking (SPEC §6). */
export type BookingInfo = { config: BookingConfigView; hotels: BookingHotelView[]; payFirst: boolean };

type ConfigRow = { open: boolean; bookingStart: Date | null; bookingEnd: Date | null };

/**
 * The refusal book.ts would give today; the module switched off counts as closed, and so does the
 * payment module switched off (a booking is an order to pay; its pay page would refuse).
 */
export function bookingRefusal(conf: Pick<Conf, "timeZone" | "modules" | "closed">, c: ConfigRow | null, now = new Date()): BookingRefusal {
  const start = c?.bookingStart ? isoOf(c.bookingStart) : "";
  const end = c?.bookingEnd ? isoOf(c.bookingEnd) : "";
  if (!conf.modules.hotel || !conf.modules.payment || conf.closed || !c?.open) return { key: "hotel.errors.closed", values: { start, end } };
  const today = todayIn(conf.timeZone, now);
  if (!start || !end || today < start || today > end) return { key: "hotel.errors.outsideBookingWindow", values: { start, end } };
  return null;
}

/** The booking screen's config and hotels (hotels and room types in their configured order). */
export async function bookingInfo(conf: Conf, who: Booker, locale: string, now = new Date()): Promise<BookingInfo> {
  const [c, hotels, mustPay] = await Promise.all([
    db.hotelConfig.findUnique({ where: { conferenceId: conf.id } }),
    db.hotel.findMany({
      where: { conferenceId: conf.id },
      orderBy: [{ order: "asc" }, { id: "asc" }],
      include: { rooms: { orderBy: [{ order: "asc" }, { id: "asc" }] } },
    }),
    payFirst(conf, who),
  ]);
  const html = (zh: string | undefined, en: string | undefined) => sanitizeInstructions(pickLocale(locale, zh ?? "", en ?? ""));
  const displayCurrency = c?.displayCurrency?.trim() || null;
  return {
    payFirst: mustPay,
    config: {
      refusal: bookingRefusal(conf, c, now),
      bookingStart: c?.bookingStart ? isoOf(c.bookingStart) : "",
      bookingEnd: c?.bookingEnd ? isoOf(c.bookingEnd) : "",
      currency: c?.settlementCurrency.trim() ?? "CNY",
      displayCurrency,
      description: html(c?.descriptionZh, c?.descriptionEn),
      condition: html(c?.conditionZh, c?.conditionEn),
      explanation: html(c?.explanationZh, c?.explanationEn),
    },
    hotels: hotels
      .filter((h) => h.rooms.length)
      .map((h) => ({
        id: h.id,
        name: pickLocale(locale, h.nameZh, h.nameEn),
        star: h.star,
        link: h.link,
        address: pickLocale(locale, h.addressZh, h.addressEn),
        mapLink: h.mapLink,
        photos: h.photos.map(siteFileUrl),
        rooms: h.rooms.map((r) => ({
          id: r.id,
          name: pickLocale(locale, r.typeZh, r.typeEn),
          notes: pickLocale(locale, r.notesZh, r.notesEn),
          priceMinor: r.priceMinor,
          displayPriceMinor: displayCurrency ? r.displayPriceMinor : null,
          checkInStart: isoOf(r.checkInStart),
          checkInEnd: isoOf(r.checkInEnd),
          minPerPerson: r.minPerPerson,
          maxPerPerson: r.maxPerPerson,
        })),
      })),
  };
}

export type MyReservation = {
  id: number;
  hotel: string;
  roomType: string;
  checkIn: string;
  checkOut: string;
  nights: number;
  rooms: number;
  specialRequirements: string;
  amountMinor: number;
  currency: string;
  displayAmountMinor: number | null;
  displayCurrency: string | null;
  /** its nights were given back (order cancelled, expired or voided) */
  cancelled: boolean;
  /** "YYYY-MM-DD HH:mm" on the conference's clock */
  createdAt: string;
  order: {
    id: number;
    orderNo: string;
    transactionStatus: TransactionStatus;
    payStatus: PayStatus;
    available: boolean;
    deadlineAt: string | null;
    voidReason: string;
    /** may be paid now → payUrl */
    payable: boolean;
    payUrl: string | null;
    cancellable: boolean;
  } | null;
};

/** The person's own reservations, newest first. */
export async function myReservations(conf: { id: number; timeZone: string }, userId: number, locale: string, now = new Date()): Promise<MyReservation[]> {
  const rows = await db.hotelReservation.findMany({
    where: { conferenceId: conf.id, userId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    include: {
      hotel: { select: { nameZh: true, nameEn: true } },
      room: { select: { typeZh: true, typeEn: true } },
      order: true,
    },
  });
  return rows.map((r) => {
    const o = r.order;
    return {
      id: r.id,
      hotel: pickLocale(locale, r.hotel.nameZh, r.hotel.nameEn),
      roomType: pickLocale(locale, r.room.typeZh, r.room.typeEn),
      checkIn: isoOf(r.checkIn),
      checkOut: isoOf(r.checkOut),
      nights: r.days,
      rooms: r.roomCount,
      specialRequirements: r.specialRequirements,
      amountMinor: r.totalPayableMinor,
      currency: r.currency.trim(),
      displayAmountMinor: o?.displayTotalMinor ?? null,
      displayCurrency: o?.displayCurrency?.trim() || null,
      cancelled: !!r.cancelledAt,
      createdAt: formatInstantIn(r.createdAt, conf.timeZone),
      order: o && {
        id: o.id,
        orderNo: o.orderNo,
        transactionStatus: o.transactionStatus,
        payStatus: o.payStatus,
        available: o.available,
        deadlineAt: o.deadlineAt ? formatInstantIn(o.deadlineAt, conf.timeZone) : null,
        voidReason: o.voidReason,
        payable: isPayableNow(o, now),
        payUrl: isPayableNow(o, now) ? `/profile/order/pay/goto/${o.id}` : null,
        cancellable: o.available && canTransition(o.transactionStatus, "CANCELLED", "participant"),
      },
    };
  });
}
