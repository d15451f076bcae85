import "server-only";
import { viewerOf, type SignedIn } from "@/lib/server/guard";
import type { TBooking } from "../schemas";
import { bookAsParticipant } from "./service";

// Booking a stay as the booking page's action and the gateway's call both answer it: each adapter
// passes the signed-in person and the request's origin (for the mail's links) and sends back this.

/** Book a stay → { reservationId, orderId, orderNo, next } (next: the order's pay page). */
export async function bookRoom(a: SignedIn, input: TBooking, origin: string) {
  const { reservationId, order, next } = await bookAsParticipant(a.conference, viewerOf(a), input, { origin });
  return { reservationId, orderId: order.id, orderNo: order.orderNo, next };
}
