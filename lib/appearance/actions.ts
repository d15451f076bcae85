"use server";
import { action } from "@/lib/server/action";
import { ZAppearanceId, ZAppearanceInput } from "./schemas";
import { activateAppearance, deleteAppearance, saveAppearance } from "./service";

// Server actions of /platform/config/exterior/*: managers only, always on the conference of the
// request's host (never an id from the client). Uploads go through the gateway (multipart).

const save = action({ audience: "manager", schema: ZAppearanceInput }, (input, a) => saveAppearance(a.conference.id, input));
const activate = action({ audience: "manager", schema: ZAppearanceId }, ({ id }, a) => activateAppearance(a.conference.id, id));
const remove = action({ audience: "manager", schema: ZAppearanceId }, ({ id }, a) => deleteAppearance(a.conference.id, id));

export async function saveAppearanceAction(input: Parameters<typeof save>[0]) {
  return save(input);
}
export async function activateAppearanceAction(input: Parameters<typeof activate>[0]) {
  return activate(input);
}
export async function deleteAppearanceAction(input: Parameters<typeof remove>[0]) {
  return remove(input);
}
