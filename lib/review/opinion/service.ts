import "server-only";
import { todayIn } from "@/lib/i18n/dates";
import { db } from "@/lib/server/db";
import { Conflict, Forbidden, NotFound, ValidationError } from "@/lib/server/errors";
import { toFieldErrors } from "@/lib/validation/field-errors";
import { weightedPercent, type TScoreKey } from "../config/schemas";
import { getReviewSettings } from "../config/service";
import { opinionErrors, ZConflictDeclaration, ZOpinionInput } from "./schemas";
import { queueIfReviewsComplete } from "./reviews-complete-mail";
import { reviewClosure } from "../closure";
import { reviewerName } from "../reviewers/name";

// A reviewer's work on what they were assigned: drafts, sending, editing until the
// review deadline (a calendar day of the conference, inclusive), declaring a conflict instead;
// and what the chair and the organisers read: every review of a submission with the weighted
// average, the spread and a flag when reviewers strongly disagree. Each write locks its
// assignment row, so two tabs sending at once leave one opinion.

type Conf = { id: number; timeZone: string };
const TX = { maxWait: 10_000, timeout: 20_000 } as const;
/** Points (of 100) between the highest and lowest weighted review that count as strong disagreement. */
export const DISAGREEMENT_SPREAD = 30;

/** Whether reviews may still be written or changed today. */
export function reviewOpen(deadline: string, today: string): boolean {
  return !deadline || today <= deadline;
}

/** The reviewer's own assignments with how far each review is (submissionManage/reviewList). */
export async function listMyReviews(conf: Conf, userId: number) {
  const [settings, rows] = await Promise.all([
    getReviewSettings(conf.id),
    db.reviewAssignment.findMany({
      where: { conferenceId: conf.id, reviewer: { userId } },
      orderBy: { id: "asc" },
      select: {
        id: true,
        submission: { select: { id: true, code: true, title: true, status: true } },
        opinion: { select: { status: true, total: true, updatedAt: true } },
      },
    }),
  ]);
  const mine = rows.map((a) => ({
    assignmentId: a.id,
    submission: a.submission,
    /** why this review is over whatever the deadline (withdrawn, decided), else null */
    closure: reviewClosure(a.submission.status),
    status: a.opinion?.status ?? ("NONE" as const),
    total: a.opinion?.total ?? null,
    updatedAt: a.opinion?.updatedAt ?? null,
  }));
  // A review that can no longer be sent (its submission withdrawn or decided without it) is not work left.
  const counted = mine.filter((r) => r.status === "SUBMITTED" || !r.closure);
  return {
    deadline: settings.reviewDeadline,
    open: reviewOpen(settings.reviewDeadline, todayIn(conf.timeZone)),
    rows: mine,
    progress: { done: counted.filter((r) => r.status === "SUBMITTED").length, total: counted.length },
  };
}

/**
 * Saves a draft or sends the review; a sent review stays sent and may be changed until the deadline.
 * The send that completes the reviews a submission needs also queues the chair's and the authors'
 * mails (lib/review/opinion/reviews-complete-mail.ts); `origin` is for their links.
 */
export async function saveOpinion(conf: Conf, userId: number, raw: unknown, origin?: string) {
  const parsed = ZOpinionInput.safeParse(raw);
  if (!parsed.success) throw new ValidationError(toFieldErrors(parsed.error));
  const settings = await getReviewSettings(conf.id);
  if (!reviewOpen(settings.reviewDeadline, todayIn(conf.timeZone)))
    throw new Conflict("reviewOpinion.errors.deadlinePassed", { deadline: settings.reviewDeadline });
  return db.$transaction(async (tx) => {
    // The submission's row too: a decision or withdrawal being written (lib/submission/manage/decide.ts,
    // author/service.ts lock it) is waited for, so a score cannot change under a decision just made.
    const [a] = await tx.$queryRaw<{ id: number; submissionId: number; opinionStatus: string | null; submissionStatus: string }[]>`
      SELECT a."id", a."submissionId", o."status"::text AS "opinionStatus", s."status"::text AS "submissionStatus"
        FROM "ReviewAssignment" a JOIN "Reviewer" r ON r."id" = a."reviewerId" JOIN "Submission" s ON s."id" = a."submissionId"
        LEFT JOIN "ReviewOpinion" o ON o."assignmentId" = a."id"
       WHERE a."id" = ${parsed.data.assignmentId} AND a."conferenceId" = ${conf.id} AND r."userId" = ${userId}
         FOR UPDATE OF a, s`;
    if (!a) throw new NotFound("reviewOpinion.errors.notFound");
    const closure = reviewClosure(a.submissionStatus);
    if (closure) throw new Conflict(closure === "withdrawn" ? "reviewOpinion.errors.withdrawn" : "reviewOpinion.errors.decided");
    // Once sent, every change is checked as complete: a sent review cannot become a draft again.
    const v = { ...parsed.data, submit: parsed.data.submit || a.opinionStatus === "SUBMITTED" };
    const errors = opinionErrors(settings.scoreItems, v);
    if (Object.keys(errors).length) throw new ValidationError(errors);
    const scores = Object.fromEntries(Object.entries(v.scores).filter(([, x]) => x != null)) as Partial<Record<TScoreKey, number>>;
    const percent = weightedPercent(settings.scoreItems, scores);
    const data = {
      scores,
      total: percent == null ? null : Math.round(percent),
      comment: v.comment,
      confidential: v.confidential,
      status: v.submit ? ("SUBMITTED" as const) : ("DRAFT" as const),
      ...(v.submit && a.opinionStatus !== "SUBMITTED" ? { submittedAt: new Date() } : {}),
    };
    const o = await tx.reviewOpinion.upsert({
      where: { assignmentId: a.id },
      update: data,
      create: { conferenceId: conf.id, assignmentId: a.id, ...data },
      select: { status: true, total: true },
    });
    if (v.submit && a.opinionStatus !== "SUBMITTED") await queueIfReviewsComplete(tx, conf.id, a.submissionId, settings.reviewsPerSubmission, origin);
    return { assignmentId: a.id, ...o };
  }, TX);
}

