import { zId } from "@/lib/validation/fields";
import { z } from "@/lib/validation/z";

// Inputs of the assignment calls. Bounded: a bulk assignment names at most 500
// submissions and 50 reviewers; an automatic one saves at most 20,000 pairs.

export const ZAssign = z.strictObject({
  submissionIds: z.array(zId()).min(1, "reviewAssign.pickSubmissions").max(500),
  reviewerIds: z.array(zId()).min(1, "reviewAssign.pickReviewers").max(50),
});
export type TAssign = z.infer<typeof ZAssign>;

export const ZAssignmentParams = z.object({ id: zId() });

export const ZAutoCommit = z.strictObject({
  pairs: z
    .array(z.strictObject({ submissionId: zId(), reviewerId: zId() }))
    .min(1)
    .max(20_000),
});
