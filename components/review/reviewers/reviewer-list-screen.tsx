import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { getLocale, getTranslations } from "next-intl/server";
import { LinkButton } from "@/components/ui/link-button";
import { PageHeader } from "@/components/ui/page-header";
import { Pager } from "@/components/ui/pager";
import { formatInstantIn } from "@/lib/i18n/dates";
import type { Locale } from "@/lib/i18n/locale";
import { listReviewers, themeChoices } from "@/lib/review/reviewers/queries";
import { reviewerListSearch, ZReviewerListQuery } from "@/lib/review/reviewers/schemas";
import type { SignedIn } from "@/lib/server/guard";
import { parseSearch } from "@/lib/validation/read-search";
import { ReviewerCards } from "./reviewer-cards";
import { ReviewerFilters } from "./reviewer-filters";
import { ReviewerTable, type ReviewerView } from "./reviewer-table";
import { ReviewerToolbar } from "./reviewer-toolbar";

type SP = Record<string, string | string[] | undefined>;
const BASE = "/platform/manage/reviewer";

/** manage/reviewer: search and filters, add and import, the list (table or cards), paging. */
export async function ReviewerListScreen({ access, sp }: { access: SignedIn; sp: SP }) {
  const conf = access.conference;
  const q = parseSearch(ZReviewerListQuery, sp);
  const locale = (await getLocale()) as Locale;
  const [t, list, themes] = await Promise.all([getTranslations("reviewerAdmin"), listReviewers(conf.id, q, locale), themeChoices(conf.id, locale)]);
  const when = (d: Date | null) => (d ? formatInstantIn(d, conf.timeZone) : "");
  const rows: ReviewerView[] = list.rows.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    unit: r.unit,
    activated: r.activated,
    expired: r.expired,
    statusLabel: t(r.activated ? "status.activated" : r.expired ? "status.expired" : "status.pending"),
    chair: r.chair,
    roleLabel: t(r.chair ? "role.chair" : "role.reviewer"),
    themeIds: r.themes.map((x) => x.id),
    themeLabels: r.themes.map((x) => x.label),
    assigned: r.assigned,
    finished: r.finished,
    invited: t("invitedAt", { at: when(r.lastMailedAt ?? r.invitedAt) }),
    activatedAt: t("activatedAt", { at: when(r.activatedAt) }),
  }));
  const filtered = Boolean(q.q || q.status || q.role);
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }} data-testid="reviewer-list">
      <PageHeader title={t("title")} intro={t("intro", { count: list.total })} action={<ReviewerToolbar themes={themes} />} />
      <ReviewerFilters q={q} />
      {rows.length > 0 && <ReviewerTable rows={rows} themes={themes} />}
      {rows.length > 0 && <ReviewerCards rows={rows} themes={themes} />}
      {rows.length === 0 && (
        <Stack spacing={1} sx={{ alignItems: "flex-start", py: 3 }} data-testid="reviewer-empty">
          <Typography color="text.secondary">{filtered ? t("emptyFiltered") : t("empty")}</Typography>
          {filtered && (
            <LinkButton href={BASE} variant="text">
              {t("filters.clear")}
            </LinkButton>
          )}
        </Stack>
      )}
      <Pager page={q.page} total={list.total} size={q.size} href={(page) => `${BASE}?${reviewerListSearch(q, { page })}`} testId="reviewer-pager" />
    </Stack>
  );
}
