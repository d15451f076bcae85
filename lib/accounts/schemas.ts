import { zPage, zPageSize } from "@/lib/validation/fields";
import { z } from "@/lib/validation/z";
import { PASSWORD_MAX } from "./password-policy";

// One schema per input (DESIGN §6.1), shared by the forms (zodResolver), the server actions, the
// gateway rows and the services. Messages are i18n keys (validation.* and accounts.*).

export const ZEmail = z
  .string()
  .trim()
  .min(1)
  .max(254)
  .pipe(z.email())
  .transform((e) => e.toLowerCase());
const ZPassword = z.string().min(1).max(PASSWORD_MAX);
const ZCode = z.string().trim().min(1).max(12).regex(/^\d+$/, "accounts.codeWrong");
const ZName = z.string().trim().max(100);
/** The login challenge's answer; empty when none is shown. */
const ZChallenge = z.string().trim().max(20).optional();
/** An API client's binding from sendEmailCode / the challenge call (browsers send the cookie instead). */
const ZBindingToken = z.string().max(64).optional();

/** §7 sendEmailCode / getEmailCode "type". */
export const ZCodeType = z.enum(["registerCode", "resetPassCode"]);
export type TCodeType = z.infer<typeof ZCodeType>;

function confirmMatches<T extends { password: string; confirmPassword: string }>(v: T, ctx: z.RefinementCtx) {
  if (v.password !== v.confirmPassword) ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: "accounts.passwordMismatch" });
}

export const ZLoginInput = z.strictObject({ email: ZEmail, password: ZPassword, challenge: ZChallenge, redirect: z.string().max(2000).optional() });
export type TLoginInput = z.input<typeof ZLoginInput>;

export const ZSendCodeInput = z.strictObject({ email: ZEmail, type: ZCodeType });
export type TSendCodeInput = z.input<typeof ZSendCodeInput>;

/** §7 getEmailCode {email, type, code, codeToken?}. */
export const ZCheckCodeInput = z.strictObject({ email: ZEmail, type: ZCodeType, code: ZCode, codeToken: ZBindingToken });

export const ZRegisterInput = z
  .strictObject({ email: ZEmail, code: ZCode, trueName: ZName.min(1), password: ZPassword, confirmPassword: z.string().min(1) })
  .superRefine(confirmMatches);
export type TRegisterInput = z.input<typeof ZRegisterInput>;

export const ZResetPasswordInput = z
  .strictObject({ email: ZEmail, code: ZCode, password: ZPassword, confirmPassword: z.string().min(1) })
  .superRefine(confirmMatches);
export type TResetPasswordInput = z.input<typeof ZResetPasswordInput>;

/** §7 updatePassword {email, code, password, codeToken?}: the gateway form of a reset. */
export const ZUpdatePasswordInput = z.strictObject({ email: ZEmail, code: ZCode, password: ZPassword, codeToken: ZBindingToken });

export const ZChangePasswordInput = z
  .strictObject({ oldPassword: z.string().min(1).max(PASSWORD_MAX), password: ZPassword, confirmPassword: z.string().min(1) })
  .superRefine(confirmMatches);
export type TChangePasswordInput = z.input<typeof ZChangePasswordInput>;

export const ZProfileInput = z.strictObject({
  trueName: ZName.min(1),
  lastName: ZName,
  middleName: ZName,
  firstName: ZName,
  unit: z.string().trim().max(200),
  title: z.string().trim().max(100),
  phone: z
    .string()
    .trim()
    .max(40)
    .regex(/^[\d\s+()-]*$/, "accounts.phoneInvalid"),
  country: z.string().trim().max(100),
});
export type TProfileInput = z.input<typeof ZProfileInput>;

export const ZEmailQuery = z.object({ email: ZEmail });
/** §7 checkPassword {email, password, challenge?, challengeToken?}. */
export const ZCheckPasswordInput = z.strictObject({ email: ZEmail, password: ZPassword, challenge: ZChallenge, challengeToken: ZBindingToken });
/** §7 checkPasswordContent: body "data" (the password), or {password}. */
export const ZPasswordContentInput = z
  .object({ data: z.string().max(1000).optional(), password: z.string().max(1000).optional() })
  .transform((v) => v.password ?? v.data ?? "");
/** §7 localLogin {email, password, challenge?, challengeToken?}: the password is required (docs/deviations.md). */
export const ZLocalLoginInput = z.strictObject({ email: ZEmail, password: ZPassword, challenge: ZChallenge, challengeToken: ZBindingToken });
/** §7 login / oidcLogin {code, state}. */
export const ZOidcCallbackInput = z.object({ code: z.string().min(1).max(2000), state: z.string().min(1).max(200), iss: z.string().max(500).optional() });
const ZAlnum16 = z.string().regex(/^([A-Za-z0-9]{16})?$/, "errors.alnum16"); // SPEC §9 state / nonce ("" = not given)
/**
 * §7 getEdugainInfo: query text, selectInput "edugain,local" (common) or "edugain" (search), and the
 * sign-in parameters client_id, redirect_uri (this conference's /oidcLogin: checked by the route,
 * which knows the origin), state and nonce (16 alphanumerics).
 */
export const ZEdugainQuery = z.object({
  query: z.string().trim().max(100).optional().default(""),
  selectInput: z.string().max(40).optional().default("edugain"),
  client_id: z
    .string()
    .trim()
    .max(200)
    .regex(/^[\w.:@-]*$/, "validation.invalidType")
    .optional(),
  redirect_uri: z.string().trim().max(500).optional(),
  state: ZAlnum16.optional(),
  nonce: ZAlnum16.optional(),
});
/** §7 /home/company/findByQuery {page, size ≤ 99999}. */
export const ZCompanyQuery = z.object({
  page: zPage(),
  size: zPageSize(99999, 99999),
  query: z.string().trim().max(100).optional(),
});
/** The login form's request for a (new) challenge picture: nothing but the call. */
export const ZChallengeRequest = z.strictObject({});
/** The picture's mailed alternative for people who cannot see it (WCAG 1.1.1): the sign-in's address. */
export const ZMailChallengeInput = z.strictObject({ email: ZEmail });
/** The top menu's "exit": nothing but the call (it goes through action(...) too). */
export const ZLogoutRequest = z.strictObject({});
