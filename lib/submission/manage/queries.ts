import "server-only";
import { startOfDayIn } from "@/lib/i18n/dates";
import type { Prisma } from "@/lib/generated/prisma/client";
import { personName } from "@/lib/people/name";
import { db } from "@/lib/server/db";
import { isBlindFor } from "@/lib/review/blind";
import { Forbidden, NotFound } from "@/lib/server/errors";
import { params, sql, utcTimestamp } from "@/lib/server/sql";
import type { TSubmissionFilters, TSubmissionManageQuery, TSubmitterListQuery } from "./schemas";
import { MAX_THEME_DEPTH } from "../schemas";
import type { TSubmissionStatus } from "../status";

// Reads of the organisers' and reviewers' submission screens: manage/contribute,
// submissionManage/index | user | contribute/detail. Always the host's conference; a manager sees
// every submission, a review chair those of their themes, a reviewer who is neither only those
// assigned to them (ReviewAssignment → Reviewer.userId). Days in the filters are the conference's calendar days.

type Conf = { id: number; timeZone: string };
/** Who is looking: managers see everything, chairs their themes, reviewers what they were assigned. */
export type Viewer = { userId: number; manager: boolean };

const nextDay = (d: string) => new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
// Re-exported for the submission readers that still import it from here; new code imports lib/people/name.
export { personName };

type Account = { email: string; trueName: string; firstName: string; lastName: string };
export const accountName = (u: Account) => u.trueName || personName(u.firstName, u.lastName) || u.email;

/**
 * The submissions a viewer may see in a conference: a manager all; a review chair those of their
 * themes or of a theme under them (all of them when they have no themes); everyone their own
 * assignments. One where clause, no reads of its own: the chair's role and themes are joined
 * through the conference, and the theme tree (at most MAX_THEME_DEPTH deep) is walked upwards.
 */
export function visibleWhere(conferenceId: number, viewer: Viewer): Prisma.SubmissionWhereInput {
  if (viewer.manager) return { conferenceId };
  const { userId } = viewer;
  const chairOf: Prisma.SubmissionThemeWhereInput = { reviewerThemes: { some: { conferenceId, reviewer: { conferenceId, userId } } } };
  // The submission's theme, its parent, its grandparent… is one of the chair's.
  const underChair: Prisma.SubmissionThemeWhereInput[] = [chairOf];
  while (underChair.length < MAX_THEME_DEPTH) underChair.push({ parent: underChair[underChair.length - 1] });
  return {
    conferenceId,
    OR: [
      { assignments: { some: { conferenceId, reviewer: { userId } } } },
      {
        AND: [
          { conference: { users: { some: { userId, role: "REVIEW_CHAIR" } } } },
          { OR: [{ conference: { reviewers: { none: { userId, themes: { some: {} } } } } }, { theme: { OR: underChair } }] },
        ],
      },
    ],
  };
}

/** A theme and every theme under it: filtering by a session includes its sub-sessions. */
async function themeSubtree(conferenceId: number, themeId: number): Promise<number[]> {
  const themes = await db.submissionTheme.findMany({ where: { conferenceId }, select: { id: true, parentId: true } });
  const out = new Set<number>(themes.some((t) => t.id === themeId) ? [themeId] : []);
  for (let size = -1; out.size !== size;) {
    size = out.size;
    for (const t of themes) if (t.parentId != null && out.has(t.parentId)) out.add(t.id);
  }
  return [...out];
}

const like = (s: string) => `%${s.replace(/[\\%_]/g, "\\$&")}%`;

/**
 * Submissions with an author (either name order, or the email) or a submitter matching `text`.
 * Raw SQL because "王明" is surname + given name in two columns, which a Prisma filter cannot join.
 */
async function authorMatches(conferenceId: number, text: string): Promise<number[]> {
  const p = like(text);
  const rows = await db.$queryRaw<{ id: number }[]>`
    SELECT a."submissionId" AS id FROM "SubmissionAuthor" a
     WHERE a."conferenceId" = ${conferenceId}
       AND (a."email" ILIKE ${p} OR concat_ws(' ', a."name", a."surname") ILIKE ${p}
            OR concat(a."surname", a."name") ILIKE ${p} OR concat_ws(' ', a."surname", a."name") ILIKE ${p})
    UNION
    SELECT s."id" FROM "Submission" s JOIN "User" u ON u."id" = s."userId"
     WHERE s."conferenceId" = ${conferenceId}
       AND (u."email" ILIKE ${p} OR u."trueName" ILIKE ${p} OR concat_ws(' ', u."firstName", u."lastName") ILIKE ${p}
            OR concat(u."lastName", u."firstName") ILIKE ${p})`;
  return rows.map((r) => r.id);
}

