import { zDate, zId } from "@/lib/validation/fields";
import { z } from "@/lib/validation/z";

// Inputs of the booking screen besides the booking itself (ZBooking in schemas.ts), shared by its
// actions and gateway calls. No server-only: the screen uses them too.

/** The nights of a stay to show before booking (check-out after check-in). */
export const ZAvailabilityQuery = z
  .strictObject({ roomId: zId(), checkIn: zDate(), checkOut: zDate() })
  .refine((v) => !v.checkIn || !v.checkOut || v.checkOut > v.checkIn, { path: ["checkOut"], message: "hotel.errors.checkOutNotAfterCheckIn" });
export type TAvailabilityQuery = z.output<typeof ZAvailabilityQuery>;

/** One of the person's own hotel orders (cancel). */
export const ZHotelOrderRef = z.strictObject({ orderId: zId() });
