import type { PageAudience } from "./registry";

// What each audience of the page table asks of a person. Pure: the page guards apply it after the
// route guard's redirects (lib/server/route-policy.ts), so no page relies on a path prefix alone.

/** Not registered → a page that counts down, then /conferenceRegister (never straight there). */
export const REGISTER_FIRST = "/registerFirst";

export type AudienceFacts = { loggedIn: boolean; attended: boolean; manager: boolean; reviewer: boolean; platformAdmin?: boolean };

/** Whether an audience is signed in by definition (a visitor is sent to sign in first). */
export function needsSignIn(audience: PageAudience): boolean {
  return audience !== "public" && audience !== "prompt";
}

/** Where a person outside the page's audience goes ("login" = sign in first), or null when they may stay. */
export function audienceRedirect(audience: PageAudience, f: AudienceFacts): "login" | "/403" | typeof REGISTER_FIRST | null {
  if (!needsSignIn(audience)) return null;
  if (!f.loggedIn) return "login";
  if (audience === "manager" && !f.manager) return "/403";
  if (audience === "admin" && !f.platformAdmin) return "/403";
  if (audience === "reviewer" && !f.reviewer && !f.manager) return "/403";
  if (audience === "participant" && !f.attended && !f.manager) return REGISTER_FIRST;
  return null;
}

/** The route pattern of a page file ("app/page/[pageId]/page.tsx" → "/page/[pageId]"); route groups drop out. */
export function routeOfPageFile(file: string): string {
  const parts = file
    .replace(/\\/g, "/")
    .replace(/^app\//, "")
    .replace(/\/?page\.tsx$/, "")
    .split("/")
    .filter((p) => p && !/^\(.*\)$/.test(p));
  return `/${parts.join("/")}`;
}
