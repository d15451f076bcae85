import type { TReviewConfigInput } from "@/lib/review/config/schemas";
import type { Sample, SampleIds } from "@/tests/integration/gateway-samples";

// Samples of lib/gateway/routes/review/config.ts for the bad-input sweep (see gateway-samples.ts):
// a complete, valid review configuration — mutating any one field must answer 400 on that field.

export const reviewConfigSample = {
  ratingRulesZh: "优秀；良好；一般",
  ratingRulesEn: "Excellent; Good; Fair",
  detailRulesZh: "创新性;写作质量",
  detailRulesEn: "Originality;Writing",
  blind: true,
  chairFinal: false,
  scoreItems: [
    { key: "overall", enabled: true, max: 10, weight: 2 },
    { key: "relevance", enabled: true, max: 5, weight: 1 },
    { key: "english", enabled: false, max: 5, weight: 1 },
    { key: "originality", enabled: true, max: 5, weight: 1 },
    { key: "recommend", enabled: true, max: 5, weight: 0 },
  ],
  reviewsPerSubmission: 3,
  maxPerReviewer: 12,
  reviewDeadline: "2026-10-31",
  activationDays: 14,
} satisfies TReviewConfigInput;

export function reviewConfigSamples(_ids: SampleIds): Record<string, Sample> {
  return { "POST /conference/platform/config/review": { body: reviewConfigSample } };
}
