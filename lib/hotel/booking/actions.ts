"use server";
import { action } from "@/lib/server/action";
import type { SignedIn } from "@/lib/server/guard";
import { requestOrigin } from "@/lib/server/request-origin";
import { ZAvailabilityQuery, ZHotelOrderRef } from "./schemas";
import { availabilityFor, bookAsParticipant, cancelOwnHotelOrder } from "./service";
import { ZBooking } from "../schemas";

// Server actions of /profile/hotel/order: the signed-in, registered person on the host's
// conference. The services check the config, the window, the nights and the ownership.

const userOf = (a: SignedIn) => a.user.id;
const bookerOf = (a: SignedIn) => ({ userId: userOf(a), manager: a.manager });

export const hotelAvailabilityAction = action({ audience: "participant", module: "hotel", schema: ZAvailabilityQuery }, async (q, a) =>
  availabilityFor(a.conference, q.roomId, q.checkIn, q.checkOut),
);

export const bookRoomAction = action({ audience: "participant", module: "hotel", schema: ZBooking }, async (v, a) => {
  const { reservationId, order, next } = await bookAsParticipant(a.conference, bookerOf(a), v, { origin: await requestOrigin() });
  return { reservationId, orderId: order.id, orderNo: order.orderNo, next };
});

export const cancelHotelOrderAction = action({ audience: "participant", module: "hotel", schema: ZHotelOrderRef }, async ({ orderId }, a) =>
  cancelOwnHotelOrder(a.conference, userOf(a), orderId),
);
