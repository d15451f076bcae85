import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import { Conflict, NotFound } from "@/lib/server/errors";
import { zId } from "@/lib/validation/fields";
import { z } from "@/lib/validation/z";
import { lockHotelAdmin } from "./service";

// Deleting a hotel or a room type (/platform/config/hotel). Refused while a reservation
// that still holds rooms (not cancelled) points at it: its booker has nights, maybe a paid order.
// Cancelled reservations go with it — their orders keep the hotel and room names on their lines
// (OrderItem snapshots) — and the night rows cascade. The room types are locked FOR UPDATE first:
// a booking in flight holds its room type KEY SHARE, so it either commits before the count (and
// is counted) or finds the room type gone.

type Tx = Prisma.TransactionClient;

export const ZHotelIdInput = z.strictObject({ id: zId() });

async function lockRooms(tx: Tx, where: { hotelId: number } | { roomId: number }): Promise<number[]> {
  const rows =
    "hotelId" in where
      ? await tx.$queryRaw<{ id: number }[]>`SELECT "id" FROM "HotelRoom" WHERE "hotelId" = ${where.hotelId} ORDER BY "id" FOR UPDATE`
      : await tx.$queryRaw<{ id: number }[]>`SELECT "id" FROM "HotelRoom" WHERE "id" = ${where.roomId} FOR UPDATE`;
  return rows.map((r) => r.id);
}

export async function deleteHotel(conferenceId: number, id: number): Promise<{ id: number }> {
  return db.$transaction(async (tx) => {
    await lockHotelAdmin(tx, conferenceId);
    const hotel = await tx.hotel.findFirst({ where: { id, conferenceId }, select: { id: true } });
    if (!hotel) throw new NotFound(); // another conference's id answers as a missing one
    await lockRooms(tx, { hotelId: id });
    const live = await tx.hotelReservation.count({ where: { hotelId: id, cancelledAt: null } });
    if (live) throw new Conflict("hotel.config.errors.hotelInUse", { count: live });
    await tx.hotelReservation.deleteMany({ where: { hotelId: id } });
    await tx.hotel.delete({ where: { id } }); // its room types and their nights cascade
    return { id };
  });
}

export async function deleteRoomType(conferenceId: number, id: number): Promise<{ id: number }> {
  return db.$transaction(async (tx) => {
    await lockHotelAdmin(tx, conferenceId);
    const room = await tx.hotelRoom.findFirst({ where: { id, conferenceId }, select: { id: true } });
    if (!room) throw new NotFound();
    await lockRooms(tx, { roomId: id });
    const live = await tx.hotelReservation.count({ where: { roomId: id, cancelledAt: null } });
    if (live) throw new Conflict("hotel.config.errors.roomInUse", { count: live });
    await tx.hotelReservation.deleteMany({ where: { roomId: id } });
    await tx.hotelRoom.delete({ where: { id } }); // its nights cascade
    return { id };
  });
}
