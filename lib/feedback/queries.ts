import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { startOfDayIn } from "@/lib/i18n/dates";
import { db } from "@/lib/server/db";
import { NotFound, Unauthorized } from "@/lib/server/errors";
import { fileKey, storage } from "@/lib/server/storage";
import type { FeedbackStatus, TFeedbackFilters, TFeedbackListQuery } from "./schemas";

// What the feedback screens and calls read. Always the host's conference; the sender sees
// only their own feedback, managers all of the conference's. Another conference's id is unknown (404).

export type FeedbackRow = {
  id: number;
  title: string;
  type: string;
  recipient: string;
  status: FeedbackStatus;
  name: string;
  email: string;
  phone: string;
  visitor: boolean;
  messages: number;
  createdAt: Date;
  lastActivityAt: Date;
};

export type FeedbackMessageView = { id: number; byManager: boolean; author: string; body: string; createdAt: Date };
export type FeedbackFileView = { id: number; name: string; size: number; url: string };
export type FeedbackDetail = FeedbackRow & { content: string; closedAt: Date | null; files: FeedbackFileView[]; thread: FeedbackMessageView[] };

/** Where an attachment is served (the route checks who may have it each time). */
export const feedbackFileUrl = (id: number) => `/api/conference/feedback/file/${id}`;

const rowSelect = {
  id: true,
  title: true,
  type: true,
  recipient: true,
  status: true,
  name: true,
  email: true,
  phone: true,
  userId: true,
  createdAt: true,
  lastActivityAt: true,
  _count: { select: { messages: true } },
} satisfies Prisma.FeedbackSelect;

type Raw = Prisma.FeedbackGetPayload<{ select: typeof rowSelect }>;
const toRow = ({ userId, _count, ...r }: Raw): FeedbackRow => ({ ...r, visitor: userId === null, messages: _count.messages });

const dayAfter = (d: string) => new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

const NEWEST = [{ lastActivityAt: "desc" as const }, { id: "desc" as const }];

export async function myFeedbackList(conferenceId: number, userId: number, page = 1, size = 10): Promise<{ rows: FeedbackRow[]; total: number }> {
  const where = { conferenceId, userId };
  const [rows, total] = await Promise.all([
    db.feedback.findMany({ where, orderBy: NEWEST, skip: (page - 1) * size, take: size, select: rowSelect }),
    db.feedback.count({ where }),
  ]);
  return { rows: rows.map(toRow), total };
}

export function feedbackWhere(conf: { id: number; timeZone: string }, q: Partial<TFeedbackFilters>): Prisma.FeedbackWhereInput {
  const w: Prisma.FeedbackWhereInput = { conferenceId: conf.id };
  if (q.search) {
    const s = { contains: q.search, mode: "insensitive" as const };
    w.OR = [{ title: s }, { content: s }, { name: s }, { email: s }, { phone: s }];
  }
  if (q.type) w.type = q.type;
  if (q.status) w.status = q.status;
  if (q.from || q.to) {
    w.createdAt = {
      ...(q.from ? { gte: startOfDayIn(q.from, conf.timeZone) } : {}),
      // The "to" day ends where the following day starts on the conference's clock.
      ...(q.to ? { lt: startOfDayIn(dayAfter(q.to), conf.timeZone) } : {}),
    };
  }
  return w;
}

export async function managerFeedbackList(conf: { id: number; timeZone: string }, q: TFeedbackListQuery): Promise<{ rows: FeedbackRow[]; total: number }> {
  const where = feedbackWhere(conf, q);
  const [rows, total] = await Promise.all([
    db.feedback.findMany({ where, orderBy: NEWEST, skip: (q.page - 1) * q.size, take: q.size, select: rowSelect }),
    db.feedback.count({ where }),
  ]);
  return { rows: rows.map(toRow), total };
}

/** One feedback with its files and thread: the sender's own (viewer.userId) or, for managers, any of the conference's. */
export async function feedbackDetail(conferenceId: number, id: number, viewer: { userId: number } | { manager: true }): Promise<FeedbackDetail> {
  const where = "manager" in viewer ? { id, conferenceId } : { id, conferenceId, userId: viewer.userId };
  const row = await db.feedback.findFirst({
    where,
    select: {
      ...rowSelect,
      content: true,
      closedAt: true,
      files: { orderBy: { id: "asc" }, select: { id: true, originalName: true, size: true } },
      messages: {
        orderBy: { id: "asc" },
        select: { id: true, byManager: true, body: true, createdAt: true, author: { select: { trueName: true, email: true } } },
      },
    },
  });
  if (!row) throw new NotFound();
  const { files, messages, content, closedAt, ...rest } = row;
  return {
    ...toRow(rest),
    content,
    closedAt,
    files: files.map((f) => ({ id: f.id, name: f.originalName, size: f.size, url: feedbackFileUrl(f.id) })),
    thread: messages.map((m) => ({
      id: m.id,
      byManager: m.byManager,
      body: m.body,
      createdAt: m.createdAt,
      author: m.author?.trueName || m.author?.email || "",
    })),
  };
}

/**
 * An attachment's bytes for GET /conference/feedback/file/{id}: to the feedback's sender and the
 * conference's managers; to anyone else it does not exist (404); anonymous callers sign in first.
 */
export async function readFeedbackFile(conferenceId: number, id: number, viewer: { userId: number | null; manager: boolean }) {
  if (viewer.userId === null) throw new Unauthorized();
  const row = await db.feedbackFile.findFirst({
    where: { id, conferenceId },
    select: { storedName: true, originalName: true, mime: true, feedback: { select: { userId: true } } },
  });
  if (!row || (!viewer.manager && row.feedback.userId !== viewer.userId)) throw new NotFound();
  const bytes = await storage().get(fileKey(conferenceId, row.storedName));
  if (!bytes) throw new NotFound();
  return { bytes, name: row.originalName, mime: row.mime };
}
