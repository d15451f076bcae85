import "server-only";
import type { SiteConference } from "@/lib/conference/types";
import { db } from "@/lib/server/db";
import { getRegistrationForm } from "./service";

/** What /conferenceRegister renders: the current form, the instructions in the reader's language and the notice rule. */
export async function getRegistrationPage(conf: SiteConference, locale: string) {
  const [form, cfg] = await Promise.all([
    getRegistrationForm(conf, locale),
    db.registerConfig.findUnique({ where: { conferenceId: conf.id }, select: { registerFlag: true, registerInstructionsZh: true, registerInstructionsEn: true } }),
  ]);
  const instructions = (locale === "en" ? cfg?.registerInstructionsEn || cfg?.registerInstructionsZh : cfg?.registerInstructionsZh || cfg?.registerInstructionsEn) ?? "";
  return { version: form.version, fields: form.fields, instructions, noticeRequired: !!cfg?.registerFlag };
}
