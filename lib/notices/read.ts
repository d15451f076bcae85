import "server-only";
import { db } from "@/lib/server/db";
import { unreadNoticeCount } from "./queries";
import type { TNoticeRead } from "./schemas";

// Marking notices read: only the reader's own, on this conference — another person's
// ids, or ids of another conference, match no row and change nothing. Marking twice is harmless.

export async function markNoticesRead(conferenceId: number, userId: number, v: TNoticeRead): Promise<{ marked: number; unread: number }> {
  const { count } = await db.notice.updateMany({
    where: { conferenceId, userId, readAt: null, ...(v.all ? {} : { id: { in: v.ids } }) },
    data: { readAt: new Date() },
  });
  return { marked: count, unread: await unreadNoticeCount(conferenceId, userId) };
}
