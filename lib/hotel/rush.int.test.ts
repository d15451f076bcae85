import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/server/db";
import { seedDemo } from "@/prisma/seed/demo";
import { makeAttendees } from "@/tests/support/billing";
import { makeManager, NOW, outcome, roomForm, saveRoom, setUpHotel } from "@/tests/support/hotel";
import { useTestDatabase } from "@/tests/integration/test-db";
import { bookRoom } from "./booking/book";
import { addDays, isoOf, nightsOf } from "./nights";

// What must hold for hotel bookings: per-night inventory is never over-sold under a rush, the stored counts are
// the sum of the accepted reservations, and one person's parallel bookings stay within their
// maximum. The in-memory gate (lib/orders/capacity.ts) is opened wide so that the rush reaches the
// database at once and the night locks alone have to keep the counts exact.
process.env.CAPACITY_ORDERS_PER_KEY = "300";
process.env.CAPACITY_ORDERS_TOTAL = "300";
useTestDatabase();

const db = () => getDb();
let conf: { id: number; timeZone: string };
let hotelId: number;
let managerId: number;

/** A repeatable sequence of stays (mulberry32): the same rush every run. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
function randomStay(next: () => number, rooms: number) {
  const start = Math.floor(next() * 5);
  const end = start + 1 + Math.floor(next() * (5 - start));
  return { checkIn: addDays("2027-05-01", start), checkOut: addDays("2027-05-01", end), rooms: 1 + Math.floor(next() * rooms), specialRequirements: "" };
}

/** night → rooms, summed over the given stays. */
function perNight(stays: { checkIn: string; checkOut: string; rooms: number }[]) {
  const out: Record<string, number> = {};
  for (const s of stays) for (const n of nightsOf(s.checkIn, s.checkOut)) out[n] = (out[n] ?? 0) + s.rooms;
  return out;
}

async function storedNights(roomId: number) {
  const rows = await db().hotelRoomNight.findMany({ where: { roomId }, orderBy: { night: "asc" } });
  return Object.fromEntries(rows.map((r) => [isoOf(r.night), { total: r.total, booked: r.booked }]));
}

beforeAll(async () => {
  await seedDemo(db());
  const c = await db().conferenceDomain.findUniqueOrThrow({ where: { host: "demo.localhost" }, include: { conference: true } });
  conf = { id: c.conferenceId, timeZone: c.conference.timeZone };
  managerId = (await makeManager("rush")).id;
  hotelId = (await setUpHotel(conf.id, managerId)).id;
});

describe("per-night inventory under a rush", () => {
  it("100 people booking overlapping stays of a room type with 5 rooms a night: no night over 5, counts = accepted reservations", async () => {
    const roomId = await saveRoom(conf.id, managerId, roomForm(hotelId, { typeEn: "Rush", totalBookable: 5, maxPerPerson: 2 }));
    const people = await makeAttendees(conf.id, "hotel-rush-", 100);
    const next = random(15);
    const stays = people.map(() => randomStay(next, 2));
    const results = await Promise.allSettled(people.map((u, i) => bookRoom(conf, { userId: u.id }, { roomId, ...stays[i] }, { now: NOW })));
    const outcomes = results.map(outcome);
    expect(outcomes.filter((o) => o !== "ok" && o !== "hotel.errors.soldOut" && o !== "errors.busy")).toEqual([]);
    expect(outcomes.filter((o) => o === "hotel.errors.soldOut").length).toBeGreaterThan(0);

    const accepted = stays.filter((_, i) => outcomes[i] === "ok");
    expect(accepted.length).toBeGreaterThan(0);
    const expected = perNight(accepted);
    const stored = await storedNights(roomId);
    expect(Object.keys(stored)).toEqual(nightsOf("2027-05-01", "2027-05-06"));
    for (const [night, { total, booked }] of Object.entries(stored)) {
      expect(total).toBe(5);
      expect(booked, night).toBeLessThanOrEqual(5);
      expect(booked, night).toBe(expected[night] ?? 0);
    }
    // the reservations table says the same, and every accepted booking has its unpaid HOTEL order
    const held = await db().hotelReservation.findMany({ where: { roomId, cancelledAt: null } });
    expect(perNight(held.map((r) => ({ checkIn: isoOf(r.checkIn), checkOut: isoOf(r.checkOut), rooms: r.roomCount })))).toEqual(expected);
    expect(await db().order.count({ where: { conferenceId: conf.id, type: "HOTEL", transactionStatus: "UNPAID" } })).toBe(accepted.length);
    const order = await db().order.findFirstOrThrow({
      where: { type: "HOTEL", reservations: { some: { roomId } } },
      include: { items: true, reservations: true },
    });
    const r = order.reservations[0];
    expect(order.totalMinor).toBe(48_000 * r.days * r.roomCount);
    expect(order.items[0]).toMatchObject({ type: "HOTEL", roomId, reservationId: r.id, unitPriceMinor: 48_000, amountMinor: order.totalMinor, days: r.days });
  });

  it("one person booking 20 times in parallel never holds more rooms on a night than their maximum", async () => {
    const roomId = await saveRoom(conf.id, managerId, roomForm(hotelId, { typeEn: "Clicker", totalBookable: 50, maxPerPerson: 3 }));
    const [me] = await makeAttendees(conf.id, "hotel-clicker-", 1);
    const next = random(42);
    const stays = Array.from({ length: 20 }, () => randomStay(next, 2));
    const results = await Promise.allSettled(stays.map((s) => bookRoom(conf, { userId: me.id }, { roomId, ...s }, { now: NOW })));
    const outcomes = results.map(outcome);
    expect(outcomes.filter((o) => o !== "ok" && o !== "hotel.errors.perPersonMax" && o !== "errors.busy")).toEqual([]);
    expect(outcomes.filter((o) => o === "hotel.errors.perPersonMax").length).toBeGreaterThan(0);
    const mine = perNight(stays.filter((_, i) => outcomes[i] === "ok"));
    for (const rooms of Object.values(mine)) expect(rooms).toBeLessThanOrEqual(3);
    const stored = await storedNights(roomId);
    for (const [night, { booked }] of Object.entries(stored)) expect(booked, night).toBe(mine[night] ?? 0);
  });
});
