import "server-only";
import type { Locale } from "@/lib/i18n/locale";
import type { SignedIn } from "@/lib/server/guard";
import { getMySubmission, getSubmissionFormScreen, newSubmissionLimit, paymentStep } from "./queries";

// What the author's /profile/submission/details shows: the form for a new submission, or one of
// their own submissions to edit, resubmit or read.

/** A new submission: "pay first" when the conference wants the fee paid before; else the form with its window and the per-person limit. */
export async function newSubmissionView(access: SignedIn, locale: Locale) {
  const conf = access.conference;
  if ((await paymentStep(conf, access)) === "payFirst") return { payFirst: true as const };
  const [screen, limit] = await Promise.all([getSubmissionFormScreen(conf, access.user.id, locale), newSubmissionLimit(conf, access.user.id)]);
  return { payFirst: false as const, screen, limit };
}

/** One of the author's submissions (404 for someone else's or none) with the form, whose country list keeps the authors' countries. */
export async function mySubmissionView(access: SignedIn, id: number, locale: Locale) {
  const conf = access.conference;
  const submission = await getMySubmission(conf, access.user.id, id, locale);
  const screen = await getSubmissionFormScreen(
    conf,
    access.user.id,
    locale,
    submission.values.authors.map((a) => a.country),
  );
  return {
    submission,
    screen,
    /** sent back for changes: the form resubmits */
    resubmit: submission.status === "NEEDS_MODIFICATION",
    editable: !submission.editRefusal,
  };
}
