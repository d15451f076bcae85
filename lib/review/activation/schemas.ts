import { PASSWORD_MAX } from "@/lib/accounts/password-policy";
import { z } from "@/lib/validation/z";

// SPEC §2 /review/active/{key} and §5 "Activation form": one schema for the form (zodResolver), the
// server action, the gateway's POST …/review/active and the service (DESIGN §6.1). The email is
// never taken from the client: it is the invitation's. Password and confirmation are asked only of
// a person without a platform account; only the server knows which, so the base schema leaves them
// optional (the service requires them) and the form builds its own variant with activationFormSchema.

const ZName = z.string().trim().max(100);
/** Shape checked by the service: a malformed key answers exactly like an unknown one. */
export const ZActivationKeyParam = z.string().max(100);

const fields = {
  key: ZActivationKeyParam,
  /** Ignored: old clients post the whole reviewer record (§3), the invitation's address is used. */
  email: z.string().max(254).optional(),
  password: z.string().max(PASSWORD_MAX).optional().default(""),
  confirmPassword: z.string().max(PASSWORD_MAX).optional().default(""),
  lastName: ZName.min(1),
  middleName: ZName.optional().default(""),
  firstName: ZName.min(1),
  unit: z.string().trim().min(1).max(200),
  phone: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .regex(/^[\d\s+()-]*$/, "accounts.phoneInvalid"),
  countryArea: z.string().trim().min(1).max(100),
  direction: z.string().trim().min(1).max(200),
};

function confirmMatches(v: { password: string; confirmPassword: string }, ctx: z.RefinementCtx) {
  if ((v.password || v.confirmPassword) && v.password !== v.confirmPassword)
    ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: "accounts.passwordMismatch" });
}

/** What the server accepts; the service adds "password required" for a person without an account. */
export const ZActivationInput = z.strictObject(fields).superRefine(confirmMatches);
export type TActivationInput = z.input<typeof ZActivationInput>;
export type TActivation = z.output<typeof ZActivationInput>;

/** The form's variant: with `needsPassword` both password fields are required on the page too. */
export function activationFormSchema(needsPassword: boolean) {
  if (!needsPassword) return ZActivationInput;
  return z
    .strictObject({ ...fields, password: z.string().min(1).max(PASSWORD_MAX), confirmPassword: z.string().min(1).max(PASSWORD_MAX) })
    .superRefine(confirmMatches);
}

/** The fields of the form, in the order §2 lists them (after email and the passwords). */
export const PROFILE_FIELDS = ["lastName", "middleName", "firstName", "unit", "phone", "countryArea", "direction"] as const;

/** The public facts of an open invitation: what the form shows before anything is posted. */
export type InvitationFacts = {
  email: string;
  /** A platform account with this address exists: no password is asked, the account is linked. */
  hasAccount: boolean;
  chair: boolean;
  lastName: string;
  middleName: string;
  firstName: string;
  unit: string;
  phone: string;
  countryArea: string;
  direction: string;
};

/** Where an activated reviewer signs in (SPEC §2: then sign-in; reviewers land in their area). */
export const ACTIVATED_SIGN_IN = "/conferencelogin?redirect=%2Fplatform%2FsubmissionManage%2Findex";
