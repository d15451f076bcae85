import "server-only";
import { toDateOnly } from "@/lib/i18n/dates";
import { db } from "@/lib/server/db";
import { CONFIG_ITEMS, ZChoiceList, ZPdfLayout, type SubmissionRules, type TChoice, type TSubmissionConfigInput } from "./schemas";

// The call for abstracts' configuration as the rest of the code reads it: a conference
// that never saved one has the defaults of the schema (closed, items as SPEC §5 lists them).

export type SubmissionSettings = TSubmissionConfigInput & { categoryOptions: TChoice[]; reportTypeOptions: TChoice[] };

function choices(v: unknown): TChoice[] {
  const r = ZChoiceList.safeParse(v);
  return r.success ? r.data : [];
}

export async function getSubmissionSettings(conferenceId: number): Promise<SubmissionSettings> {
  const row = await db.submissionConfig.findUnique({ where: { conferenceId } });
  const layout = ZPdfLayout.safeParse(row?.pdfLayout ?? {});
  return {
    open: row?.open ?? false,
    startDate: toDateOnly(row?.startDate) ?? "",
    endDate: toDateOnly(row?.endDate) ?? "",
    secondDeadline: toDateOnly(row?.secondDeadline) ?? "",
    limitFlag: row?.limitFlag ?? false,
    maxSubmissions: row?.maxSubmissions ?? null,
    perPersonMax: row?.perPersonMax ?? null,
    abstractWordLimit: row?.abstractWordLimit ?? null,
    abstractContent: row?.abstractContent ?? "REQUIRED",
    attachment: row?.attachment ?? "OPTIONAL",
    authorInfo: row?.authorInfo ?? "REQUIRED",
    fullText: row?.fullText ?? "OPTIONAL",
    category: row?.category ?? "OPTIONAL",
    reportType: row?.reportType ?? "OPTIONAL",
    keywords: row?.keywords ?? "REQUIRED",
    instructionsZh: row?.instructionsZh ?? "",
    instructionsEn: row?.instructionsEn ?? "",
    allowEditAfterAccept: row?.allowEditAfterAccept ?? false,
    pdfLayout: layout.success ? layout.data : ZPdfLayout.parse({}),
    categoryOptions: choices(row?.categoryOptions),
    reportTypeOptions: choices(row?.reportTypeOptions),
  };
}

/** Leaf themes (no children) of a conference, in tree order. */
export async function leafThemes(conferenceId: number) {
  const themes = await db.submissionTheme.findMany({
    where: { conferenceId },
    orderBy: [{ order: "asc" }, { id: "asc" }],
    select: { id: true, parentId: true, prefix: true, nameZh: true, nameEn: true, order: true },
  });
  const parents = new Set(themes.map((t) => t.parentId).filter((id): id is number => id != null));
  const byParent = new Map<number | null, typeof themes>();
  for (const t of themes) byParent.set(t.parentId, [...(byParent.get(t.parentId) ?? []), t]);
  const out: typeof themes = [];
  const walk = (parentId: number | null) => {
    for (const t of byParent.get(parentId) ?? []) {
      if (!parents.has(t.id)) out.push(t);
      walk(t.id);
    }
  };
  walk(null);
  return out;
}

export function rulesOf(s: SubmissionSettings, leafIds: number[]): SubmissionRules {
  return {
    ...(Object.fromEntries(CONFIG_ITEMS.map((k) => [k, s[k]])) as Pick<SubmissionRules, (typeof CONFIG_ITEMS)[number]>),
    abstractWordLimit: s.abstractWordLimit,
    categories: s.categoryOptions.map((c) => c.value),
    reportTypes: s.reportTypeOptions.map((c) => c.value),
    leafThemeIds: leafIds,
  };
}
