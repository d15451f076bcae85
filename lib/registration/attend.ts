import "server-only";
import { createPreparedAccount, prepareAccount } from "@/lib/accounts/new-account";
import { ZEmail } from "@/lib/accounts/schemas";
import type { Access } from "@/lib/server/access";
import type { Locale } from "@/lib/i18n/locale";
import { Forbidden, Unauthorized, ValidationError } from "@/lib/server/errors";
import { toFieldErrors } from "@/lib/validation/field-errors";
import { withRegistrationCapacity } from "./capacity";
import { commitAttendance, prepareAttendance, refuseFullEarly, saveAttendance } from "./service";
import { ZNewAccount, type TAttendanceEnvelope } from "./schemas";
import { uploadOwnerHash } from "./upload-owner";

// The one entry of "attend" for the page's action and the gateway's save call: a signed-in person,
// or — when the conference allows it — a visitor who creates the account in the same step (§4).
// For the visitor, the account and the attendance are one transaction: everything is
// checked first (answers, version, uploads, password, code — not consumed), the password hashed
// outside the transaction, then the code is consumed and the user and attendee created together;
// a full conference or a changed form leaves no account behind and the code still usable.

/** Where account failures land on the attendance form. */
const ACCOUNT_FIELDS = { email: "answers.email", password: "account.password", code: "account.code" };

export type AttendOptions = {
  /** The browser's upload-owner token (cookie), which a visitor's uploads are bound to. */
  uploadOwner?: string | null;
  /** The secret of the browser (or API client) that asked for the verification code. */
  codeBinding?: string | null;
};

/** Saves one attendance, inside the conference's gate (capacity.ts: overload protection only). */
export function attend(a: Access, input: TAttendanceEnvelope, locale: Locale, origin: string, opts: AttendOptions = {}) {
  return withRegistrationCapacity(a.conference.id, () => attendNow(a, input, locale, origin, opts));
}

async function attendNow(a: Access, input: TAttendanceEnvelope, locale: Locale, origin: string, opts: AttendOptions) {
  const link = `${origin}/profile/userInfo`;
  if (a.user) {
    if (!a.conference.published && !a.manager) throw new Forbidden("errors.unpublished");
    return saveAttendance(a.conference, { userId: a.user.id, email: a.user.email }, input, locale, { loggedIn: true, link, attended: a.attended });
  }
  if (!a.conference.register?.allowAccountCreation) throw new Unauthorized();
  if (!a.conference.published) throw new Forbidden("errors.unpublished");
  if (!input.account) throw new ValidationError({ "account.password": "validation.required" });
  const acct = ZNewAccount.safeParse(input.account);
  if (!acct.success) throw new ValidationError(Object.fromEntries(Object.entries(toFieldErrors(acct.error)).map(([k, v]) => [`account.${k}`, v])));
  const typed = String(input.answers.email ?? "").trim();
  if (!typed) throw new ValidationError({ "answers.email": "validation.required" });
  const parsedEmail = ZEmail.safeParse(typed);
  if (!parsedEmail.success) throw new ValidationError({ "answers.email": "validation.invalidEmail" });
  const email = parsedEmail.data;
  const s = (k: string) => String(input.answers[k] ?? "").trim();
  // SPEC §5: the account name is first + last name, falling back to the full name.
  const trueName = [s("firstName"), s("lastName")].filter(Boolean).join(" ") || s("name") || email;

  const owner = opts.uploadOwner ? { ownerHash: uploadOwnerHash(opts.uploadOwner) } : null;
  const prepared = await prepareAttendance(a.conference, email, owner, input, locale);
  const account = await prepareAccount(
    { email, code: acct.data.code, binding: opts.codeBinding ?? null, trueName, password: acct.data.password },
    ACCOUNT_FIELDS,
  );
  // "Full" after the account's own answers (an address already in use says so first).
  await refuseFullEarly(a.conference.id, null);
  return commitAttendance(prepared, { createUser: (tx) => createPreparedAccount(tx, account) }, { loggedIn: false, link });
}
