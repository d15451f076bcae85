import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { startOfDayIn, todayIn } from "@/lib/i18n/dates";
import { withOrderCapacity } from "@/lib/orders/capacity";
import type { CreatedOrder } from "@/lib/orders/create";
import { newOrderNo } from "@/lib/orders/order-no";
import { db } from "@/lib/server/db";
import { Conflict, NotFound, ValidationError } from "@/lib/server/errors";
import { singleFlight } from "@/lib/server/single-flight";
import { INT4_MAX } from "@/lib/validation/fields";
import { addDays, dateOf, isoOf, nightsOf } from "../nights";
import { queueReservationMail } from "./mail";
import { stayIssues, toFieldErrorMap } from "../rules";
import type { TBooking } from "../schemas";

// A booking is one transaction: the reservation, its HOTEL order and the nights it takes.
//  1. a per-person advisory lock, so one account's parallel bookings are counted one after another
//     (its per-person maximum holds exactly);
//  2. the config and the room type KEY SHARE: a currency or price change in progress is waited for,
//     and waits for this booking, yet bookings do not block one another there;
//  3. every rule checked, order, reservation, line item, history row and mail written;
//  4. the stay's night rows locked LAST, in night order (two bookings never wait crosswise), each
//     night checked and taken — hot rows are held only from there to the commit, and one full
//     night rolls everything back. CHECK (booked <= total) backs this up in the database.

type Tx = Prisma.TransactionClient;
type Conf = { id: number; timeZone: string };
export type HotelViewer = { userId: number };
export type Booking = { reservationId: number; order: CreatedOrder };
type Room = {
  id: number;
  hotelId: number;
  typeZh: string;
  typeEn: string;
  nameZh: string;
  nameEn: string;
  priceMinor: number | null;
  displayPriceMinor: number | null;
  checkInStart: Date;
  checkInEnd: Date;
  minPerPerson: number;
  maxPerPerson: number;
};

const TX_OPTIONS = { maxWait: 10_000, timeout: 20_000 } as const;

async function openConfig(tx: Tx, conf: Conf, now: Date) {
  const [c] = await tx.$queryRaw<
    { open: boolean; bookingStart: Date | null; bookingEnd: Date | null; settlementCurrency: string; displayCurrency: string | null }[]
  >`
    SELECT "open", "bookingStart", "bookingEnd", "settlementCurrency", "displayCurrency" FROM "HotelConfig" WHERE "conferenceId" = ${conf.id} FOR KEY SHARE`;
  if (!c?.open) throw new Conflict("hotel.errors.closed");
  const today = todayIn(conf.timeZone, now);
  if (!c.bookingStart || !c.bookingEnd || today < isoOf(c.bookingStart) || today > isoOf(c.bookingEnd)) {
    throw new Conflict("hotel.errors.outsideBookingWindow", {
      start: c.bookingStart ? isoOf(c.bookingStart) : "",
      end: c.bookingEnd ? isoOf(c.bookingEnd) : "",
    });
  }
  return { ...c, settlementCurrency: c.settlementCurrency.trim(), displayCurrency: c.displayCurrency?.trim() || null, bookingEnd: isoOf(c.bookingEnd) };
}

async function holdRoom(tx: Tx, conf: Conf, roomId: number): Promise<Room> {
  const [room] = await tx.$queryRaw<Room[]>`
    SELECT r."id", r."hotelId", r."typeZh", r."typeEn", h."nameZh", h."nameEn", r."priceMinor", r."displayPriceMinor",
      r."checkInStart", r."checkInEnd", r."minPerPerson", r."maxPerPerson"
    FROM "HotelRoom" r JOIN "Hotel" h ON h."id" = r."hotelId"
    WHERE r."id" = ${roomId} AND r."conferenceId" = ${conf.id} FOR KEY SHARE OF r`;
  if (!room) throw new NotFound("hotel.errors.roomNotFound");
  if (room.priceMinor === null) throw new Conflict("hotel.errors.notPriced");
  return room;
}

