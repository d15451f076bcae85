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

const save = action({ audience: "manager", schema: ZMailConfigInput }, (input, a) => saveMailConfig(a.conference.id, input));

const test = action({ audience: "manager", schema: ZMailConfigInput }, async (input: TMailConfigInput, a) =>
  sendManagerTestMail(a, input, (await getLocale()) as Locale),
);

const saveTemplate = action({ audience: "manager", schema: ZMailTemplateInput }, (input, a) => saveMailTemplate(a.conference.id, input));
const resetTemplate = action({ audience: "manager", schema: ZMailKindInput }, ({ kind }, a) => resetMailTemplate(a.conference.id, kind));
const retry = action({ audience: "manager", schema: ZMailIdInput }, ({ id }, a) => retryMail(a.conference.id, id, a));

export async function saveMailConfigAction(input: Parameters<typeof save>[0]) {
  return save(input);
}
export async function testMailConfigAction(input: Parameters<typeof test>[0]) {
  return test(input);
}
export async function saveMailTemplateAction(input: Parameters<typeof saveTemplate>[0]) {
  return saveTemplate(input);
}
export async function resetMailTemplateAction(input: Parameters<typeof resetTemplate>[0]) {
  return resetTemplate(input);
}
export async function retryMailAction(input: Parameters<typeof retry>[0]) {
  return retry(input);
}
