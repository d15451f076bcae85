"use server";
import { getLocale } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locale";
import { action } from "@/lib/server/action";
import type { SignedIn } from "@/lib/server/guard";
import { conferenceName } from "@/lib/site/conference-name";
import { clientMeta } from "./client-meta";
import { sendVerificationCode } from "./codes";
import { landingPath } from "./landing";
import { ZChangePasswordInput, ZLoginInput, ZProfileInput, ZRegisterInput, ZResetPasswordInput, ZSendCodeInput } from "./schemas";
import { authenticate, changePassword, registerAccount, resetPassword, updateProfile } from "./service";
import { startUserSession } from "./session-cookie";

// Server actions of the account screens: adapters over service.ts (DESIGN §6.2).

const login = action({ audience: "public", schema: ZLoginInput }, async (input, a) => {
  const user = await authenticate(input.email, input.password, (await clientMeta()).ip);
  await startUserSession(user.id);
  return { to: await landingPath(a.conference.id, user.id, input.redirect) };
});

const sendCode = action({ audience: "public", schema: ZSendCodeInput }, async (input, a) => {
  const locale = (await getLocale()) as Locale;
  return sendVerificationCode(input, { ip: (await clientMeta()).ip, locale, siteName: conferenceName(a.conference, locale) });
});

const register = action({ audience: "public", schema: ZRegisterInput }, async (input) => {
  const user = await registerAccount(input);
  await startUserSession(user.id);
  return { to: "/conferenceRegister" };
});

const reset = action({ audience: "public", schema: ZResetPasswordInput }, async (input) => {
  await resetPassword(input);
  return { to: "/conferencelogin?reset=1" };
});

const change = action({ audience: "user", schema: ZChangePasswordInput }, async (input, a) => {
  const s = a as SignedIn;
  await changePassword(s.user.id, s.session.id, input);
  return { ok: true };
});

const saveProfile = action({ audience: "user", schema: ZProfileInput }, async (input, a) => {
  await updateProfile((a as SignedIn).user.id, input);
  return { to: "/profile/userInfo" };
});

export async function loginAction(input: Parameters<typeof login>[0]) {
  return login(input);
}
export async function sendCodeAction(input: Parameters<typeof sendCode>[0]) {
  return sendCode(input);
}
export async function registerAction(input: Parameters<typeof register>[0]) {
  return register(input);
}
export async function resetPasswordAction(input: Parameters<typeof reset>[0]) {
  return reset(input);
}
export async function changePasswordAction(input: Parameters<typeof change>[0]) {
  return change(input);
}
export async function updateProfileAction(input: Parameters<typeof saveProfile>[0]) {
  return saveProfile(input);
}
