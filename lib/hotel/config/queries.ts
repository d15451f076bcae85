import "server-only";
import { db } from "@/lib/server/db";
import { isoOf } from "../nights";

// What /platform/config/hotel (and its gateway call) shows: the hotel config, then the hotels in
// their order, each with its room types, each room type with its nights (total and booked, so the
// form can show what is booked on a night) and how many live reservations hold it.

export type HotelConfigView = {
  bookingStart: string;
  bookingEnd: string;
  open: boolean;
  settlementCurrency: string;
  /** "" = none */
  displayCurrency: string;
  descriptionZh: string;
  descriptionEn: string;
  conditionZh: string;
  conditionEn: string;
  explanationZh: string;
  explanationEn: string;
};

export type RoomNightView = { night: string; total: number; booked: number };

export type RoomTypeView = {
  id: number;
  hotelId: number;
  typeZh: string;
  typeEn: string;
  /** null: voided by a settlement-currency change, not bookable until priced again */
  priceMinor: number | null;
  displayPriceMinor: number | null;
  checkInStart: string;
  checkInEnd: string;
  totalBookable: number;
  maxPerPerson: number;
  minPerPerson: number;
  notesZh: string;
  notesEn: string;
  order: number;
  nights: RoomNightView[];
  /** reservations not cancelled: while there is one the room type cannot be deleted */
  liveReservations: number;
};

export type HotelView = {
  id: number;
  nameZh: string;
  nameEn: string;
  star: number | null;
  link: string;
  addressZh: string;
  addressEn: string;
  mapLink: string;
  photos: string[];
  order: number;
  liveReservations: number;
  rooms: RoomTypeView[];
};

/** `config` null: not saved yet (room types need its currency first). */
export type HotelConfigScreen = { config: HotelConfigView | null; hotels: HotelView[] };

const dateOrEmpty = (d: Date | null) => (d ? isoOf(d) : "");

export async function getHotelConfigScreen(conferenceId: number): Promise<HotelConfigScreen> {
  const [config, hotels, live] = await Promise.all([
    db.hotelConfig.findUnique({ where: { conferenceId } }),
    db.hotel.findMany({
      where: { conferenceId },
      orderBy: [{ order: "asc" }, { id: "asc" }],
      include: {
        rooms: {
          orderBy: [{ order: "asc" }, { id: "asc" }],
          include: { nights: { orderBy: { night: "asc" }, select: { night: true, total: true, booked: true } } },
        },
      },
    }),
    db.hotelReservation.groupBy({ by: ["roomId"], where: { conferenceId, cancelledAt: null }, _count: { _all: true } }),
  ]);
  const liveByRoom = new Map(live.map((r) => [r.roomId, r._count._all]));
  return {
    config: config && {
      bookingStart: dateOrEmpty(config.bookingStart),
      bookingEnd: dateOrEmpty(config.bookingEnd),
      open: config.open,
      settlementCurrency: config.settlementCurrency.trim(),
      displayCurrency: config.displayCurrency?.trim() ?? "",
      descriptionZh: config.descriptionZh,
      descriptionEn: config.descriptionEn,
      conditionZh: config.conditionZh,
      conditionEn: config.conditionEn,
      explanationZh: config.explanationZh,
      explanationEn: config.explanationEn,
    },
    hotels: hotels.map(({ rooms, conferenceId: _c, createdAt: _a, updatedAt: _u, ...h }) => {
      const views: RoomTypeView[] = rooms.map((r) => ({
        id: r.id,
        hotelId: r.hotelId,
        typeZh: r.typeZh,
        typeEn: r.typeEn,
        priceMinor: r.priceMinor,
        displayPriceMinor: r.displayPriceMinor,
        checkInStart: isoOf(r.checkInStart),
        checkInEnd: isoOf(r.checkInEnd),
        totalBookable: r.totalBookable,
        maxPerPerson: r.maxPerPerson,
        minPerPerson: r.minPerPerson,
        notesZh: r.notesZh,
        notesEn: r.notesEn,
        order: r.order,
        nights: r.nights.map((n) => ({ night: isoOf(n.night), total: n.total, booked: n.booked })),
        liveReservations: liveByRoom.get(r.id) ?? 0,
      }));
      return { ...h, rooms: views, liveReservations: views.reduce((s, r) => s + r.liveReservations, 0) };
    }),
  };
}
