// Date-only arithmetic for stays (DESIGN §3: dates travel as "YYYY-MM-DD"; Postgres DATE arrives
// as UTC midnight). A night is named by the day it starts: a stay from 05-01 to 05-03 holds the
// nights 05-01 and 05-02. Pure — the booking form uses it too.

const DAY_MS = 86_400_000;

export function addDays(iso: string, n: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The nights of a stay, in order: check-in ≤ night < check-out (empty when check-out ≤ check-in). */
export function nightsOf(checkIn: string, checkOut: string): string[] {
  const n = daysBetween(checkIn, checkOut);
  return Array.from({ length: Math.max(0, n) }, (_, i) => addDays(checkIn, i));
}

export const dateOf = (iso: string) => new Date(`${iso}T00:00:00Z`);
export const isoOf = (d: Date) => d.toISOString().slice(0, 10);
