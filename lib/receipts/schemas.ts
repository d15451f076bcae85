import { zDate, zId, zPage, zPageSize } from "@/lib/validation/fields";
import { z } from "@/lib/validation/z";

// Inputs of receipts (SPEC §3 "Receipt", §5 rules), one schema each, shared by the forms
// (zodResolver) and the server. No server-only. Every required field says what is missing on that
// field (receipts.errors.*), not a generic "required".

export const RECEIPT_TYPES = ["ordinary"] as const;
export const TITLE_TYPES = ["PERSONAL", "COMPANY"] as const;
export const RECEIPT_STATUSES = ["UNBILLED", "TO_BE_INVOICED", "INVOICED"] as const;
export type TReceiptStatus = (typeof RECEIPT_STATUSES)[number];

const E = "receipts.errors";
const text = (max: number, required: string) => z.string().trim().min(1, `${E}.${required}`).max(max);

/**
 * A telephone number as people write it in any country: an optional leading +, digits, spaces,
 * hyphens, dots and parentheses, with 6–15 digits (E.164 allows at most 15).
 */
export function isPhoneNumber(s: string): boolean {
  if (!/^\+?[\d\s().-]+$/.test(s)) return false;
  const digits = s.replace(/\D/g, "").length;
  return digits >= 6 && digits <= 15;
}

/** Taxpayer identification: China's 15/18-character unified code, or a foreign VAT / tax id. */
export function isTaxpayerNo(s: string): boolean {
  return /^[A-Za-z0-9][A-Za-z0-9 -]{4,28}[A-Za-z0-9]$/.test(s);
}

/** /profile/order/receipt/{orderId}: the request. Amount and date are shown from the order, and the server takes the order's. */
export const ZReceiptRequest = z
  .object({
    orderId: zId(),
    receiptType: z.enum(RECEIPT_TYPES, { error: `${E}.receiptType` }),
    content: text(200, "content"),
    titleType: z.enum(TITLE_TYPES, { error: `${E}.titleType` }),
    titleName: z.string().trim().max(200),
    taxpayerNo: z.string().trim().max(40).default(""),
    recipientName: text(100, "recipientName"),
    phone: z.string().trim().min(1, `${E}.phone`).max(40).refine(isPhoneNumber, `${E}.phoneInvalid`),
    address: text(300, "address"),
    email: z.string().trim().min(1, `${E}.email`).max(254).pipe(z.email("validation.invalidEmail")),
    amount: z
      .string()
      .trim()
      .min(1, `${E}.amount`)
      .max(20)
      .regex(/^\d{1,12}(\.\d{1,4})?$/, "validation.invalidNumber"),
    paymentDate: z.string().trim().min(1, `${E}.paymentDate`).pipe(zDate()),
    attendeeNames: text(500, "attendeeNames"),
    comment: z.string().trim().max(500).default(""),
  })
  .superRefine((v, ctx) => {
    // The name's message follows the title type: a person's name or the company's.
    if (!v.titleName) ctx.addIssue({ code: "custom", path: ["titleName"], message: `${E}.${v.titleType === "COMPANY" ? "companyName" : "personalName"}` });
    if (v.titleType !== "COMPANY") return;
    if (!v.taxpayerNo) ctx.addIssue({ code: "custom", path: ["taxpayerNo"], message: `${E}.taxpayerNo` });
    else if (!isTaxpayerNo(v.taxpayerNo)) ctx.addIssue({ code: "custom", path: ["taxpayerNo"], message: `${E}.taxpayerNoInvalid` });
  });
export type TReceiptRequest = z.infer<typeof ZReceiptRequest>;

/** /platform/manage/receipt filters; days are the conference's calendar days, "to" inclusive. */
export const ZReceiptListQuery = z.object({
  page: zPage(),
  size: zPageSize(100, 20),
  status: z.enum(["", ...RECEIPT_STATUSES]).default(""),
  titleType: z.enum(["", ...TITLE_TYPES]).default(""),
  from: zDate({ optional: true }).default(""),
  to: zDate({ optional: true }).default(""),
  search: z.string().trim().max(100).default(""),
});
export type TReceiptListQuery = z.infer<typeof ZReceiptListQuery>;

export const ZReceiptExportQuery = ZReceiptListQuery.omit({ page: true, size: true }).extend({ format: z.enum(["csv", "xlsx"]).default("xlsx") });
export type TReceiptExportQuery = z.infer<typeof ZReceiptExportQuery>;

/** A manager moves the status one step forward and records the express tracking number and bill number. */
export const ZReceiptUpdate = z
  .object({
    id: zId(),
    status: z.enum(RECEIPT_STATUSES),
    expressNo: z.string().trim().max(60).default(""),
    billNo: z.string().trim().max(60).default(""),
  })
  .superRefine((v, ctx) => {
    if (v.status === "INVOICED" && !v.billNo) ctx.addIssue({ code: "custom", path: ["billNo"], message: `${E}.billNoRequired` });
  });
export type TReceiptUpdate = z.infer<typeof ZReceiptUpdate>;

/**
 * One step at a time, forward only (unbilled → to be invoiced → invoiced): each step is a notice to
 * the payer, and "to be invoiced" is the point where someone has taken the request on. Staying put
 * edits the numbers.
 */
export function canMoveReceipt(from: TReceiptStatus, to: TReceiptStatus): boolean {
  const step = RECEIPT_STATUSES.indexOf(to) - RECEIPT_STATUSES.indexOf(from);
  return step === 0 || step === 1;
}
