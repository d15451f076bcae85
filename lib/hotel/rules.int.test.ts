import { beforeAll, describe, expect, it } from "vitest";
import { toFieldErrors } from "@/lib/validation/field-errors";
import { getDb } from "@/lib/server/db";
import { seedDemo } from "@/prisma/seed/demo";
import { makeAttendees } from "@/tests/support/billing";
import { makeManager, NOW, refusal, roomForm, saveRoom, setUpHotel } from "@/tests/support/hotel";
import { useTestDatabase } from "@/tests/integration/test-db";
import type { TRoomTypeForm } from "./schemas";
import { bookRoom } from "./booking/book";
import { saveHotelConfig } from "./config/service";
import { saveRoomType } from "./config/room-service";
import { ZBooking, ZHotelConfig, ZRoomType } from "./schemas";

// SPEC §5 "Hotel": every rule gives its message on its field, whether the form's schema catches it
// or only the server can (nights already booked); a stay outside the window, a check-out not after
// check-in and a closed or not-yet-open service are refused with nothing stored.
useTestDatabase();

const db = () => getDb();
let conf: { id: number; timeZone: string };
let hotelId: number;
let managerId: number;

beforeAll(async () => {
  await seedDemo(db());
  const c = await db().conferenceDomain.findUniqueOrThrow({ where: { host: "demo.localhost" }, include: { conference: true } });
  conf = { id: c.conferenceId, timeZone: c.conference.timeZone };
  managerId = (await makeManager("rules")).id;
  hotelId = (await setUpHotel(conf.id, managerId, { displayCurrency: "USD" })).id;
});

/** What the room type screen would show: the schema's field errors, else the server's. */
async function roomErrors(form: TRoomTypeForm) {
  const parsed = ZRoomType.safeParse(form);
  if (!parsed.success) return toFieldErrors(parsed.error);
  return refusal(saveRoomType(conf.id, parsed.data, managerId));
}
const stay = (roomId: number, over: Record<string, unknown> = {}) => ({
  roomId,
  checkIn: "2027-05-02",
  checkOut: "2027-05-04",
  rooms: 1,
  specialRequirements: "",
  ...over,
});

describe("room type rules", () => {
  it("each rule names its field and message", async () => {
    const base = roomForm(hotelId, { displayPrice: "70" });
    expect(await roomErrors({ ...base, checkInStart: "2027-05-06", checkInEnd: "2027-05-01" })).toEqual({ checkInEnd: "hotel.errors.checkInEndBeforeStart" });
    expect(await roomErrors({ ...base, totalBookable: 1, maxPerPerson: 2 })).toEqual({
      totalBookable: "hotel.errors.totalBelowMax?max=2",
      maxPerPerson: "hotel.errors.maxAboveTotal?total=1",
    });
    expect(await roomErrors({ ...base, minPerPerson: 3, maxPerPerson: 2 })).toEqual({
      minPerPerson: "hotel.errors.minAboveMax?max=2",
      maxPerPerson: "hotel.errors.maxBelowMin?min=3",
    });
    expect(await roomErrors({ ...base, displayPrice: "0" })).toEqual({ displayPrice: "hotel.errors.displayPricePositive" });
    expect(await roomErrors({ ...base, price: "0" })).toEqual({ price: "hotel.errors.pricePositive" });
    expect(await roomErrors({ ...base, price: "-460" })).toEqual({ price: "hotel.errors.pricePositive" });
    expect(await roomErrors({ ...base, displayPrice: "-1" })).toEqual({ displayPrice: "hotel.errors.displayPricePositive" });
    expect(await roomErrors({ ...base, nightTotals: [{ night: "2027-05-02", total: 1 }] })).toEqual({
      "nightTotals.0.total": "hotel.errors.totalBelowMax?max=2",
    });
    expect(await roomErrors({ ...base, nightTotals: [{ night: "2027-05-06", total: 5 }] })).toEqual({
      "nightTotals.0.night": "hotel.errors.nightOutsideWindow",
    });
    expect(ZHotelConfig.safeParse({ bookingStart: "2026-12-01", bookingEnd: "2026-11-30", settlementCurrency: "CNY" }).error?.issues).toMatchObject([
      { path: ["bookingEnd"], message: "hotel.errors.bookingEndBeforeStart" },
    ]);
  });

  it("no night drops below what is booked on it, nor leaves the window", async () => {
    const form = roomForm(hotelId, { typeEn: "Booked", displayPrice: "70", totalBookable: 6, maxPerPerson: 3 });
    const roomId = await saveRoom(conf.id, managerId, form);
    const [a, b] = await makeAttendees(conf.id, "hotel-rules-", 2);
    await bookRoom(conf, { userId: a.id }, stay(roomId, { rooms: 3 }), { now: NOW });
    await bookRoom(conf, { userId: b.id }, stay(roomId, { checkIn: "2027-05-03", checkOut: "2027-05-04", rooms: 1 }), { now: NOW });
    const edit = { ...form, id: roomId };
    expect(await roomErrors({ ...edit, totalBookable: 3 })).toEqual({ totalBookable: "hotel.errors.totalBelowBooked?night=2027-05-03&booked=4" });
    expect(await roomErrors({ ...edit, nightTotals: [{ night: "2027-05-02", total: 2 }] })).toEqual({
      "nightTotals.0.total": "hotel.errors.totalBelowMax?max=3",
    });
    expect(await roomErrors({ ...edit, maxPerPerson: 1, nightTotals: [{ night: "2027-05-03", total: 3 }] })).toEqual({
      "nightTotals.0.total": "hotel.errors.totalBelowBooked?night=2027-05-03&booked=4",
    });
    expect(await roomErrors({ ...edit, checkInStart: "2027-05-03" })).toEqual({ checkInStart: "hotel.errors.windowDropsBooked?night=2027-05-02&booked=3" });
    expect(await roomErrors({ ...edit, checkInEnd: "2027-05-03" })).toEqual({ checkInEnd: "hotel.errors.windowDropsBooked?night=2027-05-03&booked=4" });
    // what is allowed: exactly the booked count on a night, a window without the free nights
    expect(await roomErrors({ ...edit, checkInStart: "2027-05-02", checkInEnd: "2027-05-04", nightTotals: [{ night: "2027-05-03", total: 4 }] })).toBeNull();
    const nights = await db().hotelRoomNight.findMany({ where: { roomId }, orderBy: { night: "asc" }, select: { total: true, booked: true } });
    expect(nights).toEqual([
      { total: 6, booked: 3 },
      { total: 4, booked: 4 },
    ]);
  });
});

