"use server";
import { action } from "@/lib/server/action";
import { cancelOrderAsManager, grantPayLater, markPaymentException, rejectPaymentClaim, setRefundNote } from "./actions-core";
import { ZManagerCancel, ZOrderReason, ZPayLater, ZRefundNote } from "./manager-schemas";

// Server actions of /platform/manage/order/[orderId]: managers only, always on the conference of
// the request's host (confirming money received is lib/payments/manager-actions.ts). Each answers the order's new status; the page then reloads its data, so the
// manager sees the new state and its history row. The table in status.ts decides what is legal.

const done = (o: { transactionStatus: string; payStatus: string }) => ({ transactionStatus: o.transactionStatus, payStatus: o.payStatus });

export const markPaymentExceptionAction = action({ audience: "manager", schema: ZOrderReason }, async (v, a) =>
  done(await markPaymentException(a.conference, a.user.id, v.orderId, v.reason)),
);
export const rejectPaymentClaimAction = action({ audience: "manager", schema: ZOrderReason }, async (v, a) =>
  done(await rejectPaymentClaim(a.conference, a.user.id, v.orderId, v.reason)),
);
export const grantPayLaterAction = action({ audience: "manager", schema: ZPayLater }, async (v, a) =>
  done(await grantPayLater(a.conference, a.user.id, v.orderId, v.reason)),
);
export const cancelOrderAction = action({ audience: "manager", schema: ZManagerCancel }, async (v, a) =>
  done(await cancelOrderAsManager(a.conference, a.user.id, v)),
);
export const setRefundNoteAction = action({ audience: "manager", schema: ZRefundNote }, async (v, a) =>
  done(await setRefundNote(a.conference, v.orderId, v.refundNote)),
);
