import "server-only";
import { saveHotel, saveHotelConfig } from "@/lib/hotel/config/service";
import { getHotelConfigScreen } from "@/lib/hotel/config/queries";
import { deleteHotel, deleteRoomType, ZHotelIdInput } from "@/lib/hotel/config/delete-service";
import { saveRoomType } from "@/lib/hotel/config/room-service";
import { ZHotel, ZHotelConfig, ZRoomType } from "@/lib/hotel/schemas";
import { Conflict } from "@/lib/server/errors";
import { route, type GatewayRoute } from "@/lib/gateway/types";

// The calls of /platform/config/hotel (SPEC §7 names none, so these paths are ours).
// Managers only, always the host's conference: another conference's ids answer 404.

const H = "/conference/platform/config/hotel";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const HOTEL_CONFIG_ROUTES: Record<string, GatewayRoute<any, any, any>> = {
  // The screen's data: { config (null until saved), hotels in order with their room types and
  // each room type's nights (total, booked) }.
  [`GET ${H}/find`]: route({ auth: "manager", handler: async ({ access }) => getHotelConfigScreen(access.conference.id) }),

  // SPEC §5 booking start ≤ end: 400 on bookingEnd. A settlement-currency change answers 409 saying
  // how many unpaid hotel orders it voids (and that room prices are cleared), until the body
  // confirms that number as voidCount; then both happen with the save.
  [`POST ${H}/saveConfig`]: route({
    auth: "manager",
    body: ZHotelConfig,
    handler: async ({ access, body }) => {
      const r = await saveHotelConfig(access.conference.id, body, access.user.id);
      if (r.status === "confirm") throw new Conflict("hotel.config.confirmVoid", { count: r.count });
      return { id: r.id, voided: r.voided };
    },
  }),

  // Add (id null) or edit a hotel → { id }.
  [`POST ${H}/saveHotel`]: route({
    auth: "manager",
    body: ZHotel,
    handler: async ({ access, body }) => saveHotel(access.conference.id, body),
  }),

  // Refused (409) while a reservation that is not cancelled is at the hotel.
  [`POST ${H}/deleteHotel`]: route({
    auth: "manager",
    body: ZHotelIdInput,
    handler: async ({ access, body }) => deleteHotel(access.conference.id, body.id),
  }),

  // Add or edit a room type: every §5 rule 400 on its field (booked nights included); a price
  // change with unpaid orders answers 409 with their number until voidCount confirms it.
  [`POST ${H}/saveRoomType`]: route({
    auth: "manager",
    body: ZRoomType,
    handler: async ({ access, body }) => {
      const r = await saveRoomType(access.conference.id, body, access.user.id);
      if (r.status === "confirm") throw new Conflict("hotel.config.confirmRoomVoid", { count: r.count });
      return { id: r.id, voided: r.voided };
    },
  }),

  // Refused (409) while a reservation that is not cancelled holds the room type.
  [`POST ${H}/deleteRoomType`]: route({
    auth: "manager",
    body: ZHotelIdInput,
    handler: async ({ access, body }) => deleteRoomType(access.conference.id, body.id),
  }),
};
