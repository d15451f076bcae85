import type { PayStatus, TransactionStatus } from "@/lib/generated/prisma/enums";
import { nextStatuses, SETTLED } from "../status";

// Which of the detail page's actions a manager is offered for an order: exactly the moves the
// transition table allows a manager from its status (status.ts), so a button never leads to a 409
// unless someone else moved the order meanwhile. No server-only: pure.

export type OfferedAction = "confirm" | "exception" | "reject" | "payLater" | "refundNote" | "cancel";

type OrderState = { transactionStatus: TransactionStatus; payStatus: PayStatus; available: boolean; paidAt: Date | null; refundNote: string };

export function allowedManagerActions(o: OrderState): OfferedAction[] {
  const next = nextStatuses(o.transactionStatus, "manager");
  const out: OfferedAction[] = [];
  if (next.includes("PAID")) out.push("confirm");
  if (next.includes("PAYMENT_EXCEPTION")) out.push("exception");
  if (next.includes("UNPAID")) out.push("reject");
  // grantPayLater: an open, unsettled order; once granted there is nothing more to grant.
  if (o.available && !SETTLED.has(o.transactionStatus) && o.payStatus !== "DELAY") out.push("payLater");
  // A refund note matters once money was received (or a note exists to correct).
  if (o.paidAt || o.refundNote) out.push("refundNote");
  if (next.includes("CANCELLED")) out.push("cancel");
  return out;
}
