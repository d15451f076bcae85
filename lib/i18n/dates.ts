// Date-only values travel as YYYY-MM-DD strings; Postgres DATE columns arrive as UTC midnight.
export function toDateOnly(d: Date | null | undefined): string | null {
  return d ? d.toISOString().slice(0, 10) : null;
}

/** Today as YYYY-MM-DD in the conference's time zone. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return formatter(days, "en-CA", timeZone, { year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

// Formatters kept per time zone: making one costs far more than using it, and a list page formats
// every row's time (a management list spent more time here than in its queries, docs/performance.md).
const days = new Map<string, Intl.DateTimeFormat>();
const clocks = new Map<string, Intl.DateTimeFormat>();
function formatter(cache: Map<string, Intl.DateTimeFormat>, locale: string, timeZone: string, options: Intl.DateTimeFormatOptions) {
  let f = cache.get(timeZone);
  if (!f) cache.set(timeZone, (f = new Intl.DateTimeFormat(locale, { timeZone, ...options })));
  return f;
}

/** The wall clock of a time zone at an instant, as zero-padded parts (24-hour). */
function wallClock(d: Date, timeZone: string) {
  const parts = formatter(clocks, "en-US", timeZone, {
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(d);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return { year: get("year"), month: get("month"), day: get("day"), hour: get("hour"), minute: get("minute"), second: get("second") };
}

/** The instant a calendar day (YYYY-MM-DD) starts in a time zone — for "registered on" filters. */
export function startOfDayIn(isoDate: string, timeZone: string): Date {
  const utcMidnight = Date.parse(`${isoDate}T00:00:00Z`);
  const w = wallClock(new Date(utcMidnight), timeZone);
  const shown = Date.UTC(Number(w.year), Number(w.month) - 1, Number(w.day), Number(w.hour), Number(w.minute), Number(w.second));
  return new Date(utcMidnight - (shown - utcMidnight));
}

/** An instant as "YYYY-MM-DD HH:mm" on the conference's wall clock (lists, like their date filters). */
export function formatInstantIn(d: Date, timeZone: string): string {
  const w = wallClock(d, timeZone);
  return `${w.year}-${w.month}-${w.day} ${w.hour}:${w.minute}`;
}
