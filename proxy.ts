import { NextResponse, type NextRequest } from "next/server";
import { loadAccess } from "@/lib/server/access";
import { hostFromHeaders, publicOrigin } from "@/lib/server/host";
import { isMobileUserAgent } from "@/lib/server/mobile";
import { decideRoute } from "@/lib/server/route-policy";
import { lookupSession, SESSION_COOKIE } from "@/lib/server/session-store";
import { resolveConference } from "@/lib/server/tenant";
import { effectiveLocale, LOCALE_COOKIE } from "@/lib/i18n/locale";

// Optimistic §2 route guard (steps 4, 5, 7, 8) and the §1 language reset. Never the only check:
// pages, actions and the gateway guard themselves (lib/server/guard.ts), and a test suite runs
// with SYMPOSIA_DISABLE_PROXY=1 to prove it.
export async function proxy(request: NextRequest) {
  if (process.env.SYMPOSIA_DISABLE_PROXY === "1") return NextResponse.next();
  const conference = await resolveConference(hostFromHeaders(request.headers));
  if (!conference) return NextResponse.next(); // the page answers "no such conference" with 404

  const token = request.cookies.get(SESSION_COOKIE)?.value;
  const session = await lookupSession(token);
  const access = await loadAccess(conference, session, isMobileUserAgent(request.headers.get("user-agent")));
  const { pathname, search } = request.nextUrl;
  const target = decideRoute(pathname, search, {
    loggedIn: !!access.user,
    published: conference.published,
    manager: access.manager,
    reviewer: access.reviewer,
    expired: !!token && !session,
  });
  // A server action of a signed-out (expired) person answers 401 itself (lib/server/action.ts), so
  // the page can show the SPEC §4 "sign-in expired" alert; a login redirect here would hide it.
  if (target?.startsWith("/conferencelogin") && request.method === "POST" && request.headers.has("next-action")) return NextResponse.next();
  // Redirect on the host the person used (request.url says localhost behind Next).
  const response = target ? NextResponse.redirect(new URL(target, publicOrigin(request.headers)), 307) : NextResponse.next();

  const stored = request.cookies.get(LOCALE_COOKIE)?.value;
  const locale = effectiveLocale(stored, conference.languageType);
  if (stored !== locale) response.cookies.set(LOCALE_COOKIE, locale, { path: "/", sameSite: "lax", maxAge: 31536000 });
  return response;
}

export const config = {
  matcher: ["/((?!api/|_next/|favicon.ico|.*\\.[a-zA-Z0-9]+$).*)"],
};
