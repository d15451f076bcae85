import { zDate, zId, zPage, zPageSize } from "@/lib/validation/fields";
import { z } from "@/lib/validation/z";
import { normalisePhone } from "./phone";

// Feedback: one schema per input (DESIGN §6.1), shared by the forms, the server actions,
// the gateway and the services. No server-only. Messages are i18n keys; SPEC §5's required fields
// (title, type, content, verification code, a valid phone) each carry their own on their field.

export const TITLE_MAX = 200;
export const CONTENT_MAX = 5000;
/** SPEC §9 "others 20 MB". */
export const FEEDBACK_MAX_BYTES = 20 * 1024 * 1024;

export const FEEDBACK_TYPES = ["consultation", "suggestion", "complaint", "other"] as const;
export const FEEDBACK_RECIPIENTS = ["organising", "programme", "registration", "hotel"] as const;
export const FEEDBACK_STATUSES = ["OPEN", "REPLIED", "CLOSED"] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];
export type FeedbackRecipient = (typeof FEEDBACK_RECIPIENTS)[number];
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

const isEmail = (v: string) => z.email().safeParse(v).success;
/**
 * A field left out of a form post counts as left empty, so it gets its own "required" message; line
 * breaks are kept as "\n" (multipart form posts send a textarea's as CRLF).
 */
const blankIfAbsent = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (typeof v === "string" ? v.replace(/\r\n?/g, "\n") : (v ?? "")), schema);
const text = (max: number, required: string) => blankIfAbsent(z.string().trim().min(1, required).max(max));

/** Optional for a signed-in sender (their account's address stands in), required of a visitor. */
const email = (required?: string) =>
  blankIfAbsent(
    z
      .string()
      .trim()
      .max(254)
      .refine((v) => !required || v !== "", required)
      .refine((v) => v === "" || isEmail(v), "validation.invalidEmail")
      .transform((v) => v.toLowerCase()),
  );

const phone = blankIfAbsent(
  z
    .string()
    .trim()
    .min(1, "feedback.errors.phoneRequired")
    .max(40)
    .transform((v, ctx) => {
      const e164 = normalisePhone(v);
      if (!e164) ctx.addIssue({ code: "custom", message: "feedback.errors.phoneInvalid" });
      return e164 ?? v;
    }),
);

/** A browser form leaves an unchosen file input as an empty File: that is no file. */
const file = z.preprocess(
  (v) => (v === "" || (typeof File !== "undefined" && v instanceof File && v.size === 0 && !v.name) ? undefined : v),
  z.instanceof(File, { message: "feedback.errors.fileType" }).optional(),
);

/** New feedback from a signed-in participant (the file rides along in the gateway's multipart form). */
export const ZFeedbackSend = z.strictObject({
  title: text(TITLE_MAX, "feedback.errors.titleRequired"),
  name: blankIfAbsent(z.string().trim().max(100)),
  email: email(),
  phone,
  type: blankIfAbsent(z.enum(FEEDBACK_TYPES, "feedback.errors.typeRequired")),
  recipient: z.union([z.literal(""), z.enum(FEEDBACK_RECIPIENTS)]).default(""),
  content: text(CONTENT_MAX, "feedback.errors.contentRequired"),
  captcha: text(20, "feedback.errors.captchaRequired"),
  /** An API client's picture binding from the captcha call (browsers send the cookie instead). */
  captchaToken: z.string().max(64).optional(),
  file,
});
export type TFeedbackSend = z.output<typeof ZFeedbackSend>;
export type TFeedbackSendInput = z.input<typeof ZFeedbackSend>;

/** A visitor's feedback: replies reach them by mail only, so name and email are required too. */
export const ZVisitorFeedbackSend = ZFeedbackSend.extend({
  name: text(100, "feedback.errors.nameRequired"),
  email: email("feedback.errors.emailRequired"),
});

/** The picture's mailed alternative (WCAG 1.1.1): a visitor's address (a participant's account address is used instead). */
export const ZFeedbackMailCode = z.strictObject({ email: email() });

export const ZFeedbackId = z.strictObject({ id: zId() });

/** The sender's follow-up under their feedback. */
export const ZFeedbackFollowUp = z.strictObject({ id: zId(), body: text(CONTENT_MAX, "feedback.errors.messageRequired") });
export type TFeedbackFollowUp = z.output<typeof ZFeedbackFollowUp>;

/** A manager's reply (plain text; line breaks kept). */
export const ZFeedbackReply = z.strictObject({ id: zId(), body: text(CONTENT_MAX, "feedback.errors.replyRequired") });
export type TFeedbackReply = z.output<typeof ZFeedbackReply>;

export const ZFeedbackVisitors = z.strictObject({ on: z.boolean() });

export const ZMyFeedbackQuery = z.object({ page: zPage(), size: zPageSize(50, 10) });

export const ZFeedbackFilters = z.object({
  /** title, content, name, email or phone */
  search: z.string().trim().max(100).default(""),
  type: z.union([z.literal(""), z.enum(FEEDBACK_TYPES)]).default(""),
  status: z.union([z.literal(""), z.enum(FEEDBACK_STATUSES)]).default(""),
  /** Days sent, on the conference's clock, both ends inclusive. */
  from: zDate({ optional: true }).default(""),
  to: zDate({ optional: true }).default(""),
});
export type TFeedbackFilters = z.infer<typeof ZFeedbackFilters>;

export const ZFeedbackListQuery = ZFeedbackFilters.extend({ page: zPage(), size: zPageSize(100, 20) });
export type TFeedbackListQuery = z.infer<typeof ZFeedbackListQuery>;

export const ZFeedbackExportQuery = ZFeedbackFilters.extend({ format: z.enum(["csv", "xlsx"]).default("xlsx") });

/** The filter values that are set, as a query string (links that keep the list's state, the export). */
export function feedbackSearch(q: Partial<Record<string, string | number | undefined>>): string {
  return new URLSearchParams(
    Object.entries(q)
      .filter(([, v]) => v !== undefined && v !== "")
      .map(([k, v]) => [k, String(v)]),
  ).toString();
}
