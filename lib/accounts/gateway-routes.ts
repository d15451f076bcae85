import "server-only";
import { completeOidc } from "./oidc-routes";
import { route, type GatewayRoute } from "@/lib/gateway/types";
import { Forbidden } from "@/lib/server/errors";
import type { SignedIn } from "@/lib/server/guard";
import { conferenceName } from "@/lib/site/conference-name";
import { clientIp } from "./client-meta";
import { checkVerificationCode, sendVerificationCode } from "./codes";
import { findCompanies, getEdugainInfo } from "./org-directory";
import { passwordWeakness } from "./password-policy";
import {
  ZCheckCodeInput, ZCheckPasswordInput, ZCompanyQuery, ZEdugainQuery, ZEmailQuery, ZLocalLoginInput, ZOidcCallbackInput,
  ZPasswordContentInput, ZSendCodeInput, ZUpdatePasswordInput,
} from "./schemas";
import { authenticate, checkPassword, emailExists, findAttendee, resetPassword } from "./service";
import { logoutCurrent, startUserSession } from "./session-cookie";

// §7 account calls (issue 4), spread into lib/gateway/routes.ts. README "Deviations from the spec":
// localLogin needs the password, and codes are checked here and never returned.

const UC = "/conference/conferenceRegUserConfig";

/** Attendance lookups reveal who registered: only for one's own email, or for managers. */
function assertOwnEmail(a: SignedIn, email: string): void {
  if (a.user.email !== email && !a.manager) throw new Forbidden();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const ACCOUNT_ROUTES: Record<string, GatewayRoute<any, any>> = {
  // §7 checkEmail?email= — data true if a platform account exists.
  [`GET ${UC}/checkEmail`]: route({
    auth: "public",
    query: ZEmailQuery,
    handler: async ({ query }) => emailExists(query.email),
  }),

  // §7 checkPassword {email, password} — false when wrong (throttled like a login).
  [`POST ${UC}/checkPassword`]: route({
    auth: "public",
    body: ZCheckPasswordInput,
    handler: async ({ body, request }) => checkPassword(body.email, body.password, clientIp(request.headers)),
  }),

  // §7 checkPasswordContent — data 1 when strong enough, else 0.
  [`POST ${UC}/checkPasswordContent`]: route({
    auth: "public",
    body: ZPasswordContentInput,
    handler: async ({ body }) => (passwordWeakness(body) ? 0 : 1),
  }),

  // §7 sendEmailCode {email, type: registerCode|resetPassCode} — 429 past the limits.
  [`POST ${UC}/sendEmailCode`]: route({
    auth: "public",
    body: ZSendCodeInput,
    handler: async ({ access, body, locale, request }) =>
      sendVerificationCode(body, { ip: clientIp(request.headers), locale, siteName: conferenceName(access.conference, locale) }),
  }),

  // §7 getEmailCode {email, type, code} → {result: code still valid, match: code right}. Never the code.
  [`POST ${UC}/getEmailCode`]: route({
    auth: "public",
    body: ZCheckCodeInput,
    handler: async ({ body }) => {
      const check = await checkVerificationCode(body, false);
      return { result: check !== "expired", match: check === "ok" };
    },
  }),

  // §7 updatePassword {email, code, password} — needs a right code; revokes every session.
  [`POST ${UC}/updatePassword`]: route({
    auth: "public",
    body: ZUpdatePasswordInput,
    handler: async ({ body }) => {
      await resetPassword(body);
      return true;
    },
  }),

  // §7 localLogin {email, password} → token (also set as the session cookie).
  "POST /base/oauth/localLogin": route({
    auth: "public",
    body: ZLocalLoginInput,
    handler: async ({ body, request }) => startUserSession((await authenticate(body.email, body.password, clientIp(request.headers))).id),
  }),

  // §7 login {code, state} → token; like oidcLogin (the registration check only changes where a page goes).
  "POST /base/oauth/login": route({
    auth: "public",
    body: ZOidcCallbackInput,
    handler: async ({ body }) => (await completeOidc(body, { checkRegistration: true })).token,
  }),

  // §7 oidcLogin {code, state} → token.
  "POST /base/oauth/oidcLogin": route({
    auth: "public",
    body: ZOidcCallbackInput,
    handler: async ({ body }) => (await completeOidc(body, { checkRegistration: false })).token,
  }),

  // §7 logout — revokes the session; data.logoutUrl is the provider's logout when signed in through one.
  "DELETE /base/oauth/logout": route({
    auth: "public",
    handler: async () => ({ logoutUrl: await logoutCurrent() }),
  }),

  // §7 getEdugainInfo {query, selectInput} — "edugain,local": common providers; "edugain": search.
  "POST /conference/conferenceUser/getEdugainInfo": route({
    auth: "public",
    body: ZEdugainQuery,
    handler: async ({ body }) => getEdugainInfo(body.query, body.selectInput),
  }),

  // §7 findUserByConferenceIdAndEmail?email= — the attendance of an email in this conference, or null.
  "GET /conference/conferenceUser/findUserByConferenceIdAndEmail": route({
    auth: "user",
    query: ZEmailQuery,
    handler: async ({ access, query }) => {
      assertOwnEmail(access as SignedIn, query.email);
      return findAttendee(access.conference.id, query.email);
    },
  }),

  // §7 checkRegisteredUser?email= — whether that email already attends this conference.
  "GET /conference/conferenceUser/checkRegisteredUser": route({
    auth: "user",
    query: ZEmailQuery,
    handler: async ({ access, query }) => {
      assertOwnEmail(access as SignedIn, query.email);
      return !!(await findAttendee(access.conference.id, query.email));
    },
  }),

  // §7 /home/company/findByQuery {page, size ≤ 99999} → rows with zhTitle/enTitle (unit 153 excluded).
  "POST /home/company/findByQuery": route({
    auth: "public",
    body: ZCompanyQuery,
    handler: async ({ body }) => findCompanies(body),
  }),
};