/** The filters as a where clause, within what the viewer may see. */
export async function submissionWhere(conf: Conf, viewer: Viewer, q: Partial<TSubmissionFilters>): Promise<Prisma.SubmissionWhereInput> {
  const and: Prisma.SubmissionWhereInput[] = [visibleWhere(conf.id, viewer)];
  if (q.userId) and.push({ userId: q.userId });
  if (q.themeId) and.push({ themeId: { in: await themeSubtree(conf.id, q.themeId) } });
  if (q.status) and.push({ status: q.status });
  if (q.category) and.push({ category: q.category });
  if (q.reportType) and.push({ reportType: q.reportType });
  if (q.country) and.push({ authors: { some: { country: q.country.toUpperCase() } } });
  if (q.author) and.push({ id: { in: await authorMatches(conf.id, q.author) } });
  if (q.q) {
    const s = { contains: q.q, mode: "insensitive" as const };
    and.push({ OR: [{ title: s }, { code: s }, { keywords: { has: q.q } }] });
  }
  if (q.from) and.push({ submittedAt: { gte: startOfDayIn(q.from, conf.timeZone) } });
  if (q.to) and.push({ submittedAt: { lt: startOfDayIn(nextDay(q.to), conf.timeZone) } });
  return { AND: and };
}

function orderOf(q: Partial<TSubmissionFilters>): Prisma.SubmissionOrderByWithRelationInput[] {
  const dir = q.order ?? "desc";
  return [{ [q.sort ?? "submittedAt"]: dir }, { id: dir }];
}

const themeSelect = { select: { id: true, prefix: true, nameZh: true, nameEn: true } } as const;
const accountSelect = { select: { id: true, email: true, trueName: true, firstName: true, lastName: true } } as const;
const authorSelect = { name: true, surname: true, email: true, phone: true, country: true, organisation: true, corresponding: true, order: true } as const;

const rowSelect = {
  id: true,
  code: true,
  number: true,
  title: true,
  status: true,
  category: true,
  reportType: true,
  version: true,
  submittedAt: true,
  updatedAt: true,
  theme: themeSelect,
  user: accountSelect,
  authors: { where: { corresponding: true }, orderBy: { order: "asc" }, select: authorSelect },
} satisfies Prisma.SubmissionSelect;

type RawRow = Prisma.SubmissionGetPayload<{ select: typeof rowSelect }>;

function toRow({ user, authors, ...s }: RawRow, blind: boolean) {
  const first = authors[0];
  return {
    ...s,
    status: s.status as TSubmissionStatus,
    // Blind review: a reviewer learns nothing of who wrote it (lib/review/blind.ts).
    submitter: blind ? { id: 0, name: "", email: "" } : { id: user.id, name: accountName(user), email: user.email },
    corresponding: blind ? [] : authors.map((a) => ({ name: personName(a.name, a.surname), email: a.email })),
    country: blind ? "" : (first?.country ?? ""),
  };
}
export type SubmissionListRow = ReturnType<typeof toRow>;

/** visibleWhere in SQL (`s` is the submission): the same three ways in, the theme tree walked up MAX_THEME_DEPTH levels. */
function visibleSql(conferenceId: number, viewer: Viewer, p: (v: unknown) => string): string {
  const c = p(conferenceId);
  if (viewer.manager) return `s."conferenceId" = ${c}`;
  const u = p(viewer.userId);
  const levels = Array.from({ length: MAX_THEME_DEPTH }, (_, i) => i);
  const chain = levels
    .slice(1)
    .map((i) => `LEFT JOIN "SubmissionTheme" t${i} ON t${i}.id = t${i - 1}."parentId"`)
    .join(" ");
  return `s."conferenceId" = ${c} AND (
    EXISTS (SELECT 1 FROM "ReviewAssignment" ra JOIN "Reviewer" r ON r.id = ra."reviewerId"
             WHERE ra."submissionId" = s.id AND ra."conferenceId" = ${c} AND r."userId" = ${u})
    OR (EXISTS (SELECT 1 FROM "ConferenceUser" cu WHERE cu."conferenceId" = s."conferenceId" AND cu."userId" = ${u} AND cu.role = 'REVIEW_CHAIR')
        AND (NOT EXISTS (SELECT 1 FROM "Reviewer" r WHERE r."conferenceId" = s."conferenceId" AND r."userId" = ${u}
                           AND EXISTS (SELECT 1 FROM "ReviewerTheme" rt WHERE rt."reviewerId" = r.id))
             OR EXISTS (SELECT 1 FROM "SubmissionTheme" t0 ${chain}
                          JOIN "ReviewerTheme" rt ON rt."themeId" IN (${levels.map((i) => `t${i}.id`).join(", ")})
                          JOIN "Reviewer" r ON r.id = rt."reviewerId"
                         WHERE t0.id = s."themeId" AND rt."conferenceId" = ${c} AND r."conferenceId" = ${c} AND r."userId" = ${u}))))`;
}

