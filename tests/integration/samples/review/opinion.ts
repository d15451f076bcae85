import type { Sample, SampleIds } from "@/tests/integration/gateway-samples";

// Samples of lib/gateway/routes/review/opinion.ts for the bad-input sweep (see gateway-samples.ts).
// Ids 999999 do not exist: a valid sample answers 404 and the sweep changes nothing.
const R = "/conference/platform/submissionManage/review";

export function reviewOpinionSamples(_ids: SampleIds): Record<string, Sample> {
  return {
    [`GET ${R}/mine`]: {},
    [`GET ${R}/{id}`]: { params: { id: "999999" } },
    [`POST ${R}`]: { body: { assignmentId: 999999, scores: { overall: 5 }, comment: "ok", submit: false } },
    [`POST ${R}/conflict`]: { body: { assignmentId: 999999, note: "same lab" } },
  };
}
