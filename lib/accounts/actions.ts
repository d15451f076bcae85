"use server";
import { getLocale } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locale";
import { action } from "@/lib/server/action";
import { conferenceName } from "@/lib/server/conference-name";
import { CHALLENGE_COOKIE, CODE_BINDING_COOKIE, issueBound, readBinding } from "@/lib/security/browser-binding";
import { clientMeta } from "@/lib/security/client-meta";
import { CODE_TTL_MS, sendVerificationCode } from "./codes";
import { landingPath } from "./landing";
import { CHALLENGE_TTL_MS, issueLoginChallenge } from "@/lib/security/login-challenge";
import { ZChallengeRequest, ZChangePasswordInput, ZLoginInput, ZProfileInput, ZRegisterInput, ZResetPasswordInput, ZSendCodeInput } from "./schemas";
import { updateProfile } from "./profile";
import { authenticate, changePassword, registerAccount, resetPassword } from "./service";
import { startUserSession } from "./session-cookie";

// Server actions of the account screens: adapters over service.ts (DESIGN §6.2). They read and set
// the browser's bindings (codes, login challenge) so that the services stay testable. "signin":
// what a manager needs to get into an unpublished conference (lib/server/guard.ts).

export const loginAction = action({ audience: "signin", schema: ZLoginInput }, async (input, a) => {
  const ctx = { ip: (await clientMeta()).ip, challengeBinding: await readBinding(CHALLENGE_COOKIE) };
  const user = await authenticate(input, ctx);
  await startUserSession(user.id);
  return { to: await landingPath(a.conference.id, user.id, input.redirect) };
});

/** A new challenge picture for the login form, bound to this browser. */
export const loginChallengeAction = action({ audience: "signin", schema: ZChallengeRequest }, async () => {
  const ip = (await clientMeta()).ip;
  return (await issueBound(CHALLENGE_COOKIE, CHALLENGE_TTL_MS, (secret) => issueLoginChallenge(secret, ip))).result;
});

export const sendCodeAction = action({ audience: "signin", schema: ZSendCodeInput }, async (input, a) => {
  const locale = (await getLocale()) as Locale;
  const ctx = { ip: (await clientMeta()).ip, locale, siteName: conferenceName(a.conference, locale) };
  return (await issueBound(CODE_BINDING_COOKIE, CODE_TTL_MS, (binding) => sendVerificationCode(input, { ...ctx, binding }))).result;
});

export const registerAction = action({ audience: "public", schema: ZRegisterInput }, async (input) => {
  const user = await registerAccount({ ...input, binding: await readBinding(CODE_BINDING_COOKIE) });
  await startUserSession(user.id);
  return { to: "/conferenceRegister" };
});

export const resetPasswordAction = action({ audience: "signin", schema: ZResetPasswordInput }, async (input) => {
  await resetPassword({ ...input, binding: await readBinding(CODE_BINDING_COOKIE) });
  return { to: "/conferencelogin?reset=1" };
});

export const changePasswordAction = action({ audience: "user", schema: ZChangePasswordInput }, async (input, a) => {
  const s = a;
  await changePassword(s.user.id, s.session.id, input);
  return { ok: true };
});

export const updateProfileAction = action({ audience: "user", schema: ZProfileInput }, async (input, a) => {
  await updateProfile(a.conference.id, a.user.id, input, await getLocale());
  return { to: "/profile/userInfo" };
});
