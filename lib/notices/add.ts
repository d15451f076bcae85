import "server-only";
import type { NoticeKind, Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";

// Notices (/profile/notice) are written by the change they announce, inside its
// transaction when it has one, so a notice never tells of something that rolled back.

type Client = Prisma.TransactionClient | typeof db;

export type NoticeInput = {
  conferenceId: number;
  userId: number;
  kind: NoticeKind;
  /** What the reader's language needs to render the line (numbers, statuses, titles). */
  params?: Prisma.InputJsonObject;
  /** Where the notice leads (a path on the conference's site), or "" for none. */
  href?: string;
};

export async function addNotice(client: Client, n: NoticeInput): Promise<void> {
  await client.notice.create({
    data: { conferenceId: n.conferenceId, userId: n.userId, kind: n.kind, params: n.params ?? {}, href: n.href ?? "" },
  });
}

export async function addNotices(client: Client, list: NoticeInput[]): Promise<void> {
  if (!list.length) return;
  await client.notice.createMany({
    data: list.map((n) => ({ conferenceId: n.conferenceId, userId: n.userId, kind: n.kind, params: n.params ?? {}, href: n.href ?? "" })),
  });
}
