import { beforeAll, describe, expect, it } from "vitest";
import { cancelOwnOrder } from "@/lib/orders/actions-core";
import { createFeeOrders } from "@/lib/orders/create";
import { expireDueOrders } from "@/lib/orders/expire";
import { transitionOrder } from "@/lib/orders/transition";
import type { TransactionStatus } from "@/lib/generated/prisma/enums";
import type { OrderActor } from "@/lib/orders/status";
import { getDb } from "@/lib/server/db";
import { seedDemo } from "@/prisma/seed/demo";
import { errorKey, makeAttendees, makeCategory, makeFee } from "@/tests/support/billing";
import { makeManager, NOW, refusal, roomForm, saveRoom, setUpHotel } from "@/tests/support/hotel";
import { useTestDatabase } from "@/tests/integration/test-db";
import { stayAvailability } from "./availability";
import { bookRoom } from "./booking/book";
import { saveHotelConfig } from "./config/service";
import { ZHotelConfig } from "./schemas";

// Nights come back exactly once when an order stops holding them — expiry (injected clock),
// cancelling, voiding — and a settlement-currency change voids exactly the unpaid hotel orders
// and the room prices, after the manager confirmed the count (SPEC §4).
useTestDatabase();

const db = () => getDb();
let conf: { id: number; timeZone: string };
let hotelId: number;
let managerId: number;
const stay = { checkIn: "2027-05-02", checkOut: "2027-05-04", specialRequirements: "" };

beforeAll(async () => {
  await seedDemo(db());
  const c = await db().conferenceDomain.findUniqueOrThrow({ where: { host: "demo.localhost" }, include: { conference: true } });
  conf = { id: c.conferenceId, timeZone: c.conference.timeZone };
  managerId = (await makeManager("release")).id;
  hotelId = (await setUpHotel(conf.id, managerId)).id;
});

const booked = async (roomId: number) =>
  (await db().hotelRoomNight.findMany({ where: { roomId }, orderBy: { night: "asc" }, select: { booked: true } })).map((n) => n.booked);
const move = (orderId: number, to: TransactionStatus, actor: OrderActor) =>
  db().$transaction((tx) => transitionOrder(tx, { conferenceId: conf.id, orderId, to, actor, actorUserId: managerId }));

describe("nights come back", () => {
  it("an unpaid hotel order expires at its deadline (injected clock) and gives its nights back once", async () => {
    const roomId = await saveRoom(conf.id, managerId, roomForm(hotelId, { typeEn: "Expiry", totalBookable: 2 }));
    const [first, second] = await makeAttendees(conf.id, "hotel-expiry-", 2);
    const { order } = await bookRoom(conf, { userId: first.id }, { roomId, ...stay, rooms: 2 }, { now: NOW });
    expect(order.deadlineAt!.getTime()).toBe(NOW.getTime() + 72 * 3_600_000); // payWithinHours default
    expect(await booked(roomId)).toEqual([0, 2, 2, 0, 0]);
    // what the booking form shows per night (a night outside the window has nothing free)
    expect(await stayAvailability(conf.id, roomId, "2027-04-30", "2027-05-03")).toEqual([
      { night: "2027-04-30", total: 0, booked: 0, free: 0 },
      { night: "2027-05-01", total: 2, booked: 0, free: 2 },
      { night: "2027-05-02", total: 2, booked: 2, free: 0 },
    ]);
    expect(await refusal(bookRoom(conf, { userId: second.id }, { roomId, ...stay, rooms: 1 }, { now: NOW }))).toEqual({ _: "hotel.errors.soldOut" });

    expect(await expireDueOrders(new Date(order.deadlineAt!.getTime() - 1))).toBe(0); // not yet
    expect(await booked(roomId)).toEqual([0, 2, 2, 0, 0]);
    expect(await expireDueOrders(order.deadlineAt!)).toBe(1);
    expect(await booked(roomId)).toEqual([0, 0, 0, 0, 0]);
    expect(await db().hotelReservation.findFirstOrThrow({ where: { orderId: order.id } })).toMatchObject({
      cancelledAt: expect.any(Date),
      payStatus: "UNPAID",
    });
    expect(await expireDueOrders(order.deadlineAt!)).toBe(0); // once
    expect(await booked(roomId)).toEqual([0, 0, 0, 0, 0]);
    await bookRoom(conf, { userId: second.id }, { roomId, ...stay, rooms: 2 }, { now: NOW });
    expect(await booked(roomId)).toEqual([0, 2, 2, 0, 0]);
  });

  it("parallel cancels move the order once and give the nights back once", async () => {
    const roomId = await saveRoom(conf.id, managerId, roomForm(hotelId, { typeEn: "Cancel", totalBookable: 4 }));
    const [p, q] = await makeAttendees(conf.id, "hotel-cancel-", 2);
    const { order } = await bookRoom(conf, { userId: p.id }, { roomId, ...stay, rooms: 2 }, { now: NOW });
    await bookRoom(conf, { userId: q.id }, { roomId, ...stay, rooms: 1 }, { now: NOW });
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => cancelOwnOrder(conf, p.id, order.id)));
    expect(results.map(errorKey).filter((k) => k === "ok")).toHaveLength(1);
    expect(await booked(roomId)).toEqual([0, 1, 1, 0, 0]);
  });
});

