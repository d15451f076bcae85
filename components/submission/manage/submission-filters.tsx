import { getTranslations } from "next-intl/server";
import { FilterBar, type FilterField } from "@/components/ui/filter-bar";
import type { FilterChoices } from "@/lib/submission/manage/page";
import type { TSubmissionManageQuery } from "@/lib/submission/manage/schemas";
import { SUBMISSION_SORTS } from "@/lib/submission/schemas";
import { SUBMISSION_STATUSES } from "@/lib/submission/status";
import { ZipDownload } from "./zip-download";

const API = "/api/conference/platform/manage/contribute";

type Props = {
  q: TSubmissionManageQuery;
  choices: FilterChoices;
  /** blind review: no author or country filter (they would say who wrote what) */
  blind?: boolean;
  /** the filters and sort as a query string, for the exports; null hides them (reviewers) */
  exportQuery: string | null;
};

/** The submission list's filters in three rows: searches, theme and status; the lists and days; sort, "Filter", exports. */
export async function SubmissionFilters({ q, choices, blind = false, exportQuery }: Props) {
  const t = await getTranslations("submissionAdmin");
  const all = t("filters.all");
  const options = (name: "category" | "reportType" | "country", list: { value: string; label: string }[]): FilterField => ({
    kind: "select",
    name,
    label: t(`filters.${name}`),
    value: q[name],
    all,
    options: list,
    testId: `submission-filter-${name}`,
  });
  const searches: FilterField[] = [
    { kind: "search", name: "q", label: t("filters.q"), placeholder: t("filters.qPlaceholder"), value: q.q, basis: 200, testId: "submission-search" },
  ];
  if (!blind)
    searches.push({
      kind: "search",
      name: "author",
      label: t("filters.author"),
      placeholder: t("filters.authorPlaceholder"),
      value: q.author,
      basis: 180,
      testId: "submission-filter-author",
    });
  const lists = [
    options("category", choices.categories),
    options("reportType", choices.reportTypes),
    ...(blind ? [] : [options("country", choices.countries)]),
  ];
  return (
    <FilterBar
      testId="submission-filters"
      label={t("filters.label")}
      rows={[
        [
          ...searches,
          {
            kind: "select",
            name: "themeId",
            label: t("filters.theme"),
            value: q.themeId == null ? "" : String(q.themeId),
            all,
            options: choices.themes.map((th) => ({ value: String(th.id), label: th.label, depth: th.depth })),
            basis: 180,
            testId: "submission-filter-theme",
          },
          {
            kind: "select",
            name: "status",
            label: t("filters.status"),
            value: q.status ?? "",
            all,
            options: SUBMISSION_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
            basis: 150,
            testId: "submission-filter-status",
          },
        ],
        [
          ...lists,
          { kind: "date", name: "from", label: t("filters.from"), value: q.from, testId: "submission-filter-from" },
          { kind: "date", name: "to", label: t("filters.to"), value: q.to, testId: "submission-filter-to" },
        ],
        [
          {
            kind: "select",
            name: "sort",
            label: t("filters.sort"),
            value: q.sort,
            options: SUBMISSION_SORTS.map((s) => ({ value: s, label: t(`filters.sorts.${s}`) })),
            basis: 130,
            sx: { maxWidth: { sm: 180 } },
            testId: "submission-sort",
          },
          {
            kind: "select",
            name: "order",
            label: t("filters.order"),
            value: q.order,
            options: [
              { value: "desc", label: t("filters.desc") },
              { value: "asc", label: t("filters.asc") },
            ],
            basis: 110,
            sx: { maxWidth: { sm: 140 } },
            testId: "submission-order",
          },
        ],
      ]}
      submit={{ label: t("filters.filter"), testId: "submission-filter-submit" }}
      exports={
        exportQuery === null
          ? undefined
          : {
              label: t("filters.export"),
              csv: t("filters.exportCsv"),
              xlsx: t("filters.exportXlsx"),
              url: `${API}/export`,
              query: exportQuery,
              testId: "submission-export",
            }
      }
      hidden={{ userId: q.userId }}
    >
      {exportQuery !== null && <ZipDownload href={`${API}/zip?${exportQuery}`} />}
    </FilterBar>
  );
}
