import { priceProblem } from "@/lib/billing/amount";
import { isCalendarDate } from "@/lib/validation/fields";
import { daysBetween, nightsOf } from "./nights";

// SPEC §5 "Hotel" as pure functions: each broken rule is a field path and an i18n key (hotel.errors.*).
// schemas.ts runs them in the forms (zodResolver) and at the entry points; the services run them
// again under their locks with what only the database knows (nights already booked).

export type RuleIssue = { path: (string | number)[]; message: string };

/** A room type's check-in window spans at most this many nights (one night row each). */
export const WINDOW_MAX_NIGHTS = 366;

const isInt = (n: unknown): n is number => Number.isInteger(n);

export type RoomRuleInput = {
  price: string;
  displayPrice: string;
  checkInStart: string;
  checkInEnd: string;
  totalBookable: number;
  maxPerPerson: number;
  minPerPerson: number;
  nightTotals: { night: string; total: number }[];
};

/** What the room rules need besides the input; without it the form checks what it can and the server the rest. */
export type RoomContext = {
  currency: string;
  displayCurrency: string | null;
  /** night (YYYY-MM-DD) → rooms booked on it now */
  booked?: Readonly<Record<string, number>>;
};

function amountIssues(path: string, value: string, currency: string, positiveKey: string): RuleIssue[] {
  const message = priceProblem(value, currency, { positiveKey, invalidKey: "hotel.errors.amountInvalid" });
  return message ? [{ path: [path], message }] : [];
}

export function roomTypeIssues(v: RoomRuleInput, c?: RoomContext): RuleIssue[] {
  const out: RuleIssue[] = [];
  const add = (path: (string | number)[], message: string) => out.push({ path, message });
  if (c) {
    out.push(...amountIssues("price", v.price, c.currency, "hotel.errors.pricePositive"));
    if (c.displayCurrency) out.push(...amountIssues("displayPrice", v.displayPrice, c.displayCurrency, "hotel.errors.displayPricePositive"));
    else if (v.displayPrice !== "") add(["displayPrice"], "hotel.errors.noDisplayCurrency");
  }
  const { checkInStart: start, checkInEnd: end, totalBookable: total, maxPerPerson: max, minPerPerson: min } = v;
  const datesOk = isCalendarDate(start) && isCalendarDate(end);
  if (datesOk && start > end) add(["checkInEnd"], "hotel.errors.checkInEndBeforeStart");
  else if (datesOk && daysBetween(start, end) > WINDOW_MAX_NIGHTS) add(["checkInEnd"], `hotel.errors.windowTooLong?max=${WINDOW_MAX_NIGHTS}`);
  if (isInt(total) && isInt(max) && total < max) {
    add(["totalBookable"], `hotel.errors.totalBelowMax?max=${max}`);
    add(["maxPerPerson"], `hotel.errors.maxAboveTotal?total=${total}`);
  }
  if (isInt(min) && isInt(max) && min > max) {
    add(["minPerPerson"], `hotel.errors.minAboveMax?max=${max}`);
    add(["maxPerPerson"], `hotel.errors.maxBelowMin?min=${min}`);
  }
  if (!datesOk || start > end || daysBetween(start, end) > WINDOW_MAX_NIGHTS) return out;

  const window = new Set(nightsOf(start, end));
  const own = new Map<string, number>();
  v.nightTotals.forEach((n, i) => {
    if (!window.has(n.night)) add(["nightTotals", i, "night"], "hotel.errors.nightOutsideWindow");
    else if (own.has(n.night)) add(["nightTotals", i, "night"], "hotel.errors.nightDuplicate");
    else own.set(n.night, n.total);
    const booked = c?.booked?.[n.night] ?? 0;
    if (isInt(max) && isInt(n.total) && n.total < max) add(["nightTotals", i, "total"], `hotel.errors.totalBelowMax?max=${max}`);
    else if (isInt(n.total) && n.total < booked) add(["nightTotals", i, "total"], `hotel.errors.totalBelowBooked?night=${n.night}&booked=${booked}`);
  });
  for (const [night, booked] of Object.entries(c?.booked ?? {}).sort()) {
    if (booked <= 0) continue;
    // A night people hold cannot leave the window, nor drop below what they hold.
    if (!window.has(night)) add([night < start ? "checkInStart" : "checkInEnd"], `hotel.errors.windowDropsBooked?night=${night}&booked=${booked}`);
    else if (!own.has(night) && isInt(total) && total < booked) add(["totalBookable"], `hotel.errors.totalBelowBooked?night=${night}&booked=${booked}`);
  }
  return out;
}

export type StayRuleInput = { checkIn: string; checkOut: string; rooms: number };
export type StayWindow = { checkInStart: string; checkInEnd: string; minPerPerson: number; maxPerPerson: number };

/** A stay inside the room type's window: start ≤ check-in < end, check-in < check-out ≤ end, rooms within min … max. */
export function stayIssues(v: StayRuleInput, w: StayWindow): RuleIssue[] {
  const out: RuleIssue[] = [];
  const add = (path: string, message: string) => out.push({ path: [path], message });
  if (isCalendarDate(v.checkIn) && isCalendarDate(v.checkOut)) {
    if (v.checkIn < w.checkInStart) add("checkIn", `hotel.errors.checkInBeforeWindow?start=${w.checkInStart}`);
    else if (v.checkIn >= w.checkInEnd) add("checkIn", `hotel.errors.checkInAfterWindow?end=${w.checkInEnd}`);
    if (v.checkOut <= v.checkIn) add("checkOut", "hotel.errors.checkOutNotAfterCheckIn");
    else if (v.checkOut <= w.checkInStart) add("checkOut", `hotel.errors.checkOutBeforeWindow?start=${w.checkInStart}`);
    else if (v.checkOut > w.checkInEnd) add("checkOut", `hotel.errors.checkOutAfterWindow?end=${w.checkInEnd}`);
  }
  if (isInt(v.rooms) && v.rooms < w.minPerPerson) add("rooms", `hotel.errors.roomsBelowMin?min=${w.minPerPerson}`);
  if (isInt(v.rooms) && v.rooms > w.maxPerPerson) add("rooms", `hotel.errors.roomsAboveMax?max=${w.maxPerPerson}`);
  return out;
}

/** Field errors for a ValidationError: first message per field, as lib/validation/field-errors.ts does for zod. */
export function toFieldErrorMap(issues: RuleIssue[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const i of issues) out[i.path.join(".")] ??= i.message;
  return out;
}
