import { PayStatus } from "@/lib/generated/prisma/enums";
import { zDate, zId, zPage, zPageSize } from "@/lib/validation/fields";
import { z } from "@/lib/validation/z";

// Inputs of the organisers' reservation screen (/platform/manage/hotel) and its gateway
// calls, shared by the page (its search params), the cancel dialog and the server. No server-only.

/** An id filter from a select or a query string: "" (or absent) means any. */
const anyId = z.preprocess((v) => (v === "" ? undefined : v), zId().optional());

/** Which reservations: all of them (the default, so a cancelled one stays in view), only live or only cancelled ones. */
export const RESERVATION_STATES = ["live", "cancelled"] as const;

export const ZReservationFilters = z.object({
  /** booker email, name, unit, phone or order number */
  search: z.string().trim().max(100).default(""),
  hotelId: anyId,
  roomId: anyId,
  payStatus: z.union([z.literal(""), z.enum(PayStatus)]).default(""),
  state: z.union([z.literal(""), z.enum(RESERVATION_STATES)]).default(""),
  /** Check-in days, both ends inclusive. */
  from: zDate({ optional: true }).default(""),
  to: zDate({ optional: true }).default(""),
});
export type TReservationFilters = z.infer<typeof ZReservationFilters>;

export const ZReservationListQuery = ZReservationFilters.extend({ page: zPage(), size: zPageSize(100, 20) });
export type TReservationListQuery = z.infer<typeof ZReservationListQuery>;

export const ZReservationExportQuery = ZReservationFilters.extend({ format: z.enum(["csv", "xlsx"]).default("xlsx") });

/** The occupancy grid and the rooming list: every hotel, or one. */
export const ZHotelScope = z.object({ hotelId: anyId });

/** A manager's cancellation: always a reason; a paid booking also a refund note (checked on the server). */
export const ZReservationCancel = z.object({
  reservationId: zId(),
  reason: z.string().trim().min(1, "validation.required").max(500),
  refundNote: z.string().trim().max(1000).default(""),
});
export type TReservationCancel = z.infer<typeof ZReservationCancel>;

/** The filter values that are set, as a query string (links that keep the list's state, the export). */
export function reservationSearch(q: Partial<Record<string, string | number | undefined>>): string {
  return new URLSearchParams(
    Object.entries(q)
      .filter(([, v]) => v !== undefined && v !== "")
      .map(([k, v]) => [k, String(v)]),
  ).toString();
}
