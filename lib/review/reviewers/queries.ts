import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Locale } from "@/lib/i18n/locale";
import { pickLocale } from "@/lib/i18n/pick";
import { db } from "@/lib/server/db";
import { NotFound } from "@/lib/server/errors";
import { reviewerName } from "./name";
import type { TReviewerListQuery } from "./schemas";

// What the organisers read about their reviewers: the list of manage/reviewer and the
// details of manage/reviewer/info/{id}. Always one conference's rows; another's id is 404. The role
// shown is ConferenceUser's (the source of truth) once activated, the role to grant before.

export type ThemeLabel = { id: number; label: string };
export type ReviewerRow = {
  id: number;
  userId: number | null;
  email: string;
  name: string;
  unit: string;
  chair: boolean;
  activated: boolean;
  activatedAt: Date | null;
  invitedAt: Date;
  lastMailedAt: Date | null;
  /** the activation link has expired (not activated) */
  expired: boolean;
  themes: ThemeLabel[];
  assigned: number;
  finished: number;
};

export const themeLabel = (t: { prefix: string; nameZh: string; nameEn: string }, locale: Locale) =>
  [t.prefix, pickLocale(locale, t.nameZh, t.nameEn)].filter(Boolean).join(" · ");

const THEME_SELECT = { theme: { select: { id: true, prefix: true, nameZh: true, nameEn: true } } } as const;

function whereOf(conferenceId: number, q: Pick<TReviewerListQuery, "q" | "status" | "role">): Prisma.ReviewerWhereInput {
  const text = q.q ? { contains: q.q, mode: "insensitive" as const } : undefined;
  return {
    conferenceId,
    ...(text ? { OR: [{ email: text }, { firstName: text }, { lastName: text }, { unit: text }] } : {}),
    ...(q.status === "activated" ? { activatedAt: { not: null } } : q.status === "pending" ? { activatedAt: null } : {}),
    ...(q.role ? { chair: q.role === "chair" } : {}),
  };
}

/** The review roles held in ConferenceUser, by user id. */
async function chairsOf(conferenceId: number, userIds: number[]): Promise<Map<number, boolean>> {
  if (!userIds.length) return new Map();
  const roles = await db.conferenceUser.findMany({
    where: { conferenceId, userId: { in: userIds }, role: { in: ["REVIEWER", "REVIEW_CHAIR"] } },
    select: { userId: true, role: true },
  });
  const out = new Map<number, boolean>();
  for (const r of roles) out.set(r.userId, (out.get(r.userId) ?? false) || r.role === "REVIEW_CHAIR");
  return out;
}

/** manage/reviewer: paged, newest first → { rows, total }. */
export async function listReviewers(conferenceId: number, q: TReviewerListQuery, locale: Locale): Promise<{ rows: ReviewerRow[]; total: number }> {
  const where = whereOf(conferenceId, q);
  const [total, rows] = await Promise.all([
    db.reviewer.count({ where }),
    db.reviewer.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (q.page - 1) * q.size,
      take: q.size,
      include: {
        themes: { select: THEME_SELECT, orderBy: { themeId: "asc" } },
        _count: { select: { assignments: true } },
        user: { select: { trueName: true } },
      },
    }),
  ]);
  const ids = rows.map((r) => r.id);
  const [finished, chairs] = await Promise.all([
    db.reviewAssignment.groupBy({ by: ["reviewerId"], where: { reviewerId: { in: ids }, opinion: { status: "SUBMITTED" } }, _count: { _all: true } }),
    chairsOf(
      conferenceId,
      rows.flatMap((r) => (r.userId && r.activatedAt ? [r.userId] : [])),
    ),
  ]);
  const done = new Map(finished.map((f) => [f.reviewerId, f._count._all]));
  const now = Date.now();
  return {
    total,
    rows: rows.map((r) => ({
      id: r.id,
      userId: r.userId,
      email: r.email,
      name: reviewerName(r),
      unit: r.unit,
      chair: r.userId && r.activatedAt && chairs.has(r.userId) ? chairs.get(r.userId)! : r.chair,
      activated: !!r.activatedAt,
      activatedAt: r.activatedAt,
      invitedAt: r.invitedAt,
      lastMailedAt: r.lastMailedAt,
      expired: !r.activatedAt && (!r.activationExpiresAt || r.activationExpiresAt.getTime() <= now),
      themes: r.themes.map((t) => ({ id: t.theme.id, label: themeLabel(t.theme, locale) })),
      assigned: r._count.assignments,
      finished: done.get(r.id) ?? 0,
    })),
  };
}

