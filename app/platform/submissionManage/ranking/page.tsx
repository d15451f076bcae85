import Stack from "@mui/material/Stack";
import Alert from "@mui/material/Alert";
import Typography from "@mui/material/Typography";
import { redirect } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { RankingFilters } from "@/components/review/decision/ranking-filters";
import { RankingList } from "@/components/review/decision/ranking-list";
import { LinkButton } from "@/components/ui/link-button";
import { PageHeader } from "@/components/ui/page-header";
import { Pager } from "@/components/ui/pager";
import type { Locale } from "@/lib/i18n/locale";
import { rankingSearch, ZRankingQuery } from "@/lib/review/decision/schemas";
import { listRanking } from "@/lib/review/decision/ranking";
import { guardSignedInPage, searchString } from "@/lib/server/guard";
import { listFilterChoices, viewerOf } from "@/lib/submission/manage/page";
import { titleMetadata } from "@/lib/site/page-metadata";
import { readSearch } from "@/lib/validation/read-search";

export const generateMetadata = titleMetadata("/platform/submissionManage/ranking");

type SP = Record<string, string | string[] | undefined>;
const BASE = "/platform/submissionManage/ranking";

// The submissions the review chair or the organisers may see, ranked by the weighted
// average of their reviews, with bulk decisions for whoever decides. The reviewers' area lets
// reviewers in; a reviewer who is not the chair is sent to /403 here (the calls refuse them too).
export default async function RankingPage({ searchParams }: { searchParams: Promise<SP> }) {
  const sp = await searchParams;
  const access = await guardSignedInPage("/platform/submissionManage/ranking", { search: searchString(sp) });
  if (!access.manager && !access.chair) redirect("/403");
  const conf = access.conference;
  const q = await readSearch(ZRankingQuery, sp);
  const locale = (await getLocale()) as Locale;
  const who = { userId: access.user.id, manager: access.manager };
  const [t, ts, ranking, choices] = await Promise.all([
    getTranslations("reviewDecision.ranking"),
    getTranslations("submissionAdmin.status"),
    listRanking(conf, who, q, locale),
    listFilterChoices(conf.id, viewerOf(access), locale),
  ]);
  const rows = ranking.rows.map((r, i) => ({
    id: r.id,
    rank: (q.page - 1) * q.size + i + 1,
    code: r.code,
    title: r.title,
    theme: r.theme,
    status: r.status,
    statusLabel: ts(r.status),
    reviews: t("reviewsValue", { sent: r.sent, needed: ranking.needed }),
    average: r.average == null ? t("noAverage") : String(r.average),
    spread: r.sent > 1 ? String(r.spread) : "—",
    disagreement: r.disagreement,
  }));
  const filtered = Boolean(q.themeId || q.status);
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }} data-testid="ranking">
      <PageHeader title={t("title")} intro={t("intro", { count: ranking.total })} />
      {!ranking.decider && <Alert severity="info">{t("notDecider")}</Alert>}
      <RankingFilters q={q} themes={choices.themes} />
      {rows.length > 0 ? (
        <RankingList rows={rows} decides={!!ranking.decider} />
      ) : (
        <Stack spacing={1} sx={{ alignItems: "flex-start", py: 3 }} data-testid="ranking-empty">
          <Typography color="text.secondary">{filtered ? t("emptyFiltered") : t("empty")}</Typography>
          {filtered && (
            <LinkButton href={BASE} variant="text">
              {t("clearFilters")}
            </LinkButton>
          )}
        </Stack>
      )}
      <Pager page={q.page} total={ranking.total} size={q.size} href={(page) => `${BASE}${rankingSearch(q, { page })}`} testId="ranking-pager" />
    </Stack>
  );
}
