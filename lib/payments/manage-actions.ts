"use server";
import { getLocale } from "next-intl/server";
import { movedOrder } from "@/lib/orders/manage/moves";
import { ZConfirmPaymentForm, ZRecordRefundForm } from "@/lib/orders/manage/schemas";
import { action } from "@/lib/server/action";
import { ValidationError } from "@/lib/server/errors";
import { requestOrigin } from "@/lib/server/request-origin";
import { amountOfOrder, confirmPaymentAsManager } from "./confirm";
import { recordBillRefund } from "./refund";

// The manager's side of money on /platform/manage/order/[orderId]: confirm money received for an
// order, and "record refund" on a bill (a double charge sent back outside the provider). Managers
// only, on the conference of the request's host; each answers the new status.

export const confirmPaymentAction = action({ audience: "manager", schema: ZConfirmPaymentForm }, async (v, a) => {
  const amountMinor = await amountOfOrder(a.conference.id, v.orderId, v.amount);
  try {
    const orders = await confirmPaymentAsManager(
      a.conference,
      a.user.id,
      { orderId: v.orderId, amountMinor, paidOn: v.paidOn, transactionNo: v.transactionNo },
      await requestOrigin(),
      await getLocale(),
    );
    return orders.map(movedOrder); // as the gateway's confirm answers: every order the bill moved
  } catch (e) {
    // The core names the amount field as its callers in minor units do; this form's field is `amount`.
    if (e instanceof ValidationError && e.fieldErrors?.amountMinor) throw new ValidationError({ amount: e.fieldErrors.amountMinor });
    throw e;
  }
});

export const recordBillRefundAction = action({ audience: "manager", schema: ZRecordRefundForm }, async (v, a) => {
  const bill = await recordBillRefund(a.conference, a.user.id, v);
  return { billNo: bill.billNo, status: bill.status };
});
