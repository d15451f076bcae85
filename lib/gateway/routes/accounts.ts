import "server-only";
import { completeOidc } from "@/lib/accounts/oidc-routes";
import { route, type GatewayRoute } from "@/lib/gateway/types";
import { Forbidden, ValidationError } from "@/lib/server/errors";
import { requestOrigin } from "@/lib/server/request-origin";
import type { SignedIn } from "@/lib/server/guard";
import { conferenceName } from "@/lib/server/conference-name";
import { CHALLENGE_COOKIE, CODE_BINDING_COOKIE, issueBound, readBinding } from "@/lib/security/browser-binding";
import { captchaSvg } from "@/lib/security/captcha-image";
import { clientIp } from "@/lib/security/client-meta";
import { checkVerificationCode, CODE_TTL_MS, sendVerificationCode } from "@/lib/accounts/codes";
import { CHALLENGE_TTL_MS, issueLoginChallenge } from "@/lib/security/login-challenge";
import { findCompanies, getEdugainInfo } from "@/lib/accounts/org-directory";
import { passwordWeakness } from "@/lib/accounts/password-policy";
import {
  ZCheckCodeInput,
  ZCheckPasswordInput,
  ZCompanyQuery,
  ZEdugainQuery,
  ZEmailQuery,
  ZLocalLoginInput,
  ZOidcCallbackInput,
  ZPasswordContentInput,
  ZSendCodeInput,
  ZUpdatePasswordInput,
} from "@/lib/accounts/schemas";
import { authenticate, checkEmail, checkPassword, findAttendee, resetPassword } from "@/lib/accounts/service";
import { logoutCurrent, startUserSession } from "@/lib/accounts/session-cookie";

// §7 account calls, spread into lib/gateway/routes.ts. docs/deviations.md:
// localLogin needs the password, and codes are checked here and never returned.
// Codes and login challenges are bound to the caller (cookie, or codeToken / challengeToken for
// API clients), and a sign-in past repeated failures answers 400 with a `challenge` field error
// until GET /base/oauth/challenge's picture is solved. "signin": reachable while the conference
// is unpublished, since a manager needs it to get in (lib/server/guard.ts).

/** The login rules' context for a gateway call: the IP and the caller's challenge binding. */
async function loginContext(request: Request, challengeToken?: string) {
  return { ip: clientIp(request.headers), challengeBinding: await readBinding(CHALLENGE_COOKIE, challengeToken) };
}

const UC = "/conference/conferenceRegUserConfig";

