import type { Sample, SampleIds } from "@/tests/integration/gateway-samples";

// Samples of lib/gateway/routes/review/decision.ts for the bad-input sweep (see gateway-samples.ts).
// Id 999999 does not exist: a valid sample is refused per row or answers 404 and changes nothing.
const MANAGE = "/conference/platform/manage/contribute";

export function reviewDecisionSamples(_ids: SampleIds): Record<string, Sample> {
  return {
    [`GET ${MANAGE}/ranking`]: { query: { page: "1", size: "20", status: "ASSIGNED" } },
    [`POST ${MANAGE}/decide`]: { body: { ids: [999999], to: "ACCEPTED", reason: "Well argued." } },
    [`POST ${MANAGE}/chairOpinion`]: { body: { id: 999999, opinion: "Sound method." } },
  };
}
