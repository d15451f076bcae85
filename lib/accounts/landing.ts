import "server-only";
import { safeRedirect } from "./safe-redirect";
import { hasAttended } from "./service";

/** §4 after login: the (same-site) redirect query, else the personal centre if already attending, else registration. */
export async function landingPath(conferenceId: number, userId: number, redirect?: string | null): Promise<string> {
  const safe = safeRedirect(redirect);
  if (safe) return safe;
  return (await hasAttended(conferenceId, userId)) ? "/profile/userInfo" : "/conferenceRegister";
}