/** The most rooms of this type the person already holds on any night of the stay, plus these, stay within the maximum. */
async function checkPersonMax(tx: Tx, conf: Conf, userId: number, room: Room, v: TBooking) {
  const held = await tx.hotelReservation.findMany({
    where: { conferenceId: conf.id, userId, roomId: room.id, cancelledAt: null, checkIn: { lt: dateOf(v.checkOut) }, checkOut: { gt: dateOf(v.checkIn) } },
    select: { checkIn: true, checkOut: true, roomCount: true },
  });
  const most = Math.max(
    0,
    ...nightsOf(v.checkIn, v.checkOut).map((n) => held.filter((r) => isoOf(r.checkIn) <= n && n < isoOf(r.checkOut)).reduce((s, r) => s + r.roomCount, 0)),
  );
  if (most + v.rooms > room.maxPerPerson) throw new ValidationError({ rooms: `hotel.errors.perPersonMax?max=${room.maxPerPerson}&held=${most}` });
}

async function takeNights(tx: Tx, roomId: number, v: TBooking) {
  const rows = await tx.$queryRaw<{ night: Date; total: number; booked: number }[]>`
    SELECT "night", "total", "booked" FROM "HotelRoomNight"
    WHERE "roomId" = ${roomId} AND "night" >= ${v.checkIn}::date AND "night" < ${v.checkOut}::date ORDER BY "night" FOR UPDATE`;
  const byNight = new Map(rows.map((r) => [isoOf(r.night), r]));
  for (const night of nightsOf(v.checkIn, v.checkOut)) {
    const r = byNight.get(night);
    if (!r || r.total - r.booked < v.rooms) throw new Conflict("hotel.errors.soldOut", { night });
  }
  await tx.$executeRaw`
    UPDATE "HotelRoomNight" SET "booked" = "booked" + ${v.rooms}
    WHERE "roomId" = ${roomId} AND "night" >= ${v.checkIn}::date AND "night" < ${v.checkOut}::date`;
}

/** Unpaid hotel orders are due `payWithinHours` after booking, and never after the booking window's last day ends. */
async function deadlineFor(tx: Tx, conf: Conf, bookingEnd: string, now: Date): Promise<Date> {
  const settings = await tx.paymentSettings.findUnique({ where: { conferenceId: conf.id }, select: { payWithinHours: true } });
  const due = new Date(now.getTime() + (settings?.payWithinHours ?? 72) * 3_600_000);
  const endOfWindow = startOfDayIn(addDays(bookingEnd, 1), conf.timeZone);
  return endOfWindow < due ? endOfWindow : due;
}

