import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { getTranslator } from "@/lib/i18n/translate";
import { canQueueMail, enqueueTemplateMail } from "@/lib/mail/outbox";
import { noticeDecision } from "@/lib/notices/decision-notice";
import { deciderOf, type DecisionActor } from "@/lib/review/decision/decider";
import { db } from "@/lib/server/db";
import { NotFound, ValidationError } from "@/lib/server/errors";
import { authorRecipients } from "../author-recipients";
import { visibleWhere } from "./queries";
import { REASON_REQUIRED, type TStatusChange } from "../schemas";
import { MAILED_STATUSES, type TSubmissionStatus } from "../status";
import { applySubmissionMove, lockSubmission } from "../transition";

// A manager or the review chair whose opinion is final changes a submission's
// status: one transaction on the locked row — the move made by the one writer of statuses
// (transition.ts: checked for the actor's column, written with its history row), and for a
// decision the §3 "final result" mail to the corresponding author(s) through the outbox, so the
// mail exists exactly when the decision does. Ten deciders at once: the first moves it, the others
// find the new status and get the 409 when the table says no.

type Tx = Prisma.TransactionClient;
const TX = { maxWait: 10_000, timeout: 20_000 } as const;

export type StatusChanged = { id: number; code: string; status: TSubmissionStatus; mailQueued: number };

async function mailDecision(
  tx: Tx,
  conferenceId: number,
  sub: { id: number; code: string; title: string },
  to: TSubmissionStatus,
  reason: string,
  origin: string,
) {
  // The decision stands without mail when mail is not set up; the history keeps the reason.
  if (!(await canQueueMail(tx, conferenceId))) return 0;
  const conf = await tx.conference.findUniqueOrThrow({ where: { id: conferenceId }, select: { languageType: true } });
  const people = await authorRecipients(tx, sub.id, conf.languageType);
  for (const p of people) {
    const t = await getTranslator(p.locale);
    await enqueueTemplateMail(tx, {
      conferenceId,
      kind: "FINAL_RESULT",
      to: p.email,
      locale: p.locale,
      values: {
        name: p.name,
        title: sub.title,
        submissionNo: sub.code,
        result: t(`submissionAdmin.status.${to}`),
        opinion: reason,
        link: `${origin}/profile/submission`,
      },
    });
  }
  return people.length;
}

/**
 * Applies a move by `actor` (a bare id is a manager, as the organisers' screens call it); answers the
 * new status and how many mails were queued. A chair is re-checked here (role and configuration) and
 * acts only on submissions they can see — another one is not found.
 */
export async function changeSubmissionStatus(conf: { id: number }, by: number | DecisionActor, input: TStatusChange, origin: string): Promise<StatusChanged> {
  const actor: DecisionActor = typeof by === "number" ? { userId: by, as: "manager" } : by;
  // The schema says so too; a caller that skipped it must not send a decision without its reason.
  if (REASON_REQUIRED.includes(input.to) && !input.reason.trim()) throw new ValidationError({ reason: "submissionAdmin.reasonRequired" });
  if (actor.as === "chair") await deciderOf(conf.id, { userId: actor.userId, manager: false });
  return db.$transaction(async (tx) => {
    const row = await lockSubmission(tx, conf.id, input.id);
    if (!row) throw new NotFound("submissionAdmin.errors.notFound");
    if (actor.as === "chair") {
      const seen = await tx.submission.count({ where: { AND: [visibleWhere(conf.id, { userId: actor.userId, manager: false }), { id: input.id }] } });
      if (!seen) throw new NotFound("submissionAdmin.errors.notFound");
    }
    const decision = MAILED_STATUSES.includes(input.to);
    await applySubmissionMove(tx, row, {
      conferenceId: conf.id,
      id: input.id,
      to: input.to,
      actor: actor.as,
      actorId: actor.userId,
      reason: input.reason,
      // The deciders' last word is what the author is told (SPEC §3 final opinion).
      patch: decision ? { finalOpinion: input.reason } : undefined,
    });
    if (decision) await noticeDecision(tx, conf.id, row, input.to); // the submitter's /profile/notice
    const mailQueued = decision ? await mailDecision(tx, conf.id, { id: input.id, code: row.code, title: row.title }, input.to, input.reason, origin) : 0;
    return { id: input.id, code: row.code, status: input.to, mailQueued };
  }, TX);
}
