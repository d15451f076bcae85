import nodemailer, { type SendMailOptions } from "nodemailer";
import type { MailOutbox } from "@/lib/generated/prisma/client";
import { metrics } from "@/lib/server/observability/metrics";
import { conferenceName } from "@/lib/server/conference-name";
import { claimDueRows, claimOutboxRow, type ClaimDeps } from "./claim";
import { mailCaptureEnabled } from "./env";
import { MailNotConfigured } from "./errors";
import { resolveTransport, type ResolvedTransport } from "./transport";

// Delivery of claimed outbox rows (lib/mail/claim.ts takes them), shared by the worker and tests.
// The result is written back only if the row is still the attempt that was claimed, so a row
// re-queued by recoverStale() and taken by another worker is never overwritten by a late answer.

export { claimOutboxRow, claimDueRows, recoverStale } from "./claim";

/** DESIGN: retry after 1 min, 5 min, 30 min, 2 h; the attempt after that is the last. */
export const DEFAULT_RETRY_SCHEDULE_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 60 * 60_000];
export const NOT_CONFIGURED_ERROR = "mail.notConfigured";

export type SendFn = (transport: ResolvedTransport, message: SendMailOptions) => Promise<{ messageId: string }>;
export type ResolveFn = (row: MailOutbox) => Promise<ResolvedTransport>;

export type DeliveryDeps = ClaimDeps & {
  schedule?: number[];
  send?: SendFn;
  /** Where a row goes; the worker passes a short-lived cache (createTransportResolver). */
  resolve?: ResolveFn;
};

/** "captured": no SMTP server to send through, but mail capture is on (the demo) — kept, not sent. */
export type DeliveryResult = "sent" | "retrying" | "failed" | "captured" | "skipped";

/** One connection per message: for a single send outside the worker, whose sends are pooled. */
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

function errorText(e: unknown): string {
  if (e instanceof MailNotConfigured) return NOT_CONFIGURED_ERROR;
  const err = e as { code?: string; responseCode?: number; response?: string; message?: string };
  const parts = [err?.code, err?.responseCode, err?.response && err.response !== err.message ? err.response : undefined, err?.message ?? String(e)];
  return parts
    .filter((p) => p !== undefined && p !== "")
    .join(": ")
    .slice(0, 2000);
}

async function resolveRow(deps: DeliveryDeps, row: MailOutbox): Promise<ResolvedTransport> {
  const conference = row.conferenceId ? await deps.db.conference.findUnique({ where: { id: row.conferenceId }, select: { nameZh: true, nameEn: true } }) : null;
  const fromName = conference ? conferenceName(conference, row.locale === "en" ? "en" : "zh") : "";
  return resolveTransport(deps.db, row.conferenceId, fromName);
}

/**
 * Resolves each (conference, language) once per `ttlMs` instead of twice a row: a rush of 2,000
 * mails of one conference costs a few lookups, and a changed mail config is seen within `ttlMs`.
 */
export function createTransportResolver(deps: DeliveryDeps, ttlMs = 5_000): ResolveFn {
  const cache = new Map<string, { at: number; value: Promise<ResolvedTransport> }>();
  return (row) => {
    const key = `${row.conferenceId ?? "platform"}|${row.locale}`;
    const hit = cache.get(key);
    if (hit && Date.now() - hit.at < ttlMs) return hit.value;
    const value = resolveRow(deps, row);
    cache.set(key, { at: Date.now(), value });
    return value;
  };
}

/**
 * One Message-ID per outbox row, the same on every attempt. Delivery is at least once: a
 * worker killed after the server took a message but before the row was marked SENT sends it again
 * once the row is recovered — under the same Message-ID, so mail systems and readers see one mail.
 */
export function outboxMessageId(row: Pick<MailOutbox, "id" | "createdAt">, from: { address: string }): string {
  const domain = /@([^\s>]+)$/.exec(from.address.trim())?.[1] ?? "symposia.invalid";
  return `<outbox-${row.id}-${row.createdAt.getTime()}@${domain}>`;
}

/** Sends a claimed row and records the outcome. */
export async function deliverClaimed(deps: DeliveryDeps, row: MailOutbox): Promise<DeliveryResult> {
  const schedule = deps.schedule ?? DEFAULT_RETRY_SCHEDULE_MS;
  const current = { id: row.id, status: "SENDING" as const, attempts: row.attempts };
  try {
    const transport = await (deps.resolve ?? ((r: MailOutbox) => resolveRow(deps, r)))(row);
    const info = await (deps.send ?? smtpSend)(transport, {
      from: transport.from,
      to: row.to,
      subject: row.subject,
      html: row.html,
      text: row.text || undefined,
      headers: { "X-Symposia-Outbox": `${row.id}.${row.attempts}` },
      messageId: outboxMessageId(row, transport.from),
    });
    await deps.db.mailOutbox.updateMany({
      where: current,
      data: { status: "SENT", messageId: info.messageId || null, sentAt: clock(deps), lastError: null },
    });
    metrics().mail.inc({ outcome: "sent" });
    return "sent";
  } catch (e) {
    if (e instanceof MailNotConfigured && mailCaptureEnabled()) {
      // Capture is the point of the demo, not a failure: the mail log shows it as captured.
      await deps.db.mailOutbox.updateMany({ where: current, data: { status: "CAPTURED", lastError: null } });
      metrics().mail.inc({ outcome: "captured" });
      return "captured";
    }
    const last = e instanceof MailNotConfigured || row.attempts > schedule.length;
    const now = clock(deps);
    await deps.db.mailOutbox.updateMany({
      where: current,
      data: last
        ? { status: "FAILED", lastError: errorText(e) }
        : { status: "RETRYING", lastError: errorText(e), nextAttemptAt: new Date(now.getTime() + schedule[row.attempts - 1]) },
    });
    metrics().mail.inc({ outcome: last ? "failed" : "retrying" });
    return last ? "failed" : "retrying";
  }
}

/** Claims and delivers one row by id (a manual or test delivery). */
export async function deliverOutboxRow(deps: DeliveryDeps, id: number): Promise<DeliveryResult> {
  const row = await claimOutboxRow(deps, id);
  return row ? deliverClaimed(deps, row) : "skipped";
}

/** Runs `fn` over `items` with at most `parallel` at a time. */
export async function eachLimited<T>(items: T[], parallel: number, fn: (item: T) => Promise<unknown>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await fn(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(parallel, items.length)) }, lane));
}

/** Claims up to `limit` due rows (most urgent first) and delivers them. Returns how many. */
export async function deliverDue(deps: DeliveryDeps, limit = 50, parallel = 8): Promise<number> {
  const rows = await claimDueRows(deps, limit);
  await eachLimited(rows, parallel, (row) => deliverClaimed(deps, row));
  return rows.length;
}
