import "server-only";
import { requestOrigin } from "@/lib/server/request-origin";
import { assignReviewers, commitAutoAssignment, previewAutoAssignment, unassignReviewer } from "@/lib/review/assign/service";
import { ZAssign, ZAssignmentParams, ZAutoCommit } from "@/lib/review/assign/schemas";
import { route, type GatewayRoute } from "@/lib/gateway/types";

// Reviewer assignment (§7 names no calls for it, so these paths are ours, beside the submission
// list they act on): managers only, the host's conference only.
const ASSIGN = "/conference/platform/manage/contribute/assign";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const REVIEW_ASSIGN_ROUTES: Record<string, GatewayRoute<any, any, any>> = {
  // Every listed submission (≤ 500) to every listed reviewer (≤ 50) → { added, skipped, refused: [{ submissionId, code,
  // reviewerId, reviewer, reason }] }: a conflicting pair, or a submission no longer waiting for reviews, is refused on its own.
  [`POST ${ASSIGN}`]: route({
    auth: "manager",
    body: ZAssign,
    handler: async ({ access, body }) => assignReviewers(access.conference, access.user.id, body, await requestOrigin()),
  }),
  // Takes one review back (refused once the reviewer sent it).
  [`DELETE ${ASSIGN}/{id}`]: route({
    auth: "manager",
    params: ZAssignmentParams,
    handler: async ({ access, params }) => unassignReviewer(access.conference, params.id),
  }),
  // The automatic assignment as it would be saved → { added, short, loads }; writes nothing.
  [`GET ${ASSIGN}/auto`]: route({ auth: "manager", handler: async ({ access }) => previewAutoAssignment(access.conference) }),
  // Saves a previewed assignment → { added, skipped, refused }: each pair is checked again (themes, reviews per
  // submission, per-reviewer maximum, conflicts) and what no longer fits is skipped.
  [`POST ${ASSIGN}/auto`]: route({
    auth: "manager",
    body: ZAutoCommit,
    handler: async ({ access, body }) => commitAutoAssignment(access.conference, access.user.id, body.pairs, await requestOrigin()),
  }),
};
