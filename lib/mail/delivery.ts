import nodemailer, { type SendMailOptions } from "nodemailer";
import type { MailOutbox } from "@/lib/generated/prisma/client";
import { conferenceName } from "@/lib/site/conference-name";
import { MailNotConfigured } from "./errors";
import { resolveTransport, type MailClient, type ResolvedTransport } from "./transport";

// Delivery of one outbox row, shared by the pg-boss worker and the polling fallback.
// A row is claimed with a conditional update (QUEUED/RETRYING and due → SENDING, attempts + 1), so
// two workers never send the same attempt; the result is written back only if the row is still
// that attempt. A worker killed mid-send leaves SENDING behind: recoverStale() re-queues it after
// `staleMs`, which may resend that one in-flight attempt (at-least-once for it, never for others).

/** DESIGN/issue 3: retry after 1 min, 5 min, 30 min, 2 h; the attempt after that is the last. */
export const DEFAULT_RETRY_SCHEDULE_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 60 * 60_000];
export const DEFAULT_STALE_MS = 10 * 60_000;
export const NOT_CONFIGURED_ERROR = "mail.notConfigured";
export const INTERRUPTED_ERROR = "mail.interrupted";

export type SendFn = (transport: ResolvedTransport, message: SendMailOptions) => Promise<{ messageId: string }>;

export type DeliveryDeps = {
  db: MailClient;
  schedule?: number[];
  staleMs?: number;
  now?: () => Date;
  send?: SendFn;
};

export type DeliveryResult = "sent" | "retrying" | "failed" | "skipped";

export const smtpSend: SendFn = async (transport, message) => {
  const transporter = nodemailer.createTransport(transport.options as never);
  try {
    const info = await transporter.sendMail(message);
    return { messageId: String(info.messageId ?? "") };
  } finally {
    transporter.close();
  }
};

const clock = (d: DeliveryDeps) => (d.now ?? (() => new Date()))();
const DUE = ["QUEUED", "RETRYING"] as const;

function errorText(e: unknown): string {
  if (e instanceof MailNotConfigured) return NOT_CONFIGURED_ERROR;
  const err = e as { code?: string; responseCode?: number; response?: string; message?: string };
  const parts = [err?.code, err?.responseCode, err?.response && err.response !== err.message ? err.response : undefined, err?.message ?? String(e)];
  return parts.filter((p) => p !== undefined && p !== "").join(": ").slice(0, 2000);
}

/** Takes row `id` for one attempt if it is due; null when another worker has it or it is not due. */
export async function claimOutboxRow(deps: DeliveryDeps, id: number): Promise<MailOutbox | null> {
  const now = clock(deps);
  const r = await deps.db.mailOutbox.updateMany({
    where: { id, status: { in: [...DUE] }, nextAttemptAt: { lte: now } },
    data: { status: "SENDING", attempts: { increment: 1 }, updatedAt: now },
  });
  return r.count === 1 ? deps.db.mailOutbox.findUnique({ where: { id } }) : null;
}

/** Sends a claimed row and records the outcome. */
export async function deliverClaimed(deps: DeliveryDeps, row: MailOutbox): Promise<DeliveryResult> {
  const schedule = deps.schedule ?? DEFAULT_RETRY_SCHEDULE_MS;
  const current = { id: row.id, status: "SENDING" as const, attempts: row.attempts };
  try {
    const conference = row.conferenceId
      ? await deps.db.conference.findUnique({ where: { id: row.conferenceId }, select: { nameZh: true, nameEn: true } })
      : null;
    const fromName = conference ? conferenceName(conference, row.locale === "en" ? "en" : "zh") : "";
    const transport = await resolveTransport(deps.db, row.conferenceId, fromName);
    const info = await (deps.send ?? smtpSend)(transport, {
      from: transport.from,
      to: row.to,
      subject: row.subject,
      html: row.html,
      text: row.text || undefined,
      headers: { "X-Symposia-Outbox": `${row.id}.${row.attempts}` },
    });
    await deps.db.mailOutbox.updateMany({
      where: current,
      data: { status: "SENT", messageId: info.messageId || null, sentAt: clock(deps), lastError: null },
    });
    return "sent";
  } catch (e) {
    const last = e instanceof MailNotConfigured || row.attempts > schedule.length;
    const now = clock(deps);
    await deps.db.mailOutbox.updateMany({
      where: current,
      data: last
        ? { status: "FAILED", lastError: errorText(e) }
        : { status: "RETRYING", lastError: errorText(e), nextAttemptAt: new Date(now.getTime() + schedule[row.attempts - 1]) },
    });
    return last ? "failed" : "retrying";
  }
}

/** Claims and delivers one row by id (the pg-boss job handler). */
export async function deliverOutboxRow(deps: DeliveryDeps, id: number): Promise<DeliveryResult> {
  const row = await claimOutboxRow(deps, id);
  return row ? deliverClaimed(deps, row) : "skipped";
}

/** Ids of rows due now, oldest first. */
export async function dueOutboxIds(deps: DeliveryDeps, limit = 50): Promise<number[]> {
  const rows = await deps.db.mailOutbox.findMany({
    where: { status: { in: [...DUE] }, nextAttemptAt: { lte: clock(deps) } },
    orderBy: [{ nextAttemptAt: "asc" }, { id: "asc" }],
    take: limit,
    select: { id: true },
  });
  return rows.map((r) => r.id);
}

/** Delivers every due row once (the polling fallback). Returns how many were attempted. */
export async function deliverDue(deps: DeliveryDeps, limit = 50): Promise<number> {
  let n = 0;
  for (const id of await dueOutboxIds(deps, limit)) if ((await deliverOutboxRow(deps, id)) !== "skipped") n++;
  return n;
}

/** Re-queues rows left SENDING by a worker that died mid-send. */
export async function recoverStale(deps: DeliveryDeps): Promise<number> {
  const now = clock(deps);
  const r = await deps.db.mailOutbox.updateMany({
    where: { status: "SENDING", updatedAt: { lt: new Date(now.getTime() - (deps.staleMs ?? DEFAULT_STALE_MS)) } },
    data: { status: "RETRYING", nextAttemptAt: now, lastError: INTERRUPTED_ERROR },
  });
  return r.count;
}
