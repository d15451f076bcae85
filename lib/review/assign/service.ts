import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { toDateOnly } from "@/lib/i18n/dates";
import { effectiveLocale } from "@/lib/i18n/locale";
import { canQueueMail, enqueueTemplateMail } from "@/lib/mail/outbox";
import { db } from "@/lib/server/db";
import { Conflict, NotFound } from "@/lib/server/errors";
import { applySubmissionMove, lockSubmissions, mayMove } from "@/lib/submission/transition";
import { screenPairs, type Limits, type RefusalReason } from "./check";
import { declaredConflicts, loadReviewers, loadSubmissions, openLoads } from "./load";
import { autoAssign, type AssignReviewer, type AssignSubmission } from "./auto";
import { oneByOne } from "@/lib/server/one-by-one";

export { ASSIGNABLE } from "./load";

// Giving submissions to reviewers: by hand (one or many submissions to one or many
// reviewers) and automatically (lib/review/assign/auto.ts, previewed first). Every write goes
// through applyPairs: one short transaction per conference (an advisory lock, so two managers
// assigning at once cannot both give a fourth review), each pair screened again under it
// (lib/review/assign/check.ts: refused pairs are reported, the others written), the submission
// moved to "assigned" with its history row, and the "abstract assignment" mail queued with the rows.

type Tx = Prisma.TransactionClient;
type Pair = { submissionId: number; reviewerId: number };
const TX = { maxWait: 10_000, timeout: 20_000 } as const;

export type AssignOutcome = {
  /** pairs written now */
  added: number;
  /** pairs asked for but not written: they existed already, or were refused */
  skipped: number;
  /** the refused pairs, each with why */
  refused: { submissionId: number; code: string; reviewerId: number; reviewer: string; reason: RefusalReason }[];
};

/**
 * Writes the pairs that may be written (lib/review/assign/check.ts decides, here under the lock,
 * with what the database holds now). `limits`: the automatic path's rules, null by hand.
 */
