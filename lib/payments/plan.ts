import type { OrderType, PaymentPlan } from "@/lib/generated/prisma/enums";

/**
 * SPEC §3 payment plan: "hotel separate" pays hotel bookings apart from the conference fees, so a
 * combined payment may not mix a hotel order with others ("general" lets one payment cover all).
 */
export function separatesHotel(plan: PaymentPlan, orders: readonly { type: OrderType }[]): boolean {
  if (plan !== "HOTEL_SEPARATE") return false;
  const hotel = orders.filter((o) => o.type === "HOTEL").length;
  return hotel > 0 && hotel < orders.length;
}
