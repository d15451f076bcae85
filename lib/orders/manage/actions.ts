"use server";
import { action } from "@/lib/server/action";
import { allowPayLater, cancelAsManager, flagPaymentException, noteRefund, refusePaymentClaim } from "./moves";
import { ZManagerCancel, ZOrderReason, ZPayLater, ZRefundNote } from "./schemas";

// Server actions of /platform/manage/order/[orderId]: managers only, always on the conference of
// the request's host (confirming money received is lib/payments/manage-actions.ts). Each answers the order's new state; the page then reloads its data, so the
// manager sees the new state and its history row. The table in status.ts decides what is legal.

export const markPaymentExceptionAction = action({ audience: "manager", schema: ZOrderReason }, async (v, a) => flagPaymentException(a, v));
export const rejectPaymentClaimAction = action({ audience: "manager", schema: ZOrderReason }, async (v, a) => refusePaymentClaim(a, v));
export const grantPayLaterAction = action({ audience: "manager", schema: ZPayLater }, async (v, a) => allowPayLater(a, v));
export const cancelOrderAction = action({ audience: "manager", schema: ZManagerCancel }, async (v, a) => cancelAsManager(a, v));
export const setRefundNoteAction = action({ audience: "manager", schema: ZRefundNote }, async (v, a) => noteRefund(a, v));
