import { zId, zPage, zPageSize } from "@/lib/validation/fields";
import { z } from "@/lib/validation/z";
import { MAIL_PLACEHOLDERS, MAIL_TEMPLATE_KINDS } from "./placeholders";
import { htmlToText, unknownPlaceholders } from "./render";

// One schema per input (DESIGN §6.1), shared by the forms, the server actions and the gateway.
// Messages are i18n keys: validation.* (shared) and mail.* (messages/*/mail.json).

/** SPEC §5: at least 10 characters, letters and digits. "" means "keep the stored password". */
export function passwordProblem(v: string): string | null {
  if (v === "") return null;
  if (v.length < 10) return "mail.passwordTooShort";
  if (!/[A-Za-z]/.test(v) || !/\d/.test(v)) return "mail.passwordLettersDigits";
  return null;
}

/** SPEC §5: SMTP port integers only (form text or JSON number). */
const ZPort = z.unknown().transform((v, ctx) => {
  const s = typeof v === "number" ? String(v) : typeof v === "string" ? v.trim() : v == null ? "" : null;
  if (s === "") {
    ctx.addIssue({ code: "custom", message: "validation.required", input: v });
    return z.NEVER;
  }
  if (s === null || !/^\d+$/.test(s)) {
    ctx.addIssue({ code: "custom", message: "mail.portInteger", input: v });
    return z.NEVER;
  }
  const n = Number(s);
  if (n < 1 || n > 65535) {
    ctx.addIssue({ code: "custom", message: "mail.portRange", input: v });
    return z.NEVER;
  }
  return n;
});

const HOST = /^(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;

export const ZMailConfigInput = z
  .strictObject({
    address: z.string().trim().min(1).max(254).pipe(z.email()),
    password: z
      .string()
      .max(128)
      .default("")
      .superRefine((v, ctx) => {
        const problem = passwordProblem(v);
        if (problem) ctx.addIssue({ code: "custom", message: problem });
      }),
    confirmPassword: z.string().max(128).default(""),
    smtpHost: z.string().trim().min(1).max(253).regex(HOST, "mail.invalidHost"),
    port: ZPort,
    ssl: z.boolean().default(true),
    active: z.boolean().default(true),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: "mail.passwordMismatch",
    path: ["confirmPassword"],
    // run even when other fields failed, so every message shows at once
    when: (p) => {
      const v = p.value as { password?: unknown; confirmPassword?: unknown };
      return typeof v?.password === "string" && typeof (v.confirmPassword ?? "") === "string";
    },
  });
export type TMailConfigInput = z.infer<typeof ZMailConfigInput>;

export const ZMailKind = z.enum(MAIL_TEMPLATE_KINDS);

const ZSubject = z.string().trim().min(1).max(200);
const ZBody = z
  .string()
  .trim()
  .min(1)
  .max(100_000)
  .refine((v) => htmlToText(v) !== "", "validation.required");

export const ZMailTemplateInput = z
  .strictObject({ kind: ZMailKind, subjectZh: ZSubject, subjectEn: ZSubject, bodyZh: ZBody, bodyEn: ZBody })
  .superRefine((v, ctx) => {
    const allowed = MAIL_PLACEHOLDERS[v.kind];
    for (const field of ["subjectZh", "subjectEn", "bodyZh", "bodyEn"] as const) {
      const [unknown] = unknownPlaceholders(v[field], allowed);
      if (unknown) ctx.addIssue({ code: "custom", path: [field], message: `mail.unknownPlaceholder?name=${encodeURIComponent(`{${unknown}}`)}` });
    }
  });
export type TMailTemplateInput = z.infer<typeof ZMailTemplateInput>;

export const ZMailKindInput = z.strictObject({ kind: ZMailKind });

export const MAIL_STATUSES = ["QUEUED", "SENDING", "SENT", "RETRYING", "FAILED", "CAPTURED"] as const;

export const ZMailLogQuery = z.object({
  status: z.enum(MAIL_STATUSES).optional().catch(undefined),
  page: zPage().catch(1),
  size: zPageSize(100, 20).catch(20),
});
export type TMailLogQuery = z.infer<typeof ZMailLogQuery>;

export const ZMailIdInput = z.strictObject({ id: zId() });
