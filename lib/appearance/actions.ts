"use server";
import { action } from "@/lib/server/action";
import { ZAppearanceId, ZAppearanceInput } from "./schemas";
import { activateAppearance, deleteAppearance, saveAppearance } from "./service";

// Server actions of /platform/config/exterior/*: managers only, always on the conference of the
// request's host (never an id from the client). Uploads go through the gateway (multipart).

export const saveAppearanceAction = action({ audience: "manager", schema: ZAppearanceInput }, (input, a) => saveAppearance(a.conference.id, input));
export const activateAppearanceAction = action({ audience: "manager", schema: ZAppearanceId }, ({ id }, a) => activateAppearance(a.conference.id, id));
export const deleteAppearanceAction = action({ audience: "manager", schema: ZAppearanceId }, ({ id }, a) => deleteAppearance(a.conference.id, id));
