import type { Sample, SampleIds } from "../gateway-samples";

// Samples of lib/gateway/routes/notices.ts for the bad-input sweep (see gateway-samples.ts). Ids are
// ones no row has: marking them read changes nothing, and the organisers' message to a registration
// that does not exist reaches no one (409) — the sweep never writes a notice.
const MISSING = 2147480000;

export function noticesSamples(_ids: SampleIds): Record<string, Sample> {
  return {
    "GET /conference/notice/list": { query: { filter: "unread", page: "1", size: "20" } },
    "POST /conference/notice/read": { body: { ids: [MISSING], all: false } },
    "POST /conference/platform/manage/user/notice": {
      body: {
        title: "Sweep notice",
        body: "Plain text.\nSecond line.",
        audience: "selected",
        ids: [MISSING],
        filter: { search: "", country: "", version: "", from: "2026-01-01", to: "" },
      },
    },
  };
}
