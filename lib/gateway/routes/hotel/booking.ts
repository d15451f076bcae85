import "server-only";
import { ZAvailabilityQuery, ZHotelOrderRef } from "@/lib/hotel/booking/schemas";
import { bookingInfo, myReservations } from "@/lib/hotel/booking/queries";
import { bookRoom } from "@/lib/hotel/booking/book-room";
import { availabilityFor, cancelOwnHotelOrder } from "@/lib/hotel/booking/service";
import { ZBooking } from "@/lib/hotel/schemas";
import { withOrderCapacity } from "@/lib/orders/capacity";
import { viewerOf } from "@/lib/server/guard";
import { requestOrigin } from "@/lib/server/request-origin";
import { route, type GatewayRoute } from "@/lib/gateway/types";

// The participant's side of hotel booking (§2 /profile/hotel/order; §7 names no paths for
// it, so these are ours under /conference/hotel). Registered participants (or the conference's
// managers), as the page; always their own reservations on the host's conference.

const H = "/conference/hotel";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const HOTEL_BOOKING_ROUTES: Record<string, GatewayRoute<any, any, any>> = {
  // The config (open or why not, window, currencies, texts) and the hotels with their room types.
  [`GET ${H}/info`]: route({
    auth: "participant",
    module: "hotel",
    handler: async ({ access, locale }) => bookingInfo(access.conference, viewerOf(access), locale),
  }),

  // ?roomId&checkIn&checkOut → each night of the stay with its rooms left (a snapshot).
  [`GET ${H}/availability`]: route({
    auth: "participant",
    module: "hotel",
    query: ZAvailabilityQuery,
    handler: async ({ access, query }) => availabilityFor(access.conference, query.roomId, query.checkIn, query.checkOut),
  }),

  // Book a stay → { reservationId, orderId, orderNo, next } (next: the order's pay page).
  [`POST ${H}/book`]: route({
    auth: "participant",
    module: "hotel",
    gate: withOrderCapacity,
    body: ZBooking,
    handler: async ({ access, body }) => bookRoom(access, body, await requestOrigin()),
  }),

  // My reservations with their orders, newest first.
  [`GET ${H}/mine`]: route({
    auth: "participant",
    module: "hotel",
    handler: async ({ access, locale }) => myReservations(access.conference, access.user.id, locale),
  }),

  // Cancel my unpaid hotel order {orderId}: its nights are given back.
  [`POST ${H}/cancel`]: route({
    auth: "participant",
    module: "hotel",
    body: ZHotelOrderRef,
    handler: async ({ access, body }) => cancelOwnHotelOrder(access.conference, access.user.id, body.orderId),
  }),
};
