import { beforeAll, describe, expect, it } from "vitest";
import type { SiteConference } from "@/lib/server/site-conference";
import { createFeeOrders } from "@/lib/orders/create";
import { transitionOrder } from "@/lib/orders/transition";
import { getDb } from "@/lib/server/db";
import { seedDemo } from "@/prisma/seed/demo";
import { makeAttendees, makeCategory, makeFee } from "@/tests/support/billing";
import { makeManager, NOW, refusal, roomForm, saveRoom, setUpHotel } from "@/tests/support/hotel";
import { useTestDatabase } from "@/tests/integration/test-db";
import { bookingInfo, myReservations } from "./queries";
import { availabilityFor, bookAsParticipant, cancelOwnHotelOrder } from "./service";
import { saveHotelConfig } from "../config/service";
import { ZHotelConfig } from "../schemas";

// The participant's booking screen: what it shows (open or why not, hotels and room types
// in the reader's language with both prices, the person's reservations with their orders), booking
// through it, and cancelling one's own unpaid hotel order — its nights come back; nobody else's.
useTestDatabase();

const db = () => getDb();
let conf: { id: number; timeZone: string; modules: Record<string, boolean>; register: SiteConference["register"] };
let hotelId: number;
let managerId: number;
const REGISTER = {
  registerFlag: true,
  registerNum: 0,
  registerStartDate: null,
  registerEndDate: null,
  allowAccountCreation: true,
};
const stay = { checkIn: "2027-05-02", checkOut: "2027-05-04", specialRequirements: "" };
const config = (over: Record<string, unknown> = {}) =>
  ZHotelConfig.parse({ bookingStart: "2026-11-01", bookingEnd: "2026-12-31", open: true, settlementCurrency: "CNY", displayCurrency: "USD", ...over });
const booker = (u: { id: number }, manager = false) => ({ userId: u.id, manager });
const me = { userId: 1, manager: false };
const booked = async (roomId: number) =>
  (await db().hotelRoomNight.findMany({ where: { roomId }, orderBy: { night: "asc" }, select: { booked: true } })).map((n) => n.booked);

beforeAll(async () => {
  await seedDemo(db());
  const c = await db().conferenceDomain.findUniqueOrThrow({ where: { host: "demo.localhost" }, include: { conference: true } });
  conf = { id: c.conferenceId, timeZone: c.conference.timeZone, modules: { hotel: true, payment: true }, register: null };
  managerId = (await makeManager("booking")).id;
  hotelId = (await setUpHotel(conf.id, managerId, { displayCurrency: "USD" })).id;
  await saveHotelConfig(
    conf.id,
    config({ descriptionZh: "<p>酒店介绍<script>alert(1)</script></p>", descriptionEn: "<p>About <b>the hotel</b></p>", voidCount: 0 }),
    managerId,
  );
  await db().hotel.update({
    where: { id: hotelId },
    data: { addressZh: "北京市海淀区", addressEn: "Haidian, Beijing", photos: ["0123456789abcdef0123456789abcdef.jpg"] },
  });
});

