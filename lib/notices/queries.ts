import "server-only";
import type { NoticeKind, Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import type { TNoticeListQuery } from "./schemas";

// /profile/notice: one person's notices on one conference, newest first. Every read is
// keyed by the host's conference and the signed-in user, never by anything the client sends.

export type NoticeRow = { id: number; kind: NoticeKind; params: Prisma.JsonValue; href: string; read: boolean; createdAt: string };
export type NoticePage = { rows: NoticeRow[]; total: number; unread: number };

/** The personal-centre badge: one count on the (conferenceId, userId, readAt) index. */
export function unreadNoticeCount(conferenceId: number, userId: number): Promise<number> {
  return db.notice.count({ where: { conferenceId, userId, readAt: null } });
}

export async function listNotices(conferenceId: number, userId: number, q: TNoticeListQuery): Promise<NoticePage> {
  const where: Prisma.NoticeWhereInput = { conferenceId, userId, ...(q.filter === "unread" ? { readAt: null } : {}) };
  const [rows, total, unread] = await Promise.all([
    db.notice.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (q.page - 1) * q.size,
      take: q.size,
      select: { id: true, kind: true, params: true, href: true, readAt: true, createdAt: true },
    }),
    db.notice.count({ where }),
    unreadNoticeCount(conferenceId, userId),
  ]);
  return {
    rows: rows.map((r) => ({ id: r.id, kind: r.kind, params: r.params, href: r.href, read: !!r.readAt, createdAt: r.createdAt.toISOString() })),
    total,
    unread,
  };
}
