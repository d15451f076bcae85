import "server-only";
import type { SiteConference } from "@/lib/server/site-conference";
import { cancelOwnOrder } from "@/lib/orders/actions-core";
import { mustPayFirst } from "@/lib/orders/payment-gate";
import { db } from "@/lib/server/db";
import { Conflict, NotFound } from "@/lib/server/errors";
import { stayAvailability, type NightAvailability } from "../availability";
import { bookRoom, type Booking } from "./book";
import type { TBooking } from "../schemas";

// The participant's side of booking: book.ts books and release.ts gives nights back;
// this adds what the screen and its gateway calls need around them — the hotel module must be on
// (book.ts checks only the hotel config), the registration rule may want the registration fee paid
// first (SPEC §6, lib/orders/payment-gate.ts), and a cancel reaches only one's own HOTEL orders.

type Conf = Pick<SiteConference, "id" | "timeZone" | "modules" | "register">;
/** The signed-in person; managers book without registering or paying first. */
export type Booker = { userId: number; manager: boolean };

/** Rooms are paid through orders: booking is open only while payment is on too (bookingRefusal agrees). */
function assertModuleOn(conf: Pick<Conf, "modules">) {
  if (!conf.modules.hotel || !conf.modules.payment) throw new Conflict("hotel.errors.closed");
}

/** Whether the registration rule keeps this person from booking until the registration fee is paid. */
export function payFirst(conf: Conf, who: Booker): Promise<boolean> {
  return mustPayFirst(conf, { user: { id: who.userId }, manager: who.manager }, "hotel");
}

export async function availabilityFor(conf: Conf, roomId: number, checkIn: string, checkOut: string): Promise<NightAvailability[]> {
  assertModuleOn(conf);
  return stayAvailability(conf.id, roomId, checkIn, checkOut);
}

/** Books for the signed-in person; returns the reservation, its order and where to pay it. */
export async function bookAsParticipant(
  conf: Conf,
  who: Booker,
  v: TBooking,
  opts: { now?: Date; origin?: string | null } = {},
): Promise<Booking & { next: string }> {
  assertModuleOn(conf);
  if (await payFirst(conf, who)) throw new Conflict("hotel.book.payFirst");
  const booked = await bookRoom(conf, { userId: who.userId }, v, opts);
  return { ...booked, next: `/profile/order/pay/goto/${booked.order.id}` };
}

/**
 * Cancels the person's own unpaid HOTEL order through the order core (lib/orders/actions-core.ts),
 * whose transition gives the nights back (lib/hotel/release.ts). Anyone else's order, or one of
 * another type, answers as missing; a paid one is refused by the transition table.
 */
export async function cancelOwnHotelOrder(conf: Pick<Conf, "id">, userId: number, orderId: number) {
  const mine = await db.order.findFirst({ where: { id: orderId, conferenceId: conf.id, userId, type: "HOTEL" }, select: { id: true } });
  if (!mine) throw new NotFound("billing.errors.orderNotFound");
  const o = await cancelOwnOrder(conf, userId, orderId);
  return { orderId: o.id, orderNo: o.orderNo, transactionStatus: o.transactionStatus };
}