describe("changing the settlement currency", () => {
  it("voids exactly the unpaid hotel orders and the room prices, after confirming the count", async () => {
    const roomId = await saveRoom(conf.id, managerId, roomForm(hotelId, { typeEn: "Currency", totalBookable: 10, maxPerPerson: 1 }));
    const unpaidHotel = { conferenceId: conf.id, type: "HOTEL" as const, transactionStatus: { in: ["UNPAID" as const, "PAYMENT_FAILED" as const] } };
    const earlier = (await db().order.findMany({ where: unpaidHotel, select: { id: true } })).map((o) => o.id); // other room types' bookings above
    const people = await makeAttendees(conf.id, "hotel-currency-", 5);
    const orders = [];
    for (const u of people) orders.push((await bookRoom(conf, { userId: u.id }, { roomId, ...stay, rooms: 1 }, { now: NOW })).order);
    const [unpaid, failed, paid, waiting, cancelled] = orders;
    await move(failed.id, "PAYMENT_FAILED", "provider");
    await move(paid.id, "PAID", "manager");
    await move(waiting.id, "WAITING_CONFIRMATION", "participant");
    await move(cancelled.id, "CANCELLED", "manager");
    // an unpaid fee order is not a hotel order: it stays
    const fee = await makeFee(conf.id, (await makeCategory(conf.id)).id);
    const [feeOrder] = await createFeeOrders(conf, { userId: people[0].id, locale: "en" }, { registrationFeeId: fee.id, optional: [], invitationCode: "" });
    expect(await booked(roomId)).toEqual([0, 4, 4, 0, 0]);

    const usd = ZHotelConfig.parse({ bookingStart: "2026-11-01", bookingEnd: "2026-12-31", open: true, settlementCurrency: "USD" });
    expect(await saveHotelConfig(conf.id, usd, managerId)).toEqual({ status: "confirm", count: earlier.length + 2 });
    expect(await saveHotelConfig(conf.id, { ...usd, voidCount: 2 }, managerId)).toEqual({ status: "confirm", count: earlier.length + 2 });
    expect((await db().hotelConfig.findUniqueOrThrow({ where: { conferenceId: conf.id } })).settlementCurrency).toBe("CNY"); // nothing saved yet
    expect(await saveHotelConfig(conf.id, { ...usd, voidCount: earlier.length + 2 }, managerId)).toMatchObject({ status: "saved", voided: earlier.length + 2 });
    expect(await db().order.count({ where: unpaidHotel })).toBe(0);

    const status = async (id: number) =>
      db().order.findUniqueOrThrow({ where: { id }, select: { transactionStatus: true, available: true, voidReason: true } });
    expect(await status(unpaid.id)).toEqual({ transactionStatus: "CANCELLED", available: false, voidReason: "hotelCurrencyChanged" });
    expect(await status(failed.id)).toEqual({ transactionStatus: "CANCELLED", available: false, voidReason: "hotelCurrencyChanged" });
    expect(await status(paid.id)).toMatchObject({ transactionStatus: "PAID", available: true });
    expect(await status(waiting.id)).toMatchObject({ transactionStatus: "WAITING_CONFIRMATION", available: true });
    expect(await status(cancelled.id)).toMatchObject({ transactionStatus: "CANCELLED", voidReason: "" });
    expect(await status(feeOrder.id)).toMatchObject({ transactionStatus: "UNPAID", available: true });
    expect(await booked(roomId)).toEqual([0, 2, 2, 0, 0]); // the paid and the waiting one still hold theirs
    expect(await db().hotelReservation.findFirstOrThrow({ where: { orderId: paid.id } })).toMatchObject({ payStatus: "PAID", paidMinor: 96_000 });
    expect(await db().hotelRoom.count({ where: { conferenceId: conf.id, priceMinor: { not: null } } })).toBe(0);
    const [late] = await makeAttendees(conf.id, "hotel-currency-late-", 1);
    expect(await refusal(bookRoom(conf, { userId: late.id }, { roomId, ...stay, rooms: 1 }, { now: NOW }))).toEqual({ _: "hotel.errors.notPriced" });
  });
});
