import { beforeAll, describe, expect, it } from "vitest";
import { transitionOrder } from "@/lib/orders/transition";
import { getDb } from "@/lib/server/db";
import { seedDemo } from "@/prisma/seed/demo";
import { makeAttendees } from "@/tests/support/billing";
import { makeManager, NOW, refusal, roomForm, saveRoom, setUpHotel, withoutDemoHotel } from "@/tests/support/hotel";
import { useTestDatabase } from "@/tests/integration/test-db";
import { bookRoom } from "../booking/book";
import { saveHotel } from "./service";
import { getHotelConfigScreen } from "./queries";
import { deleteHotel, deleteRoomType } from "./delete-service";

// /platform/config/hotel: what the screen lists — hotels and room types in their order,
// each night's total and booked rooms, live reservations — and deleting a hotel or a room type,
// refused while a reservation that is not cancelled holds it, allowed once it is.
useTestDatabase();

const db = () => getDb();
let conf: { id: number; timeZone: string };
let managerId: number;
let otherConferenceId: number;
const stay = { checkIn: "2027-05-02", checkOut: "2027-05-04", specialRequirements: "" };
const hotel = (nameZh: string, order: number) => ({
  id: null,
  nameZh,
  nameEn: "",
  star: null,
  link: "",
  addressZh: "",
  addressEn: "",
  mapLink: "",
  photos: [],
  order,
});
const cancel = (orderId: number) =>
  db().$transaction((tx) => transitionOrder(tx, { conferenceId: conf.id, orderId, to: "CANCELLED", actor: "manager", actorUserId: managerId }));

beforeAll(async () => {
  await seedDemo(db());
  const domains = await db().conferenceDomain.findMany({ where: { host: { in: ["demo.localhost", "en.localhost"] } }, include: { conference: true } });
  const demo = domains.find((d) => d.host === "demo.localhost")!;
  conf = { id: demo.conferenceId, timeZone: demo.conference.timeZone };
  await withoutDemoHotel(conf.id); // the screen starts empty here
  otherConferenceId = domains.find((d) => d.host === "en.localhost")!.conferenceId;
  managerId = (await makeManager("config-admin")).id;
});

describe("the hotel configuration screen", () => {
  it("has no config before the first save, then lists hotels and room types in order with each night's total and booked rooms", async () => {
    expect(await getHotelConfigScreen(conf.id)).toEqual({ config: null, hotels: [] });
    const first = (await setUpHotel(conf.id, managerId, { displayCurrency: "USD" })).id; // order 0
    const later = (await saveHotel(conf.id, hotel("后列酒店", 5))).id;
    const twin = await saveRoom(conf.id, managerId, roomForm(first, { typeEn: "Twin", order: 2, displayPrice: "70" }));
    const king = await saveRoom(
      conf.id,
      managerId,
      roomForm(first, { typeEn: "King", order: 1, displayPrice: "70", nightTotals: [{ night: "2027-05-03", total: 8 }] }),
    );
    const [p] = await makeAttendees(conf.id, "config-screen-", 1);
    await bookRoom(conf, { userId: p.id }, { roomId: king, ...stay, rooms: 2 }, { now: NOW });

    const screen = await getHotelConfigScreen(conf.id);
    expect(screen.config).toMatchObject({
      bookingStart: "2026-11-01",
      bookingEnd: "2026-12-31",
      open: true,
      settlementCurrency: "CNY",
      displayCurrency: "USD",
    });
    expect(screen.hotels.map((h) => [h.id, h.rooms.map((r) => r.id)])).toEqual([
      [first, [king, twin]],
      [later, []],
    ]);
    const kingView = screen.hotels[0].rooms[0];
    expect(kingView).toMatchObject({ priceMinor: 48000, displayPriceMinor: 7000, checkInStart: "2027-05-01", checkInEnd: "2027-05-06", totalBookable: 5 });
    expect(kingView.nights).toEqual([
      { night: "2027-05-01", total: 5, booked: 0 },
      { night: "2027-05-02", total: 5, booked: 2 },
      { night: "2027-05-03", total: 8, booked: 2 },
      { night: "2027-05-04", total: 5, booked: 0 },
      { night: "2027-05-05", total: 5, booked: 0 },
    ]);
    expect([kingView.liveReservations, screen.hotels[0].liveReservations, screen.hotels[1].liveReservations]).toEqual([1, 1, 0]);
  });
});

