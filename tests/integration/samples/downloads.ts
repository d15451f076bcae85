import type { Sample, SampleIds } from "../gateway-samples";

// Samples of lib/gateway/routes/downloads.ts for the bad-input sweep (see gateway-samples.ts). Ids
// are ones no row has: a valid request answers 404 and the sweep never changes a real file.
const MISSING = "2147480000";
const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");

export function downloadsSamples(_ids: SampleIds): Record<string, Sample> {
  const C = "/conference/platform/config/download";
  return {
    "GET /conference/download/file/{id}": { params: { id: MISSING } },
    [`POST ${C}/upload`]: { form: { file: new File([PDF], "programme.pdf", { type: "application/pdf" }) } },
    [`POST ${C}/save`]: {
      body: { id: Number(MISSING), titleZh: "会议日程", titleEn: "Programme", language: "ALL", audience: "PUBLIC", kind: "PROGRAMME", order: 0 },
    },
    [`POST ${C}/publish`]: { body: { id: Number(MISSING), published: true } },
    [`POST ${C}/reorder`]: { body: { ids: [Number(MISSING)] } },
    [`DELETE ${C}/{id}`]: { params: { id: MISSING } },
  };
}
