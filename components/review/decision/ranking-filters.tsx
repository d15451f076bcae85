import { getTranslations } from "next-intl/server";
import { FilterBar } from "@/components/ui/filter-bar";
import type { TRankingQuery } from "@/lib/review/decision/schemas";
import type { ThemeChoice } from "@/lib/submission/manage/page";
import { SUBMISSION_STATUSES } from "@/lib/submission/status";

/** The ranked list's filters in the house filter bar: theme (with its sub-themes) and status. */
export async function RankingFilters({ q, themes }: { q: TRankingQuery; themes: ThemeChoice[] }) {
  const t = await getTranslations("reviewDecision.ranking.filters");
  const ts = await getTranslations("submissionAdmin.status");
  return (
    <FilterBar
      testId="ranking-filters"
      label={t("label")}
      rows={[
        [
          {
            kind: "select",
            name: "themeId",
            label: t("theme"),
            value: q.themeId ? String(q.themeId) : "",
            all: t("all"),
            basis: 200,
            testId: "ranking-filter-theme",
            options: themes.map((th) => ({ value: String(th.id), label: th.label, depth: th.depth })),
          },
          {
            kind: "select",
            name: "status",
            label: t("status"),
            value: q.status ?? "",
            all: t("all"),
            basis: 160,
            testId: "ranking-filter-status",
            options: SUBMISSION_STATUSES.map((s) => ({ value: s, label: ts(s) })),
          },
        ],
      ]}
      submit={{ label: t("filter"), testId: "ranking-filter-submit" }}
    />
  );
}
