import type { Locale } from "@/lib/i18n/locale";
import type { SiteConference } from "./site-conference";
import { pickLocale } from "@/lib/i18n/pick";

export function conferenceName(c: Pick<SiteConference, "nameZh" | "nameEn">, locale: Locale): string {
  return pickLocale(locale, c.nameZh, c.nameEn);
}