// Columns the list may be sorted by (the schema's enum), as SQL: never the caller's text.
const SORT_COLUMN = { submittedAt: `s."submittedAt"`, updatedAt: `s."updatedAt"`, code: `s.code`, title: `s.title`, status: `s.status` } as const;

/** submissionWhere in SQL, for the list's page: the same filters within what the viewer may see. */
async function submissionFilterSql(conf: Conf, viewer: Viewer, q: Partial<TSubmissionFilters>, p: (v: unknown) => string): Promise<string> {
  const where = [visibleSql(conf.id, viewer, p)];
  if (q.userId) where.push(`s."userId" = ${p(q.userId)}`);
  if (q.themeId) where.push(`s."themeId" = ANY(${p(await themeSubtree(conf.id, q.themeId))}::int[])`);
  if (q.status) where.push(`s.status = ${p(q.status)}::"SubmissionStatus"`);
  if (q.category) where.push(`s.category = ${p(q.category)}`);
  if (q.reportType) where.push(`s."reportType" = ${p(q.reportType)}`);
  if (q.country) where.push(`EXISTS (SELECT 1 FROM "SubmissionAuthor" au WHERE au."submissionId" = s.id AND au.country = ${p(q.country.toUpperCase())})`);
  if (q.author) where.push(`s.id = ANY(${p(await authorMatches(conf.id, q.author))}::int[])`);
  if (q.q) {
    const s = p(like(q.q));
    where.push(`(s.title ILIKE ${s} OR s.code ILIKE ${s} OR ${p(q.q)} = ANY(s.keywords))`);
  }
  if (q.from) where.push(`s."submittedAt" >= ${p(utcTimestamp(startOfDayIn(q.from, conf.timeZone)))}`);
  if (q.to) where.push(`s."submittedAt" < ${p(utcTimestamp(startOfDayIn(nextDay(q.to), conf.timeZone)))}`);
  return where.join(" AND ");
}

/**
 * One page of the list and the count, one statement each over bare pg (lib/server/sql.ts): through
 * Prisma it was two waves and its per-call work most of the time. The export
 * (listSubmissionsForExport) reads through submissionWhere; a test holds the two alike.
 */
export async function listSubmissions(conf: Conf, viewer: Viewer, q: TSubmissionManageQuery): Promise<{ rows: SubmissionListRow[]; total: number }> {
  const blind = await isBlindFor(conf.id, viewer);
  const { values, p } = params();
  // Under blind review the author and country filters would tell who wrote what: they are ignored.
  const where = await submissionFilterSql(conf, viewer, blind ? { ...q, author: "", country: "", userId: undefined } : q, p);
  const dir = q.order === "asc" ? "ASC" : "DESC";
  const countValues = [...values];
  const [rows, [{ total }]] = await Promise.all([
    sql<RawRow>(
      `SELECT s.id, s.code, s.number, s.title, s.status, s.category, s."reportType", s.version, s."submittedAt", s."updatedAt",
              CASE WHEN t.id IS NULL THEN NULL ELSE json_build_object('id', t.id, 'prefix', t.prefix, 'nameZh', t."nameZh", 'nameEn', t."nameEn") END AS theme,
              json_build_object('id', u.id, 'email', u.email, 'trueName', u."trueName", 'firstName', u."firstName", 'lastName', u."lastName") AS "user",
              COALESCE((SELECT json_agg(json_build_object('name', a.name, 'surname', a.surname, 'email', a.email, 'phone', a.phone, 'country', a.country,
                                        'organisation', a.organisation, 'corresponding', a.corresponding, 'order', a."order") ORDER BY a."order")
                          FROM "SubmissionAuthor" a WHERE a."submissionId" = s.id AND a.corresponding), '[]') AS authors
         FROM "Submission" s JOIN "User" u ON u.id = s."userId" LEFT JOIN "SubmissionTheme" t ON t.id = s."themeId"
        WHERE ${where} ORDER BY ${SORT_COLUMN[q.sort]} ${dir}, s.id ${dir} LIMIT ${p(q.size)} OFFSET ${p((q.page - 1) * q.size)}`,
      values,
    ),
    sql<{ total: number }>(`SELECT count(*)::int AS total FROM "Submission" s WHERE ${where}`, countValues),
  ]);
  return { rows: rows.map((r) => toRow(r, blind)), total };
}

