import { INT4_MAX, zDate, zId, zInt } from "@/lib/validation/fields";
import { PAYMENT_METHODS } from "@/lib/payments/schemas";
import { z } from "@/lib/validation/z";

// Inputs of the order core, shared by the participant's and the manager's forms and
// the server. No server-only.

const feeLine = z.object({ feeId: zId(), quantity: zInt({ min: 1, max: 20 }) });

/** The fee page: one registration fee and/or optional fees; the invitation code that revealed a fee. */
export const ZFeeChoice = z.object({
  registrationFeeId: zId().nullable().default(null),
  optional: z.array(feeLine).max(50).default([]),
  invitationCode: z.string().trim().max(64).default(""),
});
export type TFeeChoice = z.infer<typeof ZFeeChoice>;

/** fee/register/update/{orderId} and fee/optional/update/{orderId}: the new choice for that order. */
export const ZFeeOrderUpdate = ZFeeChoice.extend({ orderId: zId() });
export type TFeeOrderUpdate = z.infer<typeof ZFeeOrderUpdate>;

/** "1,2,3" in /profile/order/pay/goto/{orderIds}: 1 … 20 distinct ids. */
export const ZOrderIds = z
  .string()
  .max(240)
  .regex(/^\d{1,10}(,\d{1,10}){0,19}$/, "validation.invalidType")
  .transform((s) => [...new Set(s.split(",").map(Number))])
  .refine((ids) => ids.every((id) => id >= 1 && id <= INT4_MAX), "validation.invalidType");

export const ZStartPayment = z.object({ orderIds: z.array(zId()).min(1).max(20), method: z.enum(PAYMENT_METHODS) });
export type TStartPayment = z.infer<typeof ZStartPayment>;

export const ZBillNo = z
  .string()
  .trim()
  .regex(/^[A-Z0-9-]{6,40}$/, "validation.invalidType");

/** A bill of its payer's (the result page's polling, the return from a provider). */
export const ZBillRef = z.object({ billNo: ZBillNo });

/** "I have paid": the bill and what the payer says about the transfer (optional). */
export const ZDeclarePaid = z.object({ billNo: ZBillNo, payerNote: z.string().trim().max(500).default("") });
export type TDeclarePaid = z.infer<typeof ZDeclarePaid>;

/** A manager records the money received for an order (and the orders paid with it). */
export const ZConfirmPayment = z.object({
  orderId: zId(),
  amountMinor: zInt({ min: 1 }),
  paidOn: zDate(),
  transactionNo: z.string().trim().min(1, "validation.required").max(100),
});
export type TConfirmPayment = z.infer<typeof ZConfirmPayment>;

export const ZCancelOrder = z.object({
  orderId: zId(),
  reason: z.string().trim().max(500).default(""),
  refundNote: z.string().trim().max(1000).default(""),
});
export type TCancelOrder = z.infer<typeof ZCancelOrder>;
