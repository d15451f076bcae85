// SPEC §1 language rules: languageType 1 = Chinese only, 2 = English only, anything else bilingual.
export const LOCALES = ["zh", "en"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "zh";
export const LOCALE_COOKIE = "locale";

export function allowedLocales(languageType: number | undefined): Locale[] {
  if (languageType === 1) return ["zh"];
  if (languageType === 2) return ["en"];
  return ["zh", "en"];
}

export function isLocale(v: unknown): v is Locale {
  return v === "zh" || v === "en";
}

/** The language to render: the stored one when the conference allows it, else its first allowed. */
export function effectiveLocale(requested: string | undefined | null, languageType: number | undefined): Locale {
  const allowed = allowedLocales(languageType);
  return isLocale(requested) && allowed.includes(requested) ? requested : allowed[0];
}

/** The locale cookie of a raw Cookie header (route handlers that read the request, not next/headers). */
export function cookieLocale(cookieHeader: string | null | undefined): string | undefined {
  for (const part of (cookieHeader ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at > 0 && part.slice(0, at).trim() === LOCALE_COOKIE) return part.slice(at + 1).trim();
  }
  return undefined;
}

/** The language to answer a request in: its locale cookie, within what the conference allows. */
export function requestLocale(request: { headers: { get(name: string): string | null } }, languageType: number | undefined): Locale {
  return effectiveLocale(cookieLocale(request.headers.get("cookie")), languageType);
}
