import type { Locale } from "@/lib/i18n/locale";
import type { SiteConference } from "@/lib/conference/types";

export function conferenceName(c: Pick<SiteConference, "nameZh" | "nameEn">, locale: Locale): string {
  return (locale === "en" ? c.nameEn : c.nameZh) || c.nameZh || c.nameEn;
}
