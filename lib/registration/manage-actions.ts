"use server";
import { z } from "@/lib/validation/z";
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

const settings = action({ audience: "manager", schema: ZRegisterSettings }, (input, a) => saveRegisterSettings(a.conference.id, input));
const version = action({ audience: "manager", schema: ZSaveVersionInput }, (input, a) => saveVersion(a.conference.id, input));
const create = action({ audience: "manager", schema: ZCreateVersionInput }, (input, a) => createVersion(a.conference.id, input));
const load = action({ audience: "manager", schema: ZVersionQuery }, (input, a) => getVersion(a.conference.id, input.version));
const remove = action({ audience: "manager", schema: ZVersionQuery }, async (input, a) => {
  await deleteVersion(a.conference.id, input.version);
  return true;
});
const countries = action({ audience: "manager", schema: ZSaveCountryOptionsInput }, (input, a) =>
  saveOptions(a.conference.id, "country", input.values, "COUNTRY"),
);
const update = action({ audience: "manager", schema: ZUpdateAttendeeInput }, async (input, a) =>
  updateAttendee(a.conference.id, input.id, input.answers, (await getLocale()) as Locale),
);

const addAdmin = action({ audience: "manager", schema: ZAddManagerInput }, async (input, a) =>
  addManager(a.conference.id, input.email, (await getLocale()) as Locale, await requestOrigin()),
);
const removeAdmin = action({ audience: "manager", schema: ZRemoveManagerInput }, async (input, a) => {
  await removeManager(a.conference.id, input.userId);
  return true;
});

export async function addManagerAction(input: z.input<typeof ZAddManagerInput>) {
  return addAdmin(input);
}
export async function removeManagerAction(input: z.input<typeof ZRemoveManagerInput>) {
  return removeAdmin(input);
}
export async function saveRegisterSettingsAction(input: z.input<typeof ZRegisterSettings>) {
  return settings(input);
}
export async function saveVersionAction(input: z.input<typeof ZSaveVersionInput>) {
  return version(input);
}
export async function createVersionAction(input: z.input<typeof ZCreateVersionInput>) {
  return create(input);
}
export async function loadVersionAction(input: z.input<typeof ZVersionQuery>) {
  return load(input);
}
export async function deleteVersionAction(input: z.input<typeof ZVersionQuery>) {
  return remove(input);
}
export async function saveCountryOptionsAction(input: z.input<typeof ZSaveCountryOptionsInput>) {
  return countries(input);
}
export async function updateAttendeeAction(input: z.input<typeof ZUpdateAttendeeInput>) {
  return update(input);
}