/** Declines an assignment for a conflict of interest: recorded (never assigned again) and taken off the reviewer. */
export async function declareConflict(conf: Conf, userId: number, raw: unknown) {
  const parsed = ZConflictDeclaration.safeParse(raw);
  if (!parsed.success) throw new ValidationError(toFieldErrors(parsed.error));
  return db.$transaction(async (tx) => {
    const [a] = await tx.$queryRaw<{ id: number; reviewerId: number; submissionId: number; opinionStatus: string | null }[]>`
      SELECT a."id", a."reviewerId", a."submissionId", o."status"::text AS "opinionStatus"
        FROM "ReviewAssignment" a JOIN "Reviewer" r ON r."id" = a."reviewerId" LEFT JOIN "ReviewOpinion" o ON o."assignmentId" = a."id"
       WHERE a."id" = ${parsed.data.assignmentId} AND a."conferenceId" = ${conf.id} AND r."userId" = ${userId}
         FOR UPDATE OF a`;
    if (!a) throw new NotFound("reviewOpinion.errors.notFound");
    if (a.opinionStatus === "SUBMITTED") throw new Conflict("reviewOpinion.errors.alreadySent");
    await tx.reviewConflict.upsert({
      where: { reviewerId_submissionId: { reviewerId: a.reviewerId, submissionId: a.submissionId } },
      update: { source: "REVIEWER", note: parsed.data.note },
      create: { conferenceId: conf.id, reviewerId: a.reviewerId, submissionId: a.submissionId, source: "REVIEWER", note: parsed.data.note },
    });
    await tx.reviewAssignment.delete({ where: { id: a.id } });
    return { submissionId: a.submissionId };
  }, TX);
}

/** Whether the person is this conference's review chair. */
export async function isReviewChair(conferenceId: number, userId: number): Promise<boolean> {
  return !!(await db.conferenceUser.findFirst({ where: { conferenceId, userId, role: "REVIEW_CHAIR" }, select: { id: true } }));
}

/**
 * Every review of a submission for its chair and its organisers: who, each score, the weighted
 * total, comments (confidential ones included), then the average of the sent reviews, their
 * spread and whether it is large. Reviewers who are not the chair read only their own.
 */
export async function reviewsOfSubmission(conf: Conf, viewer: { userId: number; manager: boolean }, submissionId: number) {
  if (!viewer.manager && !(await isReviewChair(conf.id, viewer.userId))) throw new Forbidden("reviewOpinion.errors.chairOnly");
  const rows = await db.reviewAssignment.findMany({
    where: { conferenceId: conf.id, submissionId },
    orderBy: { id: "asc" },
    select: {
      id: true,
      reviewer: { select: { email: true, firstName: true, lastName: true, user: { select: { trueName: true } } } },
      opinion: { select: { status: true, scores: true, total: true, comment: true, confidential: true, submittedAt: true } },
    },
  });
  const reviews = rows.map((a) => ({
    assignmentId: a.id,
    reviewer: reviewerName(a.reviewer),
    status: a.opinion?.status ?? ("NONE" as const),
    scores: (a.opinion?.scores ?? {}) as Partial<Record<TScoreKey, number>>,
    total: a.opinion?.total ?? null,
    comment: a.opinion?.comment ?? "",
    confidential: a.opinion?.confidential ?? "",
    submittedAt: a.opinion?.submittedAt ?? null,
  }));
  const totals = reviews.filter((r) => r.status === "SUBMITTED" && r.total != null).map((r) => r.total!);
  const average = totals.length ? Math.round((totals.reduce((s, x) => s + x, 0) / totals.length) * 10) / 10 : null;
  const spread = totals.length > 1 ? Math.max(...totals) - Math.min(...totals) : 0;
  return { reviews, sent: totals.length, average, spread, disagreement: spread >= DISAGREEMENT_SPREAD };
}

/** The viewer's own review of a submission, for the score form on its page; null when not assigned to them. */
export async function myReviewOf(conf: Conf, userId: number, submissionId: number) {
  const a = await db.reviewAssignment.findFirst({
    where: { conferenceId: conf.id, submissionId, reviewer: { userId } },
    select: {
      id: true,
      submission: { select: { status: true } },
      opinion: { select: { status: true, scores: true, comment: true, confidential: true, total: true } },
    },
  });
  if (!a) return null;
  const settings = await getReviewSettings(conf.id);
  const closure = reviewClosure(a.submission.status);
  return {
    assignmentId: a.id,
    status: a.opinion?.status ?? ("NONE" as const),
    scores: (a.opinion?.scores ?? {}) as Partial<Record<TScoreKey, number>>,
    comment: a.opinion?.comment ?? "",
    confidential: a.opinion?.confidential ?? "",
    total: a.opinion?.total ?? null,
    items: settings.scoreItems.filter((i) => i.enabled),
    deadline: settings.reviewDeadline,
    closure,
    open: !closure && reviewOpen(settings.reviewDeadline, todayIn(conf.timeZone)),
  };
}
export type MyReview = NonNullable<Awaited<ReturnType<typeof myReviewOf>>>;
