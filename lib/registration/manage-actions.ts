"use server";
import { action } from "@/lib/server/action";
import { getLocale } from "next-intl/server";
import { requestOrigin } from "@/lib/server/request-origin";
import type { Locale } from "@/lib/i18n/locale";
import { createVersion, deleteVersion, getVersion, saveOptions, saveVersion } from "./form-service";
import { addManager, removeManager, updateAttendee } from "./manage-service";
import {
  ZAddManagerInput,
  ZCreateVersionInput,
  ZRegisterSettings,
  ZRemoveManagerInput,
  ZSaveCountryOptionsInput,
  ZSaveVersionInput,
  ZUpdateAttendeeInput,
  ZVersionQuery,
} from "./schemas";
import { saveRegisterSettings } from "./settings-service";

// Server actions of /platform/config/register, /platform/manage/user (managers) and userDetails: managers only, on
// the host's conference.

export const saveRegisterSettingsAction = action({ audience: "manager", schema: ZRegisterSettings }, (input, a) =>
  saveRegisterSettings(a.conference.id, input),
);
export const saveVersionAction = action({ audience: "manager", schema: ZSaveVersionInput }, (input, a) => saveVersion(a.conference.id, input));
export const createVersionAction = action({ audience: "manager", schema: ZCreateVersionInput }, (input, a) => createVersion(a.conference.id, input));
export const loadVersionAction = action({ audience: "manager", schema: ZVersionQuery }, (input, a) => getVersion(a.conference.id, input.version));
export const deleteVersionAction = action({ audience: "manager", schema: ZVersionQuery }, async (input, a) => {
  await deleteVersion(a.conference.id, input.version);
  return true;
});
export const saveCountryOptionsAction = action({ audience: "manager", schema: ZSaveCountryOptionsInput }, (input, a) =>
  saveOptions(a.conference.id, "country", input.values, "COUNTRY"),
);
export const updateAttendeeAction = action({ audience: "manager", schema: ZUpdateAttendeeInput }, async (input, a) =>
  updateAttendee(a.conference.id, input.id, input.answers, (await getLocale()) as Locale),
);

export const addManagerAction = action({ audience: "manager", schema: ZAddManagerInput }, async (input, a) =>
  addManager(a.conference.id, input.email, (await getLocale()) as Locale, await requestOrigin()),
);
export const removeManagerAction = action({ audience: "manager", schema: ZRemoveManagerInput }, async (input, a) => {
  await removeManager(a.conference.id, input.userId);
  return true;
});
