// Choices offered by the conference form (pure; both the form and the server use them).

/** Common ISO 4217 currencies for the select; any three capital letters pass the schema. */
export const COMMON_CURRENCIES = ["CNY", "USD", "EUR", "GBP", "JPY", "HKD", "KRW", "SGD", "AUD", "CAD", "CHF", "RUB", "INR"] as const;

/** languageType (SPEC §1): 1 Chinese only, 2 English only, 3 bilingual. */
export const LANGUAGE_TYPES = [3, 1, 2] as const;

let zones: Set<string> | undefined;

/** IANA time zones this runtime knows (Intl), plus UTC, which some runtimes leave out of the list. */
export function timeZoneList(): string[] {
  const list = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : ["Asia/Shanghai"];
  return list.includes("UTC") ? list : [...list, "UTC"];
}

export function isTimeZone(tz: string): boolean {
  zones ??= new Set(timeZoneList());
  return zones.has(tz);
}
