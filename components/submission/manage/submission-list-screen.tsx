import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { getLocale, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { AutoAssignDialog } from "@/components/review/assign/auto-assign-dialog";
import { BulkSelection } from "@/components/review/assign/bulk-selection";
import { LinkButton } from "@/components/ui/link-button";
import { PageHeader } from "@/components/ui/page-header";
import { Pager } from "@/components/ui/pager";
import { formatInstantIn } from "@/lib/i18n/dates";
import type { Locale } from "@/lib/i18n/locale";
import { countryName } from "@/lib/forms/countries";
import { pickLocale } from "@/lib/i18n/pick";
import type { SignedIn } from "@/lib/server/guard";
import { listAssignCandidates } from "@/lib/review/assign/queries";
import { isBlindFor } from "@/lib/review/blind";
import { labelsOf } from "@/lib/submission/manage/detail";
import { listFilterChoices, parseListQuery, viewerOf } from "@/lib/submission/manage/page";
import { listSubmissions } from "@/lib/submission/manage/queries";
import { listSearch } from "@/lib/submission/manage/schemas";
import { SubmissionCards } from "./submission-cards";
import { SubmissionFilters } from "./submission-filters";
import { SubmissionTable, type SortColumn } from "./submission-table";

type SP = Record<string, string | string[] | undefined>;

/**
 * The submission list of manage/contribute, submissionManage/index and submissionManage/contribute/detail:
 * filters in the address, server paging and sorting. Managers get the exports, the ZIP and the
 * bulk assignment; a reviewer sees only what was assigned to them (a chair also their themes) and no exports.
 */
export async function SubmissionListScreen(props: { access: SignedIn; sp: SP; base: string; title: string; back?: ReactNode; userId?: number }) {
  const { access, base } = props;
  const conf = access.conference;
  const viewer = viewerOf(access);
  const q = { ...parseListQuery(props.sp), ...(props.userId ? { userId: props.userId } : {}) };
  const locale = (await getLocale()) as Locale;
  const [t, list, choices, labels, blind, candidates] = await Promise.all([
    getTranslations("submissionAdmin"),
    listSubmissions(conf, viewer, q),
    listFilterChoices(conf.id, viewer, locale),
    labelsOf(conf.id, locale),
    isBlindFor(conf.id, viewer),
    viewer.manager ? listAssignCandidates(conf.id) : [],
  ]);
  const when = (d: Date | null) => (d ? formatInstantIn(d, conf.timeZone) : "—");
  const rows = list.rows.map((r) => ({
    id: r.id,
    code: r.code,
    title: r.title,
    theme: r.theme ? [r.theme.prefix, pickLocale(locale, r.theme.nameZh, r.theme.nameEn)].filter(Boolean).join(" · ") : "",
    status: r.status,
    statusLabel: t(`status.${r.status}`),
    category: r.category ? labels.category(r.category) : "",
    reportType: r.reportType ? labels.reportType(r.reportType) : "",
    corresponding: r.corresponding.map((a) => a.name).join(", ") || r.submitter.name || (blind ? t("detail.blindHidden") : ""),
    correspondingEmail: r.corresponding.map((a) => a.email).join(", ") || r.submitter.email,
    country: r.country ? (countryName(r.country, locale) ?? r.country) : "",
    submittedAt: when(r.submittedAt),
    updatedAt: when(r.updatedAt),
  }));
  const filtered = Boolean(q.themeId || q.status || q.category || q.reportType || q.author || q.country || q.from || q.to || q.q);
  // A column header sorts by it; clicking the active one turns the order round.
  const sortLink = (col: SortColumn) =>
    `${base}?${listSearch(q, { sort: col, order: q.sort === col && q.order === "desc" ? "asc" : "desc", page: undefined })}`;
  const intro = t(viewer.manager ? "list.intro" : access.chair ? "list.chairIntro" : "list.reviewerIntro", { count: list.total, zone: conf.timeZone });
  const table = <SubmissionTable rows={rows} sort={{ sort: q.sort, order: q.order, link: sortLink }} selectable={viewer.manager} />;
  const cards = <SubmissionCards rows={rows} selectable={viewer.manager} />;
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }} data-testid="submission-list">
      <PageHeader title={props.title} intro={intro} action={props.back} />
      <SubmissionFilters q={q} choices={choices} blind={blind} exportQuery={viewer.manager ? listSearch({ ...q, page: undefined, size: undefined }) : null} />
      {viewer.manager && list.total > 0 && <AutoAssignDialog />}
      {rows.length > 0 &&
        (viewer.manager ? (
          // Managers select rows to give them to reviewers in one go.
          <BulkSelection rows={list.rows.map((r) => ({ id: r.id, code: r.code, themeId: r.theme?.id ?? null }))} candidates={candidates}>
            {table}
            {cards}
          </BulkSelection>
        ) : (
          <>
            {table}
            {cards}
          </>
        ))}
      {rows.length === 0 && (
        <Stack spacing={1} sx={{ alignItems: "flex-start", py: 3 }} data-testid="submission-empty">
          <Typography color="text.secondary">{filtered ? t("list.emptyFiltered") : viewer.manager ? t("list.empty") : t("list.emptyReviewer")}</Typography>
          {filtered && (
            <LinkButton href={`${base}${props.userId ? `?userId=${props.userId}` : ""}`} variant="text">
              {t("list.clearFilters")}
            </LinkButton>
          )}
        </Stack>
      )}
      <Pager page={q.page} total={list.total} size={q.size} href={(page) => `${base}?${listSearch(q, { page })}`} testId="submission-pager" />
    </Stack>
  );
}