describe("what the booking screen shows", () => {
  it("the hotels and room types in the reader's language, with the price and the display price", async () => {
    const roomId = await saveRoom(
      conf.id,
      managerId,
      roomForm(hotelId, { typeEn: "Twin room", typeZh: "双床房", displayPrice: "70", notesEn: "Breakfast included" }),
    );
    const en = await bookingInfo(conf, me, "en", NOW);
    expect(en.config).toMatchObject({ refusal: null, bookingStart: "2026-11-01", bookingEnd: "2026-12-31", currency: "CNY", displayCurrency: "USD" });
    expect(en.config.description).toBe("<p>About <b>the hotel</b></p>");
    const hotel = en.hotels.find((h) => h.id === hotelId)!;
    expect(hotel).toMatchObject({
      name: "Conference Hotel",
      star: 4,
      address: "Haidian, Beijing",
      photos: ["/site-file/0123456789abcdef0123456789abcdef.jpg"],
    });
    expect(hotel.rooms.find((r) => r.id === roomId)).toEqual({
      id: roomId,
      name: "Twin room",
      notes: "Breakfast included",
      priceMinor: 48_000,
      displayPriceMinor: 7_000,
      checkInStart: "2027-05-01",
      checkInEnd: "2027-05-06",
      minPerPerson: 1,
      maxPerPerson: 2,
    });
    const zh = await bookingInfo(conf, me, "zh", NOW);
    expect(zh.config.description).toBe("<p>酒店介绍</p>"); // cleaned on the server
    expect(zh.hotels.find((h) => h.id === hotelId)!.rooms.find((r) => r.id === roomId)!.name).toBe("双床房");
  });

  it("says why nobody can book: service closed, module off, before or after the booking window", async () => {
    expect((await bookingInfo({ ...conf, modules: { hotel: false } }, me, "en", NOW)).config.refusal).toMatchObject({ key: "hotel.errors.closed" });
    expect((await bookingInfo(conf, me, "en", new Date("2026-10-31T12:00:00Z"))).config.refusal).toEqual({
      key: "hotel.errors.outsideBookingWindow",
      values: { start: "2026-11-01", end: "2026-12-31" },
    });
    expect((await bookingInfo(conf, me, "en", new Date("2027-01-01T12:00:00Z"))).config.refusal).toMatchObject({ key: "hotel.errors.outsideBookingWindow" });
    await saveHotelConfig(conf.id, config({ open: false, voidCount: 0 }), managerId);
    try {
      expect((await bookingInfo(conf, me, "en", NOW)).config.refusal).toMatchObject({ key: "hotel.errors.closed" });
      const [p] = await makeAttendees(conf.id, "booking-closed-", 1);
      const roomId = (await db().hotelRoom.findFirstOrThrow({ where: { conferenceId: conf.id } })).id;
      expect(await refusal(bookAsParticipant(conf, booker(p), { roomId, ...stay, rooms: 1 }, { now: NOW }))).toEqual({ _: "hotel.errors.closed" });
      expect(await db().hotelReservation.count({ where: { userId: p.id } })).toBe(0);
    } finally {
      await saveHotelConfig(conf.id, config({ voidCount: 0 }), managerId);
    }
  });

  it("refuses booking and availability while the hotel module is off, whatever the config says", async () => {
    const off = { ...conf, modules: { hotel: false } };
    const [p] = await makeAttendees(conf.id, "booking-off-", 1);
    const roomId = await saveRoom(conf.id, managerId, roomForm(hotelId, { typeEn: "Off", displayPrice: "70" }));
    expect(await refusal(bookAsParticipant(off, booker(p), { roomId, ...stay, rooms: 1 }, { now: NOW }))).toEqual({ _: "hotel.errors.closed" });
    expect(await refusal(availabilityFor(off, roomId, stay.checkIn, stay.checkOut))).toEqual({ _: "hotel.errors.closed" });
    expect(await booked(roomId)).toEqual([0, 0, 0, 0, 0]);
  });

  it("counts as closed while the payment module is off: a booking is an order its pay page would refuse", async () => {
    const unpaid = { ...conf, modules: { hotel: true } };
    const [p] = await makeAttendees(conf.id, "booking-nopay-", 1);
    const roomId = await saveRoom(conf.id, managerId, roomForm(hotelId, { typeEn: "No pay", displayPrice: "70" }));
    expect((await bookingInfo(unpaid, me, "en", NOW)).config.refusal).toMatchObject({ key: "hotel.errors.closed" });
    expect(await refusal(bookAsParticipant(unpaid, booker(p), { roomId, ...stay, rooms: 1 }, { now: NOW }))).toEqual({ _: "hotel.errors.closed" });
    expect(await refusal(availabilityFor(unpaid, roomId, stay.checkIn, stay.checkOut))).toEqual({ _: "hotel.errors.closed" });
    expect(await booked(roomId)).toEqual([0, 0, 0, 0, 0]);
    expect((await bookingInfo(conf, me, "en", NOW)).config.refusal).toBeNull();
  });
});

