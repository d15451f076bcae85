import "server-only";
import { safeRedirect } from "./safe-redirect";
import { hasAttended, managesConference } from "./service";

/**
 * §4 after login: the (same-site) redirect query; else managers go to management (they need no
 * registration, §6 — README "Deviations from the spec"); else the personal centre if already
 * attending, else registration.
 */
export async function landingPath(conferenceId: number, userId: number, redirect?: string | null): Promise<string> {
  const safe = safeRedirect(redirect);
  if (safe) return safe;
  if (await managesConference(conferenceId, userId)) return "/platform";
  return (await hasAttended(conferenceId, userId)) ? "/profile/userInfo" : "/conferenceRegister";
}

/** §2 step 3 (/login): who must register before going on — not managers (§6). */
export async function mustRegisterFirst(conferenceId: number, userId: number): Promise<boolean> {
  const [manager, attended] = await Promise.all([managesConference(conferenceId, userId), hasAttended(conferenceId, userId)]);
  return !manager && !attended;
}
