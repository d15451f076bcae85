import "server-only";
import type { Locale } from "@/lib/i18n/locale";
import { getSubmissionAssignments } from "@/lib/review/assign/queries";
import { chairOpinionView } from "@/lib/review/decision/service";
import { isReviewChair, myReviewOf, reviewsOfSubmission } from "@/lib/review/opinion/service";
import type { SignedIn } from "@/lib/server/guard";
import { getSubmissionDetail } from "./detail";
import { viewerOf } from "./page";

/**
 * What the review area's submission detail shows, by who is looking: the submission as this viewer
 * may see it (404 for another conference's, or one a reviewer was not assigned); for a manager its
 * assignments; for an assigned reviewer their own review; for a manager or the review chair every
 * review; and the chair's opinion where the chair has one to give.
 */
export async function submissionManageDetailView(access: SignedIn, id: number, locale: Locale) {
  const conf = access.conference;
  const who = { userId: access.user.id, manager: access.manager };
  const submission = await getSubmissionDetail(conf, viewerOf(access), id, locale);
  const [assignments, myReview, chair, chairOpinion] = await Promise.all([
    access.manager ? getSubmissionAssignments(conf.id, submission.id) : null,
    myReviewOf(conf, access.user.id, submission.id),
    isReviewChair(conf.id, access.user.id),
    chairOpinionView(conf, who, submission.id),
  ]);
  const allReviews = access.manager || chair ? await reviewsOfSubmission(conf, who, submission.id) : null;
  return {
    submission,
    assignments,
    myReview,
    allReviews,
    chairOpinion,
    /** Neither a manager nor a deciding chair: the page says it is read-only. */
    readOnly: !access.manager && !chairOpinion?.decides,
  };
}
