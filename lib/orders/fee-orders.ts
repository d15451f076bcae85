import "server-only";
import type { Locale } from "@/lib/i18n/locale";
import { getPaymentSettings } from "@/lib/payments/methods";
import type { SignedIn } from "@/lib/server/guard";
import { cancelOwnOrder } from "./actions-core";
import { createFeeOrders, replaceFeeOrder } from "./create";
import { payTargetOf } from "./order-view";
import type { TFeeChoice, TFeeOrderUpdate } from "./schemas";

// The participant's fee orders as the fee page's actions and the gateway's calls both answer them:
// each adapter passes the signed-in person and the request's language, and sends back what these
// return. The answers are the gateway's (clients read `orders` and the payment page's path `next`).

/** One registration fee and/or optional fees → the orders made (one per type) and where to pay them. */
export async function orderFees(a: SignedIn, choice: TFeeChoice, locale: Locale) {
  const orders = await createFeeOrders(a.conference, { userId: a.user.id, locale }, choice);
  // the fee page reads whether the orders are paid together: one payment page for all, or the first
  const { combineOrders } = await getPaymentSettings(a.conference.id);
  return { orders, next: payTargetOf(orders, combineOrders) };
}

/** An unpaid order voided and replaced in one transaction → the new order and where to pay it. */
export async function changeFeeOrder(a: SignedIn, { orderId, ...choice }: TFeeOrderUpdate, locale: Locale) {
  const orders = await replaceFeeOrder(a.conference, { userId: a.user.id, locale }, orderId, choice);
  return { orders, next: payTargetOf(orders, false) };
}

/** The payer cancels an unpaid order of theirs (its quota given back) → the order's new status. */
export async function cancelMyOrder(a: SignedIn, orderId: number) {
  const o = await cancelOwnOrder(a.conference, a.user.id, orderId);
  return { id: o.id, transactionStatus: o.transactionStatus };
}
