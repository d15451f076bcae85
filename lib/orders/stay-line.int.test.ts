import { beforeAll, describe, expect, it } from "vitest";
import { bookRoom } from "@/lib/hotel/booking/book";
import { receiptState } from "@/lib/receipts/queries";
import { getDb } from "@/lib/server/db";
import { seedDemo } from "@/prisma/seed/demo";
import { makeAttendees } from "@/tests/support/billing";
import { makeManager, NOW, roomForm, saveRoom, setUpHotel, withoutDemoHotel } from "@/tests/support/hotel";
import { useTestDatabase } from "@/tests/integration/test-db";
import { getOrderDetail } from "./manage/queries";
import { payView } from "@/lib/payments/pay-view";
import { stayLineValues } from "./stay-line";

// A booked stay's order line keeps its nights and rooms all the way to the screens that show it:
// the pay page, the manager's order detail and the receipt request's goods description.
useTestDatabase();

const db = () => getDb();
let conf: { id: number; timeZone: string };
let userId = 0;
let orderId = 0;

beforeAll(async () => {
  await seedDemo(db());
  const d = await db().conferenceDomain.findUniqueOrThrow({ where: { host: "demo.localhost" }, include: { conference: true } });
  conf = { id: d.conferenceId, timeZone: d.conference.timeZone };
  await withoutDemoHotel(conf.id);
  const managerId = (await makeManager("stay-line")).id;
  const hotelId = (await setUpHotel(conf.id, managerId)).id;
  const roomId = await saveRoom(conf.id, managerId, roomForm(hotelId, { price: "460" }));
  [{ id: userId }] = await makeAttendees(conf.id, "stay-line-", 1);
  const booking = await bookRoom(conf, { userId }, { roomId, checkIn: "2027-05-02", checkOut: "2027-05-04", rooms: 1, specialRequirements: "" }, { now: NOW });
  orderId = booking.order.id;
});

describe("a hotel order line", () => {
  it("reaches the pay page with its nights and rooms: 2 nights × 1 room × ¥460 = ¥920", async () => {
    const view = await payView(conf, userId, [orderId], "zh", NOW);
    const [line] = view!.orders[0].items;
    expect(line).toMatchObject({ type: "HOTEL", days: 2, roomQuantity: 1, unitPriceMinor: 460_00, amountMinor: 920_00 });
    expect(stayLineValues(line, "CNY", "zh")).toEqual({ nights: 2, rooms: 1, price: "¥460.00", amount: "¥920.00" });
  });

  it("reaches the manager's order detail with its nights and rooms", async () => {
    const [line] = (await getOrderDetail(conf.id, orderId, "en")).items;
    expect(line).toMatchObject({ type: "HOTEL", days: 2, roomQuantity: 1, unitPriceMinor: 460_00, amountMinor: 920_00 });
  });

  it("is named with its nights × rooms × rate in the receipt request, in the payer's language", async () => {
    await db().order.update({ where: { id: orderId }, data: { transactionStatus: "PAID", payStatus: "PAID", paidAt: NOW } });
    const en = await receiptState(conf, userId, orderId, "en", NOW);
    expect(en!.defaults!.content).toBe("Conference Hotel King room (2 nights × 1 room × CN¥460.00 = CN¥920.00)");
    const zh = await receiptState(conf, userId, orderId, "zh", NOW);
    expect(zh!.defaults!.content).toBe("会议酒店 大床房（2 晚 × 1 间 × ¥460.00 = ¥920.00）");
  });
});
