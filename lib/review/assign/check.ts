import { conflictOf, themeFits, type AssignReviewer, type AssignSubmission, type ConflictReason } from "./auto";

// Which of the asked-for pairs (submission → reviewer) may be written, decided again at the moment
// of writing under the assignment lock (lib/review/assign/service.ts). By hand, the organisers may
// go beyond the themes and the numbers; a conflict, or a submission that no longer waits for
// reviews, is refused for that pair only. The automatic path also keeps to the themes, the
// reviews per submission and the per-reviewer maximum: its preview may be stale by now.

type Pair = { submissionId: number; reviewerId: number };
export type RefusalReason = ConflictReason | "status" | "theme" | "full" | "reviewerFull";
export type Refused = Pair & { reason: RefusalReason };
export type Limits = { reviewsPerSubmission: number; maxPerReviewer: number | null };

export type ScreenInput = {
  pairs: Pair[];
  submissions: Map<number, AssignSubmission & { assignable: boolean }>;
  reviewers: Map<number, AssignReviewer>;
  declared: Set<string>;
  /** every assignment of the pairs' submissions */
  existing: Pair[];
  /** each reviewer's assignments on submissions still waiting for reviews (what the maximum counts) */
  loads: Map<number, number>;
  /** null: by hand */
  limits: Limits | null;
};

export function screenPairs(input: ScreenInput): { fresh: Pair[]; refused: Refused[] } {
  const key = (p: Pair) => `${p.submissionId}:${p.reviewerId}`;
  const have = new Set(input.existing.map(key));
  const perSubmission = new Map<number, number>();
  for (const e of input.existing) perSubmission.set(e.submissionId, (perSubmission.get(e.submissionId) ?? 0) + 1);
  const loads = new Map(input.loads);
  const fresh: Pair[] = [];
  const refused: Refused[] = [];
  for (const p of new Map(input.pairs.map((x) => [key(x), x])).values()) {
    if (have.has(key(p))) continue;
    const s = input.submissions.get(p.submissionId)!;
    const r = input.reviewers.get(p.reviewerId)!;
    const reason = refusalOf(s, r, input, perSubmission.get(s.id) ?? 0, loads.get(r.id) ?? 0);
    if (reason) {
      refused.push({ ...p, reason });
      continue;
    }
    fresh.push(p);
    perSubmission.set(s.id, (perSubmission.get(s.id) ?? 0) + 1);
    loads.set(r.id, (loads.get(r.id) ?? 0) + 1);
  }
  return { fresh, refused };
}

function refusalOf(s: AssignSubmission & { assignable: boolean }, r: AssignReviewer, input: ScreenInput, reviews: number, load: number): RefusalReason | null {
  if (!s.assignable) return "status";
  const conflict = conflictOf(s, r, input.declared);
  if (conflict) return conflict;
  const limits = input.limits;
  if (!limits) return null;
  if (!themeFits(r.themeIds, s.themeId)) return "theme";
  if (reviews >= limits.reviewsPerSubmission) return "full";
  if (limits.maxPerReviewer != null && load >= limits.maxPerReviewer) return "reviewerFull";
  return null;
}
