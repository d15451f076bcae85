// Money is integer minor units + ISO 4217 code everywhere (DESIGN §3). These helpers turn it into
// what people read and type, without floats: a decimal string is split at the point, never
// multiplied. No server-only: forms and tables use them in the browser too.

const digitsCache = new Map<string, number>();

/** Minor-unit digits of a currency (CNY 2, JPY 0, …), as Intl knows them. */
export function minorDigits(currency: string): number {
  const c = currency.toUpperCase();
  let d = digitsCache.get(c);
  if (d === undefined) {
    try {
      d = new Intl.NumberFormat("en", { style: "currency", currency: c }).resolvedOptions().maximumFractionDigits ?? 2;
    } catch {
      d = 2;
    }
    digitsCache.set(c, d);
  }
  return d;
}

/** "12.5" CNY → 1250; null for anything that is not a plain non-negative decimal with at most the currency's digits. */
export function toMinor(input: string, currency: string): number | null {
  const s = input.trim();
  const digits = minorDigits(currency);
  const m = /^(\d{1,12})(?:\.(\d*))?$/.exec(s);
  if (!m) return null;
  const frac = m[2] ?? "";
  if (frac.length > digits) return null;
  const value = Number(m[1]) * 10 ** digits + Number((frac + "0".repeat(digits)).slice(0, digits) || "0");
  return Number.isSafeInteger(value) && value <= 2_147_483_647 ? value : null;
}

/** 1250 CNY → "12.50" (for inputs). */
export function fromMinor(minor: number, currency: string): string {
  const digits = minorDigits(currency);
  if (digits === 0) return String(minor);
  const sign = minor < 0 ? "-" : "";
  const abs = Math.abs(minor);
  const whole = Math.floor(abs / 10 ** digits);
  const frac = String(abs % 10 ** digits).padStart(digits, "0");
  return `${sign}${whole}.${frac}`;
}

/** 1250 CNY in "en" → "CN¥12.50"; in "zh" → "¥12.50". */
export function formatMoney(minor: number, currency: string, locale: string): string {
  const digits = minorDigits(currency);
  const tag = locale === "en" ? "en-US" : "zh-CN";
  // fromMinor keeps it exact; Intl only adds separators and the symbol.
  return new Intl.NumberFormat(tag, {
    style: "currency",
    currency: currency.toUpperCase(),
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(Number(fromMinor(minor, currency)));
}

/** ISO 4217 codes offered in fee and payment forms (settlement and display currencies). */
export const CURRENCIES = ["CNY", "USD", "EUR", "GBP", "JPY", "HKD", "KRW", "AUD", "CAD", "CHF", "SGD"] as const;
