import { beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "@/lib/server/db";
import { seedDemo } from "@/prisma/seed/demo";
import { createSession } from "@/lib/server/session-store";
import { errorKey } from "@/tests/support/billing";
import { callGateway, envelopeOf } from "@/tests/support/gateway-call";
import { refusal } from "@/tests/support/hotel";
import { bookedNights, setUpReservations, type AdminFixture } from "@/tests/support/hotel-reservations";
import { useTestDatabase } from "@/tests/integration/test-db";
import { cancelReservation } from "./service";
import { occupancyGrid } from "../occupancy";

// A manager cancels a reservation from /platform/manage/hotel: its order is cancelled
// through the order screen's service, and the nights come back exactly once — also when ten
// managers press "Cancel" at once; a paid booking needs its refund note; another conference's
// reservation is not found.

vi.mock("next/headers", async () => (await import("@/tests/support/request-scope")).nextHeaders);
useTestDatabase();

const API = "/conference/platform/manage/hotel/cancel";
const db = () => getDb();
let conf = { id: 0, timeZone: "Asia/Shanghai" };
let f: AdminFixture;

beforeAll(async () => {
  await seedDemo(db());
  const c = await db().conferenceDomain.findUniqueOrThrow({ where: { host: "demo.localhost" }, include: { conference: true } });
  conf = { id: c.conferenceId, timeZone: c.conference.timeZone };
  f = await setUpReservations(conf, "cxl");
});

const reservation = (id: number) => db().hotelReservation.findUniqueOrThrow({ where: { id }, include: { order: true } });

describe("cancelling a reservation", () => {
  it("cancels its unpaid order with the reason and gives its nights back once, whoever else presses at the same time", async () => {
    expect(await bookedNights(f.rooms.king)).toEqual([2, 3, 1, 0, 0]);
    const id = f.bookings.unpaid.reservationId;
    const input = { reservationId: id, reason: "Booked twice by mistake", refundNote: "" };
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => cancelReservation(conf, f.managerId, input)));
    const keys = results.map(errorKey);
    expect(keys.filter((k) => k === "ok")).toHaveLength(1);
    expect(keys.filter((k) => k !== "ok" && k !== "hotel.manage.errors.alreadyCancelled" && k !== "billing.errors.illegalTransition")).toEqual([]);
    expect(await bookedNights(f.rooms.king)).toEqual([2, 2, 0, 0, 0]);

    const r = await reservation(id);
    expect(r.cancelledAt).toBeInstanceOf(Date);
    expect(r.order).toMatchObject({ transactionStatus: "CANCELLED", available: false, voidReason: "cancelledByManager", remarks: "Booked twice by mistake" });
    const history = await db().orderTransition.findMany({ where: { orderId: r.orderId! }, orderBy: { id: "asc" } });
    expect(history.map((h) => [h.fromStatus, h.toStatus, h.reason, h.actorUserId])).toEqual([
      [null, "UNPAID", null, f.people.unpaid.id],
      ["UNPAID", "CANCELLED", { text: "Booked twice by mistake" }, f.managerId],
    ]);
    // the grid drops with it
    const [main] = await occupancyGrid(conf.id, f.hotels.conference);
    expect(main.rooms[0].cells.map((c) => c.booked)).toEqual([2, 2, 0, 0, 0]);
    expect(await refusal(cancelReservation(conf, f.managerId, input))).toEqual({ _: "hotel.manage.errors.alreadyCancelled" });
    expect(await bookedNights(f.rooms.king)).toEqual([2, 2, 0, 0, 0]);
  });

  it("asks a refund note for a paid booking, then cancels it and frees its rooms", async () => {
    const id = f.bookings.paid.reservationId;
    expect(await refusal(cancelReservation(conf, f.managerId, { reservationId: id, reason: "Guest cannot come", refundNote: "" }))).toEqual({
      refundNote: "validation.required",
    });
    expect(await bookedNights(f.rooms.king)).toEqual([2, 2, 0, 0, 0]); // nothing changed
    const done = await cancelReservation(conf, f.managerId, {
      reservationId: id,
      reason: "Guest cannot come",
      refundNote: "Refunded CNY 1920 by bank transfer",
    });
    expect(done).toMatchObject({
      reservationId: id,
      cancelledAt: expect.any(Date),
      order: { transactionStatus: "CANCELLED", refundNote: "Refunded CNY 1920 by bank transfer" },
    });
    expect(await bookedNights(f.rooms.king)).toEqual([0, 0, 0, 0, 0]);
  });

  it("does not find another conference's reservation, nor one that does not exist", async () => {
    const other = await db().conferenceDomain.findUniqueOrThrow({ where: { host: "en.localhost" } });
    const input = { reservationId: f.bookings.twin.reservationId, reason: "x", refundNote: "" };
    expect(await refusal(cancelReservation({ id: other.conferenceId }, f.managerId, input))).toEqual({ _: "hotel.manage.errors.notFound" });
    expect(await refusal(cancelReservation(conf, f.managerId, { ...input, reservationId: 999_999 }))).toEqual({ _: "hotel.manage.errors.notFound" });
    expect(await bookedNights(f.rooms.twin)).toEqual([0, 0, 1, 1, 0]);
  });

  it("is the manager's gateway call: a reason is required, a participant and another conference's manager are refused", async () => {
    const managerUser = await db().user.findUniqueOrThrow({ where: { email: "manager@example.org" } });
    const manager = (await createSession(managerUser.id)).token;
    const participant = (await createSession(f.people.twin.id)).token;
    const body = { reservationId: f.bookings.twin.reservationId, reason: "No longer needed" };
    const noReason = await callGateway("POST", API, { token: manager, json: { ...body, reason: " " } });
    expect([noReason.status, (await envelopeOf(noReason)).code]).toEqual([400, 400]);
    expect((await callGateway("POST", API, { token: participant, json: body })).status).toBe(403);
    expect((await callGateway("POST", API, { token: manager, json: body, host: "en.localhost" })).status).toBe(403);
    expect(await bookedNights(f.rooms.twin)).toEqual([0, 0, 1, 1, 0]);

    const ok = await callGateway("POST", API, { token: manager, json: body });
    const data = (await envelopeOf<{ reservationId: number; order: { transactionStatus: string } }>(ok)).data;
    expect([ok.status, data.reservationId, data.order.transactionStatus]).toEqual([200, body.reservationId, "CANCELLED"]);
    expect(await bookedNights(f.rooms.twin)).toEqual([0, 0, 0, 0, 0]);
    expect((await callGateway("POST", API, { token: manager, json: body })).status).toBe(409);
  });
});
