import "server-only";
import type { AttendeeStatus, Prisma } from "@/lib/generated/prisma/client";
import { startOfDayIn } from "@/lib/i18n/dates";
import { db } from "@/lib/server/db";
import { NotFound } from "@/lib/server/errors";
import { containsPattern, params, sql, utcTimestamp } from "@/lib/server/sql";
import { columnsToAnswers } from "./answers";
import { parseFields } from "@/lib/forms/fields";
import type { TAttendeeListQuery } from "./schemas";

// /platform/manage/user and userDetails reads (§7 conferenceUser/list). Paged in the database
// with indexed filters so page 1 stays fast at 20,000 rows (docs/performance.md).

/** The list's filters as a query (also who an organisers' notice to "everyone listed" reaches). */
export async function attendeeWhere(conferenceId: number, q: Partial<TAttendeeListQuery>): Promise<Prisma.AttendeeWhereInput> {
  const w: Prisma.AttendeeWhereInput = { conferenceId };
  if (q.search) {
    const s = { contains: q.search, mode: "insensitive" as const };
    w.OR = [{ fullName: s }, { email: s }, { unit: s }];
  }
  if (q.country) w.countryArea = q.country;
  if (q.version) w.formVersion = { name: q.version };
  if (q.from || q.to) {
    const { from, to } = await dayRange(conferenceId, q);
    w.createdAt = { ...(from ? { gte: from } : {}), ...(to ? { lt: to } : {}) };
  }
  return w;
}

/** The date filter's days as the organisers see them: in the conference's time zone, "to" inclusive. */
async function dayRange(conferenceId: number, q: Partial<TAttendeeListQuery>): Promise<{ from?: Date; to?: Date }> {
  const { timeZone } = await db.conference.findUniqueOrThrow({ where: { id: conferenceId }, select: { timeZone: true } });
  const nextDay = (d: string) => new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return { from: q.from ? startOfDayIn(q.from, timeZone) : undefined, to: q.to ? startOfDayIn(nextDay(q.to), timeZone) : undefined };
}

type AttendeeListRow = {
  id: number;
  userId: number;
  fullName: string;
  email: string;
  phone: string;
  countryArea: string;
  unit: string;
  createdAt: Date;
  status: AttendeeStatus;
  version: string;
};

// Columns the list may be sorted by (the schema's enum), as SQL: never the caller's text.
const SORT_COLUMN = { createdAt: `a."createdAt"`, fullName: `a."fullName"`, email: `a.email`, unit: `a.unit`, countryArea: `a."countryArea"` } as const;

/**
 * One page of the list and the count, the same filters as attendeeWhere, over bare pg
 * (lib/server/sql.ts): Prisma's per-call work was most of this read's time (docs/performance.md).
 */
export async function listAttendees(conferenceId: number, q: TAttendeeListQuery): Promise<{ rows: AttendeeListRow[]; total: number }> {
  const { values, p } = params();
  const where = [`a."conferenceId" = ${p(conferenceId)}`];
  if (q.search) {
    const s = p(containsPattern(q.search));
    where.push(`(a."fullName" ILIKE ${s} OR a.email ILIKE ${s} OR a.unit ILIKE ${s})`);
  }
  if (q.country) where.push(`a."countryArea" = ${p(q.country)}`);
  if (q.version) where.push(`v.name = ${p(q.version)}`);
  if (q.from || q.to) {
    const { from, to } = await dayRange(conferenceId, q);
    if (from) where.push(`a."createdAt" >= ${p(utcTimestamp(from))}`);
    if (to) where.push(`a."createdAt" < ${p(utcTimestamp(to))}`);
  }
  const dir = q.order === "asc" ? "ASC" : "DESC";
  const from = `FROM "Attendee" a JOIN "RegisterFormVersion" v ON v.id = a."formVersionId" WHERE ${where.join(" AND ")}`;
  const countValues = [...values];
  const [rows, [{ total }]] = await Promise.all([
    sql<AttendeeListRow>(
      `SELECT a.id, a."userId", a."fullName", a.email, a.phone, a."countryArea", a.unit, a."createdAt", a.status, v.name AS version
         ${from} ORDER BY ${SORT_COLUMN[q.sort]} ${dir}, a.id ${dir} LIMIT ${p(q.size)} OFFSET ${p((q.page - 1) * q.size)}`,
      values,
    ),
    sql<{ total: number }>(`SELECT count(*)::int AS total ${from}`, countValues),
  ]);
  return { rows, total };
}

export async function countryFacets(conferenceId: number) {
  const rows = await db.attendee.groupBy({ by: ["countryArea"], where: { conferenceId }, _count: true, orderBy: { countryArea: "asc" } });
  return rows.map((r) => r.countryArea).filter(Boolean);
}

/** One registration with its answers read through the fields of the version it was made with. */
export async function getAttendeeDetails(conferenceId: number, id: number) {
  const row = await db.attendee.findFirst({ where: { id, conferenceId }, include: { formVersion: true, files: true } });
  if (!row) throw new NotFound("registration.noAttendee");
  const fields = parseFields(row.formVersion.fields);
  return {
    id: row.id,
    userId: row.userId,
    email: row.email,
    createdAt: row.createdAt,
    status: row.status,
    version: row.formVersion.name,
    fields,
    answers: columnsToAnswers(fields, row),
    files: row.files.map((f) => ({ field: f.field, name: f.originalName, storedName: f.storedName, size: f.size })),
  };
}

/** Every registration of one version with its answers, for export (one column per field). */
export async function exportRows(conferenceId: number, q: Partial<TAttendeeListQuery> & { version: string }) {
  const version = await db.registerFormVersion.findUnique({ where: { conferenceId_name: { conferenceId, name: q.version } } });
  if (!version) throw new NotFound("registration.versionNotFound");
  const fields = parseFields(version.fields);
  const rows = await db.attendee.findMany({ where: await attendeeWhere(conferenceId, q), orderBy: { id: "asc" }, include: { files: true } });
  return { fields, rows: rows.map((r) => ({ id: r.id, createdAt: r.createdAt, answers: columnsToAnswers(fields, r) })) };
}
