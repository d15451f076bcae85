import "server-only";
import { decideMany, saveChairOpinion } from "@/lib/review/decision/service";
import { ZBulkDecision, ZChairOpinion, ZRankingQuery } from "@/lib/review/decision/schemas";
import { listRanking } from "@/lib/review/decision/ranking";
import { viewerOf } from "@/lib/server/guard";
import { requestOrigin } from "@/lib/server/request-origin";
import { route, type GatewayRoute } from "@/lib/gateway/types";

// Review decisions (§7 names no calls for them, so these paths are ours, beside the submission
// list): the same rules as submissionManage/ranking and the chair's opinion form — reviewers'
// audience at the door, then only the review chair (deciding when the chair's opinion is final)
// and the organisers, on the submissions they can see; a plain reviewer gets 403.
const MANAGE = "/conference/platform/manage/contribute";
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const REVIEW_DECISION_ROUTES: Record<string, GatewayRoute<any, any, any>> = {
  // Ranked by average (unreviewed last) → { rows: [{ id, code, title, status, theme, assigned, sent, average, spread, disagreement }], total, needed, decider, chairFinal }.
  [`GET ${MANAGE}/ranking`]: route({
    auth: "reviewer",
    query: ZRankingQuery,
    handler: async ({ access, query, locale }) => listRanking(access.conference, viewerOf(access), query, locale),
  }),
  // One decision with one reason for many submissions, each on its own → { moved: [...], refused: [{ id, code, key, message }] }.
  [`POST ${MANAGE}/decide`]: route({
    auth: "reviewer",
    body: ZBulkDecision,
    handler: async ({ access, body, locale }) => decideMany(access.conference, viewerOf(access), body, await requestOrigin(), locale),
  }),
  // The chair's opinion; with { decision } the chair (when final) or an organiser decides with it as the reason.
  [`POST ${MANAGE}/chairOpinion`]: route({
    auth: "reviewer",
    body: ZChairOpinion,
    handler: async ({ access, body }) => saveChairOpinion(access.conference, viewerOf(access), body, await requestOrigin()),
  }),
};
