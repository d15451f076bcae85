import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { startOfDayIn } from "@/lib/i18n/dates";
import { db } from "@/lib/server/db";
import { NotFound } from "@/lib/server/errors";
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
    // Days as the organisers see them: in the conference's time zone, "to" inclusive.
    const { timeZone } = await db.conference.findUniqueOrThrow({ where: { id: conferenceId }, select: { timeZone: true } });
    const nextDay = (d: string) => new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    w.createdAt = { ...(q.from ? { gte: startOfDayIn(q.from, timeZone) } : {}), ...(q.to ? { lt: startOfDayIn(nextDay(q.to), timeZone) } : {}) };
  }
  return w;
}

export async function listAttendees(conferenceId: number, q: TAttendeeListQuery) {
  const w = await attendeeWhere(conferenceId, q);
  const [rows, total] = await Promise.all([
    db.attendee.findMany({
      where: w,
      orderBy: [{ [q.sort]: q.order }, { id: q.order }],
      skip: (q.page - 1) * q.size,
      take: q.size,
      select: {
        id: true,
        userId: true,
        fullName: true,
        email: true,
        phone: true,
        countryArea: true,
        unit: true,
        createdAt: true,
        status: true,
        formVersion: { select: { name: true } },
      },
    }),
    db.attendee.count({ where: w }),
  ]);
  return { rows: rows.map(({ formVersion, ...r }) => ({ ...r, version: formVersion.name })), total };
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
