import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { effectiveLocale } from "@/lib/i18n/locale";
import { getTranslator } from "@/lib/i18n/translate";
import { canQueueMail, enqueueTemplateMail } from "@/lib/mail/outbox";
import { configuredOrigins } from "@/lib/server/host";
import { authorRecipients } from "@/lib/submission/author-recipients";
import { accountName, visibleWhere } from "@/lib/submission/manage/queries";

// The moment a submission has all the reviews it needs (SPEC §3 "chair review" and
// "abstract review" templates): the review chairs who can see it are asked for their opinion, and
// the corresponding authors receive the reviewers' comments to the authors — never scores, names
// or the confidential comments. Runs inside saveOpinion's transaction with the submission row
// locked, so of two reviewers sending the last reviews at once exactly one queues these mails.

type Tx = Prisma.TransactionClient;
type Sub = { id: number; code: string; title: string };

/** The origin for links when the caller has no request (a direct service call): the conference's main host. */
async function originOf(tx: Tx, conferenceId: number, origin?: string): Promise<string> {
  if (origin) return origin;
  const d = await tx.conferenceDomain.findFirst({ where: { conferenceId }, orderBy: [{ isPrimary: "desc" }, { id: "asc" }], select: { host: true } });
  const host = d?.host ?? "localhost";
  return configuredOrigins().get(host) ?? `https://${host}`;
}

async function mailChairs(tx: Tx, conferenceId: number, languageType: number, sub: Sub, origin: string): Promise<number> {
  const chairs = await tx.conferenceUser.findMany({
    where: { conferenceId, role: "REVIEW_CHAIR" },
    orderBy: { userId: "asc" },
    select: { user: { select: { id: true, email: true, trueName: true, firstName: true, lastName: true, locale: true } } },
  });
  let sent = 0;
  for (const { user } of chairs) {
    // A chair of other themes is not asked about this one: the same rule as what they may see.
    const sees = await tx.submission.count({ where: { AND: [visibleWhere(conferenceId, { userId: user.id, manager: false }), { id: sub.id }] } });
    if (!sees) continue;
    await enqueueTemplateMail(tx, {
      conferenceId,
      kind: "CHAIR_REVIEW",
      to: user.email,
      locale: effectiveLocale(user.locale, languageType),
      values: { name: accountName(user), title: sub.title, submissionNo: sub.code, link: `${origin}/platform/submissionManage/submission/detail?id=${sub.id}` },
    });
    sent++;
  }
  return sent;
}

async function mailAuthors(tx: Tx, conferenceId: number, languageType: number, sub: Sub, origin: string): Promise<number> {
  const opinions = await tx.reviewOpinion.findMany({
    where: { status: "SUBMITTED", assignment: { submissionId: sub.id, conferenceId } },
    orderBy: { assignmentId: "asc" },
    select: { comment: true },
  });
  const comments = opinions.map((o) => o.comment.trim()).filter(Boolean);
  const people = await authorRecipients(tx, sub.id, languageType);
  for (const p of people) {
    const t = await getTranslator(p.locale);
    const opinion = comments.map((c, i) => `${t("reviewDecision.mail.review", { n: i + 1 })}${c}`).join("\n\n");
    await enqueueTemplateMail(tx, {
      conferenceId,
      kind: "ABSTRACT_REVIEW",
      to: p.email,
      locale: p.locale,
      values: { name: p.name, title: sub.title, submissionNo: sub.code, opinion, link: `${origin}/profile/submission` },
    });
  }
  return people.length;
}

/**
 * Called when a review is sent for the first time, with the assignment row already locked: locks
 * the submission, counts its sent reviews, and when this one is the last needed (the configured
 * number, reached now) queues the chair's and the authors' mails. Answers how many were queued.
 */
export async function queueIfReviewsComplete(
  tx: Tx,
  conferenceId: number,
  submissionId: number,
  needed: number,
  origin?: string,
): Promise<{ chairs: number; authors: number }> {
  const none = { chairs: 0, authors: 0 };
  const [sub] = await tx.$queryRaw<Sub[]>`
    SELECT "id", "code", "title" FROM "Submission" WHERE "id" = ${submissionId} AND "conferenceId" = ${conferenceId} FOR UPDATE`;
  // Counted after the lock: a review sent at the same moment has committed by now and is seen.
  const sent = await tx.reviewOpinion.count({ where: { status: "SUBMITTED", assignment: { submissionId, conferenceId } } });
  if (!sub || sent !== needed || !(await canQueueMail(tx, conferenceId))) return none;
  const conf = await tx.conference.findUniqueOrThrow({ where: { id: conferenceId }, select: { languageType: true } });
  const link = await originOf(tx, conferenceId, origin);
  return {
    chairs: await mailChairs(tx, conferenceId, conf.languageType, sub, link),
    authors: await mailAuthors(tx, conferenceId, conf.languageType, sub, link),
  };
}
