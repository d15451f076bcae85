import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import type { TReservationFilters, TReservationListQuery } from "./schemas";
import { dateOf, isoOf } from "../nights";

// Reads of /platform/manage/hotel's reservation list. Always the host's conference. The
// booker's name, unit and phone are the reservation's own: book.ts copies them at booking time from
// the registration (attendee) or else the account, so the front desk gets what the guest gave then.

export function reservationWhere(conferenceId: number, q: Partial<TReservationFilters>): Prisma.HotelReservationWhereInput {
  const w: Prisma.HotelReservationWhereInput = { conferenceId };
  if (q.search) {
    const s = { contains: q.search, mode: "insensitive" as const };
    w.OR = [{ bookerEmail: s }, { name: s }, { unit: s }, { phone: s }, { order: { orderNo: s } }];
  }
  if (q.hotelId) w.hotelId = q.hotelId;
  if (q.roomId) w.roomId = q.roomId;
  if (q.payStatus) w.payStatus = q.payStatus;
  if (q.state === "live") w.cancelledAt = null;
  if (q.state === "cancelled") w.cancelledAt = { not: null };
  if (q.from || q.to) w.checkIn = { ...(q.from ? { gte: dateOf(q.from) } : {}), ...(q.to ? { lte: dateOf(q.to) } : {}) };
  return w;
}

const rowSelect = {
  id: true,
  bookerEmail: true,
  name: true,
  unit: true,
  phone: true,
  roomCount: true,
  checkIn: true,
  checkOut: true,
  days: true,
  specialRequirements: true,
  totalPayableMinor: true,
  paidMinor: true,
  currency: true,
  payStatus: true,
  createdAt: true,
  updatedAt: true,
  cancelledAt: true,
  hotel: { select: { id: true, nameZh: true, nameEn: true } },
  room: { select: { id: true, typeZh: true, typeEn: true } },
  order: { select: { id: true, orderNo: true, transactionStatus: true } },
} satisfies Prisma.HotelReservationSelect;

type RawRow = Prisma.HotelReservationGetPayload<{ select: typeof rowSelect }>;

/** Stay days as "YYYY-MM-DD" (DATE columns arrive as UTC midnight); the currency without CHAR padding. */
function toRow(r: RawRow) {
  return { ...r, checkIn: isoOf(r.checkIn), checkOut: isoOf(r.checkOut), currency: r.currency.trim() };
}
export type ReservationRow = ReturnType<typeof toRow>;

/** One page of the list, newest booking first. */
export async function listReservations(conferenceId: number, q: TReservationListQuery): Promise<{ rows: ReservationRow[]; total: number }> {
  const where = reservationWhere(conferenceId, q);
  const [rows, total] = await Promise.all([
    db.hotelReservation.findMany({ where, orderBy: [{ createdAt: "desc" }, { id: "desc" }], skip: (q.page - 1) * q.size, take: q.size, select: rowSelect }),
    db.hotelReservation.count({ where }),
  ]);
  return { rows: rows.map(toRow), total };
}

/** Every reservation the filters match, oldest booking first (the export). */
export async function listReservationsForExport(conferenceId: number, q: Partial<TReservationFilters>): Promise<ReservationRow[]> {
  const rows = await db.hotelReservation.findMany({
    where: reservationWhere(conferenceId, q),
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: rowSelect,
  });
  return rows.map(toRow);
}

/** The live reservations of each hotel for its front desk: by check-in, room type, guest. */
export async function listRoomingReservations(conferenceId: number, hotelId?: number): Promise<ReservationRow[]> {
  const rows = await db.hotelReservation.findMany({
    where: { conferenceId, cancelledAt: null, ...(hotelId ? { hotelId } : {}) },
    orderBy: [{ checkIn: "asc" }, { room: { order: "asc" } }, { roomId: "asc" }, { name: "asc" }, { id: "asc" }],
    select: rowSelect,
  });
  return rows.map(toRow);
}

/** Hotels with their room types, in the configured order: the filters' choices and the rooming list's sheets. */
export function listHotelChoices(conferenceId: number, hotelId?: number) {
  return db.hotel.findMany({
    where: { conferenceId, ...(hotelId ? { id: hotelId } : {}) },
    orderBy: [{ order: "asc" }, { id: "asc" }],
    select: { id: true, nameZh: true, nameEn: true, rooms: { orderBy: [{ order: "asc" }, { id: "asc" }], select: { id: true, typeZh: true, typeEn: true } } },
  });
}
export type HotelChoice = Awaited<ReturnType<typeof listHotelChoices>>[number];
