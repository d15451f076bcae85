import type { Sample, SampleIds } from "@/tests/integration/gateway-samples";

// Samples of lib/gateway/routes/review/assign.ts for the bad-input sweep (see gateway-samples.ts).
// Ids 999999 do not exist: a valid sample answers 404 and the sweep changes nothing.
const ASSIGN = "/conference/platform/manage/contribute/assign";

export function reviewAssignSamples(_ids: SampleIds): Record<string, Sample> {
  return {
    [`POST ${ASSIGN}`]: { body: { submissionIds: [999999], reviewerIds: [999999] } },
    [`DELETE ${ASSIGN}/{id}`]: { params: { id: "999999" } },
    [`GET ${ASSIGN}/auto`]: {},
    [`POST ${ASSIGN}/auto`]: { body: { pairs: [{ submissionId: 999999, reviewerId: 999999 }] } },
  };
}
