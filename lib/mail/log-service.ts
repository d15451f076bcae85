import "server-only";
import type { MailStatus, MailTemplateKind, Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import { Conflict, NotFound } from "@/lib/server/errors";
import { isDemoEnvironment } from "./env";
import { MAIL_NOTIFY_CHANNEL } from "./outbox";
import type { TMailLogQuery } from "./schemas";
import { kickMailWorker } from "./worker-runtime";

// The mail log of a conference: every outbox row with its status, attempts and last SMTP error.
// Platform mail (conferenceId null) carries everyone's verification and reset codes, so it is
// listed only in the demo (a person trying it can read codes without a mail server) and even there
// only to platform administrators: a conference manager who saw it could reset any account.
// The viewer defaults to "not an admin", so a caller that forgets it is safe.

export type MailLogRow = {
  id: number;
  to: string;
  locale: string;
  templateKind: MailTemplateKind | null;
  subject: string;
  html: string;
  status: MailStatus;
  attempts: number;
  lastError: string | null;
  messageId: string | null;
  createdAt: string;
  sentAt: string | null;
  nextAttemptAt: string | null;
  platform: boolean;
};

export type MailLogPage = { rows: MailLogRow[]; total: number; page: number; size: number };

export type MailLogViewer = { platformAdmin: boolean };
const MANAGER: MailLogViewer = { platformAdmin: false };

function scope(conferenceId: number, viewer: MailLogViewer): Prisma.MailOutboxWhereInput {
  return viewer.platformAdmin && isDemoEnvironment() ? { OR: [{ conferenceId }, { conferenceId: null }] } : { conferenceId };
}

export async function listMailLog(conferenceId: number, q: TMailLogQuery, viewer: MailLogViewer = MANAGER): Promise<MailLogPage> {
  const where: Prisma.MailOutboxWhereInput = { AND: [scope(conferenceId, viewer), q.status ? { status: q.status } : {}] };
  const [total, rows] = await Promise.all([
    db.mailOutbox.count({ where }),
    db.mailOutbox.findMany({ where, orderBy: [{ createdAt: "desc" }, { id: "desc" }], skip: (q.page - 1) * q.size, take: q.size }),
  ]);
  return {
    total,
    page: q.page,
    size: q.size,
    rows: rows.map((r) => ({
      id: r.id,
      to: r.to,
      locale: r.locale,
      templateKind: r.templateKind,
      subject: r.subject,
      html: r.html,
      status: r.status,
      attempts: r.attempts,
      lastError: r.lastError,
      messageId: r.messageId,
      createdAt: r.createdAt.toISOString(),
      sentAt: r.sentAt?.toISOString() ?? null,
      nextAttemptAt: r.status === "RETRYING" || r.status === "QUEUED" ? r.nextAttemptAt.toISOString() : null,
      platform: r.conferenceId === null,
    })),
  };
}

/** Mail due this long without a single attempt means nothing is sending it (the log's banner). */
export const STUCK_AFTER_MS = 5 * 60_000;

/**
 * When the oldest mail the viewer can see became due, if it has waited over STUCK_AFTER_MS with
 * no delivery attempt at all; else null. A worker that runs claims due rows within seconds, and a
 * failing SMTP server shows as attempts and errors, so only a worker that does not run is left.
 */
export async function mailStuckSince(conferenceId: number, viewer: MailLogViewer = MANAGER, now = new Date()): Promise<Date | null> {
  const row = await db.mailOutbox.findFirst({
    where: { AND: [scope(conferenceId, viewer), { status: "QUEUED", attempts: 0, nextAttemptAt: { lte: new Date(now.getTime() - STUCK_AFTER_MS) } }] },
    orderBy: { nextAttemptAt: "asc" },
    select: { nextAttemptAt: true },
  });
  return row?.nextAttemptAt ?? null;
}

/** A failed mail goes back to the queue for one more attempt. */
export async function retryMail(conferenceId: number, id: number, viewer: MailLogViewer = MANAGER): Promise<{ id: number }> {
  const r = await db.mailOutbox.updateMany({
    where: { AND: [scope(conferenceId, viewer), { id, status: "FAILED" }] },
    data: { status: "QUEUED", nextAttemptAt: new Date() },
  });
  if (r.count === 0) {
    const exists = await db.mailOutbox.findFirst({ where: { AND: [scope(conferenceId, viewer), { id }] }, select: { id: true } });
    throw exists ? new Conflict("mail.notFailed") : new NotFound();
  }
  await db.$executeRaw`SELECT pg_notify(${MAIL_NOTIFY_CHANNEL}, ${String(id)})`;
  kickMailWorker();
  return { id };
}
