"use server";
import { getLocale } from "next-intl/server";
import { isLocale } from "@/lib/i18n/locale";
import { action } from "@/lib/server/action";
import { requestOrigin } from "@/lib/server/request-origin";
import { ZIdInput, ZSubmissionBase } from "../schemas";
import { submit, withdraw } from "./submit";

// Server actions of /profile/submission and /profile/submission/details: the signed-in, registered
// author on the conference of the request's host. The service checks the configuration, windows,
// limits and ownership; these only adapt.

export const saveSubmissionAction = action({ audience: "participant", module: "submission", schema: ZSubmissionBase }, async (input, a) => {
  const locale = await getLocale();
  return submit(a, input, isLocale(locale) ? locale : "zh", await requestOrigin());
});

export const withdrawSubmissionAction = action({ audience: "participant", module: "submission", schema: ZIdInput }, async ({ id }, a) => withdraw(a, id));
