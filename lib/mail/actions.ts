"use server";
import { getLocale } from "next-intl/server";
import { action } from "@/lib/server/action";
import type { Locale } from "@/lib/i18n/locale";
import { saveMailConfig, sendManagerTestMail } from "./config-service";
import { retryMail } from "./log-service";
import { ZMailConfigInput, ZMailIdInput, ZMailKindInput, ZMailTemplateInput, type TMailConfigInput } from "./schemas";
import { resetMailTemplate, saveMailTemplate } from "./template-service";

// Server actions of /platform/config/email and /platform/mail-log: managers only, always on the
// conference of the request's host (never an id from the client).

export const saveMailConfigAction = action({ audience: "manager", schema: ZMailConfigInput }, (input, a) => saveMailConfig(a.conference.id, input));

export const testMailConfigAction = action({ audience: "manager", schema: ZMailConfigInput }, async (input: TMailConfigInput, a) =>
  sendManagerTestMail(a, input, (await getLocale()) as Locale),
);

export const saveMailTemplateAction = action({ audience: "manager", schema: ZMailTemplateInput }, (input, a) => saveMailTemplate(a.conference.id, input));
export const resetMailTemplateAction = action({ audience: "manager", schema: ZMailKindInput }, ({ kind }, a) => resetMailTemplate(a.conference.id, kind));
export const retryMailAction = action({ audience: "manager", schema: ZMailIdInput }, ({ id }, a) => retryMail(a.conference.id, id, a));
