import { parsePhoneNumberFromString } from "libphonenumber-js/max";

// SPEC §5 "valid phone": any country's number, international ("+44 20 7946 0958") or, without a
// prefix, a Chinese one ("138 0013 8000"); stored as E.164. The "max" metadata checks each
// country's number patterns, not only lengths (the default "min" set lets a 10-digit CN mobile
// through). No server-only: the form validates with the same function.

export const PHONE_DEFAULT_REGION = "CN";

/** Digits with the usual separators and an optional leading "+": letters and extensions are refused. */
const SHAPE = /^\+?[\d\s().-]{4,30}$/;

/** The number in E.164 ("+8613800138000"), or null when it is not a valid phone number. */
export function normalisePhone(raw: string): string | null {
  const v = raw.trim();
  if (!SHAPE.test(v)) return null;
  const parsed = parsePhoneNumberFromString(v, PHONE_DEFAULT_REGION);
  return parsed?.isValid() ? parsed.number : null;
}
