import "server-only";
import type { Order } from "@/lib/generated/prisma/client";
import type { SignedIn } from "@/lib/server/guard";
import { cancelOrderAsManager, grantPayLater, markPaymentException, rejectPaymentClaim, setRefundNote } from "../actions-core";
import type { TManagerCancel, TOrderReason } from "./schemas";

// A manager's moves on one order as the order detail page's actions and the gateway's calls both
// answer them: the order's new state, in one shape (the gateway's), whichever entry asked.

export type MovedOrder = Pick<Order, "id" | "orderNo" | "transactionStatus" | "payStatus" | "available" | "refundNote">;

export function movedOrder(o: MovedOrder): MovedOrder {
  return { id: o.id, orderNo: o.orderNo, transactionStatus: o.transactionStatus, payStatus: o.payStatus, available: o.available, refundNote: o.refundNote };
}

/** The money did not arrive as claimed (or not in full): flagged for follow-up. */
export async function flagPaymentException(a: SignedIn, { orderId, reason }: TOrderReason) {
  return movedOrder(await markPaymentException(a.conference, a.user.id, orderId, reason));
}

/** "Payment not received": a claimed payment goes back to unpaid. */
export async function refusePaymentClaim(a: SignedIn, { orderId, reason }: TOrderReason) {
  return movedOrder(await rejectPaymentClaim(a.conference, a.user.id, orderId, reason));
}

/** Pay status "delay": the order stays open past its deadline. */
export async function allowPayLater(a: SignedIn, { orderId, reason }: { orderId: number; reason: string }) {
  return movedOrder(await grantPayLater(a.conference, a.user.id, orderId, reason));
}

/** Cancelled with a reason; a paid order also needs a refund note. */
export async function cancelAsManager(a: SignedIn, input: TManagerCancel) {
  return movedOrder(await cancelOrderAsManager(a.conference, a.user.id, input));
}

/** The refund note shown to the payer, the status unchanged. */
export async function noteRefund(a: SignedIn, { orderId, refundNote }: { orderId: number; refundNote: string }) {
  return movedOrder(await setRefundNote(a.conference, orderId, refundNote));
}
