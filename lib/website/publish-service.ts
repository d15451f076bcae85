import "server-only";
import { queuePublishRequestMail } from "@/lib/admin/mail";
import { formatInstantIn } from "@/lib/i18n/dates";
import { ConferenceStatus } from "@/lib/server/site-conference";
import { changeConferenceStatus, listStatusChanges } from "@/lib/conference/status-change";
import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import { NotFound } from "@/lib/server/errors";
import { actionsFor, PUBLISH_ACTIONS, type PublishAction } from "./publish-actions";

// /platform/publish and §7 applyRelease / cancelRelease / close: a manager of the host's conference
// moves it; every move is recorded with its actor (ConferenceStatusChange).

const HISTORY_ROWS = 50;

export type StatusHistoryRow = { id: number; from: number; to: number; reason: string; at: string; actor: string | null };

export type PublishPanel = {
  status: number;
  actions: PublishAction[];
  /** The administrator's reason while the application stands rejected (status 3). */
  rejectionReason: string | null;
  history: StatusHistoryRow[];
  timeZone: string;
};

export async function getPublishPanel(conferenceId: number): Promise<PublishPanel> {
  const c = await db.conference.findUnique({ where: { id: conferenceId }, select: { status: true, timeZone: true } });
  if (!c) throw new NotFound();
  const rows = await listStatusChanges(conferenceId, HISTORY_ROWS);
  const history = rows.map((r) => ({
    id: r.id,
    from: r.fromStatus,
    to: r.toStatus,
    reason: r.reason,
    at: formatInstantIn(r.createdAt, c.timeZone),
    actor: r.actor ? r.actor.trueName || r.actor.email : null,
  }));
  const rejected = c.status === ConferenceStatus.REJECTED ? rows.find((r) => r.toStatus === ConferenceStatus.REJECTED) : undefined;
  return { status: c.status, actions: actionsFor(c.status), rejectionReason: rejected ? rejected.reason : null, history, timeZone: c.timeZone };
}

/**
 * One manager action. The status it starts from (cancel only from published, …) and who may move
 * where are both checked under the row lock of changeConferenceStatus, so a move made meanwhile by
 * someone else cannot turn, say, "cancel publish" into "withdraw". `origin`: the site the manager
 * is on, for the link in the administrators' mail.
 */
export async function runPublishAction(conferenceId: number, actorId: number, action: PublishAction, origin: string): Promise<{ status: number }> {
  const rule = PUBLISH_ACTIONS[action];
  // An application is mailed to the platform administrators in the same transaction (outbox).
  const inTransaction = action === "apply" ? (tx: Prisma.TransactionClient) => queuePublishRequestMail(tx, conferenceId, origin) : undefined;
  await changeConferenceStatus({ conferenceId, to: rule.to, from: rule.from, actorId, actor: "manager", inTransaction });
  return { status: rule.to };
}

/** §7 findConferenceStatus. */
export function statusAnswer(c: { id: number; status: number; published: boolean; closed: boolean }) {
  return { conferenceId: c.id, status: c.status, published: c.published, closed: c.closed };
}
