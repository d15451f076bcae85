import { getTranslations } from "next-intl/server";
import { FilterBar } from "@/components/ui/filter-bar";
import { REVIEWER_ROLES, REVIEWER_STATUSES, type TReviewerListQuery } from "@/lib/review/reviewers/schemas";

/** Search, status and role of the reviewer list (a GET form: the list is server-paged). */
export async function ReviewerFilters({ q }: { q: TReviewerListQuery }) {
  const t = await getTranslations("reviewerAdmin.filters");
  return (
    <FilterBar
      testId="reviewer-filters"
      label={t("label")}
      rows={[
        [
          { kind: "search", name: "q", label: t("q"), placeholder: t("qPlaceholder"), value: q.q, testId: "reviewer-search" },
          {
            kind: "select",
            name: "status",
            label: t("status"),
            value: q.status ?? "",
            all: t("all"),
            options: REVIEWER_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) })),
          },
          {
            kind: "select",
            name: "role",
            label: t("role"),
            value: q.role ?? "",
            all: t("all"),
            options: REVIEWER_ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) })),
          },
        ],
      ]}
      submit={{ label: t("submit"), testId: "reviewer-search-submit", variant: "outlined" }}
    />
  );
}
