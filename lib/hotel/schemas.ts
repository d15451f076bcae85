import { CURRENCIES, toMinor } from "@/lib/billing/money";
import { STORED_NAME } from "@/lib/forms/answers-schema";
import { zAmountText } from "@/lib/billing/amount";
import { zDate, zId, zInt } from "@/lib/validation/fields";
import { z } from "@/lib/validation/z";
import { roomTypeIssues, stayIssues, type RoomContext, type RuleIssue, type StayWindow } from "./rules";

// One schema per input (DESIGN §6.1), shared by the hotel forms, their actions, the gateway and
// the services. The §5 rules live in rules.ts; the factories take what a rule needs beyond the
// input (the configured currencies, the room type's window). No server-only: forms use these.

export const NAME_MAX = 100;
export const TEXT_MAX = 2000;
export const RICH_MAX = 100_000;
export const PHOTOS_MAX = 20;
/** Rooms per night and per person stay human-sized (and inside int4 after nights × rooms × price). */
export const ROOMS_MAX = 10_000;

const required = (max: number) => z.string().trim().min(1).max(max);
const optional = (max: number) => z.string().trim().max(max).default("");
const rich = z.string().max(RICH_MAX).default("");
const addIssues = (ctx: z.RefinementCtx, issues: RuleIssue[]) => issues.forEach((i) => ctx.addIssue({ code: "custom", ...i }));

function isHttpUrl(s: string): boolean {
  try {
    return ["http:", "https:"].includes(new URL(s).protocol);
  } catch {
    return false;
  }
}
const link = z
  .string()
  .trim()
  .max(500)
  .refine((v) => v === "" || isHttpUrl(v), "hotel.errors.linkInvalid")
  .default("");
/** An amount as people type it ("480", "480.5"); JSON numbers are accepted from API clients too. */
const amount = zAmountText();

// ───────────── Hotel config ─────────────

/**
 * `voidCount`: how many unpaid hotel orders the manager agreed to void by changing the settlement
 * currency (null = not asked yet); when it differs from the current number nothing is saved.
 */
export const ZHotelConfig = z
  .strictObject({
    bookingStart: zDate(),
    bookingEnd: zDate(),
    open: z.boolean().default(false),
    settlementCurrency: z.enum(CURRENCIES),
    displayCurrency: z.enum(["", ...CURRENCIES]).default(""),
    descriptionZh: rich,
    descriptionEn: rich,
    conditionZh: rich,
    conditionEn: rich,
    explanationZh: rich,
    explanationEn: rich,
    voidCount: zInt({ min: 0, max: 1_000_000 }).nullable().default(null),
  })
  .superRefine((v, ctx) => {
    if (v.bookingStart && v.bookingEnd && v.bookingStart > v.bookingEnd)
      ctx.addIssue({ code: "custom", path: ["bookingEnd"], message: "hotel.errors.bookingEndBeforeStart" });
  });
export type THotelConfig = z.output<typeof ZHotelConfig>;

// ───────────── Hotel ─────────────

export const ZHotel = z.strictObject({
  /** null = a new hotel */
  id: zId().nullable().default(null),
  nameZh: required(NAME_MAX),
  nameEn: optional(NAME_MAX),
  star: zInt({ min: 1, max: 5 }).nullable().default(null),
  link,
  addressZh: optional(TEXT_MAX),
  addressEn: optional(TEXT_MAX),
  mapLink: link,
  photos: z.array(z.string().regex(STORED_NAME, "validation.invalidType")).max(PHOTOS_MAX).default([]),
  order: zInt({ min: 0, max: 9999 }).default(0),
});
export type THotel = z.output<typeof ZHotel>;

// ───────────── Room type ─────────────

const roomFields = {
  /** null = a new room type */
  id: zId().nullable().default(null),
  hotelId: zId(),
  typeZh: required(NAME_MAX),
  typeEn: optional(NAME_MAX),
  /** per room-night, a decimal in the settlement currency */
  price: amount,
  /** per room-night in the display currency; required when one is configured */
  displayPrice: amount.default(""),
  checkInStart: zDate(),
  /** the last check-out day: nights run from checkInStart to the day before */
  checkInEnd: zDate(),
  /** rooms each night unless the night has its own total below */
  totalBookable: zInt({ min: 0, max: ROOMS_MAX }),
  nightTotals: z
    .array(z.strictObject({ night: zDate(), total: zInt({ min: 0, max: ROOMS_MAX }) }))
    .max(400)
    .default([]),
  maxPerPerson: zInt({ min: 1, max: ROOMS_MAX }),
  minPerPerson: zInt({ min: 1, max: ROOMS_MAX }).default(1),
  notesZh: optional(TEXT_MAX),
  notesEn: optional(TEXT_MAX),
  order: zInt({ min: 0, max: 9999 }).default(0),
  /** unpaid orders the manager agreed to void by changing the price (see ZHotelConfig) */
  voidCount: zInt({ min: 0, max: 1_000_000 }).nullable().default(null),
};

/** The room type form's schema; with `c` it checks prices and already-booked nights too. */
export function roomTypeSchema(c?: RoomContext) {
  return z.strictObject(roomFields).superRefine((v, ctx) => addIssues(ctx, roomTypeIssues(v, c)));
}
export const ZRoomType = roomTypeSchema();
export type TRoomType = z.output<typeof ZRoomType>;
export type TRoomTypeForm = z.input<typeof ZRoomType>;

/** Prices in minor units (the rules passed, so they parse); display price only with a display currency. */
export function roomPrices(v: Pick<TRoomType, "price" | "displayPrice">, c: RoomContext) {
  return {
    priceMinor: toMinor(v.price, c.currency) as number,
    displayPriceMinor: c.displayCurrency && v.displayPrice !== "" ? toMinor(v.displayPrice, c.displayCurrency) : null,
  };
}

// ───────────── Booking ─────────────

const bookingFields = {
  roomId: zId(),
  checkIn: zDate(),
  checkOut: zDate(),
  rooms: zInt({ min: 1, max: ROOMS_MAX }),
  specialRequirements: optional(TEXT_MAX),
};

/** The booking form's schema; with the chosen room type's window it checks the stay too. */
export function bookingSchema(w?: StayWindow) {
  return z.strictObject(bookingFields).superRefine((v, ctx) => {
    if (v.checkIn && v.checkOut && v.checkOut <= v.checkIn) {
      ctx.addIssue({ code: "custom", path: ["checkOut"], message: "hotel.errors.checkOutNotAfterCheckIn" });
    }
    if (w)
      addIssues(
        ctx,
        stayIssues(v, w).filter((i) => i.message !== "hotel.errors.checkOutNotAfterCheckIn"),
      );
  });
}
export const ZBooking = bookingSchema();
export type TBooking = z.output<typeof ZBooking>;
