import "server-only";
import { db } from "@/lib/server/db";
import { safeRedirect } from "./safe-redirect";
import { hasAttended, managesConference } from "./service";

/** Where a reviewer works: §2 step 8 confines reviewers under /platform to the review area. */
export const REVIEWER_LANDING = "/platform/submissionManage/reviewList";

/** Whether the person reviews for this conference (reviewer or chair) while submissions are switched on. */
async function reviewsConference(conferenceId: number, userId: number): Promise<boolean> {
  const [role, submissions] = await Promise.all([
    db.conferenceUser.findFirst({ where: { conferenceId, userId, role: { in: ["REVIEWER", "REVIEW_CHAIR"] } }, select: { id: true } }),
    db.conferenceModule.findFirst({ where: { conferenceId, module: "submission", enabled: true }, select: { id: true } }),
  ]);
  return !!role && !!submissions;
}

/**
 * §4 after login: the (same-site) redirect query; else managers go to management (they need no
 * registration, §6 — docs/deviations.md); reviewers to their reviews (they came to
 * review, not to attend); else the personal centre if already attending, else registration.
 */
export async function landingPath(conferenceId: number, userId: number, redirect?: string | null): Promise<string> {
  const safe = safeRedirect(redirect);
  if (safe) return safe;
  if (await managesConference(conferenceId, userId)) return "/platform";
  if (await reviewsConference(conferenceId, userId)) return REVIEWER_LANDING;
  return (await hasAttended(conferenceId, userId)) ? "/profile/userInfo" : "/conferenceRegister";
}

/** §2 step 3 (/login): who must register before going on — not managers (§6), nor reviewers. */
export async function mustRegisterFirst(conferenceId: number, userId: number): Promise<boolean> {
  const [manager, reviewer, attended] = await Promise.all([
    managesConference(conferenceId, userId),
    reviewsConference(conferenceId, userId),
    hasAttended(conferenceId, userId),
  ]);
  return !manager && !reviewer && !attended;
}