/** Attendance lookups reveal who registered: only for one's own email, or for managers. */
function assertOwnEmail(a: SignedIn, email: string): void {
  if (a.user.email !== email && !a.manager) throw new Forbidden();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const ACCOUNT_ROUTES: Record<string, GatewayRoute<any, any, any>> = {
  // §7 checkEmail?email= — data true if a platform account exists (429 past 30 a minute per IP).
  [`GET ${UC}/checkEmail`]: route({
    auth: "public",
    query: ZEmailQuery,
    handler: async ({ query, request }) => checkEmail(query.email, clientIp(request.headers)),
  }),

  // §7 checkPassword {email, password, challenge?, challengeToken?} — false when wrong (throttled like a login).
  [`POST ${UC}/checkPassword`]: route({
    auth: "signin",
    body: ZCheckPasswordInput,
    handler: async ({ body, request }) => checkPassword(body, await loginContext(request, body.challengeToken)),
  }),

  // §7 checkPasswordContent — data 1 when strong enough, else 0.
  [`POST ${UC}/checkPasswordContent`]: route({
    auth: "signin",
    body: ZPasswordContentInput,
    handler: async ({ body }) => (passwordWeakness(body) ? 0 : 1),
  }),

  // §7 sendEmailCode {email, type: registerCode|resetPassCode} → {resendSeconds, codeToken} — 429 past
  // the limits. The code is bound to this caller: the cookie, or codeToken for API clients.
  [`POST ${UC}/sendEmailCode`]: route({
    auth: "signin",
    body: ZSendCodeInput,
    handler: async ({ access, body, locale, request }) => {
      const ctx = { ip: clientIp(request.headers), locale, siteName: conferenceName(access.conference, locale) };
      const { secret, result } = await issueBound(CODE_BINDING_COOKIE, CODE_TTL_MS, (binding) => sendVerificationCode(body, { ...ctx, binding }));
      return { ...result, codeToken: secret };
    },
  }),

  // §7 getEmailCode {email, type, code, codeToken?} → {result: code still valid, match: code right}.
  // Never the code; without the caller's binding the answer is that of no live code.
  [`POST ${UC}/getEmailCode`]: route({
    auth: "signin",
    body: ZCheckCodeInput,
    handler: async ({ body }) => {
      const check = await checkVerificationCode({ ...body, binding: await readBinding(CODE_BINDING_COOKIE, body.codeToken) }, false);
      return { result: check !== "expired", match: check === "ok" };
    },
  }),

  // §7 updatePassword {email, code, password, codeToken?} — needs a right code; revokes every session.
  [`POST ${UC}/updatePassword`]: route({
    auth: "signin",
    body: ZUpdatePasswordInput,
    handler: async ({ body }) => {
      await resetPassword({ ...body, binding: await readBinding(CODE_BINDING_COOKIE, body.codeToken) });
      return true;
    },
  }),

  // §7 localLogin {email, password, challenge?, challengeToken?} → token (also set as the session cookie).
  "POST /base/oauth/localLogin": route({
    auth: "signin",
    body: ZLocalLoginInput,
    handler: async ({ body, request }) => startUserSession((await authenticate(body, await loginContext(request, body.challengeToken))).id),
  }),

  // Login challenge (not in §7) → {svg, challengeToken}: the picture to solve once a
  // sign-in answered 400 with a `challenge` field error; the answer goes in the next call's `challenge`.
  "GET /base/oauth/challenge": route({
    auth: "signin",
    handler: async ({ request }) => {
      const ip = clientIp(request.headers);
      const { secret, result } = await issueBound(CHALLENGE_COOKIE, CHALLENGE_TTL_MS, (s) => issueLoginChallenge(s, ip));
      return { svg: captchaSvg(result), challengeToken: secret };
    },
  }),

  // §7 login {code, state} → token; like oidcLogin (the registration check only changes where a page goes).
  "POST /base/oauth/login": route({
    auth: "signin",
    body: ZOidcCallbackInput,
    handler: async ({ body }) => (await completeOidc(body, { checkRegistration: true })).token,
  }),

  // §7 oidcLogin {code, state} → token.
  "POST /base/oauth/oidcLogin": route({
    auth: "signin",
    body: ZOidcCallbackInput,
    handler: async ({ body }) => (await completeOidc(body, { checkRegistration: false })).token,
  }),

  // §7 logout — revokes the session; data.logoutUrl is the provider's logout when signed in through one.
  "DELETE /base/oauth/logout": route({
    auth: "signin",
    handler: async () => ({ logoutUrl: await logoutCurrent() }),
  }),

  // §7 getEdugainInfo {query, selectInput, client_id?, redirect_uri?, state?, nonce?} — "edugain,local":
  // common providers; "edugain": search. Each entry's redirectUrl starts sign-in there on this conference.
  "POST /conference/conferenceUser/getEdugainInfo": route({
    auth: "signin",
    body: ZEdugainQuery,
    handler: async ({ body }) => {
      const origin = await requestOrigin();
      if (body.redirect_uri && body.redirect_uri !== `${origin}/oidcLogin`) throw new ValidationError({ redirect_uri: "errors.redirectUriForeign" });
      return getEdugainInfo(body, origin);
    },
  }),

  // §7 findUserByConferenceIdAndEmail?email= — the attendance of an email in this conference, or null.
  "GET /conference/conferenceUser/findUserByConferenceIdAndEmail": route({
    auth: "user",
    query: ZEmailQuery,
    handler: async ({ access, query }) => {
      assertOwnEmail(access, query.email);
      return findAttendee(access.conference.id, query.email);
    },
  }),

  // §7 checkRegisteredUser?email= — whether that email already attends this conference.
  "GET /conference/conferenceUser/checkRegisteredUser": route({
    auth: "user",
    query: ZEmailQuery,
    handler: async ({ access, query }) => {
      assertOwnEmail(access, query.email);
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
