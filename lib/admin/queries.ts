import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { toDateOnly } from "@/lib/i18n/dates";
import { ConferenceStatus } from "@/lib/server/site-conference";
import { listStatusChanges } from "@/lib/conference/status-change";
import { db } from "@/lib/server/db";
import { NotFound } from "@/lib/server/errors";
import type { TConferenceListQuery } from "./schemas";

// What the administrator screens read. Platform-wide on purpose: the administrator manages every
// conference of the deployment, so these queries take no tenant (only admin entry points call them).

const listSelect = {
  id: true,
  nameZh: true,
  nameEn: true,
  shortName: true,
  status: true,
  startDate: true,
  endDate: true,
  createdAt: true,
  domains: { select: { host: true, isPrimary: true }, orderBy: [{ isPrimary: "desc" }, { id: "asc" }] },
  users: { where: { role: "CREATOR" }, select: { user: { select: { id: true, email: true, trueName: true } } } },
  _count: { select: { attendees: true, submissions: true } },
} satisfies Prisma.ConferenceSelect;

type ListRow = Prisma.ConferenceGetPayload<{ select: typeof listSelect }>;

export type AdminConferenceRow = {
  id: number;
  nameZh: string;
  nameEn: string;
  shortName: string;
  status: number;
  startDate: string | null;
  endDate: string | null;
  createdAt: string;
  hosts: string[];
  creators: { email: string; name: string }[];
  attendees: number;
  submissions: number;
};

function toRow(c: ListRow): AdminConferenceRow {
  return {
    id: c.id,
    nameZh: c.nameZh,
    nameEn: c.nameEn,
    shortName: c.shortName,
    status: c.status,
    startDate: toDateOnly(c.startDate),
    endDate: toDateOnly(c.endDate),
    createdAt: c.createdAt.toISOString(),
    hosts: c.domains.map((d) => d.host),
    creators: c.users.map((u) => ({ email: u.user.email, name: u.user.trueName })),
    attendees: c._count.attendees,
    submissions: c._count.submissions,
  };
}

/** All conferences, newest first; search in names and host names, filter by status. */
export async function listConferences(q: TConferenceListQuery): Promise<{ rows: AdminConferenceRow[]; total: number }> {
  const search = q.search;
  const where: Prisma.ConferenceWhereInput = {
    ...(q.status ? { status: q.status } : {}),
    ...(search
      ? {
          OR: [
            { nameZh: { contains: search, mode: "insensitive" } },
            { nameEn: { contains: search, mode: "insensitive" } },
            { shortName: { contains: search, mode: "insensitive" } },
            { domains: { some: { host: { contains: search.toLowerCase() } } } },
          ],
        }
      : {}),
  };
  const [rows, total] = await Promise.all([
    db.conference.findMany({ where, select: listSelect, orderBy: [{ createdAt: "desc" }, { id: "desc" }], skip: (q.page - 1) * q.size, take: q.size }),
    db.conference.count({ where }),
  ]);
  return { rows: rows.map(toRow), total };
}

/** How many conferences wait for a publish decision (the administrator's menu badge and home). */
export function countPublishRequests(): Promise<number> {
  return db.conference.count({ where: { status: ConferenceStatus.PENDING_REVIEW } });
}

/** The publish-request queue (SPEC §4 "waiting for platform administrator review"): oldest request first. */
export async function listPublishRequests(): Promise<Array<AdminConferenceRow & { requestedAt: string }>> {
  const rows = await db.conference.findMany({ where: { status: ConferenceStatus.PENDING_REVIEW }, select: listSelect, orderBy: { id: "asc" }, take: 200 });
  const asked = await db.conferenceStatusChange.groupBy({
    by: ["conferenceId"],
    where: { conferenceId: { in: rows.map((r) => r.id) }, toStatus: ConferenceStatus.PENDING_REVIEW },
    _max: { createdAt: true },
  });
  const when = new Map(asked.map((a) => [a.conferenceId, a._max.createdAt]));
  return rows
    .map((r) => ({ ...toRow(r), requestedAt: (when.get(r.id) ?? r.createdAt).toISOString() }))
    .sort((a, b) => a.requestedAt.localeCompare(b.requestedAt) || a.id - b.id);
}

/** One conference with its settings, hosts, creators and status history. */
export async function getConferenceDetail(id: number) {
  const c = await db.conference.findUnique({
    where: { id },
    select: {
      ...listSelect,
      locationZh: true,
      locationEn: true,
      timeZone: true,
      currency: true,
      languageType: true,
      discipline: { select: { zhTitle: true, enTitle: true } },
    },
  });
  if (!c) throw new NotFound();
  const history = await listStatusChanges(id, 100);
  return {
    ...toRow(c),
    locationZh: c.locationZh,
    locationEn: c.locationEn,
    timeZone: c.timeZone,
    currency: c.currency,
    languageType: c.languageType,
    discipline: c.discipline,
    history: history.map((h) => ({
      id: h.id,
      from: h.fromStatus,
      to: h.toStatus,
      reason: h.reason,
      at: h.createdAt.toISOString(),
      actor: h.actor ? { email: h.actor.email, name: h.actor.trueName } : null,
    })),
  };
}
export type AdminConferenceDetail = Awaited<ReturnType<typeof getConferenceDetail>>;
