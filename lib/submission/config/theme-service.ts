import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { pickLocale } from "@/lib/i18n/pick";
import type { Locale } from "@/lib/i18n/locale";
import { db } from "@/lib/server/db";
import { Conflict, NotFound, ValidationError, type FieldErrors } from "@/lib/server/errors";
import { leafThemes } from "../settings";
import { MAX_THEME_DEPTH, type TThemeInput, type TThemeUpdate } from "../schemas";

// The themes / sessions of a call for abstracts (SPEC §3, §5 'Has children, delete
// failed'): a tree at most MAX_THEME_DEPTH deep whose leaves hold the submissions. Every write takes
// the conference's theme lock, so two managers' edits apply one after another, and locks the theme
// rows whose submissions it counts: a submission's foreign key takes a share lock on its theme, so
// it cannot slip in between the count and the change.

type Tx = Prisma.TransactionClient;
type ThemeRow = { id: number; parentId: number | null; prefix: string };

export type ThemeNode = {
  id: number;
  parentId: number | null;
  prefix: string;
  order: number;
  nameZh: string;
  nameEn: string;
  /** submissions filed under this theme itself (only leaves have any) */
  submissionCount: number;
  children: ThemeNode[];
};

/** The conference's themes as a tree, siblings in configured order, each with its submission count. */
export async function listThemes(conferenceId: number): Promise<ThemeNode[]> {
  const [rows, counts] = await Promise.all([
    db.submissionTheme.findMany({
      where: { conferenceId },
      orderBy: [{ order: "asc" }, { id: "asc" }],
      select: { id: true, parentId: true, prefix: true, order: true, nameZh: true, nameEn: true },
    }),
    db.submission.groupBy({ by: ["themeId"], where: { conferenceId, themeId: { not: null } }, _count: { _all: true } }),
  ]);
  const used = new Map(counts.map((c) => [c.themeId, c._count._all]));
  const nodes = new Map<number, ThemeNode>(rows.map((r) => [r.id, { ...r, submissionCount: used.get(r.id) ?? 0, children: [] }]));
  const roots: ThemeNode[] = [];
  for (const n of nodes.values()) (n.parentId != null && nodes.get(n.parentId) ? nodes.get(n.parentId)!.children : roots).push(n);
  return roots;
}

/** §7 findThemeInfoLeafs: the themes a submission may be filed under, titled in the caller's language. */
export async function findThemeLeafs(conferenceId: number, locale: Locale): Promise<{ id: number; prefix: string; title: string }[]> {
  return (await leafThemes(conferenceId)).map((t) => ({ id: t.id, prefix: t.prefix, title: pickLocale(locale, t.nameZh, t.nameEn) }));
}

async function write<T>(conferenceId: number, work: (tx: Tx, rows: ThemeRow[]) => Promise<T>): Promise<T> {
  return db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('submission-themes'), ${conferenceId}::int)`;
    const rows = await tx.submissionTheme.findMany({ where: { conferenceId }, select: { id: true, parentId: true, prefix: true } });
    return work(tx, rows);
  });
}

function mine(rows: ThemeRow[], id: number): ThemeRow {
  const row = rows.find((r) => r.id === id);
  if (!row) throw new NotFound(); // another conference's id answers as a missing one
  return row;
}

/** Submissions filed under the theme, counted with its row locked against new ones. */
async function lockedSubmissionCount(tx: Tx, id: number): Promise<number> {
  await tx.$queryRaw`SELECT "id" FROM "SubmissionTheme" WHERE "id" = ${id} FOR UPDATE`;
  return tx.submission.count({ where: { themeId: id } });
}

function descendantsOf(rows: ThemeRow[], id: number): Set<number> {
  const out = new Set<number>();
  const walk = (p: number) => {
    for (const r of rows) if (r.parentId === p && !out.has(r.id)) walk((out.add(r.id), r.id));
  };
  walk(id);
  return out;
}

/** How many levels the theme and its ancestors take (a root: 1). */
function levelOf(rows: ThemeRow[], id: number): number {
  let n = 0;
  const seen = new Set<number>();
  for (let r = rows.find((x) => x.id === id); r && !seen.has(r.id); r = rows.find((x) => x.id === r!.parentId)) n += (seen.add(r.id), 1);
  return n;
}

/** Levels below the theme (a leaf: 0). */
function heightOf(rows: ThemeRow[], id: number): number {
  return Math.max(0, ...rows.filter((r) => r.parentId === id).map((r) => 1 + heightOf(rows, r.id)));
}

/** Every rule a theme's place and prefix must keep; all broken ones at once, each on its field. */
async function check(tx: Tx, rows: ThemeRow[], id: number | null, v: Pick<TThemeInput, "parentId" | "prefix">): Promise<void> {
  const errors: FieldErrors = {};
  const p = v.parentId;
  if (p != null) {
    if (!rows.some((r) => r.id === p)) errors.parentId = "submissionConfig.theme.parentNotFound";
    else if (id != null && (p === id || descendantsOf(rows, id).has(p))) errors.parentId = "submissionConfig.theme.parentIsDescendant";
    else if (levelOf(rows, p) + 1 + (id == null ? 0 : heightOf(rows, id)) > MAX_THEME_DEPTH)
      errors.parentId = `submissionConfig.theme.tooDeep?max=${MAX_THEME_DEPTH}`;
    else {
      // Submissions live on leaves: a theme that holds some cannot become a parent.
      const count = await lockedSubmissionCount(tx, p);
      if (count) errors.parentId = `submissionConfig.theme.parentHasSubmissions?count=${count}`;
    }
  }
  // The prefix numbers submissions: two themes with one prefix would print the same codes.
  const prefix = v.prefix.toLowerCase();
  if (prefix && rows.some((r) => r.id !== id && r.prefix.toLowerCase() === prefix)) errors.prefix = "submissionConfig.theme.prefixTaken";
  if (Object.keys(errors).length) throw new ValidationError(errors);
}

export async function createTheme(conferenceId: number, v: TThemeInput): Promise<{ id: number }> {
  return write(conferenceId, async (tx, rows) => {
    await check(tx, rows, null, v);
    return tx.submissionTheme.create({ data: { conferenceId, ...v }, select: { id: true } });
  });
}

export async function updateTheme(conferenceId: number, v: TThemeUpdate): Promise<{ id: number }> {
  return write(conferenceId, async (tx, rows) => {
    mine(rows, v.id);
    await check(tx, rows, v.id, v);
    const { id, ...data } = v;
    await tx.submissionTheme.update({ where: { id }, data });
    return { id };
  });
}

/** Refused while the theme has children ('Has children, delete failed') or submissions (with their number). */
export async function deleteTheme(conferenceId: number, id: number): Promise<{ id: number }> {
  return write(conferenceId, async (tx, rows) => {
    mine(rows, id);
    if (rows.some((r) => r.parentId === id)) throw new Conflict("submissionConfig.theme.hasChildren");
    const count = await lockedSubmissionCount(tx, id);
    if (count) throw new Conflict("submissionConfig.theme.inUse", { count });
    await tx.submissionTheme.delete({ where: { id } });
    return { id };
  });
}
