import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { effectiveLocale, type Locale } from "@/lib/i18n/locale";
import { getTranslator } from "@/lib/i18n/translate";
import { canQueueMail, enqueueTemplateMail } from "@/lib/mail/outbox";
import { db } from "@/lib/server/db";
import { Conflict, NotFound, ValidationError } from "@/lib/server/errors";
import { personName } from "./manage-queries";
import { REASON_REQUIRED, type TStatusChange } from "./schemas";
import { canMove, MAILED_STATUSES, type TSubmissionStatus } from "./status";

// A manager changes a submission's status (issue 13): one transaction on the locked row — the move
// re-checked against the table in status.ts, the status written with its history row, and for a
// decision the §3 "final result" mail to the corresponding author(s) through the outbox, so the
// mail exists exactly when the decision does. Ten managers deciding at once: the first moves it,
// the others find the new status and get the 409 when the table says no.

type Tx = Prisma.TransactionClient;
const TX = { maxWait: 10_000, timeout: 20_000 } as const;

export type StatusChanged = { id: number; code: string; status: TSubmissionStatus; mailQueued: number };

type Recipient = { email: string; name: string; locale: Locale };

/**
 * Who hears of a decision: each corresponding author once (the submitter when the call collects no
 * authors), in the language of the account with that email, else the submitter's.
 */
async function recipients(tx: Tx, submissionId: number, languageType: number): Promise<Recipient[]> {
  const s = await tx.submission.findUniqueOrThrow({
    where: { id: submissionId },
    select: {
      user: { select: { email: true, trueName: true, firstName: true, lastName: true, locale: true } },
      authors: { where: { corresponding: true }, orderBy: { order: "asc" }, select: { name: true, surname: true, email: true } },
    },
  });
  const people = s.authors.length
    ? s.authors.map((a) => ({ email: a.email.toLowerCase(), name: personName(a.name, a.surname) || a.email }))
    : [{ email: s.user.email, name: s.user.trueName || personName(s.user.firstName, s.user.lastName) || s.user.email }];
  const unique = [...new Map(people.map((p) => [p.email, p])).values()];
  const accounts = await tx.user.findMany({ where: { email: { in: unique.map((p) => p.email) } }, select: { email: true, locale: true } });
  const localeOf = new Map(accounts.map((a) => [a.email, a.locale]));
  return unique.map((p) => ({ ...p, locale: effectiveLocale(localeOf.get(p.email) ?? s.user.locale, languageType) }));
}

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
  const people = await recipients(tx, sub.id, conf.languageType);
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

/** Applies a manager's move; answers the new status and how many mails were queued. */
export async function changeSubmissionStatus(conf: { id: number }, managerId: number, input: TStatusChange, origin: string): Promise<StatusChanged> {
  // The schema says so too; a caller that skipped it must not send a decision without its reason.
  if (REASON_REQUIRED.includes(input.to) && !input.reason.trim()) throw new ValidationError({ reason: "submissionAdmin.reasonRequired" });
  return db.$transaction(async (tx) => {
    const [row] = await tx.$queryRaw<{ status: TSubmissionStatus; code: string; title: string }[]>`
      SELECT "status", "code", "title" FROM "Submission" WHERE "id" = ${input.id} AND "conferenceId" = ${conf.id} FOR UPDATE`;
    if (!row) throw new NotFound("submissionAdmin.errors.notFound");
    if (!canMove(row.status, input.to, "manager")) throw new Conflict("submissionAdmin.errors.illegalMove");
    const decision = MAILED_STATUSES.includes(input.to);
    await tx.submission.update({
      where: { id: input.id },
      data: {
        status: input.to,
        // The organisers' last word is what the author is told (SPEC §3 final opinion).
        ...(decision ? { finalOpinion: input.reason } : {}),
        transitions: { create: { conferenceId: conf.id, fromStatus: row.status, toStatus: input.to, reason: input.reason, actorId: managerId } },
      },
    });
    const mailQueued = decision ? await mailDecision(tx, conf.id, { id: input.id, code: row.code, title: row.title }, input.to, input.reason, origin) : 0;
    return { id: input.id, code: row.code, status: input.to, mailQueued };
  }, TX);
}
