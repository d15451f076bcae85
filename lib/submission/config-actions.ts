"use server";
import { action } from "@/lib/server/action";
import type { z } from "@/lib/validation/z";
import { getSubmissionConfigScreen, saveChoices, saveSubmissionConfig } from "./config-service";
import { ZChoicesInput, ZIdInput, ZSubmissionConfigInput, ZThemeInput, ZThemeUpdate } from "./schemas";
import { createTheme, deleteTheme, updateTheme } from "./theme-service";

// Server actions of /platform/config/contribute: managers only, always on the conference of the
// request's host. Each answers the whole screen afresh, so it shows what was stored (the cleaned
// instructions, the new tree with its counts).

const save = action({ audience: "manager", schema: ZSubmissionConfigInput }, async (v, a) => {
  await saveSubmissionConfig(a.conference.id, v);
  return getSubmissionConfigScreen(a.conference.id);
});
const choices = action({ audience: "manager", schema: ZChoicesInput }, async (v, a) => {
  await saveChoices(a.conference.id, v);
  return getSubmissionConfigScreen(a.conference.id);
});
const addTheme = action({ audience: "manager", schema: ZThemeInput }, async (v, a) => {
  await createTheme(a.conference.id, v);
  return getSubmissionConfigScreen(a.conference.id);
});
const editTheme = action({ audience: "manager", schema: ZThemeUpdate }, async (v, a) => {
  await updateTheme(a.conference.id, v);
  return getSubmissionConfigScreen(a.conference.id);
});
const removeTheme = action({ audience: "manager", schema: ZIdInput }, async ({ id }, a) => {
  await deleteTheme(a.conference.id, id);
  return getSubmissionConfigScreen(a.conference.id);
});

export async function saveSubmissionConfigAction(input: z.input<typeof ZSubmissionConfigInput>) {
  return save(input);
}
export async function saveChoicesAction(input: z.input<typeof ZChoicesInput>) {
  return choices(input);
}
export async function createThemeAction(input: z.input<typeof ZThemeInput>) {
  return addTheme(input);
}
export async function updateThemeAction(input: z.input<typeof ZThemeUpdate>) {
  return editTheme(input);
}
export async function deleteThemeAction(input: z.input<typeof ZIdInput>) {
  return removeTheme(input);
}
