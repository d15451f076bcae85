import "server-only";
import { toDateOnly } from "@/lib/i18n/dates";
import { db } from "@/lib/server/db";
import { invalidateConferenceCache } from "@/lib/server/tenant";
import type { TRegisterSettings } from "./schemas";

// §7 admin/register/config/basic/find|save — registration settings of §3.

// The schema's column defaults: what a conference that never saved its settings has. A read must
// not write (a GET that creates the row would change data on a mere look), so find answers these.
const UNSAVED = {
  registerFlag: false,
  registerNum: 0,
  registeredCount: 0,
  costsSet: false,
  registerRule: "REGISTER_FIRST_AND_PAY_LATER" as const,
  registerStartDate: null,
  registerEndDate: null,
  registerInstructionsZh: "",
  registerInstructionsEn: "",
  descriptionZh: "",
  descriptionEn: "",
  allowAccountCreation: false,
};

export async function getRegisterSettings(conferenceId: number) {
  const c = (await db.registerConfig.findUnique({ where: { conferenceId } })) ?? UNSAVED;
  return {
    registerFlag: c.registerFlag,
    registerNum: c.registerNum,
    registeredCount: c.registeredCount,
    costsSet: c.costsSet,
    registerRule: c.registerRule,
    registerStartDate: toDateOnly(c.registerStartDate) ?? "",
    registerEndDate: toDateOnly(c.registerEndDate) ?? "",
    registerInstructionsZh: c.registerInstructionsZh,
    registerInstructionsEn: c.registerInstructionsEn,
    descriptionZh: c.descriptionZh,
    descriptionEn: c.descriptionEn,
    allowAccountCreation: c.allowAccountCreation,
  };
}

export async function saveRegisterSettings(conferenceId: number, input: TRegisterSettings) {
  const data = {
    ...input,
    registerStartDate: new Date(`${input.registerStartDate}T00:00:00Z`),
    registerEndDate: new Date(`${input.registerEndDate}T00:00:00Z`),
  };
  await db.registerConfig.upsert({ where: { conferenceId }, update: data, create: { conferenceId, ...data } });
  invalidateConferenceCache();
  return getRegisterSettings(conferenceId);
}
