import { beforeAll, describe, expect, it } from "vitest";
import { bookRoom } from "@/lib/hotel/booking/book";
import { getDb } from "@/lib/server/db";
import { seedDemo } from "@/prisma/seed/demo";
import { errorKey, makeAttendees, makeCategory, makeFee } from "@/tests/support/billing";
import { makeManager, NOW, roomForm, saveRoom, setUpHotel } from "@/tests/support/hotel";
import { useTestDatabase } from "@/tests/integration/test-db";
import { withOrderCapacity } from "./capacity";
import { createFeeOrders } from "./create";

// The orders' gate (lib/orders/capacity.ts) is overload protection, not the way a rush learns
// "sold out": with every slot of the conference's gate taken (and a wait of one second before
// "busy, retry"), an order or a booking past the stock is still answered "sold out", from the
// counters. Outcomes only; the rush's speed is the bench's (scripts/bench-rush.ts).
process.env.CAPACITY_ORDERS_PER_KEY = "1";
process.env.CAPACITY_ORDERS_TOTAL = "2";
process.env.CAPACITY_ORDERS_WAIT_MS = "1000";
useTestDatabase();

const db = () => getDb();
let conf: { id: number; timeZone: string };

beforeAll(async () => {
  await seedDemo(db());
  const c = await db().conferenceDomain.findUniqueOrThrow({ where: { host: "demo.localhost" }, include: { conference: true } });
  conf = { id: c.conferenceId, timeZone: c.conference.timeZone };
});

/** Takes the conference's only slot of the orders' gate until `release` is called. */
function holdGate() {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  const done = withOrderCapacity(conf.id, () => held);
  return async () => {
    release();
    await done;
  };
}

describe("sold out is answered from the counters, not after the gate", () => {
  it("a fee whose category quota is used up", async () => {
    const cat = await makeCategory(conf.id, { totalLimit: 1 });
    const fee = await makeFee(conf.id, cat.id);
    const [first, late] = await makeAttendees(conf.id, "early-fee-", 2);
    const choice = { registrationFeeId: fee.id, optional: [], invitationCode: "" };
    await createFeeOrders(conf, { userId: first.id, locale: "en" }, choice);
    const release = holdGate();
    try {
      const [r] = await Promise.allSettled([createFeeOrders(conf, { userId: late.id, locale: "en" }, choice)]);
      expect(errorKey(r)).toBe("billing.errors.soldOut");
    } finally {
      await release();
    }
    expect((await db().feeCategory.findUniqueOrThrow({ where: { id: cat.id } })).usedCount).toBe(1);
  });

  it("a hotel night with no room left", async () => {
    const manager = await makeManager("early");
    const hotel = await setUpHotel(conf.id, manager.id);
    const roomId = await saveRoom(conf.id, manager.id, roomForm(hotel.id, { typeEn: "Last room", totalBookable: 1, maxPerPerson: 1 }));
    const [first, late] = await makeAttendees(conf.id, "early-hotel-", 2);
    const stay = { roomId, checkIn: "2027-05-02", checkOut: "2027-05-03", rooms: 1, specialRequirements: "" };
    await bookRoom(conf, { userId: first.id }, stay, { now: NOW });
    const release = holdGate();
    try {
      const [r] = await Promise.allSettled([bookRoom(conf, { userId: late.id }, stay, { now: NOW })]);
      expect(errorKey(r)).toBe("hotel.errors.soldOut");
    } finally {
      await release();
    }
    expect(await db().hotelReservation.count({ where: { roomId, cancelledAt: null } })).toBe(1);
  });
});
