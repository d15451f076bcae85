"use server";
import { getLocale } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locale";
import { CODE_BINDING_COOKIE, readBinding } from "@/lib/security/browser-binding";
import { action } from "@/lib/server/action";
import { requestOrigin } from "@/lib/server/request-origin";
import { attend } from "./attend";
import { ZAttendanceEnvelope } from "./schemas";
import { readUploadOwner } from "./upload-owner";

// Server actions of /conferenceRegister (adapters, DESIGN §6.2).

export const attendAction = action({ audience: "public", schema: ZAttendanceEnvelope }, async (input, a) =>
  attend(a, input, (await getLocale()) as Locale, await requestOrigin(), {
    uploadOwner: await readUploadOwner(),
    codeBinding: await readBinding(CODE_BINDING_COOKIE),
  }),
);
