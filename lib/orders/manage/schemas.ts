import { OrderType, PaymentMethodKind, TransactionStatus } from "@/lib/generated/prisma/enums";
import { zDate, zId, zPage, zPageSize } from "@/lib/validation/fields";
import { z } from "@/lib/validation/z";

// Inputs of the manager's order screens (/platform/manage/order) and their gateway calls, shared
// by the forms and the server. No server-only. The gateway's confirm call takes the lead's
// ZConfirmPayment (amount in minor units); the form takes the amount as people type it.

/** "" = any; otherwise one of the enum's values. */
const anyOr = <T extends Record<string, string>>(values: T) => z.union([z.literal(""), z.enum(values)]).default("");

export const ZOrderFilters = z.object({
  search: z.string().trim().max(100).default(""),
  type: anyOr(OrderType),
  status: anyOr(TransactionStatus),
  method: anyOr(PaymentMethodKind),
  /** "paymentException": orders with a bill the provider paid that settles nothing (paid twice, after the order ended, wrong amount) until its refund is recorded. */
  flag: z.union([z.literal(""), z.literal("paymentException")]).default(""),
  /** Creation days in the conference's time zone, both ends inclusive. */
  from: zDate({ optional: true }).default(""),
  to: zDate({ optional: true }).default(""),
});
export type TOrderFilters = z.infer<typeof ZOrderFilters>;

export const ZOrderListQuery = ZOrderFilters.extend({ page: zPage(), size: zPageSize(100, 20) });
export type TOrderListQuery = z.infer<typeof ZOrderListQuery>;

export const ZOrderExportQuery = ZOrderFilters.extend({ format: z.enum(["csv", "xlsx"]).default("xlsx") });

export const ZOrderIdParams = z.object({ orderId: zId() });

const reason = z.string().trim().min(1, "validation.required").max(500);

/** Payment exception, and "payment not received" (back to unpaid): the reason goes into the history. */
export const ZOrderReason = z.object({ orderId: zId(), reason });
export type TOrderReason = z.infer<typeof ZOrderReason>;

/** "Allow paying later": a reason is welcome, not required. */
export const ZPayLater = z.object({ orderId: zId(), reason: z.string().trim().max(500).default("") });

/** A manager's cancellation: always a reason; a paid order also a refund note (checked on the server). */
export const ZManagerCancel = z.object({ orderId: zId(), reason, refundNote: z.string().trim().max(1000).default("") });
export type TManagerCancel = z.infer<typeof ZManagerCancel>;

/** The refund note alone (empty clears it). */
export const ZRefundNote = z.object({ orderId: zId(), refundNote: z.string().trim().max(1000) });

/** The confirm dialog: the amount as typed ("1280.00"); the server reads it in the order's currency. */
export const ZConfirmPaymentForm = z.object({
  orderId: zId(),
  amount: z
    .string()
    .trim()
    .min(1, "validation.required")
    .regex(/^\d{1,12}(\.\d{1,3})?$/, "orderAdmin.errors.amountFormat"),
  paidOn: zDate(),
  transactionNo: z.string().trim().min(1, "validation.required").max(100),
});
export type TConfirmPaymentForm = z.infer<typeof ZConfirmPaymentForm>;

/**
 * "Record refund" on a bill the provider paid that settles nothing (a double charge): the money was
 * sent back outside the provider; the day, the amount as typed (in the bill's currency) and the
 * bank's reference, confirmed by the manager. Closes the bill's exception.
 */
export const ZRecordRefundForm = z.object({
  billNo: z.string().trim().min(1).max(40),
  amount: z
    .string()
    .trim()
    .min(1, "validation.required")
    .regex(/^\d{1,12}(\.\d{1,3})?$/, "orderAdmin.errors.amountFormat"),
  refundedOn: zDate(),
  reference: z.string().trim().min(1, "validation.required").max(100),
  confirmed: z.boolean().refine((v) => v, "orderAdmin.errors.confirmRefund"),
});
export type TRecordRefundForm = z.infer<typeof ZRecordRefundForm>;
