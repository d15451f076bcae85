import { todayIn } from "@/lib/i18n/dates";
import type { SiteConference } from "@/lib/server/site-conference";

/** SPEC §1: open only on a conference that is not closed, with the register module on and today within the window, inclusive. */
export function isRegistrationOpen(conf: SiteConference, now: Date = new Date()): boolean {
  const r = conf.register;
  if (conf.closed || !conf.modules.register || !r?.registerStartDate || !r.registerEndDate) return false;
  const today = todayIn(conf.timeZone, now);
  return r.registerStartDate <= today && today <= r.registerEndDate;
}