describe("booking and my reservations", () => {
  it("books, leads to the new order's pay page, and lists the reservation with its order", async () => {
    const roomId = await saveRoom(conf.id, managerId, roomForm(hotelId, { typeEn: "Mine", typeZh: "我的房型", displayPrice: "70", totalBookable: 3 }));
    const [p, other] = await makeAttendees(conf.id, "booking-mine-", 2);
    const b = await bookAsParticipant(conf, booker(p), { roomId, ...stay, rooms: 2, specialRequirements: "Quiet, please" }, { now: NOW });
    expect(b.next).toBe(`/profile/order/pay/goto/${b.order.id}`);
    expect(await availabilityFor(conf, roomId, "2027-05-01", "2027-05-04")).toEqual([
      { night: "2027-05-01", total: 3, booked: 0, free: 3 },
      { night: "2027-05-02", total: 3, booked: 2, free: 1 },
      { night: "2027-05-03", total: 3, booked: 2, free: 1 },
    ]);
    const mine = await myReservations(conf, p.id, "en", NOW);
    expect(mine).toEqual([
      expect.objectContaining({
        id: b.reservationId,
        hotel: "Conference Hotel",
        roomType: "Mine",
        checkIn: "2027-05-02",
        checkOut: "2027-05-04",
        nights: 2,
        rooms: 2,
        specialRequirements: "Quiet, please",
        amountMinor: 48_000 * 2 * 2,
        currency: "CNY",
        displayAmountMinor: 7_000 * 2 * 2,
        displayCurrency: "USD",
        cancelled: false,
        order: expect.objectContaining({
          id: b.order.id,
          orderNo: b.order.orderNo,
          transactionStatus: "UNPAID",
          payStatus: "UNPAID",
          payable: true,
          cancellable: true,
        }),
      }),
    ]);
    expect((await myReservations(conf, p.id, "zh", NOW))[0].roomType).toBe("我的房型");
    expect(await myReservations(conf, other.id, "en", NOW)).toEqual([]); // only one's own
    // once paid: neither payable nor cancellable
    await db().$transaction((tx) => transitionOrder(tx, { conferenceId: conf.id, orderId: b.order.id, to: "PAID", actor: "manager", actorUserId: managerId }));
    expect((await myReservations(conf, p.id, "en", NOW))[0].order).toMatchObject({
      transactionStatus: "PAID",
      payStatus: "PAID",
      payable: false,
      cancellable: false,
    });
  });
});

describe("the registration rule (SPEC §6)", () => {
  it("'register first, pay later' keeps booking closed until the registration fee is paid; managers book anyway", async () => {
    const gated = { ...conf, register: { ...REGISTER, costsSet: true, registerRule: "REGISTER_FIRST_AND_PAY_LATER" } };
    const roomId = await saveRoom(conf.id, managerId, roomForm(hotelId, { typeEn: "Pay first", displayPrice: "70" }));
    const [p] = await makeAttendees(conf.id, "booking-payfirst-", 1);
    expect((await bookingInfo(gated, booker(p), "en", NOW)).payFirst).toBe(true);
    expect(await refusal(bookAsParticipant(gated, booker(p), { roomId, ...stay, rooms: 1 }, { now: NOW }))).toEqual({ _: "hotel.book.payFirst" });
    expect(await booked(roomId)).toEqual([0, 0, 0, 0, 0]);
    expect((await bookingInfo(gated, booker(p, true), "en", NOW)).payFirst).toBe(false);

    const fee = await makeFee(conf.id, (await makeCategory(conf.id)).id);
    const [reg] = await createFeeOrders(conf, { userId: p.id, locale: "en" }, { registrationFeeId: fee.id, optional: [], invitationCode: "" });
    await db().$transaction((tx) => transitionOrder(tx, { conferenceId: conf.id, orderId: reg.id, to: "PAID", actor: "manager", actorUserId: managerId }));
    expect((await bookingInfo(gated, booker(p), "en", NOW)).payFirst).toBe(false);
    await bookAsParticipant(gated, booker(p), { roomId, ...stay, rooms: 1 }, { now: NOW });
    expect(await booked(roomId)).toEqual([0, 1, 1, 0, 0]);
    // "submit first, pay later" holds nothing back
    const [q] = await makeAttendees(conf.id, "booking-payfirst-free-", 1);
    const free = { ...gated, register: { ...gated.register, registerRule: "SUBMIT_FIRST_AND_PAY_LATER" } };
    expect((await bookingInfo(free, booker(q), "en", NOW)).payFirst).toBe(false);
  });
});

