import { todayIn } from "@/lib/i18n/dates";
import type { SiteConference } from "@/lib/server/site-conference";
import type { TSubmissionStatus } from "../status";

// When an author may create, edit or resubmit (SPEC §5/§8). Pure: the screens show the
// same answer the server enforces. Dates are calendar days in the conference's time zone, inclusive.

export type WindowSettings = {
  open: boolean;
  startDate: string; // "" = unset
  endDate: string;
  secondDeadline: string;
  allowEditAfterAccept: boolean;
};

export type WindowFacts = { moduleOn: boolean; closed: boolean; today: string };

/** The facts of a conference that the windows depend on, today on its calendar. */
export function windowFacts(conf: SiteConference): WindowFacts {
  return { moduleOn: !!conf.modules.submission, closed: conf.closed, today: todayIn(conf.timeZone) };
}

/** The last day a "needs modification" submission may be resubmitted (the end date without a second deadline). */
export function revisionDeadline(s: WindowSettings): string {
  return s.secondDeadline || s.endDate;
}

/** null when the call is open for new submissions today, else the message key why not. */
export function createRefusal(s: WindowSettings, f: WindowFacts): string | null {
  if (!f.moduleOn || f.closed || !s.open || !s.startDate || !s.endDate || f.today < s.startDate) return "submission.errors.notOpened";
  if (f.today > s.endDate) return "submission.errors.closed";
  return null;
}

/** null when the author may change a submission in `status` today, else the message key why not. */
export function editRefusal(status: TSubmissionStatus, s: WindowSettings, f: WindowFacts): string | null {
  if (!f.moduleOn || f.closed || !s.open || !s.startDate || f.today < s.startDate) return "submission.errors.notOpened";
  switch (status) {
    case "WAITING_ALLOCATION":
    case "ASSIGNED":
      return s.endDate && f.today <= s.endDate ? null : "submission.errors.closed";
    case "NEEDS_MODIFICATION":
    case "RESUBMITTED":
      // After the end date only these, until the second-submission deadline (§8 'second-submission time passed').
      return f.today <= revisionDeadline(s) ? null : "submission.errors.secondDeadlinePassed";
    case "ACCEPTED":
      if (!s.allowEditAfterAccept) return "submission.errors.notEditable";
      return f.today <= revisionDeadline(s) ? null : "submission.errors.secondDeadlinePassed";
    default:
      return "submission.errors.notEditable";
  }
}
