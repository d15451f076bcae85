import { zId } from "@/lib/validation/fields";
import { z } from "@/lib/validation/z";
import { SCORE_KEYS, type TScoreItem } from "../config/schemas";

// A reviewer's opinion: one integer per enabled score within its scale, comments to the
// authors and, for the chair only, confidential ones. A draft may be incomplete; sending needs
// every enabled score and the comments to the authors. No server-only: the score form uses it.

export const COMMENT_MAX = 5000;

const scores = z.partialRecord(z.enum(SCORE_KEYS), z.int().nullable().optional());

export const ZOpinionInput = z.strictObject({
  assignmentId: zId(),
  scores: scores.default({}),
  comment: z.string().trim().max(COMMENT_MAX).default(""),
  confidential: z.string().trim().max(COMMENT_MAX).default(""),
  /** false: keep as a draft; true: send it (the chair and the organisers see it) */
  submit: z.boolean().default(false),
});
export type TOpinionInput = z.input<typeof ZOpinionInput>;
export type TOpinion = z.output<typeof ZOpinionInput>;

export const ZConflictDeclaration = z.strictObject({ assignmentId: zId(), note: z.string().trim().max(500).default("") });

/** The field errors of an opinion against the configured scores: out-of-scale always, missing ones when sending. */
export function opinionErrors(items: readonly TScoreItem[], v: TOpinion): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const key of SCORE_KEYS) {
    const item = items.find((i) => i.key === key);
    const value = v.scores[key];
    if (!item?.enabled) {
      if (value != null) errors[`scores.${key}`] = "reviewOpinion.errors.notScored";
      continue;
    }
    if (value == null) {
      if (v.submit) errors[`scores.${key}`] = "reviewOpinion.errors.scoreRequired";
    } else if (value < 1 || value > item.max) errors[`scores.${key}`] = "reviewOpinion.errors.outOfScale";
  }
  if (v.submit && !v.comment) errors.comment = "reviewOpinion.errors.commentRequired";
  return errors;
}