/** GET …/review/role/{id}: one reviewer's role and themes. */
export async function getReviewerRole(conferenceId: number, id: number, locale: Locale) {
  const r = await db.reviewer.findFirst({ where: { id, conferenceId }, include: { themes: { select: THEME_SELECT, orderBy: { themeId: "asc" } } } });
  if (!r) throw new NotFound("reviewerAdmin.errors.notFound");
  const chairs = r.userId && r.activatedAt ? await chairsOf(conferenceId, [r.userId]) : new Map<number, boolean>();
  const chair = r.userId && chairs.has(r.userId) ? chairs.get(r.userId)! : r.chair;
  return {
    id: r.id,
    email: r.email,
    activated: !!r.activatedAt,
    chair,
    role: chair ? ("chair" as const) : ("reviewer" as const),
    themeIds: r.themes.map((t) => t.theme.id),
    themes: r.themes.map((t) => ({ id: t.theme.id, label: themeLabel(t.theme, locale) })),
  };
}

/** The conference's themes in tree order, labelled and indented, for the theme pickers. */
export async function themeChoices(conferenceId: number, locale: Locale): Promise<(ThemeLabel & { depth: number })[]> {
  const all = await db.submissionTheme.findMany({
    where: { conferenceId },
    orderBy: [{ order: "asc" }, { id: "asc" }],
    select: { id: true, parentId: true, prefix: true, nameZh: true, nameEn: true },
  });
  const out: (ThemeLabel & { depth: number })[] = [];
  const walk = (parentId: number | null, depth: number) => {
    for (const t of all.filter((x) => x.parentId === parentId)) {
      out.push({ id: t.id, label: themeLabel(t, locale), depth });
      if (depth < 10) walk(t.id, depth + 1);
    }
  };
  walk(null, 0);
  return out;
}

/** manage/reviewer/info/{id}: profile, role, themes, assignments with their progress, declared conflicts. */
export async function getReviewerInfo(conferenceId: number, id: number, locale: Locale) {
  const r = await db.reviewer.findFirst({
    where: { id, conferenceId },
    include: {
      user: { select: { trueName: true, phone: true, country: true, unit: true } },
      themes: { select: THEME_SELECT, orderBy: { themeId: "asc" } },
      assignments: {
        orderBy: { id: "asc" },
        select: {
          id: true,
          createdAt: true,
          submission: { select: { id: true, code: true, title: true, status: true } },
          opinion: { select: { status: true, submittedAt: true } },
        },
      },
      conflicts: {
        orderBy: { id: "asc" },
        select: { id: true, source: true, note: true, createdAt: true, submission: { select: { id: true, code: true, title: true } } },
      },
    },
  });
  if (!r) throw new NotFound("reviewerAdmin.errors.notFound");
  const role = await getReviewerRole(conferenceId, id, locale);
  return {
    id: r.id,
    userId: r.userId,
    email: r.email,
    firstName: r.firstName,
    middleName: r.middleName,
    lastName: r.lastName,
    name: reviewerName(r),
    // The activation form fills the profile; an account added directly brings its own.
    unit: r.unit || r.user?.unit || "",
    phone: r.phone || r.user?.phone || "",
    country: r.countryArea || r.user?.country || "",
    direction: r.direction,
    activated: !!r.activatedAt,
    activatedAt: r.activatedAt,
    invitedAt: r.invitedAt,
    lastMailedAt: r.lastMailedAt,
    chair: role.chair,
    themes: role.themes,
    assignments: r.assignments.map((a) => ({
      id: a.id,
      assignedAt: a.createdAt,
      submission: a.submission,
      finished: a.opinion?.status === "SUBMITTED",
      submittedAt: a.opinion?.submittedAt ?? null,
      started: !!a.opinion,
    })),
    conflicts: r.conflicts,
  };
}
export type ReviewerInfo = Awaited<ReturnType<typeof getReviewerInfo>>;
