import type { TransactionStatus } from "@/lib/generated/prisma/enums";
import { SETTLED } from "@/lib/orders/status";

// SPEC §5/§9 "Receipt": a request is taken within 90 days after the order was completed (paid),
// for a settled order only, and once per order (no reissue). Pure — the order list, the receipt
// page and the server all ask here, so they never disagree about whether the button is offered.

export const RECEIPT_WINDOW_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

export type ReceiptEligibility = "ok" | "notPaid" | "tooLate" | "exists";

/** The last instant a request is accepted: 90 × 24 h after the payment was completed. */
export function receiptDeadline(paidAt: Date): Date {
  return new Date(paidAt.getTime() + RECEIPT_WINDOW_DAYS * DAY_MS);
}

export function receiptEligibility(
  order: { transactionStatus: TransactionStatus; paidAt: Date | null },
  hasReceipt: boolean,
  now = new Date(),
): ReceiptEligibility {
  if (hasReceipt) return "exists"; // checked first: a refunded order keeps showing its receipt's state
  if (!SETTLED.has(order.transactionStatus) || !order.paidAt) return "notPaid";
  return now.getTime() <= receiptDeadline(order.paidAt).getTime() ? "ok" : "tooLate";
}
