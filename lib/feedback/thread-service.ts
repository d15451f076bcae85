import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { throttle } from "@/lib/security/rate-limit";
import { addNotice } from "@/lib/notices/add";
import { db } from "@/lib/server/db";
import { Conflict, NotFound } from "@/lib/server/errors";
import { queueReplyMail } from "./reply-mail";
import type { TFeedbackFollowUp, TFeedbackReply } from "./schemas";

// The thread under a feedback. The sender adds follow-ups (back to OPEN), managers reply
// (REPLIED), close (CLOSED: no more messages from anyone) and reopen. Each change is one
// conditional UPDATE first — "not closed" is checked by the row it changes, so a follow-up racing
// a close either lands before it or is refused — then the message, and for a reply the mail and the
// notice, all in the same transaction.

type Tx = Prisma.TransactionClient;
const HOUR = 3_600_000;
export const FOLLOW_UP_ACCOUNT_LIMIT = 30;

/** Why a conditional update changed nothing: another conference's or unknown id (404), or closed (409). */
async function refusal(tx: Tx, where: Prisma.FeedbackWhereInput): Promise<never> {
  const row = await tx.feedback.findFirst({ where, select: { status: true } });
  if (!row) throw new NotFound();
  throw new Conflict("feedback.errors.closed");
}

/** A follow-up under the sender's own feedback (refused once closed) → the feedback's id. */
export async function addFollowUp(conferenceId: number, userId: number, input: TFeedbackFollowUp, now = Date.now()): Promise<{ id: number }> {
  await throttle(`feedback:followUp:${userId}`, FOLLOW_UP_ACCOUNT_LIMIT, HOUR, "feedback.errors.tooMany", now);
  const mine = { id: input.id, conferenceId, userId };
  await db.$transaction(async (tx) => {
    const took = await tx.feedback.updateMany({ where: { ...mine, status: { not: "CLOSED" } }, data: { status: "OPEN", lastActivityAt: new Date(now) } });
    if (!took.count) await refusal(tx, mine);
    await tx.feedbackMessage.create({
      data: { conferenceId, feedbackId: input.id, authorId: userId, byManager: false, body: input.body, createdAt: new Date(now) },
    });
  });
  return { id: input.id };
}

/** A manager's reply: the message, the mail to the sender and (signed-in sender) their notice — all or nothing → the feedback's id. */
export async function replyToFeedback(
  conferenceId: number,
  managerId: number,
  input: TFeedbackReply,
  ctx: { origin: string | null; now?: number },
): Promise<{ id: number }> {
  const now = ctx.now ?? Date.now();
  const ours = { id: input.id, conferenceId };
  await db.$transaction(async (tx) => {
    const took = await tx.feedback.updateMany({ where: { ...ours, status: { not: "CLOSED" } }, data: { status: "REPLIED", lastActivityAt: new Date(now) } });
    if (!took.count) await refusal(tx, ours);
    const fb = await tx.feedback.findUniqueOrThrow({
      where: { id: input.id },
      select: { title: true, name: true, email: true, locale: true, userId: true, user: { select: { email: true } } },
    });
    await tx.feedbackMessage.create({
      data: { conferenceId, feedbackId: input.id, authorId: managerId, byManager: true, body: input.body, createdAt: new Date(now) },
    });
    const to = fb.email || fb.user?.email;
    if (to) {
      await queueReplyMail(tx, {
        conferenceId,
        feedbackId: input.id,
        to,
        name: fb.name,
        title: fb.title,
        body: input.body,
        locale: fb.locale,
        visitor: fb.userId === null,
        origin: ctx.origin,
      });
    }
    if (fb.userId !== null) {
      await addNotice(tx, {
        conferenceId,
        userId: fb.userId,
        kind: "FEEDBACK_REPLY",
        params: { title: fb.title, feedbackId: input.id },
        href: `/profile/feedBackDetails?id=${input.id}`,
      });
    }
  });
  return { id: input.id };
}

/** Closed: no follow-up nor reply until reopened → the feedback's id. */
export async function closeFeedback(conferenceId: number, id: number, now = Date.now()): Promise<{ id: number }> {
  const took = await db.feedback.updateMany({
    where: { id, conferenceId, status: { not: "CLOSED" } },
    data: { status: "CLOSED", closedAt: new Date(now), lastActivityAt: new Date(now) },
  });
  if (!took.count && !(await db.feedback.count({ where: { id, conferenceId } }))) throw new NotFound();
  return { id };
}

/** Open again: REPLIED when the last word was a manager's, else OPEN (awaiting a reply) → the feedback's id. */
export async function reopenFeedback(conferenceId: number, id: number, now = Date.now()): Promise<{ id: number }> {
  await db.$transaction(async (tx) => {
    const row = await tx.feedback.findFirst({ where: { id, conferenceId }, select: { id: true } });
    if (!row) throw new NotFound();
    const last = await tx.feedbackMessage.findFirst({ where: { feedbackId: id }, orderBy: { id: "desc" }, select: { byManager: true } });
    await tx.feedback.updateMany({
      where: { id, status: "CLOSED" },
      data: { status: last?.byManager ? "REPLIED" : "OPEN", closedAt: null, lastActivityAt: new Date(now) },
    });
  });
  return { id };
}

export async function setFeedbackFromVisitors(conferenceId: number, on: boolean): Promise<{ on: boolean }> {
  await db.websiteConfig.upsert({ where: { conferenceId }, update: { feedbackFromVisitors: on }, create: { conferenceId, feedbackFromVisitors: on } });
  return { on };
}
