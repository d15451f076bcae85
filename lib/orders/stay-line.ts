import { formatMoney } from "@/lib/billing/money";

// A hotel order line spelled out — "2 nights × 1 room × ¥460.00 = ¥920.00" — wherever the line is
// shown (pay page, order list, the manager's order detail, receipts, the PDF confirmation), so the
// amount can be checked against the nightly rate. The words come from billing.stayLine (an ICU
// message: "1 night" / "2 nights" in English). Pure: client and server components both use it.

export type StayLineFacts = { type: string; days: number | null; roomQuantity: number | null; unitPriceMinor: number; amountMinor: number };

/** How many units the unit price is charged for: a hotel line's room-nights (nights × rooms), else its quantity. */
export function lineUnits(line: Pick<StayLineFacts, "type" | "days" | "roomQuantity"> & { quantity: number }): number {
  return line.type === "HOTEL" && line.days && line.roomQuantity ? line.days * line.roomQuantity : line.quantity;
}

/** The values of billing.stayLine for a hotel line, or null for any other line (or one without nights). */
export function stayLineValues(line: StayLineFacts, currency: string, locale: string): { nights: number; rooms: number; price: string; amount: string } | null {
  if (line.type !== "HOTEL" || !line.days || !line.roomQuantity) return null;
  return {
    nights: line.days,
    rooms: line.roomQuantity,
    price: formatMoney(line.unitPriceMinor, currency, locale),
    amount: formatMoney(line.amountMinor, currency, locale),
  };
}
