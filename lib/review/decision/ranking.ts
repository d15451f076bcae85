import "server-only";
import type { Locale } from "@/lib/i18n/locale";
import { pickLocale } from "@/lib/i18n/pick";
import { db } from "@/lib/server/db";
import { submissionWhere } from "@/lib/submission/manage/queries";
import type { TSubmissionStatus } from "@/lib/submission/status";
import { getReviewSettings } from "../config/service";
import { assertChairOrManager, type DecisionActor, type Person } from "./decider";
import type { TRankingQuery } from "./schemas";
import { DISAGREEMENT_SPREAD } from "../opinion/service";

// The ranked list of submissionManage/ranking: what the chair or the organisers may see,
// with how many reviews are in of those needed, the average of the sent reviews' weighted totals
// (as on the detail page), their spread and the disagreement flag; highest average first,
// unreviewed last. The order depends on every row's reviews, so the ids of the filtered set are
// ranked in one grouped query and only the page is read in full — a conference has thousands of
// submissions at most.

type Conf = { id: number; timeZone: string };
type Stat = { submissionId: number; assigned: number; sent: number; average: number | null; lo: number | null; hi: number | null; scored: number };

export type RankingRow = {
  id: number;
  code: string;
  title: string;
  status: TSubmissionStatus;
  theme: string;
  assigned: number;
  sent: number;
  average: number | null;
  spread: number;
  disagreement: boolean;
};

async function statsOf(conferenceId: number, ids: number[]): Promise<Map<number, Stat>> {
  if (!ids.length) return new Map();
  const rows = await db.$queryRaw<Stat[]>`
    SELECT a."submissionId",
           count(*)::int AS "assigned",
           (count(o."id") FILTER (WHERE o."status" = 'SUBMITTED'))::int AS "sent",
           (avg(o."total") FILTER (WHERE o."status" = 'SUBMITTED'))::float8 AS "average",
           min(o."total") FILTER (WHERE o."status" = 'SUBMITTED') AS "lo",
           max(o."total") FILTER (WHERE o."status" = 'SUBMITTED') AS "hi",
           (count(o."total") FILTER (WHERE o."status" = 'SUBMITTED'))::int AS "scored"
      FROM "ReviewAssignment" a LEFT JOIN "ReviewOpinion" o ON o."assignmentId" = a."id"
     WHERE a."conferenceId" = ${conferenceId} AND a."submissionId" = ANY(${ids}::int[])
     GROUP BY a."submissionId"`;
  return new Map(rows.map((r) => [r.submissionId, r]));
}

/** Average rounded to one decimal, as reviewsOfSubmission shows it. */
const round1 = (x: number | null) => (x == null ? null : Math.round(x * 10) / 10);

export async function listRanking(conf: Conf, who: Person, q: TRankingQuery, locale: Locale) {
  const role = await assertChairOrManager(conf.id, who);
  const where = await submissionWhere(conf, { userId: who.userId, manager: who.manager }, { themeId: q.themeId, status: q.status });
  const [all, settings] = await Promise.all([db.submission.findMany({ where, select: { id: true } }), getReviewSettings(conf.id)]);
  const stats = await statsOf(
    conf.id,
    all.map((s) => s.id),
  );
  const ranked = all
    .map((s) => ({ id: s.id, stat: stats.get(s.id) }))
    .map((s) => ({ ...s, average: s.stat?.scored ? round1(s.stat.average) : null }))
    .sort((a, b) => {
      if (a.average == null || b.average == null) return a.average == null ? (b.average == null ? a.id - b.id : 1) : -1;
      return b.average - a.average || (b.stat?.sent ?? 0) - (a.stat?.sent ?? 0) || a.id - b.id;
    });
  const page = ranked.slice((q.page - 1) * q.size, q.page * q.size);
  const subs = await db.submission.findMany({
    where: { id: { in: page.map((p) => p.id) } },
    select: { id: true, code: true, title: true, status: true, theme: { select: { prefix: true, nameZh: true, nameEn: true } } },
  });
  const byId = new Map(subs.map((s) => [s.id, s]));
  const rows: RankingRow[] = page.map(({ id, stat, average }) => {
    const s = byId.get(id)!;
    const spread = stat && stat.scored > 1 ? stat.hi! - stat.lo! : 0;
    return {
      id,
      code: s.code,
      title: s.title,
      status: s.status as TSubmissionStatus,
      theme: s.theme ? [s.theme.prefix, pickLocale(locale, s.theme.nameZh, s.theme.nameEn)].filter(Boolean).join(" · ") : "",
      assigned: stat?.assigned ?? 0,
      sent: stat?.sent ?? 0,
      average,
      spread,
      disagreement: spread >= DISAGREEMENT_SPREAD,
    };
  });
  const decider: DecisionActor | null = role.actor;
  return { rows, total: ranked.length, needed: settings.reviewsPerSubmission, decider, chairFinal: role.chairFinal };
}
export type Ranking = Awaited<ReturnType<typeof listRanking>>;
