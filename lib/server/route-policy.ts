import { needsSignIn } from "@/lib/pages/audience";
import { audienceOf, routeOf } from "@/lib/pages/registry";

// SPEC §2 route guard, steps 5, 7 and 8, as one pure decision shared by proxy.ts (optimistic
// redirects) and the page guards (which must hold on their own — DESIGN §2).

export type RouteFacts = {
  loggedIn: boolean;
  published: boolean;
  manager: boolean;
  reviewer: boolean;
  expired?: boolean; // a session cookie came but its session is gone (SPEC §4 sign-in expired)
};

export const PROMPT_PAGES = ["/404", "/403", "/401", "/unpublished"];

// Sign-in stays reachable on an unpublished conference, or its managers could never get in
// (docs/deviations.md).
// /preview: the administrator's signed preview link, which checks sign-in and role itself.
const SIGN_IN_ROUTES = ["/conferencelogin", "/resetPassword", "/login", "/oidcLogin", "/review/active", "/preview"];

const REVIEWER_AREA = "/platform/submissionManage";

function under(pathname: string, route: string): boolean {
  return route === "/" ? pathname === "/" : pathname === route || pathname.startsWith(route + "/");
}

export function isPromptPage(pathname: string): boolean {
  return PROMPT_PAGES.includes(pathname);
}

/** Whether a path needs a signed-in person: its page's audience in the page table says so (unknown
 *  paths under the personal centre and management too, through their catch-alls). Everything else —
 *  SPEC §2 anonymous routes, content pages, unknown paths that answer 404 — is public. */
export function needsLogin(pathname: string): boolean {
  const route = routeOf(pathname);
  return !!route && needsSignIn(audienceOf(route));
}

export function loginRedirect(pathWithQuery: string, expired = false): string {
  return `/conferencelogin?redirect=${encodeURIComponent(pathWithQuery)}${expired ? "&expired=1" : ""}`;
}

/**
 * SPEC §2 step 2: an `autologon` query starts organisation sign-in that returns to the current
 * address (without the autologon parameter). Its value may name the provider.
 */
export function autologonRedirect(pathname: string, search: string): string | null {
  const q = new URLSearchParams(search);
  if (!q.has("autologon") || under(pathname, "/oidcLogin") || under(pathname, "/login")) return null;
  const provider = q.get("autologon") ?? "";
  q.delete("autologon");
  const rest = q.toString();
  const start = new URLSearchParams({ returnTo: pathname + (rest ? `?${rest}` : "") });
  if (/^[a-z][a-z0-9_-]{0,39}$/i.test(provider) && !["1", "true"].includes(provider)) start.set("provider", provider);
  return `/oidcLogin/start?${start}`;
}

/** Where to send the person instead, or null to let the request through. */
export function decideRoute(pathname: string, search: string, f: RouteFacts): string | null {
  const autologon = autologonRedirect(pathname, search);
  if (autologon) return autologon;
  if (isPromptPage(pathname)) return null;
  if (!f.loggedIn && needsLogin(pathname)) return loginRedirect(pathname + search, f.expired);
  if (!f.published && !f.manager && !SIGN_IN_ROUTES.some((r) => under(pathname, r))) return "/unpublished";
  if (under(pathname, "/platform") && !f.manager) {
    return f.reviewer && under(pathname, REVIEWER_AREA) ? null : "/403";
  }
  return null;
}
