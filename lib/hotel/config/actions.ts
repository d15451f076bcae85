"use server";
import { action } from "@/lib/server/action";
import { saveHotel, saveHotelConfig, type SaveResult } from "./service";
import { getHotelConfigScreen, type HotelConfigScreen } from "./queries";
import { deleteHotel, deleteRoomType, ZHotelIdInput } from "./delete-service";
import { saveRoomType } from "./room-service";
import { ZHotel, ZHotelConfig, ZRoomType } from "../schemas";

// Server actions of /platform/config/hotel: managers only, always on the conference of the
// request's host. Each answers the fresh screen so it shows what was stored.

/** Saved (with how many unpaid hotel orders were voided), or the number of orders to confirm first. */
export type HotelSaveAnswer = { saved: true; voided: number; screen: HotelConfigScreen } | { saved: false; confirmCount: number };

async function answer(conferenceId: number, r: SaveResult): Promise<HotelSaveAnswer> {
  if (r.status === "confirm") return { saved: false, confirmCount: r.count };
  return { saved: true, voided: r.voided, screen: await getHotelConfigScreen(conferenceId) };
}

export const saveHotelConfigAction = action({ audience: "manager", schema: ZHotelConfig }, async (v, a) =>
  answer(a.conference.id, await saveHotelConfig(a.conference.id, v, a.user.id)),
);
export const saveHotelAction = action({ audience: "manager", schema: ZHotel }, async (v, a) => {
  await saveHotel(a.conference.id, v);
  return getHotelConfigScreen(a.conference.id);
});
export const deleteHotelAction = action({ audience: "manager", schema: ZHotelIdInput }, async ({ id }, a) => {
  await deleteHotel(a.conference.id, id);
  return getHotelConfigScreen(a.conference.id);
});
export const saveRoomTypeAction = action({ audience: "manager", schema: ZRoomType }, async (v, a) =>
  answer(a.conference.id, await saveRoomType(a.conference.id, v, a.user.id)),
);
export const deleteRoomTypeAction = action({ audience: "manager", schema: ZHotelIdInput }, async ({ id }, a) => {
  await deleteRoomType(a.conference.id, id);
  return getHotelConfigScreen(a.conference.id);
});
