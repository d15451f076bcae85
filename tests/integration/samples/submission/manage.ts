import type { Sample, SampleIds } from "../../gateway-samples";

// Samples of lib/gateway/routes/submission/manage.ts for the bad-input sweep (see gateway-samples.ts).
// Submission and file 999999 do not exist: a valid sample answers 404 and the sweep changes nothing.
const MANAGE = "/conference/platform/manage/contribute";
const REVIEW = "/conference/submissionManage";
const filters = {
  themeId: "1",
  status: "WAITING_ALLOCATION",
  category: "research",
  reportType: "oral",
  author: "Alice",
  country: "CN",
  from: "2026-11-01",
  to: "2026-11-30",
  q: "graphene",
  sort: "code",
  order: "asc",
  userId: "1",
};
const list = { ...filters, page: "1", size: "20" };
const submitters = { q: "alice", page: "1", size: "20" };

export function submissionManageSamples(_ids: SampleIds): Record<string, Sample> {
  return {
    [`GET ${MANAGE}/list`]: { query: list },
    [`GET ${MANAGE}/detail/{id}`]: { params: { id: "999999" } },
    [`GET ${MANAGE}/submitters`]: { query: submitters },
    [`POST ${MANAGE}/status`]: { body: { id: 999999, to: "NEEDS_MODIFICATION", reason: "Please shorten the abstract to 300 words" } },
    [`GET ${MANAGE}/export`]: { query: { ...filters, format: "csv" } },
    [`GET ${MANAGE}/zip`]: { query: filters },
    [`GET ${REVIEW}/list`]: { query: list },
    [`GET ${REVIEW}/detail/{id}`]: { params: { id: "999999" } },
    [`GET ${REVIEW}/submitters`]: { query: submitters },
    [`GET ${REVIEW}/file/{fileId}`]: { params: { fileId: "999999" } },
  };
}
