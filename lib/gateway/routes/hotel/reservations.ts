import "server-only";
import { ZHotelScope, ZReservationCancel, ZReservationExportQuery, ZReservationListQuery } from "@/lib/hotel/reservations/schemas";
import { cancelReservation } from "@/lib/hotel/reservations/service";
import { occupancyGrid } from "@/lib/hotel/occupancy";
import { exportReservations, roomingList } from "@/lib/hotel/reservations/export";
import { listReservations } from "@/lib/hotel/reservations/queries";
import { attachment } from "@/lib/server/attachment";
import { route, type GatewayRoute } from "@/lib/gateway/types";

// SPEC §2 manage/hotel (§7 names no hotel calls, so these paths are ours): the calls of
// /platform/manage/hotel. Managers only, always the host's conference: another conference's
// reservation id answers 404.

const HOTEL = "/conference/platform/manage/hotel";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const HOTEL_RESERVATIONS_ROUTES: Record<string, GatewayRoute<any, any, any>> = {
  // The list: search (email, name, unit, phone, order number), hotel, room type, pay status,
  // live/cancelled, check-in days → { rows, total }.
  [`GET ${HOTEL}/list`]: route({
    auth: "manager",
    query: ZReservationListQuery,
    handler: async ({ access, query }) => listReservations(access.conference.id, query),
  }),

  // Per hotel × room type × night: rooms booked and rooms there are.
  [`GET ${HOTEL}/occupancy`]: route({
    auth: "manager",
    query: ZHotelScope,
    handler: async ({ access, query }) => ({ hotels: await occupancyGrid(access.conference.id, query.hotelId) }),
  }),

  // The filtered list as a file: ?format=csv|xlsx and the list's filters.
  [`GET ${HOTEL}/export`]: route({
    auth: "manager",
    query: ZReservationExportQuery,
    handler: async ({ access, query, locale }) => {
      const out = await exportReservations(access.conference, query, query.format, locale);
      return attachment(`hotel-reservations.${out.ext}`, out.type, out.body);
    },
  }),

  // The front desks' rooming list: live reservations, one XLSX sheet per hotel.
  [`GET ${HOTEL}/roomingList`]: route({
    auth: "manager",
    query: ZHotelScope,
    handler: async ({ access, query, locale }) => {
      const out = await roomingList(access.conference, locale, query.hotelId);
      return attachment(`rooming-list.${out.ext}`, out.type, out.body);
    },
  }),

  // Cancel a reservation through its order (reason; a paid one also a refund note): its nights come back.
  [`POST ${HOTEL}/cancel`]: route({
    auth: "manager",
    body: ZReservationCancel,
    handler: async ({ access, body }) => cancelReservation(access.conference, access.user.id, body),
  }),
};
