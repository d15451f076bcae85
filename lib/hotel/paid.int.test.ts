import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { grantPayLater } from "@/lib/orders/actions-core";
import { createFeeOrders } from "@/lib/orders/create";
import { confirmOfflinePayment, declarePaid, startPayment } from "@/lib/payments/offline";
import { getDb } from "@/lib/server/db";
import { seedDemo } from "@/prisma/seed/demo";
import { makeAttendees, makeCategory, makeFee } from "@/tests/support/billing";
import { makeManager, roomForm, saveRoom, setUpHotel } from "@/tests/support/hotel";
import { useTestDatabase } from "@/tests/integration/test-db";
import { bookRoom } from "./booking/book";

// Paying a hotel booking: the "hotel payment" mail, the reservation showing what was
// paid, and the §3 payment plan — "general" pays a hotel order together with the registration in
// one bill, "hotel separate" refuses to combine them. Booking and paying run on the real clock, so
// the booking window and the stay lie far ahead.
useTestDatabase();

const db = () => getDb();
let conf: { id: number; timeZone: string };
let roomId: number;
const ORIGIN = "https://demo.localhost";
const stay = { checkIn: "2099-05-02", checkOut: "2099-05-04", rooms: 1, specialRequirements: "" };

async function payPlan(plan: "GENERAL" | "HOTEL_SEPARATE") {
  await db().paymentMethodConfig.upsert({
    where: { conferenceId_method: { conferenceId: conf.id, method: "BANK_REMITTANCE" } },
    create: { conferenceId: conf.id, method: "BANK_REMITTANCE", enabled: true, titleEn: "Bank transfer", titleZh: "银行汇款" },
    update: { enabled: true },
  });
  await db().paymentSettings.upsert({
    where: { conferenceId: conf.id },
    create: { conferenceId: conf.id, combineOrders: true, plan },
    update: { combineOrders: true, plan },
  });
}

async function registrationAndHotel(prefix: string) {
  const cat = await makeCategory(conf.id);
  const reg = await makeFee(conf.id, cat.id, { priceMinor: 1200_00 });
  const [person] = await makeAttendees(conf.id, prefix, 1);
  const [regOrder] = await createFeeOrders(conf, { userId: person.id, locale: "en" }, { registrationFeeId: reg.id, optional: [], invitationCode: "" });
  const booking = await bookRoom(conf, { userId: person.id }, { roomId, ...stay }, { origin: ORIGIN });
  return { person, regOrder, booking };
}

beforeAll(async () => {
  await seedDemo(db());
  const c = await db().conferenceDomain.findUniqueOrThrow({ where: { host: "demo.localhost" }, include: { conference: true } });
  conf = { id: c.conferenceId, timeZone: c.conference.timeZone };
  const managerId = (await makeManager("paid")).id;
  const hotel = await setUpHotel(conf.id, managerId, { bookingStart: "2026-01-01", bookingEnd: "2099-12-31" });
  roomId = await saveRoom(conf.id, managerId, roomForm(hotel.id, { checkInStart: "2099-05-01", checkInEnd: "2099-05-06", totalBookable: 50, maxPerPerson: 2 }));
});
beforeEach(async () => {
  await db().mailOutbox.deleteMany({});
});

describe("paying a hotel booking", () => {
  it("plan 'general': registration and hotel in one bill; both paid, the reservation shows the amount, the hotel-payment mail names the hotel", async () => {
    await payPlan("GENERAL");
    const { person, regOrder, booking } = await registrationAndHotel("hotel-paid-");
    expect(booking.order.totalMinor).toBe(960_00); // 2 nights × 1 room × 480
    const bill = await startPayment(conf, person.id, [regOrder.id, booking.order.id], "BANK_REMITTANCE");
    expect(bill.amountMinor).toBe(2160_00);
    await declarePaid(conf, person.id, bill.billNo, "");
    const managerId = (await db().user.findUniqueOrThrow({ where: { email: "manager@example.org" } })).id;
    await confirmOfflinePayment(conf, managerId, { orderId: booking.order.id, amountMinor: 2160_00, paidOn: "2026-11-24", transactionNo: "H1" }, ORIGIN);

    const reservation = await db().hotelReservation.findUniqueOrThrow({ where: { id: booking.reservationId } });
    expect(reservation).toMatchObject({ payStatus: "PAID", paidMinor: 960_00, totalPayableMinor: 960_00, cancelledAt: null });
    const mails = await db().mailOutbox.findMany({ where: { to: person.email }, orderBy: { id: "asc" } });
    expect(mails.map((m) => m.templateKind).sort()).toEqual(["HOTEL_PAYMENT", "HOTEL_RESERVATION", "REGISTRATION_PAYMENT"]);
    const hotelPaid = mails.find((m) => m.templateKind === "HOTEL_PAYMENT")!;
    expect(hotelPaid.text).toContain("Conference Hotel");
    expect(hotelPaid.text).toContain(booking.order.orderNo);
    expect(hotelPaid.text).toContain(`${ORIGIN}/profile/hotel/order`);
  });

  it("plan 'hotel separate': the hotel order cannot share a bill with the registration, but is paid alone", async () => {
    await payPlan("HOTEL_SEPARATE");
    const { person, regOrder, booking } = await registrationAndHotel("hotel-separate-");
    await expect(startPayment(conf, person.id, [regOrder.id, booking.order.id], "BANK_REMITTANCE")).rejects.toMatchObject({
      key: "billing.errors.cannotCombine",
    });
    const bill = await startPayment(conf, person.id, [booking.order.id], "BANK_REMITTANCE");
    expect(bill.amountMinor).toBe(960_00);
  });

  it("a manager's 'pay later' shows on the reservation as well as on the order", async () => {
    const { booking } = await registrationAndHotel("hotel-later-");
    const managerId = (await db().user.findUniqueOrThrow({ where: { email: "manager@example.org" } })).id;
    await grantPayLater(conf, managerId, booking.order.id, "pays at the front desk");
    expect(await db().hotelReservation.findUniqueOrThrow({ where: { id: booking.reservationId } })).toMatchObject({ payStatus: "DELAY", paidMinor: 0 });
  });
});
