import type { Sample, SampleIds } from "@/tests/integration/gateway-samples";

// Samples of lib/gateway/routes/review/reviewers.ts for the bad-input sweep (see gateway-samples.ts).
// Reviewer 999999 does not exist (404, nothing changes); the add creates one sweep reviewer (later
// tries answer 'The reviewer already exists'); the import sample is a preview, which writes nothing.
const R = "/conference/platform/manage/review";
const CSV = "email,first name,last name,organisation,themes\r\nsweep-import@example.org,Ann,Lee,Peking University,\r\n";

export function reviewersSamples(_ids: SampleIds): Record<string, Sample> {
  return {
    [`GET ${R}`]: { query: { q: "li", status: "activated", role: "chair", page: "1", size: "20" } },
    [`GET ${R}/role/{id}`]: { params: { id: "999999" } },
    [`POST ${R}`]: {
      body: {
        email: "sweep-reviewer@example.org",
        firstName: "Sam",
        lastName: "Sweep",
        middleName: "",
        unit: "Tsinghua University",
        themeIds: [],
        chair: false,
      },
    },
    [`POST ${R}/import`]: { form: { file: new File([CSV], "reviewers.csv", { type: "text/csv" }) } },
    [`POST ${R}/role`]: { body: { id: 999999, chair: true, themeIds: [] } },
    [`POST ${R}/mail`]: { body: { id: 999999 } },
    [`DELETE ${R}/{id}`]: { params: { id: "999999" } },
    [`DELETE ${R}/role/{id}`]: { params: { id: "999999" } },
  };
}