describe("booking rules", () => {
  it("a stay outside the window, check-out not after check-in, or rooms outside min … max are refused, nothing stored", async () => {
    const roomId = await saveRoom(conf.id, managerId, roomForm(hotelId, { typeEn: "Stay", displayPrice: "70", minPerPerson: 2, maxPerPerson: 3 }));
    const [p] = await makeAttendees(conf.id, "hotel-stay-", 1);
    const book = (over: Record<string, unknown>) =>
      refusal(bookRoom(conf, { userId: p.id }, ZBooking.parse(stay(roomId, { rooms: 2, ...over })), { now: NOW }));
    expect(await book({ checkIn: "2027-04-30" })).toEqual({ checkIn: "hotel.errors.checkInBeforeWindow?start=2027-05-01" });
    expect(await book({ checkIn: "2027-05-06", checkOut: "2027-05-07" })).toEqual({
      checkIn: "hotel.errors.checkInAfterWindow?end=2027-05-06",
      checkOut: "hotel.errors.checkOutAfterWindow?end=2027-05-06",
    });
    expect(await book({ checkIn: "2027-04-29", checkOut: "2027-04-30" })).toEqual({
      checkIn: "hotel.errors.checkInBeforeWindow?start=2027-05-01",
      checkOut: "hotel.errors.checkOutBeforeWindow?start=2027-05-01",
    });
    expect(await book({ checkOut: "2027-05-07" })).toEqual({ checkOut: "hotel.errors.checkOutAfterWindow?end=2027-05-06" });
    expect(await book({ rooms: 1 })).toEqual({ rooms: "hotel.errors.roomsBelowMin?min=2" });
    expect(await book({ rooms: 4 })).toEqual({ rooms: "hotel.errors.roomsAboveMax?max=3" });
    // check-out ≤ check-in: the form's schema says so, and the server on its own too
    expect(toFieldErrors(ZBooking.safeParse(stay(roomId, { checkOut: "2027-05-02" })).error!)).toEqual({ checkOut: "hotel.errors.checkOutNotAfterCheckIn" });
    expect(await refusal(bookRoom(conf, { userId: p.id }, stay(roomId, { checkOut: "2027-05-01", rooms: 2 }), { now: NOW }))).toEqual({
      checkOut: "hotel.errors.checkOutNotAfterCheckIn",
    });
    expect(await book({ rooms: 2 })).toBeNull(); // the same person, a valid stay
    expect(await db().hotelReservation.count({ where: { userId: p.id } })).toBe(1);
    expect(await db().order.count({ where: { userId: p.id } })).toBe(1);
  });

  it("outside the booking window or with the service closed: a clear message, nothing stored", async () => {
    const roomId = await saveRoom(conf.id, managerId, roomForm(hotelId, { typeEn: "Closed", displayPrice: "70" }));
    const [p] = await makeAttendees(conf.id, "hotel-closed-", 1);
    const at = (now: Date) => refusal(bookRoom(conf, { userId: p.id }, stay(roomId), { now }));
    expect(await at(new Date("2027-01-01T00:00:00+08:00"))).toEqual({ _: "hotel.errors.outsideBookingWindow" });
    expect(await at(new Date("2026-10-31T23:59:00+08:00"))).toEqual({ _: "hotel.errors.outsideBookingWindow" });
    const closed = ZHotelConfig.parse({ bookingStart: "2026-11-01", bookingEnd: "2026-12-31", open: false, settlementCurrency: "CNY", displayCurrency: "USD" });
    expect(await saveHotelConfig(conf.id, closed, managerId)).toMatchObject({ status: "saved", voided: 0 });
    expect(await at(NOW)).toEqual({ _: "hotel.errors.closed" });
    expect(await db().hotelReservation.count({ where: { userId: p.id } })).toBe(0);
    expect(await db().hotelRoomNight.aggregate({ where: { roomId }, _sum: { booked: true } })).toEqual({ _sum: { booked: 0 } });
    await saveHotelConfig(conf.id, { ...closed, open: true }, managerId);
  });
});
