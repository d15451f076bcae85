import "server-only";
import type { SignedIn } from "@/lib/server/guard";
import { NotFound } from "@/lib/server/errors";
import { requestOrigin } from "@/lib/server/request-origin";
import { declareConflict, listMyReviews, myReviewOf, saveOpinion } from "@/lib/review/opinion/service";
import { ZConflictDeclaration, ZOpinionInput } from "@/lib/review/opinion/schemas";
import { ZSubmissionIdParams } from "@/lib/submission/manage/schemas";
import { route, type GatewayRoute } from "@/lib/gateway/types";

// The reviewer's side for API clients (§7 names no calls for it, so these paths are ours,
// beside the submissionManage screens that do the same): the reviewer's own assignments, their
// review of one submission, saving or sending it, and declaring a conflict instead. The services
// check that the assignment is the caller's on the host's conference.
const R = "/conference/platform/submissionManage/review";
const userId = (access: SignedIn) => access.user.id;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const REVIEW_OPINION_ROUTES: Record<string, GatewayRoute<any, any, any>> = {
  // → { deadline, open, rows: [{ assignmentId, submission, status, total, updatedAt }] }
  [`GET ${R}/mine`]: route({ auth: "reviewer", handler: async ({ access }) => listMyReviews(access.conference, userId(access)) }),
  // The caller's review of a submission with the configured score items; 404 when it is not theirs.
  [`GET ${R}/{id}`]: route({
    auth: "reviewer",
    params: ZSubmissionIdParams,
    handler: async ({ access, params }) => {
      const mine = await myReviewOf(access.conference, userId(access), params.id);
      if (!mine) throw new NotFound("reviewOpinion.errors.notFound");
      return mine;
    },
  }),
  // Saves a draft ({ submit: false }) or sends the review; field errors name the score (scores.overall).
  [`POST ${R}`]: route({
    auth: "reviewer",
    body: ZOpinionInput,
    handler: async ({ access, body }) => saveOpinion(access.conference, userId(access), body, await requestOrigin()),
  }),
  // Declines the assignment for a conflict of interest; refused once the review was sent.
  [`POST ${R}/conflict`]: route({
    auth: "reviewer",
    body: ZConflictDeclaration,
    handler: async ({ access, body }) => declareConflict(access.conference, userId(access), body),
  }),
};
