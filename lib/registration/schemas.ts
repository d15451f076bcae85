import { buildAnswersSchema } from "@/lib/forms/answers-schema";
import { ZFieldList, type FieldDef, type FieldOption } from "@/lib/forms/fields";
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
  account: z.object({ password: z.string().max(128), confirmPassword: z.string().max(128), code: z.string().max(12) }).optional(),
});
export type TAttendanceEnvelope = z.infer<typeof ZAttendanceEnvelope>;

const DATE = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "validation.invalidType");

export const REGISTER_RULES = ["REGISTER_FIRST_AND_PAY_LATER", "SUBMIT_FIRST_AND_PAY_LATER", "PAY_FIRST_AND_SUBMIT_LATER"] as const;

export const ZRegisterSettings = z
  .object({
    registerFlag: z.boolean(),
    registerNum: z.coerce.number().int("validation.invalidInteger").positive("registration.positiveNum").max(1_000_000),
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
  .refine((v) => v.registerStartDate <= v.registerEndDate, { path: ["registerEndDate"], message: "registration.startAfterEnd" });
export type TRegisterSettings = z.infer<typeof ZRegisterSettings>;

export const ZVersionName = z.string().trim().min(1).max(60).regex(/^[\p{L}\p{N}_. -]+$/u, "validation.invalidType");

export const ZSaveVersionInput = z.object({
  version: ZVersionName,
  copyFrom: ZVersionName.optional(),
  fields: ZFieldList.optional(),
  makeCurrent: z.boolean().default(false),
});
export type TSaveVersionInput = z.infer<typeof ZSaveVersionInput>;

export const ZVersionQuery = z.object({ version: ZVersionName });
export const ZFieldQuery = z.object({ field: z.string().trim().min(1).max(40) });
export const ZIdQuery = z.object({ id: z.coerce.number().int().positive() });

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
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(200).default(20),
  search: z.string().trim().max(100).default(""),
  country: z.string().trim().max(200).default(""),
  version: z.string().trim().max(60).default(""),
  from: DATE.or(z.literal("")).default(""),
  to: DATE.or(z.literal("")).default(""),
  sort: z.enum(["createdAt", "fullName", "email", "unit", "countryArea"]).default("createdAt"),
  order: z.enum(["asc", "desc"]).default("desc"),
});
export type TAttendeeListQuery = z.infer<typeof ZAttendeeListQuery>;

export const ZUpdateAttendeeInput = z.object({ id: z.coerce.number().int().positive(), answers: z.record(z.string().max(40), z.unknown()) });

export const ZAddManagerInput = z.object({ email: z.email("validation.invalidEmail").max(254).transform((e) => e.toLowerCase()) });
export const ZRemoveManagerInput = z.object({ userId: z.coerce.number().int().positive() });
export const ZSendUserEmailInput = z.object({ id: z.coerce.number().int().positive() });
export const ZDownloadFilesInput = z.object({
  files: z.array(z.object({ name: z.string().max(255), field: z.string().max(40) })).min(1).max(50),
});
