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

const config = action({ audience: "manager", schema: ZHotelConfig }, async (v, a) =>
  answer(a.conference.id, await saveHotelConfig(a.conference.id, v, a.user.id)),
);
const hotel = action({ audience: "manager", schema: ZHotel }, async (v, a) => {
  await saveHotel(a.conference.id, v);
  return getHotelConfigScreen(a.conference.id);
});
const removeHotel = action({ audience: "manager", schema: ZHotelIdInput }, async ({ id }, a) => {
  await deleteHotel(a.conference.id, id);
  return getHotelConfigScreen(a.conference.id);
});
const room = action({ audience: "manager", schema: ZRoomType }, async (v, a) => answer(a.conference.id, await saveRoomType(a.conference.id, v, a.user.id)));
const removeRoom = action({ audience: "manager", schema: ZHotelIdInput }, async ({ id }, a) => {
  await deleteRoomType(a.conference.id, id);
  return getHotelConfigScreen(a.conference.id);
});

export async function saveHotelConfigAction(input: Parameters<typeof config>[0]) {
  return config(input);
}
export async function saveHotelAction(input: Parameters<typeof hotel>[0]) {
  return hotel(input);
}
export async function deleteHotelAction(input: Parameters<typeof removeHotel>[0]) {
  return removeHotel(input);
}
export async function saveRoomTypeAction(input: Parameters<typeof room>[0]) {
  return room(input);
}
export async function deleteRoomTypeAction(input: Parameters<typeof removeRoom>[0]) {
  return removeRoom(input);
}
