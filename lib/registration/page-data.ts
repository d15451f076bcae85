import "server-only";
import type { SiteConference } from "@/lib/server/site-conference";
import { db } from "@/lib/server/db";
import { sanitizeInstructions } from "./instructions-html";
import { getRegistrationForm } from "./service";
import { pickLocale } from "@/lib/i18n/pick";

/** What /conferenceRegister renders: the current form, the instructions in the reader's language and the notice rule. */
export async function getRegistrationPage(conf: SiteConference, locale: string) {
  const [form, cfg] = await Promise.all([
    getRegistrationForm(conf, locale),
    db.registerConfig.findUnique({
      where: { conferenceId: conf.id },
      select: { registerFlag: true, registerInstructionsZh: true, registerInstructionsEn: true },
    }),
  ]);
  const instructions = pickLocale(locale, cfg?.registerInstructionsZh, cfg?.registerInstructionsEn);
  return { version: form.version, fields: form.fields, instructions: sanitizeInstructions(instructions), noticeRequired: !!cfg?.registerFlag };
}
