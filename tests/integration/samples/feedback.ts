import type { Sample, SampleIds } from "../gateway-samples";

// Samples of lib/gateway/routes/feedback.ts and feedback/manage.ts for the bad-input sweep (see
// gateway-samples.ts). Ids are ones no row has: a valid request answers 404 and the sweep never
// changes a real feedback. A send without a solved picture is refused on `captcha` (or, for the
// demo's visitors while the conference takes no visitors' feedback, asked to sign in).
const MISSING = "2147480000";
const NOTES = new TextEncoder().encode("Notes for the organisers.\n");

export function feedbackSamples(_ids: SampleIds): Record<string, Sample> {
  const F = "/conference/feedback";
  const M = "/conference/platform/manage/feedback";
  return {
    [`POST ${F}/send`]: {
      form: {
        file: new File([NOTES], "notes.txt", { type: "text/plain" }),
        title: "Sweep feedback",
        name: "Sweep",
        email: "sweep@example.org",
        phone: "+44 20 7946 0958",
        type: "suggestion",
        recipient: "organising",
        content: "A suggestion.",
        captcha: "ABCDE",
      },
    },
    [`GET ${F}/mine`]: { query: { page: "1", size: "10" } },
    [`GET ${F}/detail/{id}`]: { params: { id: MISSING } },
    [`POST ${F}/followUp`]: { body: { id: Number(MISSING), body: "More details." } },
    [`GET ${F}/file/{id}`]: { params: { id: MISSING } },
    [`GET ${M}/list`]: { query: { search: "x", type: "suggestion", status: "OPEN", from: "2026-01-01", to: "2026-12-31", page: "1", size: "20" } },
    [`GET ${M}/detail/{id}`]: { params: { id: MISSING } },
    [`POST ${M}/reply`]: { body: { id: Number(MISSING), body: "Thank you." } },
    [`POST ${M}/close`]: { body: { id: Number(MISSING) } },
    [`POST ${M}/reopen`]: { body: { id: Number(MISSING) } },
    [`GET ${M}/export`]: { query: { format: "csv", search: "x", type: "other", status: "CLOSED", from: "2026-01-01", to: "2026-12-31" } },
    // Off, as the demo has it: the sweep must not open the demo to visitors' feedback.
    [`POST ${M}/visitors`]: { body: { on: false } },
  };
}