async function bookInTx(tx: Tx, conf: Conf, viewer: HotelViewer, v: TBooking, now: Date, origin: string | null): Promise<Booking> {
  const config = await openConfig(tx, conf, now);
  const room = await holdRoom(tx, conf, v.roomId);
  const issues = stayIssues(v, { ...room, checkInStart: isoOf(room.checkInStart), checkInEnd: isoOf(room.checkInEnd) });
  if (issues.length) throw new ValidationError(toFieldErrorMap(issues));
  await checkPersonMax(tx, conf, viewer.userId, room, v);

  const days = nightsOf(v.checkIn, v.checkOut).length;
  const totalMinor = room.priceMinor! * days * v.rooms;
  const displayTotalMinor = config.displayCurrency && room.displayPriceMinor !== null ? room.displayPriceMinor * days * v.rooms : null;
  if (totalMinor > INT4_MAX || (displayTotalMinor ?? 0) > INT4_MAX) throw new Conflict("billing.errors.totalTooLarge");
  const order = await tx.order.create({
    data: {
      orderNo: newOrderNo("HOTEL", conf.timeZone, now),
      type: "HOTEL",
      conferenceId: conf.id,
      userId: viewer.userId,
      totalMinor,
      currency: config.settlementCurrency,
      displayTotalMinor,
      displayCurrency: displayTotalMinor === null ? null : config.displayCurrency,
      deadlineAt: await deadlineFor(tx, conf, config.bookingEnd, now),
    },
    select: { id: true, orderNo: true, type: true, totalMinor: true, currency: true, deadlineAt: true },
  });
  // one after the other: a transaction's queries share one connection
  const user = await tx.user.findUniqueOrThrow({
    where: { id: viewer.userId },
    select: { email: true, trueName: true, phone: true, unit: true, locale: true },
  });
  const attendee = await tx.attendee.findUnique({
    where: { conferenceId_userId: { conferenceId: conf.id, userId: viewer.userId } },
    select: { userName: true, phone: true, unit: true },
  });
  const stay = { checkIn: dateOf(v.checkIn), checkOut: dateOf(v.checkOut), days };
  const reservation = await tx.hotelReservation.create({
    data: {
      conferenceId: conf.id,
      userId: viewer.userId,
      hotelId: room.hotelId,
      roomId: room.id,
      orderId: order.id,
      bookerEmail: user.email,
      name: attendee?.userName || user.trueName || user.email,
      unit: attendee?.unit || user.unit,
      phone: attendee?.phone || user.phone,
      roomCount: v.rooms,
      ...stay,
      specialRequirements: v.specialRequirements,
      totalPayableMinor: totalMinor,
      currency: config.settlementCurrency,
    },
    select: { id: true },
  });
  await tx.orderItem.create({
    data: {
      conferenceId: conf.id,
      orderId: order.id,
      type: "HOTEL",
      roomId: room.id,
      reservationId: reservation.id,
      titleZh: `${room.nameZh} ${room.typeZh}`,
      titleEn: `${room.nameEn || room.nameZh} ${room.typeEn || room.typeZh}`,
      hotelNameZh: room.nameZh,
      hotelNameEn: room.nameEn,
      roomTypeZh: room.typeZh,
      roomTypeEn: room.typeEn,
      ...stay,
      roomQuantity: v.rooms,
      unitPriceMinor: room.priceMinor!,
      amountMinor: totalMinor,
      displayUnitPriceMinor: displayTotalMinor === null ? null : room.displayPriceMinor,
      displayCurrency: displayTotalMinor === null ? null : config.displayCurrency,
    },
  });
  await tx.orderTransition.create({ data: { conferenceId: conf.id, orderId: order.id, fromStatus: null, toStatus: "UNPAID", actorUserId: viewer.userId } });
  await queueReservationMail(tx, { conferenceId: conf.id, timeZone: conf.timeZone, user, room, booking: v, order, origin });
  await takeNights(tx, room.id, v);
  return { reservationId: reservation.id, order };
}

// A rush's bookings of one room type ask at once; one read of its nights answers all who ask while it runs.
const nightReads = singleFlight<Map<string, { total: number; booked: number }>>();

/**
 * A rush's latecomers learn "sold out" from the night counters before the booking's transaction
 * and its gate. Only a shortcut: takeNights locks and re-checks every night, and a night not
 * found here is left for the transaction to judge.
 */
async function refuseSoldOutEarly(conf: Conf, v: TBooking): Promise<void> {
  const nights = await nightReads(`${conf.id}:${v.roomId}`, async () => {
    const rows = await db.hotelRoomNight.findMany({ where: { conferenceId: conf.id, roomId: v.roomId }, select: { night: true, total: true, booked: true } });
    return new Map(rows.map((r) => [isoOf(r.night), r]));
  });
  for (const night of nightsOf(v.checkIn, v.checkOut)) {
    const r = nights.get(night);
    if (r && r.total - r.booked < v.rooms) throw new Conflict("hotel.errors.soldOut", { night });
  }
}

/** Books a stay for the signed-in person: reservation and HOTEL order, or nothing (typed error). */
export async function bookRoom(conf: Conf, viewer: HotelViewer, v: TBooking, opts: { now?: Date; origin?: string | null } = {}): Promise<Booking> {
  const now = opts.now ?? new Date();
  await refuseSoldOutEarly(conf, v);
  return withOrderCapacity(conf.id, () =>
    db.$transaction(async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`hotel:${conf.id}:${viewer.userId}`}, 0))`;
      return bookInTx(tx, conf, viewer, v, now, opts.origin ?? null);
    }, TX_OPTIONS),
  );
}
