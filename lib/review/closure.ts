import type { TSubmissionStatus } from "@/lib/submission/status";

// When a submission's reviews are over, whatever the review deadline says: the author withdrew it, or
// the organisers (or the chair) decided it — scores must not move under a decision already mailed
// to the author. Moving the submission back under review (a manager's "reopen", or the author's
// resubmission) opens them again. Pure: the score form and the server give the same answer.

export type ReviewClosure = "withdrawn" | "decided" | null;

const DECIDED: readonly TSubmissionStatus[] = ["ACCEPTED", "REJECTED", "NEEDS_MODIFICATION"];

/** Statuses under which an assigned review is over (not awaited, not editable). */
export const REVIEW_CLOSED_STATUSES: readonly TSubmissionStatus[] = ["WITHDRAWN", ...DECIDED];

export function reviewClosure(status: TSubmissionStatus | string): ReviewClosure {
  if (status === "WITHDRAWN") return "withdrawn";
  return DECIDED.includes(status as TSubmissionStatus) ? "decided" : null;
}
