import type { Sample, SampleIds } from "@/tests/integration/gateway-samples";

// Samples of lib/gateway/routes/review/activation.ts for the bad-input sweep (see gateway-samples.ts).
// The key has the right shape but no invitation holds it: a valid request answers the 404 notice and
// activates nobody, whatever other samples did.
const R = "/conference/platform/manage/review";
const KEY = "sweepSweepSweepSweepSweepSweepSweepSweep123";

export function reviewActivationSamples(_ids: SampleIds): Record<string, Sample> {
  return {
    [`GET ${R}/key/{key}`]: { params: { key: KEY } },
    [`GET ${R}/active`]: { query: { key: KEY } },
    [`POST ${R}/active`]: {
      body: {
        key: KEY,
        password: "correct horse battery",
        confirmPassword: "correct horse battery",
        lastName: "李",
        middleName: "",
        firstName: "瑞",
        unit: "中国科学院",
        phone: "+86 10 1234 5678",
        countryArea: "CN",
        direction: "Structural biology",
      },
    },
  };
}
