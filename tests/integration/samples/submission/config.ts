import type { Sample, SampleIds } from "../../gateway-samples";

// Samples of lib/gateway/routes/submission/config.ts for the bad-input sweep (see gateway-samples.ts).
// Theme ids are ones no row has: a valid update or delete answers 404 and never touches the tree
// other samples build. New themes carry no prefix, so repeated adds never clash on it.
const MISSING = "2147480000";
const CC = "/conference/platform/config/contribute";

const format = { font: "serif", size: 11, bold: false, italic: true };
const config = {
  open: true,
  startDate: "2026-03-01",
  endDate: "2026-06-30",
  secondDeadline: "2026-07-31",
  limitFlag: true,
  maxSubmissions: 500,
  perPersonMax: 3,
  abstractWordLimit: 800,
  abstractContent: "REQUIRED",
  attachment: "OPTIONAL",
  authorInfo: "REQUIRED",
  fullText: "HIDDEN",
  category: "OPTIONAL",
  reportType: "REQUIRED",
  keywords: "OPTIONAL",
  instructionsZh: "<p>请提交摘要</p>",
  instructionsEn: "<p>Please submit an abstract</p>",
  allowEditAfterAccept: false,
  pdfLayout: { perPage: 2, showNumber: true, title: { ...format, bold: true }, author: format, content: format },
};
const theme = { nameZh: "网络安全", nameEn: "Network security", parentId: null, prefix: "", order: 1 };

export function submissionConfigSamples(_ids: SampleIds): Record<string, Sample> {
  return {
    [`POST ${CC}/save`]: { body: config },
    [`POST ${CC}/choices/save`]: { body: { list: "reportType", choices: [{ value: "oral", labelZh: "口头报告", labelEn: "Oral" }] } },
    [`POST ${CC}/theme/add`]: { body: theme },
    [`PUT ${CC}/theme/update`]: { body: { id: Number(MISSING), ...theme } },
    [`DELETE ${CC}/theme/{id}`]: { params: { id: MISSING } },
  };
}
