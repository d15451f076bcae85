import { z } from "./z";

// Shared field helpers: whole numbers that fit the database, and real calendar dates.
// Pure — the forms use the same schemas as the server.

/** Postgres int4 — the range of every id column. */
export const INT4_MAX = 2_147_483_647;
/** Far enough for any list we page through; keeps OFFSET arithmetic sane. */
export const PAGE_MAX = 100_000;

const DIGITS = /^-?\d+$/;

/**
 * A whole number from JSON (a number) or a form / query string of decimal digits only — unlike
 * z.coerce.number(), "1e15", "0x10", "1.0", " 7" and "" are refused rather than converted.
 */
export function zInt(opts: { min?: number; max?: number; message?: string; minMessage?: string } = {}) {
  const { min = -INT4_MAX - 1, max = INT4_MAX } = opts;
  const number = z
    // only the type issue: checks (min, max) keep their own messages
    .number({
      error: (iss) =>
        iss.code !== "invalid_type" ? undefined : iss.input === undefined || iss.input === "" ? "validation.required" : "validation.invalidInteger",
    })
    .int(opts.message ?? "validation.invalidInteger")
    .min(min, opts.minMessage)
    .max(max);
  return z.preprocess((v) => (typeof v === "string" && DIGITS.test(v) ? Number(v) : v), number);
}

/** A row id: 1 … 2147483647. */
export function zId() {
  return zInt({ min: 1, max: INT4_MAX });
}

/** ?page= — 1 … PAGE_MAX, 1 when absent. */
export function zPage() {
  return zInt({ min: 1, max: PAGE_MAX }).default(1);
}

/** ?size= — 1 … max, `fallback` when absent. */
export function zPageSize(max: number, fallback: number) {
  return zInt({ min: 1, max }).default(fallback);
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "YYYY-MM-DD" naming a day that exists (no 2026-02-30, 2026-13-45), years 1900–2999. */
export function isCalendarDate(s: string): boolean {
  const m = DATE.exec(s);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < 1900 || y > 2999) return false;
  const t = new Date(Date.UTC(y, mo - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === mo - 1 && t.getUTCDate() === d;
}

/** A date-only value "YYYY-MM-DD" that is a real calendar day ("" too when `optional`, for filters). */
export function zDate(opts: { optional?: boolean } = {}) {
  return z.string().superRefine((v, ctx) => {
    if (v === "" ? !opts.optional : !isCalendarDate(v)) ctx.addIssue({ code: "custom", message: v === "" ? "validation.required" : "validation.invalidDate" });
  });
}
