import "server-only";
import { db } from "@/lib/server/db";
import { NotFound, ValidationError } from "@/lib/server/errors";
import { dateOf, daysBetween, isoOf, nightsOf } from "./nights";
import { WINDOW_MAX_NIGHTS } from "./rules";

// What the booking form shows before booking: each night of the stay with its rooms
// left. A snapshot without locks — the booking itself checks every night again under lock.

export type NightAvailability = { night: string; total: number; booked: number; free: number };

/** Every night from check-in to the night before check-out; a night outside the room type's window has nothing free. */
export async function stayAvailability(conferenceId: number, roomId: number, checkIn: string, checkOut: string): Promise<NightAvailability[]> {
  const room = await db.hotelRoom.findFirst({ where: { id: roomId, conferenceId }, select: { id: true } });
  if (!room) throw new NotFound("hotel.errors.roomNotFound");
  if (daysBetween(checkIn, checkOut) > WINDOW_MAX_NIGHTS) throw new ValidationError({ checkOut: `hotel.errors.windowTooLong?max=${WINDOW_MAX_NIGHTS}` });
  const nights = nightsOf(checkIn, checkOut);
  if (!nights.length) return [];
  const rows = await db.hotelRoomNight.findMany({
    where: { roomId, night: { gte: dateOf(checkIn), lt: dateOf(checkOut) } },
    select: { night: true, total: true, booked: true },
  });
  const byNight = new Map(rows.map((r) => [isoOf(r.night), r]));
  return nights.map((night) => {
    const r = byNight.get(night);
    return { night, total: r?.total ?? 0, booked: r?.booked ?? 0, free: r ? Math.max(0, r.total - r.booked) : 0 };
  });
}
