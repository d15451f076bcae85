import { bookRoom } from "@/lib/hotel/booking/book";
import { saveHotel } from "@/lib/hotel/config/service";
import { transitionOrder } from "@/lib/orders/transition";
import { cancelOwnOrder } from "@/lib/orders/actions-core";
import { getDb } from "@/lib/server/db";
import { makeAttendees } from "./billing";
import { makeManager, NOW, roomForm, saveRoom, setUpHotel } from "./hotel";

// The reservations the manager's hotel screen is tested on, booked through bookRoom at
// NOW like a participant would: two hotels, three room types (nights 2027-05-01 … 05-05), four
// bookers with their own unit and phone — one paid, two unpaid, one cancelled by its booker.

export type AdminFixture = Awaited<ReturnType<typeof setUpReservations>>;

async function booker(conferenceId: number, prefix: string, unit: string, phone: string) {
  const [u] = await makeAttendees(conferenceId, prefix, 1, { unit, phone });
  return u;
}

export async function setUpReservations(conf: { id: number; timeZone: string }, prefix: string) {
  const db = getDb();
  const manager = await makeManager(prefix);
  const conference = await setUpHotel(conf.id, manager.id);
  const lakeside = await saveHotel(conf.id, {
    id: null,
    nameZh: "湖畔酒店",
    nameEn: "Lakeside Hotel",
    star: 5,
    link: "",
    addressZh: "",
    addressEn: "",
    mapLink: "",
    photos: [],
    order: 1,
  });
  const king = await saveRoom(conf.id, manager.id, roomForm(conference.id, { typeZh: "大床房", typeEn: "King room", totalBookable: 5 }));
  const twin = await saveRoom(conf.id, manager.id, roomForm(conference.id, { typeZh: "双床房", typeEn: "Twin room", totalBookable: 3, order: 1 }));
  const suite = await saveRoom(conf.id, manager.id, roomForm(lakeside.id, { typeZh: "套房", typeEn: "Suite", price: "900", totalBookable: 2 }));
  const people = {
    paid: await booker(conf.id, `${prefix}-paid-`, "Tsinghua University", "13800000001"),
    unpaid: await booker(conf.id, `${prefix}-unpaid-`, "Peking University", "13900000002"),
    twin: await booker(conf.id, `${prefix}-twin-`, "Fudan University", "13700000003"),
    gone: await booker(conf.id, `${prefix}-gone-`, "Zhejiang University", "13600000004"),
  };
  const book = (userId: number, roomId: number, checkIn: string, checkOut: string, rooms: number, specialRequirements = "") =>
    bookRoom(conf, { userId }, { roomId, checkIn, checkOut, rooms, specialRequirements }, { now: NOW });
  const paid = await book(people.paid.id, king, "2027-05-01", "2027-05-03", 2, "Non-smoking, high floor");
  const unpaid = await book(people.unpaid.id, king, "2027-05-02", "2027-05-04", 1);
  const twinBooking = await book(people.twin.id, twin, "2027-05-03", "2027-05-05", 1, "=cmd|' /C calc'!A0");
  const gone = await book(people.gone.id, suite, "2027-05-01", "2027-05-02", 1);
  await db.$transaction((tx) => transitionOrder(tx, { conferenceId: conf.id, orderId: paid.order.id, to: "PAID", actor: "manager", actorUserId: manager.id }));
  await cancelOwnOrder(conf, people.gone.id, gone.order.id);
  return {
    managerId: manager.id,
    hotels: { conference: conference.id, lakeside: lakeside.id },
    rooms: { king, twin, suite },
    people,
    bookings: { paid, unpaid, twin: twinBooking, gone },
  };
}

/** The booked counts of a room type's nights, in night order. */
export async function bookedNights(roomId: number): Promise<number[]> {
  const rows = await getDb().hotelRoomNight.findMany({ where: { roomId }, orderBy: { night: "asc" }, select: { booked: true } });
  return rows.map((n) => n.booked);
}
