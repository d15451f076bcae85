import { buildAnswersSchema } from "@/lib/forms/answers-schema";
import { ZFieldList, type FieldDef, type FieldOption } from "@/lib/forms/fields";
import { zDate, zId, zInt, zPage, zPageSize } from "@/lib/validation/fields";
import { z } from "@/lib/validation/z";

// One zod schema per input (DESIGN §6.1). The attendance schema is built from the version's fields,
// the same on the form and on the server.

/** Account fields when the conference lets a visitor register and create an account at once. */
export const ZNewAccount = z
  .object({
    password: z.string().min(8).max(128),
    confirmPassword: z.string().min(1),
    code: z.string().trim().min(1).max(12),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ["confirmPassword"], message: "registration.passwordMismatch" });

export function buildAttendanceSchema(fields: FieldDef[], locale: string, opts: { noticeRequired: boolean; newAccount: boolean }) {
  return z.object({
    version: z.string().trim().min(1).max(60),
    notice: opts.noticeRequired ? z.boolean().refine((v) => v, "registration.noticeRequired") : z.boolean().default(false),
    answers: buildAnswersSchema(fields, locale),
    account: opts.newAccount ? ZNewAccount : z.undefined().optional(),
  });
}

/** What arrives before the version's schema is known: shape only. */
export const ZAttendanceEnvelope = z.object({
  version: z.string().trim().min(1).max(60),
  notice: z.boolean().default(false),
  answers: z.record(z.string().max(40), z.unknown()),
  // codeToken: an API client's code binding (sendEmailCode's answer); browsers send the cookie.
  account: z
    .object({ password: z.string().max(128), confirmPassword: z.string().max(128), code: z.string().max(12), codeToken: z.string().max(64).optional() })
    .optional(),
});
export type TAttendanceEnvelope = z.infer<typeof ZAttendanceEnvelope>;

const DATE = zDate();

export const REGISTER_RULES = ["REGISTER_FIRST_AND_PAY_LATER", "SUBMIT_FIRST_AND_PAY_LATER", "PAY_FIRST_AND_SUBMIT_LATER"] as const;

/** The registration limit, when the limit switch is on. */
const REGISTER_NUM = zInt({ min: 1, max: 1_000_000, minMessage: "registration.positiveNum" });

export const ZRegisterSettings = z
  .object({
    registerFlag: z.boolean(),
    // Checked below only while registerFlag is on: with the switch off the field is disabled and
    // its value unused (a new conference's 0 must not block saving).
    registerNum: z.unknown(),
    costsSet: z.boolean(),
    registerRule: z.enum(REGISTER_RULES),
    registerStartDate: DATE,
    registerEndDate: DATE,
    registerInstructionsZh: z.string().max(100_000),
    registerInstructionsEn: z.string().max(100_000),
    descriptionZh: z.string().max(10_000),
    descriptionEn: z.string().max(10_000),
    allowAccountCreation: z.boolean().default(false),
  })
  .refine((v) => v.registerStartDate <= v.registerEndDate, { path: ["registerEndDate"], message: "registration.startAfterEnd" })
  .superRefine(
    (v, ctx) => {
      if (v.registerFlag !== true) return;
      const r = REGISTER_NUM.safeParse(v.registerNum);
      if (!r.success) ctx.addIssue({ code: "custom", path: ["registerNum"], message: r.error.issues[0].message });
    },
    // run even when another field failed, so every message shows at once
    { when: (p) => typeof p.value === "object" && p.value !== null },
  )
  // Switch off: a usable number is kept for when it is switched on again, anything else stored as 0.
  .transform((v) => ({ ...v, registerNum: REGISTER_NUM.safeParse(v.registerNum).data ?? 0 }));
export type TRegisterSettings = z.infer<typeof ZRegisterSettings>;

export const ZVersionName = z
  .string()
  .trim()
  .min(1)
  .max(60)
  .regex(/^[\p{L}\p{N}_. -]+$/u, "validation.invalidType");

export const ZSaveVersionInput = z.object({
  version: ZVersionName,
  copyFrom: ZVersionName.optional(),
  fields: ZFieldList.optional(),
  makeCurrent: z.boolean().default(false),
});
export type TSaveVersionInput = z.infer<typeof ZSaveVersionInput>;

/** The designer's "New version": empty or a copy, never over an existing one. */
export const ZCreateVersionInput = z.object({ version: ZVersionName, copyFrom: ZVersionName.optional() });

export const ZVersionQuery = z.object({ version: ZVersionName });
export const ZFieldQuery = z.object({ field: z.string().trim().min(1).max(40) });
export const ZIdQuery = z.object({ id: zId() });

const ZOptionValue: z.ZodType<FieldOption> = z.lazy(() =>
  z.object({
    value: z.string().trim().min(1).max(200),
    label: z.object({ zh: z.string().max(200), en: z.string().max(200) }),
    children: z.array(ZOptionValue).max(500).optional(),
  }),
);
export const ZSaveOptionsInput = z.object({ field: z.string().regex(/^[a-zA-Z][a-zA-Z0-9_]{0,39}$/), values: z.array(ZOptionValue).max(2000) });
export const ZSaveCountryOptionsInput = z.object({ values: z.array(ZOptionValue).min(1).max(2000) });

export const ZAttendeeListQuery = z.object({
  page: zPage(),
  size: zPageSize(200, 20),
  search: z.string().trim().max(100).default(""),
  country: z.string().trim().max(200).default(""),
  version: z.string().trim().max(60).default(""),
  from: zDate({ optional: true }).default(""),
  to: zDate({ optional: true }).default(""),
  sort: z.enum(["createdAt", "fullName", "email", "unit", "countryArea"]).default("createdAt"),
  order: z.enum(["asc", "desc"]).default("desc"),
});
export type TAttendeeListQuery = z.infer<typeof ZAttendeeListQuery>;

export const ZUpdateAttendeeInput = z.object({ id: zId(), answers: z.record(z.string().max(40), z.unknown()) });

export const ZAddManagerInput = z.object({
  email: z
    .email("validation.invalidEmail")
    .max(254)
    .transform((e) => e.toLowerCase()),
});
export const ZRemoveManagerInput = z.object({ userId: zId() });
export const ZSendUserEmailInput = z.object({ id: zId() });
const ZFileRef = z.object({
  name: z
    .string()
    .max(255)
    .regex(/^[A-Za-z0-9._-]+$/, "validation.invalidType"), // a stored name (§7 temp/upload)
  field: z
    .string()
    .max(40)
    .regex(/^[A-Za-z0-9_]+$/, "validation.invalidType"),
});
/** A form field holding JSON: parsed, or left as text for the schema to refuse. */
const jsonText = (v: unknown) => {
  if (typeof v !== "string") return v;
  try {
    return JSON.parse(v);
  } catch {
    return v;
  }
};
/**
 * §7 download/files, "a list of {name, field}, as form post": the list as the JSON body, as
 * {files: list}, or in a form (urlencoded or multipart) as a field `files` holding that JSON — or a
 * form of one file's `name` and `field`. At most 50 files (lib/registration/file-download.ts).
 */
export const ZDownloadFilesInput = z.preprocess(
  (v) => {
    if (Array.isArray(v)) return { files: v };
    if (v && typeof v === "object" && !("files" in v) && "name" in v && "field" in v)
      return { files: [{ name: (v as { name: unknown }).name, field: (v as { field: unknown }).field }] };
    if (v && typeof v === "object" && "files" in v) return { ...v, files: jsonText((v as { files: unknown }).files) };
    return v;
  },
  z.object({ files: z.array(ZFileRef).min(1, "validation.required").max(50) }),
);
