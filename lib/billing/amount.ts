import { minorDigits, toMinor } from "./money";
import { z } from "@/lib/validation/z";

// Prices people type (fees, room rates). Pure: the forms run it in the browser, the server again.

/** An amount as people type it ("480", "480.5"); JSON numbers are accepted from API clients too. */
export function zAmountText(max = 20) {
  return z.preprocess((v) => (typeof v === "number" && Number.isFinite(v) ? String(v) : v), z.string().trim().max(max));
}

// "-5", "-0.5", "−12" (a typographic minus), "- 3": a number with a sign in front. Such a price is
// wrong because it is not above zero — saying "too many decimal places" would send people looking
// in the wrong place.
const SIGNED = /^[-−]\s*\d+(\.\d*)?$/;

/**
 * Why `value` is not a usable price in `currency`, as an i18n key, or null when it is one. Empty →
 * required; negative or zero → `positiveKey`; anything else unreadable (letters, too many decimal
 * places for the currency) → `invalidKey?digits=N`.
 */
export function priceProblem(value: string, currency: string, keys: { positiveKey: string; invalidKey: string }): string | null {
  const s = value.trim();
  if (s === "") return "validation.required";
  if (SIGNED.test(s)) return keys.positiveKey;
  const minor = toMinor(s, currency);
  if (minor === null) return `${keys.invalidKey}?digits=${minorDigits(currency)}`;
  return minor > 0 ? null : keys.positiveKey;
}