async function applyPairs(tx: Tx, conf: { id: number }, actorId: number, pairs: Pair[], origin: string, limits: Limits | null): Promise<AssignOutcome> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('review-assign'), ${conf.id}::int)`;
  // Held against a reviewer's removal (which locks the row FOR UPDATE) until these rows exist.
  const reviewerIds = [...new Set(pairs.map((p) => p.reviewerId))];
  await tx.$queryRaw`SELECT "id" FROM "Reviewer" WHERE "conferenceId" = ${conf.id} AND "id" = ANY(${reviewerIds}::int[]) FOR SHARE`;
  const subIds = [...new Set(pairs.map((p) => p.submissionId))];
  const [subs, reviewers, declared, existing, loads] = await oneByOne(
    () => loadSubmissions(tx, conf.id, subIds),
    () => loadReviewers(tx, conf.id),
    () => declaredConflicts(tx, conf.id),
    () => tx.reviewAssignment.findMany({ where: { conferenceId: conf.id, submissionId: { in: subIds } }, select: { submissionId: true, reviewerId: true } }),
    async () => (limits ? openLoads(tx, conf.id) : new Map<number, number>()),
  );
  const subById = new Map(subs.map((s) => [s.id, s]));
  const revById = new Map(reviewers.map((r) => [r.id, r]));
  for (const p of pairs) {
    if (!subById.has(p.submissionId)) throw new NotFound("reviewAssign.errors.submissionNotAssignable");
    if (!revById.has(p.reviewerId)) throw new NotFound("reviewAssign.errors.reviewerNotActive");
  }
  const { fresh, refused } = screenPairs({ pairs, submissions: subById, reviewers: revById, declared, existing, loads, limits });
  const outcome: AssignOutcome = {
    added: fresh.length,
    skipped: pairs.length - fresh.length,
    refused: refused.map((r) => ({ ...r, code: subById.get(r.submissionId)!.code, reviewer: revById.get(r.reviewerId)!.name })),
  };
  if (!fresh.length) return outcome;
  await tx.reviewAssignment.createMany({ data: fresh.map((p) => ({ conferenceId: conf.id, submissionId: p.submissionId, reviewerId: p.reviewerId })) });
  // Assigned, unless the status moved meanwhile to one the table does not take there (a decision
  // landed): read again under the row lock, so an assignment never writes over a decision.
  for (const row of await lockSubmissions(tx, conf.id, [...new Set(fresh.map((p) => p.submissionId))])) {
    if (mayMove(row, "ASSIGNED", "system")) await applySubmissionMove(tx, row, { conferenceId: conf.id, id: row.id, to: "ASSIGNED", actor: "system", actorId });
  }
  if (await canQueueMail(tx, conf.id)) {
    const [config, conference] = await oneByOne(
      () => tx.reviewConfig.findUnique({ where: { conferenceId: conf.id }, select: { reviewDeadline: true } }),
      () => tx.conference.findUniqueOrThrow({ where: { id: conf.id }, select: { languageType: true } }),
    );
    for (const p of fresh) {
      const r = revById.get(p.reviewerId)!;
      const s = subById.get(p.submissionId)!;
      await enqueueTemplateMail(tx, {
        conferenceId: conf.id,
        kind: "ABSTRACT_ASSIGNMENT",
        to: r.email,
        locale: effectiveLocale(r.locale, conference.languageType),
        values: {
          name: r.name,
          title: s.title,
          submissionNo: s.code,
          // empty without a deadline: the template's {?deadline} sentence is then left out
          deadline: toDateOnly(config?.reviewDeadline) ?? "",
          link: `${origin}/platform/submissionManage/reviewList`,
        },
      });
    }
  }
  return outcome;
}

/** By hand: every listed submission to every listed reviewer; a conflicting pair is refused, the others written. */
export async function assignReviewers(
  conf: { id: number },
  actorId: number,
  input: { submissionIds: number[]; reviewerIds: number[] },
  origin: string,
): Promise<AssignOutcome> {
  const pairs = input.submissionIds.flatMap((submissionId) => input.reviewerIds.map((reviewerId) => ({ submissionId, reviewerId })));
  return db.$transaction((tx) => applyPairs(tx, conf, actorId, pairs, origin, null), TX);
}

/** Takes a review away again, unless the reviewer has already sent it. */
export async function unassignReviewer(conf: { id: number }, assignmentId: number) {
  return db.$transaction(async (tx) => {
    const a = await tx.reviewAssignment.findFirst({
      where: { id: assignmentId, conferenceId: conf.id },
      select: { id: true, opinion: { select: { status: true } } },
    });
    if (!a) throw new NotFound("reviewAssign.errors.assignmentNotFound");
    if (a.opinion?.status === "SUBMITTED") throw new Conflict("reviewAssign.errors.reviewSent");
    await tx.reviewAssignment.delete({ where: { id: a.id } });
    return { id: a.id };
  }, TX);
}

/** The automatic assignment as it would be saved: nothing is written. */
export async function previewAutoAssignment(conf: { id: number }) {
  return db.$transaction(async (tx) => {
    const [subs, reviewers, declared, existing, config] = await oneByOne(
      () => loadSubmissions(tx, conf.id),
      () => loadReviewers(tx, conf.id),
      () => tx.reviewConflict.findMany({ where: { conferenceId: conf.id }, select: { submissionId: true, reviewerId: true } }),
      () => tx.reviewAssignment.findMany({ where: { conferenceId: conf.id }, select: { submissionId: true, reviewerId: true } }),
      () => tx.reviewConfig.findUnique({ where: { conferenceId: conf.id }, select: { reviewsPerSubmission: true, maxPerReviewer: true } }),
    );
    const result = autoAssign({
      submissions: subs satisfies AssignSubmission[],
      reviewers: reviewers satisfies AssignReviewer[],
      ...limitsOf(config),
      existing,
      conflicts: declared,
    });
    const subById = new Map(subs.map((s) => [s.id, s]));
    const revById = new Map(reviewers.map((r) => [r.id, r]));
    return {
      added: result.added.map((p) => ({
        ...p,
        code: subById.get(p.submissionId)!.code,
        title: subById.get(p.submissionId)!.title,
        reviewer: revById.get(p.reviewerId)!.name,
      })),
      short: result.short.map((s) => ({ ...s, code: subById.get(s.submissionId)!.code })),
      loads: reviewers.map((r) => ({ reviewerId: r.id, name: r.name, organisation: r.organisation, email: r.email, load: result.loads.get(r.id) ?? 0 })),
    };
  });
}

/**
 * Saves a previewed automatic assignment. Each pair is checked again as it is written — themes,
 * reviews per submission, the per-reviewer maximum, conflicts — since assignments made by hand
 * since the preview may have used up room; what no longer fits is skipped and reported.
 */
export async function commitAutoAssignment(conf: { id: number }, actorId: number, pairs: Pair[], origin: string): Promise<AssignOutcome> {
  return db.$transaction(async (tx) => {
    const config = await tx.reviewConfig.findUnique({ where: { conferenceId: conf.id }, select: { reviewsPerSubmission: true, maxPerReviewer: true } });
    return applyPairs(tx, conf, actorId, pairs, origin, limitsOf(config));
  }, TX);
}

const limitsOf = (config: { reviewsPerSubmission: number; maxPerReviewer: number | null } | null): Limits => ({
  reviewsPerSubmission: config?.reviewsPerSubmission ?? 3,
  maxPerReviewer: config?.maxPerReviewer ?? null,
});