describe("deleting", () => {
  it("a room type is refused while a live reservation holds it, and goes with its nights once that is cancelled", async () => {
    const hotelId = (await saveHotel(conf.id, hotel("删除房型酒店", 10))).id;
    const roomId = await saveRoom(conf.id, managerId, roomForm(hotelId, { typeEn: "Doomed", displayPrice: "70" }));
    const [p] = await makeAttendees(conf.id, "config-delete-room-", 1);
    const { order, reservationId } = await bookRoom(conf, { userId: p.id }, { roomId, ...stay, rooms: 1 }, { now: NOW });

    const refused = await deleteRoomType(conf.id, roomId).catch((e: unknown) => e);
    expect(refused).toMatchObject({ status: 409, key: "hotel.config.errors.roomInUse", values: { count: 1 } });
    expect(await db().hotelRoomNight.count({ where: { roomId } })).toBe(5);

    await cancel(order.id);
    expect(await deleteRoomType(conf.id, roomId)).toEqual({ id: roomId });
    expect(await db().hotelRoom.count({ where: { id: roomId } })).toBe(0);
    expect(await db().hotelRoomNight.count({ where: { roomId } })).toBe(0);
    expect(await db().hotelReservation.count({ where: { id: reservationId } })).toBe(0);
    // the cancelled order keeps what it was for on its line
    const item = await db().orderItem.findFirstOrThrow({ where: { orderId: order.id }, select: { roomId: true, roomTypeEn: true, hotelNameZh: true } });
    expect(item).toEqual({ roomId: null, roomTypeEn: "Doomed", hotelNameZh: "删除房型酒店" });
    expect(await db().hotel.count({ where: { id: hotelId } })).toBe(1);
  });

  it("a hotel is refused while any of its room types has a live reservation, and goes with its room types once none has", async () => {
    const hotelId = (await saveHotel(conf.id, hotel("删除酒店", 11))).id;
    const free = await saveRoom(conf.id, managerId, roomForm(hotelId, { typeEn: "Free", displayPrice: "70" }));
    const held = await saveRoom(conf.id, managerId, roomForm(hotelId, { typeEn: "Held", displayPrice: "70" }));
    const [p] = await makeAttendees(conf.id, "config-delete-hotel-", 1);
    const { order } = await bookRoom(conf, { userId: p.id }, { roomId: held, ...stay, rooms: 2 }, { now: NOW });

    expect(await refusal(deleteHotel(conf.id, hotelId))).toEqual({ _: "hotel.config.errors.hotelInUse" });
    expect(await db().hotelRoom.count({ where: { hotelId } })).toBe(2);

    await cancel(order.id);
    await deleteHotel(conf.id, hotelId);
    expect(await db().hotel.count({ where: { id: hotelId } })).toBe(0);
    expect(await db().hotelRoom.count({ where: { id: { in: [free, held] } } })).toBe(0);
    expect(await db().hotelRoomNight.count({ where: { roomId: { in: [free, held] } } })).toBe(0);
  });

  it("another conference's hotel or room type answers as missing, and nothing is deleted", async () => {
    const hotelId = (await saveHotel(conf.id, hotel("他人酒店", 12))).id;
    const roomId = await saveRoom(conf.id, managerId, roomForm(hotelId, { typeEn: "Elsewhere", displayPrice: "70" }));
    expect(await refusal(deleteRoomType(otherConferenceId, roomId))).toEqual({ _: "errors.notFound" });
    expect(await refusal(deleteHotel(otherConferenceId, hotelId))).toEqual({ _: "errors.notFound" });
    expect(await db().hotelRoom.count({ where: { id: roomId } })).toBe(1);
  });
});
