// SPEC §4 submission statuses, driven by this one table. Who may move a submission from
// one status to another: the author (withdraw, resubmit), the organisers (decisions, with a reason),
// the review chair (the first decision on a submission under review, when the review config makes
// the chair's opinion final — lib/review/decision/decider.ts checks that) or the system (reviewer
// assignment). Reconsidering a decision stays with the organisers: they keep the last word. No
// server-only: the screens read it to offer only the moves that would be accepted.

export const SUBMISSION_STATUSES = ["WAITING_ALLOCATION", "ASSIGNED", "ACCEPTED", "REJECTED", "NEEDS_MODIFICATION", "RESUBMITTED", "WITHDRAWN"] as const;
export type TSubmissionStatus = (typeof SUBMISSION_STATUSES)[number];
export type SubmissionActor = "author" | "manager" | "chair" | "system";

/** The three outcomes of a review (the chair's opinion form offers these). */
export const DECISIONS = ["ACCEPTED", "REJECTED", "NEEDS_MODIFICATION"] as const satisfies readonly TSubmissionStatus[];

const TABLE: Record<TSubmissionStatus, Partial<Record<TSubmissionStatus, SubmissionActor[]>>> = {
  WAITING_ALLOCATION: { ASSIGNED: ["system", "manager"], ...decide(), WITHDRAWN: ["author"] },
  ASSIGNED: { WAITING_ALLOCATION: ["system", "manager"], ...decide(), WITHDRAWN: ["author"] },
  NEEDS_MODIFICATION: { RESUBMITTED: ["author"], ACCEPTED: ["manager"], REJECTED: ["manager"], WITHDRAWN: ["author"] },
  RESUBMITTED: { ASSIGNED: ["system", "manager"], ...decide(), WITHDRAWN: ["author"] },
  // Decisions can be reconsidered by the organisers; an accepted author may still withdraw. A decision
  // freezes the reviews (lib/review/closure.ts); the organisers reopen them by moving an accepted or
  // rejected one back to ASSIGNED (one that needs modification reopens with the author's resubmission).
  ACCEPTED: { ASSIGNED: ["manager"], REJECTED: ["manager"], NEEDS_MODIFICATION: ["manager"], WITHDRAWN: ["author"] },
  REJECTED: { ASSIGNED: ["manager"], ACCEPTED: ["manager"], NEEDS_MODIFICATION: ["manager"] },
  // Withdrawn is final: the author submits anew (a withdrawn submission no longer counts against the limits).
  WITHDRAWN: {},
};

function decide(): Partial<Record<TSubmissionStatus, SubmissionActor[]>> {
  return Object.fromEntries(DECISIONS.map((s) => [s, ["manager", "chair"] as SubmissionActor[]]));
}

export function canMove(from: TSubmissionStatus, to: TSubmissionStatus, actor: SubmissionActor): boolean {
  return TABLE[from]?.[to]?.includes(actor) ?? false;
}

/** The statuses `actor` may move a submission in `from` to. */
export function movesFrom(from: TSubmissionStatus, actor: SubmissionActor): TSubmissionStatus[] {
  return SUBMISSION_STATUSES.filter((to) => canMove(from, to, actor));
}

/** Statuses that count against the per-person and conference-wide maximums. */
export const COUNTED: readonly TSubmissionStatus[] = SUBMISSION_STATUSES.filter((s) => s !== "WITHDRAWN");

/** Statuses whose content the author may change without a resubmission (see lib/submission/author/window.ts). */
export const EDITABLE: readonly TSubmissionStatus[] = ["WAITING_ALLOCATION", "ASSIGNED"];

/** The moves that tell the author something: a decision, mailed to them. Allocation moves are bookkeeping. */
export const MAILED_STATUSES: readonly TSubmissionStatus[] = ["ACCEPTED", "REJECTED", "NEEDS_MODIFICATION"];
