import type { Sample, SampleIds } from "../../gateway-samples";

// Samples of lib/gateway/routes/submission/author.ts for the bad-input sweep (see gateway-samples.ts).
// The submission id is one no row has (a valid call answers 404); a new submission names a theme no
// conference has, so a valid save is refused on that field and never stores anything.
const MISSING = "2147480000";
const C = "/conference/contribute";
const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");

const submission = {
  title: "基于深度学习的蛋白质结构预测 / Protein structure prediction",
  themeId: Number(MISSING),
  reportType: "oral",
  category: "poster",
  abstract: "<p>We predict <strong>protein</strong> structures.</p>",
  keywords: ["protein", "深度学习"],
  abstractFile: null,
  fullTextFile: { name: "全文.pdf", storedName: "0123456789abcdef0123456789abcdef.pdf" },
  authors: [
    { name: "丽丝", surname: "爱", email: "alice@example.org", phone: "+86 10 5858 0000", country: "CN", organisation: "北京大学", corresponding: true },
    { name: "Bob", surname: "Builder", email: "bob@example.org", phone: "", country: "GB", organisation: "University of Oxford", corresponding: false },
  ],
};

export function submissionSamples(_ids: SampleIds): Record<string, Sample> {
  return {
    [`GET ${C}/my/{id}`]: { params: { id: MISSING } },
    [`POST ${C}/save`]: { body: submission },
    [`POST ${C}/withdraw`]: { body: { id: Number(MISSING) } },
    [`POST ${C}/upload`]: { form: { file: new File([PDF], "abstract.pdf", { type: "application/pdf" }) } },
  };
}
