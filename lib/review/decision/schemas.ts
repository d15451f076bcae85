import { REASON_MAX, REASON_REQUIRED } from "@/lib/submission/schemas";
import { DECISIONS, SUBMISSION_STATUSES } from "@/lib/submission/status";
import { zId, zPage, zPageSize } from "@/lib/validation/fields";
import { z } from "@/lib/validation/z";

// Inputs of the decisions: the chair's opinion on one submission (with the decision
// when the chair's opinion is final), the ranked list's query and the bulk decision from it. No
// server-only: the forms and the ranked list's page parse with these too.

/** How many submissions one bulk decision may cover (a page of the ranked list at most). */
export const BULK_MAX = 100;

const opinion = z.string().trim().min(1, "reviewDecision.errors.opinionRequired").max(REASON_MAX);

/** The chair's opinion; `decision` (the chair deciding) makes it the final opinion mailed to the author. */
export const ZChairOpinion = z.strictObject({
  id: zId(),
  opinion,
  decision: z.enum(DECISIONS).optional(),
});
export type TChairOpinion = z.infer<typeof ZChairOpinion>;

export const ZRankingQuery = z.object({
  page: zPage(),
  size: zPageSize(100, 20),
  /** a theme and its sub-themes */
  themeId: zId().optional(),
  status: z.enum(SUBMISSION_STATUSES).optional(),
});
export type TRankingQuery = z.infer<typeof ZRankingQuery>;

/** One decision for many submissions, each applied on its own; the reason is required as for one. */
export const ZBulkDecision = z
  .strictObject({
    ids: z.array(zId()).min(1, "reviewDecision.errors.noneSelected").max(BULK_MAX),
    to: z.enum(DECISIONS),
    reason: z.string().trim().max(REASON_MAX).default(""),
  })
  .refine((v) => v.reason || !REASON_REQUIRED.includes(v.to), { path: ["reason"], message: "submissionAdmin.reasonRequired" });
export type TBulkDecision = z.infer<typeof ZBulkDecision>;
export type TBulkDecisionInput = z.input<typeof ZBulkDecision>;

/** "?themeId=3&page=2" for links that keep the list's filters. */
export function rankingSearch(q: Partial<TRankingQuery>, over: Partial<Record<keyof TRankingQuery, string | number | undefined>> = {}): string {
  const out = new URLSearchParams();
  for (const [k, v] of Object.entries({ ...q, ...over })) {
    if (v === undefined || v === "" || (k === "page" && v === 1) || (k === "size" && v === 20)) continue;
    out.set(k, String(v));
  }
  const s = out.toString();
  return s ? `?${s}` : "";
}
