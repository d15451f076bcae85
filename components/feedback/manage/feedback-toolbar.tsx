import { getTranslations } from "next-intl/server";
import { FilterBar } from "@/components/ui/filter-bar";
import { FEEDBACK_STATUSES, FEEDBACK_TYPES, type TFeedbackFilters } from "@/lib/feedback/schemas";

const date = { flex: { xs: "1 1 140px", md: "0 1 170px" } };
const EXPORT = "/api/conference/platform/manage/feedback/export";

/** /platform/manage/userFeedBack's filters (a GET form: the list is server-paged) and the exports. */
export async function FeedbackToolbar({ q, exportQuery }: { q: TFeedbackFilters; exportQuery: string }) {
  const t = await getTranslations("feedback");
  const f = (k: string) => t(`manage.filters.${k}`);
  return (
    <FilterBar
      testId="feedback-filters"
      label={f("label")}
      rows={[
        [
          { kind: "search", name: "search", label: f("keyword"), placeholder: f("searchPlaceholder"), value: q.search, testId: "feedback-search" },
          {
            kind: "select",
            name: "type",
            label: f("type"),
            value: q.type,
            all: f("all"),
            options: FEEDBACK_TYPES.map((v) => ({ value: v, label: t(`types.${v}`) })),
            basis: 130,
            testId: "feedback-filter-type",
          },
          {
            kind: "select",
            name: "status",
            label: f("status"),
            value: q.status,
            all: f("all"),
            options: FEEDBACK_STATUSES.map((v) => ({ value: v, label: t(`status.${v}`) })),
            basis: 130,
            testId: "feedback-filter-status",
          },
        ],
        [
          { kind: "date", name: "from", label: f("from"), value: q.from, sx: date, testId: "feedback-filter-from" },
          { kind: "date", name: "to", label: f("to"), value: q.to, sx: date, testId: "feedback-filter-to" },
        ],
      ]}
      submit={{ label: f("filter"), testId: "feedback-filter-submit" }}
      exports={{ label: f("export"), csv: f("exportCsv"), xlsx: f("exportXlsx"), url: EXPORT, query: exportQuery, testId: "feedback-export" }}
    />
  );
}