const exportSelect = {
  ...rowSelect,
  keywords: true,
  abstract: true,
  abstractFile: true,
  fullTextFile: true,
  authors: { orderBy: { order: "asc" }, select: authorSelect },
  files: { select: { id: true, kind: true, storedName: true, originalName: true, size: true, createdAt: true } },
} satisfies Prisma.SubmissionSelect;

/** Every submission the filters match, in the list's order, with all its authors (exports). */
export async function listSubmissionsForExport(conf: Conf, viewer: Viewer, q: Partial<TSubmissionFilters>) {
  const rows = await db.submission.findMany({ where: await submissionWhere(conf, viewer, q), orderBy: orderOf(q), select: exportSelect });
  return rows.map(({ user, ...s }) => ({
    ...s,
    status: s.status as TSubmissionStatus,
    submitter: { id: user.id, name: accountName(user), email: user.email },
  }));
}
export type SubmissionExportRow = Awaited<ReturnType<typeof listSubmissionsForExport>>[number];

/** The countries the viewer's submissions' authors come from (the country filter's choices). */
export async function authorCountries(conferenceId: number, viewer: Viewer): Promise<string[]> {
  if (await isBlindFor(conferenceId, viewer)) return [];
  const rows = await db.submissionAuthor.findMany({
    where: { conferenceId, country: { not: "" }, submission: visibleWhere(conferenceId, viewer) },
    distinct: ["country"],
    select: { country: true },
  });
  return rows.map((r) => r.country).sort();
}

// ───────────── Submitters (submissionManage/user) ─────────────

export type SubmitterRow = {
  userId: number;
  name: string;
  email: string;
  total: number;
  counts: Partial<Record<TSubmissionStatus, number>>;
  lastSubmittedAt: Date | null;
};

/** The people who submitted, most recent first, with how many of their submissions are in each status. */
export async function listSubmitters(conf: Conf, viewer: Viewer, q: TSubmitterListQuery): Promise<{ rows: SubmitterRow[]; total: number }> {
  if (await isBlindFor(conf.id, viewer)) throw new Forbidden("submissionAdmin.errors.blind");
  const where: Prisma.SubmissionWhereInput = { AND: [visibleWhere(conf.id, viewer)] };
  if (q.q) {
    const s = { contains: q.q, mode: "insensitive" as const };
    (where.AND as Prisma.SubmissionWhereInput[]).push({ user: { OR: [{ email: s }, { trueName: s }, { firstName: s }, { lastName: s }] } });
  }
  // One group per submitter (ids and a date only), paged here: a conference has thousands at most.
  const groups = await db.submission.groupBy({
    by: ["userId"],
    where,
    _max: { submittedAt: true },
    orderBy: [{ _max: { submittedAt: "desc" } }, { userId: "asc" }],
  });
  const page = groups.slice((q.page - 1) * q.size, q.page * q.size);
  const ids = page.map((g) => g.userId);
  const [users, counts] = await Promise.all([
    db.user.findMany({ where: { id: { in: ids } }, select: accountSelect.select }),
    db.submission.groupBy({ by: ["userId", "status"], where: { AND: [where, { userId: { in: ids } }] }, _count: { _all: true } }),
  ]);
  const byId = new Map(users.map((u) => [u.id, u]));
  const rows = page.map((g) => {
    const u = byId.get(g.userId)!;
    const mine = counts.filter((c) => c.userId === g.userId);
    return {
      userId: g.userId,
      name: accountName(u),
      email: u.email,
      total: mine.reduce((n, c) => n + c._count._all, 0),
      counts: Object.fromEntries(mine.map((c) => [c.status, c._count._all])),
      lastSubmittedAt: g._max.submittedAt,
    };
  });
  return { rows, total: groups.length };
}

/** One submitter the viewer has at least one visible submission of, else 404. */
export async function getSubmitter(conferenceId: number, viewer: Viewer, userId: number) {
  if (await isBlindFor(conferenceId, viewer)) throw new NotFound("submissionAdmin.errors.submitterNotFound");
  const any = await db.submission.findFirst({ where: { AND: [visibleWhere(conferenceId, viewer), { userId }] }, select: { user: accountSelect } });
  if (!any) throw new NotFound("submissionAdmin.errors.submitterNotFound");
  return { id: any.user.id, name: accountName(any.user), email: any.user.email };
}
