import { LOCALES } from "@/lib/i18n/locale";
import { z } from "@/lib/validation/z";

export const ZLang = z.enum(LOCALES, {
  error: (iss) => (iss.input === undefined || iss.input === "" ? "validation.required" : "validation.invalidLang"),
});

/** `?lang=zh|en` — getDisciplineList, fixedAndPublish. */
export const ZLangQuery = z.object({ lang: ZLang });
export type TLangQuery = z.infer<typeof ZLangQuery>;
