import "server-only";
import { db } from "@/lib/server/db";
import { isoOf } from "./nights";

// The occupancy grid of /platform/manage/hotel: per hotel × room type × night, the rooms
// booked and the rooms there are, straight from HotelRoomNight — the rows every booking takes and
// every cancel, expiry or void gives back, so the grid is what the next booking will be checked against.

export type OccupancyCell = { night: string; booked: number; total: number };
export type OccupancyRoom = { id: number; typeZh: string; typeEn: string; cells: OccupancyCell[] };
export type OccupancyHotel = { id: number; nameZh: string; nameEn: string; nights: string[]; rooms: OccupancyRoom[] };

/** Every hotel (or one) in the configured order; `nights` is each hotel's columns, from its first night to its last. */
export async function occupancyGrid(conferenceId: number, hotelId?: number): Promise<OccupancyHotel[]> {
  const hotels = await db.hotel.findMany({
    where: { conferenceId, ...(hotelId ? { id: hotelId } : {}) },
    orderBy: [{ order: "asc" }, { id: "asc" }],
    select: {
      id: true,
      nameZh: true,
      nameEn: true,
      rooms: {
        orderBy: [{ order: "asc" }, { id: "asc" }],
        select: { id: true, typeZh: true, typeEn: true, nights: { orderBy: { night: "asc" }, select: { night: true, booked: true, total: true } } },
      },
    },
  });
  return hotels.map((h) => {
    const rooms = h.rooms.map(({ nights, ...r }) => ({ ...r, cells: nights.map((n) => ({ night: isoOf(n.night), booked: n.booked, total: n.total })) }));
    const nights = [...new Set(rooms.flatMap((r) => r.cells.map((c) => c.night)))].sort();
    return { id: h.id, nameZh: h.nameZh, nameEn: h.nameEn, nights, rooms };
  });
}
