import { NextResponse, type NextRequest } from "next/server";
import { loadAccessForToken } from "@/lib/server/access";
import { hostFromHeaders, publicOrigin } from "@/lib/server/host";
import { isMobileUserAgent } from "@/lib/server/mobile";
import { paymentFormOrigins } from "@/lib/payments/providers/endpoints";
import { freshPagePolicy } from "@/lib/site/page-csp";
import { decideRoute } from "@/lib/server/route-policy";
import { SESSION_COOKIE } from "@/lib/server/session-store";
import { resolveConference } from "@/lib/server/tenant";
import { effectiveLocale, LOCALE_COOKIE } from "@/lib/i18n/locale";

// Optimistic §2 route guard (steps 4, 5, 7, 8) and the §1 language reset. Never the only check:
// pages, actions and the gateway guard themselves (lib/server/guard.ts), and a test suite runs
// with SYMPOSIA_DISABLE_PROXY=1 to prove it.
export async function proxy(request: NextRequest) {
  if (process.env.SYMPOSIA_DISABLE_PROXY === "1") return NextResponse.next();
  // A fresh nonce per page; Next reads the policy from the request to stamp its scripts.
  const csp = freshPagePolicy(request.headers, { dev: process.env.NODE_ENV === "development", formActions: paymentFormOrigins() });
  const forwarded = new Headers(request.headers);
  forwarded.set("content-security-policy", csp);
  const pass = () => {
    const r = NextResponse.next({ request: { headers: forwarded } });
    r.headers.set("content-security-policy", csp);
    return r;
  };

  const conference = await resolveConference(hostFromHeaders(request.headers));
  if (!conference) return pass(); // the page answers "no such conference" with 404

  const token = request.cookies.get(SESSION_COOKIE)?.value;
  const access = await loadAccessForToken(conference, token, isMobileUserAgent(request.headers.get("user-agent")));
  const session = access.session;
  const { pathname, search } = request.nextUrl;
  const target = decideRoute(pathname, search, {
    loggedIn: !!access.user,
    published: conference.published,
    manager: access.manager,
    reviewer: access.reviewer,
    expired: !!token && !session,
  });
  // Server actions answer for themselves through action(...) (lib/server/action.ts): 401 so the
  // page can show the SPEC §4 "sign-in expired" alert, 403 {ok:false} for a missing role. A
  // redirect here would hide both (a refused action would answer 200 {}).
  const isAction = request.method === "POST" && request.headers.has("next-action");
  // Redirect on the host the person used (request.url says localhost behind Next).
  const response = target && !isAction ? NextResponse.redirect(new URL(target, publicOrigin(request.headers)), 307) : pass();

  const stored = request.cookies.get(LOCALE_COOKIE)?.value;
  const locale = effectiveLocale(stored, conference.languageType);
  if (stored !== locale) response.cookies.set(LOCALE_COOKIE, locale, { path: "/", sameSite: "lax", maxAge: 31536000 });
  return response;
}

export const config = {
  matcher: ["/((?!api/|_next/|favicon.ico|.*\\.[a-zA-Z0-9]+$).*)"],
};
