"use server";
import { action } from "@/lib/server/action";
import { requestOrigin } from "@/lib/server/request-origin";
import { ZAvailabilityQuery, ZHotelOrderRef } from "./schemas";
import { bookRoom } from "./book-room";
import { availabilityFor, cancelOwnHotelOrder } from "./service";
import { ZBooking } from "../schemas";

// Server actions of /profile/hotel/order: the signed-in, registered person on the host's
// conference. The services check the config, the window, the nights and the ownership.

export const hotelAvailabilityAction = action({ audience: "participant", module: "hotel", schema: ZAvailabilityQuery }, async (q, a) =>
  availabilityFor(a.conference, q.roomId, q.checkIn, q.checkOut),
);

export const bookRoomAction = action({ audience: "participant", module: "hotel", schema: ZBooking }, async (v, a) => bookRoom(a, v, await requestOrigin()));

export const cancelHotelOrderAction = action({ audience: "participant", module: "hotel", schema: ZHotelOrderRef }, async ({ orderId }, a) =>
  cancelOwnHotelOrder(a.conference, a.user.id, orderId),
);
