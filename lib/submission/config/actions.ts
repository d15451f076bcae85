"use server";
import { action } from "@/lib/server/action";
import { getSubmissionConfigScreen, saveChoices, saveSubmissionConfig } from "./service";
import { ZChoicesInput, ZIdInput, ZSubmissionConfigInput, ZThemeInput, ZThemeUpdate } from "../schemas";
import { createTheme, deleteTheme, updateTheme } from "./theme-service";

// Server actions of /platform/config/contribute: managers only, always on the conference of the
// request's host. Each answers the whole screen afresh, so it shows what was stored (the cleaned
// instructions, the new tree with its counts).

export const saveSubmissionConfigAction = action({ audience: "manager", schema: ZSubmissionConfigInput }, async (v, a) => {
  await saveSubmissionConfig(a.conference.id, v);
  return getSubmissionConfigScreen(a.conference.id);
});
export const saveChoicesAction = action({ audience: "manager", schema: ZChoicesInput }, async (v, a) => {
  await saveChoices(a.conference.id, v);
  return getSubmissionConfigScreen(a.conference.id);
});
export const createThemeAction = action({ audience: "manager", schema: ZThemeInput }, async (v, a) => {
  await createTheme(a.conference.id, v);
  return getSubmissionConfigScreen(a.conference.id);
});
export const updateThemeAction = action({ audience: "manager", schema: ZThemeUpdate }, async (v, a) => {
  await updateTheme(a.conference.id, v);
  return getSubmissionConfigScreen(a.conference.id);
});
export const deleteThemeAction = action({ audience: "manager", schema: ZIdInput }, async ({ id }, a) => {
  await deleteTheme(a.conference.id, id);
  return getSubmissionConfigScreen(a.conference.id);
});
