import "server-only";
import { registerAccount } from "@/lib/accounts/service";
import type { Access } from "@/lib/server/access";
import type { Locale } from "@/lib/i18n/locale";
import { Forbidden, Unauthorized, ValidationError } from "@/lib/server/errors";
import { saveAttendance } from "./service";
import type { TAttendanceEnvelope } from "./schemas";

// The one entry of "attend" for the page's action and the gateway's save call: a signed-in person,
// or — when the conference allows it — a visitor who creates the account in the same step (§4).

export async function attend(a: Access, input: TAttendanceEnvelope, locale: Locale, origin: string) {
  const link = `${origin}/profile/userInfo`;
  if (a.user) {
    if (!a.conference.published && !a.manager) throw new Forbidden("errors.unpublished");
    return saveAttendance(a.conference, { userId: a.user.id, email: a.user.email }, input, locale, { loggedIn: true, link });
  }
  if (!a.conference.register?.allowAccountCreation) throw new Unauthorized();
  if (!a.conference.published) throw new Forbidden("errors.unpublished");
  const acct = input.account;
  if (!acct) throw new ValidationError({ "account.password": "validation.required" });
  if (acct.password !== acct.confirmPassword) throw new ValidationError({ "account.confirmPassword": "registration.passwordMismatch" });
  const email = String(input.answers.email ?? "").trim().toLowerCase();
  if (!email) throw new ValidationError({ "answers.email": "validation.required" });
  const s = (k: string) => String(input.answers[k] ?? "").trim();
  // SPEC §5: the account name is first + last name, falling back to the full name.
  const trueName = [s("firstName"), s("lastName")].filter(Boolean).join(" ") || s("name") || email;
  const user = await registerAccount({ email, code: acct.code, trueName, password: acct.password });
  return saveAttendance(a.conference, { userId: user.id, email }, input, locale, { loggedIn: false, link });
}
