import type { Sample, SampleIds } from "../gateway-samples";

// Samples of lib/gateway/routes/abstract-book.ts for the bad-input sweep (see gateway-samples.ts).
// The sweep's demo has no accepted abstracts: a valid generate answers 409, a valid publish 404.
export function abstractBookSamples(_ids: SampleIds): Record<string, Sample> {
  const B = "/conference/platform/manage/abstractBook";
  return {
    [`POST ${B}/generate`]: { body: { perPage: 2 } },
    [`POST ${B}/publish`]: { body: { published: true } },
  };
}