describe("cancelling my unpaid hotel order", () => {
  it("cancels it and gives its nights back; the reservation shows cancelled", async () => {
    const roomId = await saveRoom(conf.id, managerId, roomForm(hotelId, { typeEn: "Cancel mine", displayPrice: "70", totalBookable: 2 }));
    const [p, q] = await makeAttendees(conf.id, "booking-cancel-", 2);
    const { order, reservationId } = await bookAsParticipant(conf, booker(p), { roomId, ...stay, rooms: 2 }, { now: NOW });
    expect(await booked(roomId)).toEqual([0, 2, 2, 0, 0]);
    expect(await refusal(bookAsParticipant(conf, booker(q), { roomId, ...stay, rooms: 1 }, { now: NOW }))).toEqual({ _: "hotel.errors.soldOut" });

    expect(await cancelOwnHotelOrder(conf, p.id, order.id)).toMatchObject({ orderId: order.id, transactionStatus: "CANCELLED" });
    expect(await booked(roomId)).toEqual([0, 0, 0, 0, 0]);
    const [row] = await myReservations(conf, p.id, "en", NOW);
    expect(row).toMatchObject({
      id: reservationId,
      cancelled: true,
      order: { transactionStatus: "CANCELLED", available: false, payable: false, cancellable: false },
    });
    expect(await refusal(cancelOwnHotelOrder(conf, p.id, order.id))).toEqual({ _: "billing.errors.illegalTransition" }); // once
    expect(await booked(roomId)).toEqual([0, 0, 0, 0, 0]);
    // the nights are free for others again
    await bookAsParticipant(conf, booker(q), { roomId, ...stay, rooms: 2 }, { now: NOW });
    expect(await booked(roomId)).toEqual([0, 2, 2, 0, 0]);
  });

  it("refuses someone else's order, another kind of order and a paid one, and changes nothing", async () => {
    const roomId = await saveRoom(conf.id, managerId, roomForm(hotelId, { typeEn: "Not yours", displayPrice: "70", totalBookable: 4 }));
    const [owner, intruder] = await makeAttendees(conf.id, "booking-intruder-", 2);
    const { order } = await bookAsParticipant(conf, booker(owner), { roomId, ...stay, rooms: 1 }, { now: NOW });
    expect(await refusal(cancelOwnHotelOrder(conf, intruder.id, order.id))).toEqual({ _: "billing.errors.orderNotFound" });
    expect(await refusal(cancelOwnHotelOrder({ ...conf, id: conf.id + 999 }, owner.id, order.id))).toEqual({ _: "billing.errors.orderNotFound" });
    expect(await db().order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ transactionStatus: "UNPAID", available: true });
    expect(await booked(roomId)).toEqual([0, 1, 1, 0, 0]);

    const fee = await makeFee(conf.id, (await makeCategory(conf.id)).id);
    const [feeOrder] = await createFeeOrders(conf, { userId: owner.id, locale: "en" }, { registrationFeeId: fee.id, optional: [], invitationCode: "" });
    expect(await refusal(cancelOwnHotelOrder(conf, owner.id, feeOrder.id))).toEqual({ _: "billing.errors.orderNotFound" });
    expect(await db().order.findUniqueOrThrow({ where: { id: feeOrder.id } })).toMatchObject({ transactionStatus: "UNPAID" });

    await db().$transaction((tx) => transitionOrder(tx, { conferenceId: conf.id, orderId: order.id, to: "PAID", actor: "manager", actorUserId: managerId }));
    expect(await refusal(cancelOwnHotelOrder(conf, owner.id, order.id))).toEqual({ _: "billing.errors.illegalTransition" });
    expect(await booked(roomId)).toEqual([0, 1, 1, 0, 0]);
  });
});
