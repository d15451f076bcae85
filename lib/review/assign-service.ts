import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { toDateOnly } from "@/lib/conference/dates";
import { effectiveLocale } from "@/lib/i18n/locale";
import { canQueueMail, enqueueTemplateMail } from "@/lib/mail/outbox";
import { db } from "@/lib/server/db";
import { Conflict, NotFound } from "@/lib/server/errors";
import { canMove, type TSubmissionStatus } from "@/lib/submission/status";
import { autoAssign, conflictOf, type AssignReviewer, type AssignSubmission } from "./auto-assign";

// Giving submissions to reviewers (issue 14): by hand (one or many submissions to one or many
// reviewers) and automatically (lib/review/auto-assign.ts, previewed first). Every write goes
// through applyPairs: one short transaction per conference (an advisory lock, so two managers
// assigning at once cannot both give a fourth review), conflicts refused, the submission moved to
// "assigned" with its history row, and the "abstract assignment" mail queued with the rows.

type Tx = Prisma.TransactionClient;
type Pair = { submissionId: number; reviewerId: number };
const TX = { maxWait: 10_000, timeout: 20_000 } as const;

/** Statuses in which a submission is waiting for (more) reviews. */
export const ASSIGNABLE: readonly TSubmissionStatus[] = ["WAITING_ALLOCATION", "ASSIGNED", "RESUBMITTED"];

/** Reviewers who can be given work: they accepted the invitation and hold a review role here. */
async function loadReviewers(tx: Tx, conferenceId: number) {
  const rows = await tx.reviewer.findMany({
    where: {
      conferenceId,
      activatedAt: { not: null },
      user: { conferenceUsers: { some: { conferenceId, role: { in: ["REVIEWER", "REVIEW_CHAIR"] } } } },
    },
    orderBy: { id: "asc" },
    select: {
      id: true,
      email: true,
      unit: true,
      firstName: true,
      lastName: true,
      themes: { select: { themeId: true } },
      user: { select: { email: true, locale: true, trueName: true } },
    },
  });
  return rows.map((r) => ({
    id: r.id,
    email: (r.user?.email ?? r.email).toLowerCase(),
    organisation: r.unit,
    themeIds: r.themes.map((t) => t.themeId),
    name: r.user?.trueName || [r.firstName, r.lastName].filter(Boolean).join(" ") || r.email,
    locale: r.user?.locale ?? "zh",
  }));
}

async function loadSubmissions(tx: Tx, conferenceId: number, ids?: number[]) {
  const rows = await tx.submission.findMany({
    where: { conferenceId, status: { in: [...ASSIGNABLE] }, ...(ids ? { id: { in: ids } } : {}) },
    orderBy: { id: "asc" },
    select: {
      id: true,
      code: true,
      title: true,
      status: true,
      themeId: true,
      user: { select: { email: true } },
      authors: { select: { email: true, organisation: true } },
    },
  });
  return rows.map((s) => ({
    id: s.id,
    code: s.code,
    title: s.title,
    status: s.status as TSubmissionStatus,
    themeId: s.themeId,
    emails: [...new Set([s.user.email, ...s.authors.map((a) => a.email)].map((e) => e.toLowerCase()).filter(Boolean))],
    organisations: s.authors.map((a) => a.organisation).filter(Boolean),
  }));
}

async function declaredConflicts(tx: Tx, conferenceId: number): Promise<Set<string>> {
  const rows = await tx.reviewConflict.findMany({ where: { conferenceId }, select: { submissionId: true, reviewerId: true } });
  return new Set(rows.map((c) => `${c.submissionId}:${c.reviewerId}`));
}

/** Writes the pairs that do not exist yet; answers how many were new. */
async function applyPairs(tx: Tx, conf: { id: number }, actorId: number, pairs: Pair[], origin: string): Promise<number> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('review-assign'), ${conf.id}::int)`;
  // Held against a reviewer's removal (which locks the row FOR UPDATE) until these rows exist.
  const reviewerIds = [...new Set(pairs.map((p) => p.reviewerId))];
  await tx.$queryRaw`SELECT "id" FROM "Reviewer" WHERE "conferenceId" = ${conf.id} AND "id" = ANY(${reviewerIds}::int[]) FOR SHARE`;
  const subIds = [...new Set(pairs.map((p) => p.submissionId))];
  const [subs, reviewers, declared, existing] = await Promise.all([
    loadSubmissions(tx, conf.id, subIds),
    loadReviewers(tx, conf.id),
    declaredConflicts(tx, conf.id),
    tx.reviewAssignment.findMany({ where: { conferenceId: conf.id, submissionId: { in: subIds } }, select: { submissionId: true, reviewerId: true } }),
  ]);
  const subById = new Map(subs.map((s) => [s.id, s]));
  const revById = new Map(reviewers.map((r) => [r.id, r]));
  for (const p of pairs) {
    if (!subById.has(p.submissionId)) throw new NotFound("reviewAssign.errors.submissionNotAssignable");
    if (!revById.has(p.reviewerId)) throw new NotFound("reviewAssign.errors.reviewerNotActive");
  }
  const clash = pairs.find((p) => conflictOf(subById.get(p.submissionId)!, revById.get(p.reviewerId)!, declared));
  if (clash) throw new Conflict("reviewAssign.errors.conflict", { code: subById.get(clash.submissionId)!.code, name: revById.get(clash.reviewerId)!.name });
  const have = new Set(existing.map((e) => `${e.submissionId}:${e.reviewerId}`));
  const fresh = [...new Map(pairs.map((p) => [`${p.submissionId}:${p.reviewerId}`, p])).values()].filter((p) => !have.has(`${p.submissionId}:${p.reviewerId}`));
  if (!fresh.length) return 0;
  await tx.reviewAssignment.createMany({ data: fresh.map((p) => ({ conferenceId: conf.id, submissionId: p.submissionId, reviewerId: p.reviewerId })) });
  for (const id of new Set(fresh.map((p) => p.submissionId))) {
    const s = subById.get(id)!;
    if (s.status === "ASSIGNED" || !canMove(s.status, "ASSIGNED", "system")) continue;
    await tx.submission.update({
      where: { id },
      data: { status: "ASSIGNED", transitions: { create: { conferenceId: conf.id, fromStatus: s.status, toStatus: "ASSIGNED", reason: "", actorId } } },
    });
  }
  if (await canQueueMail(tx, conf.id)) {
    const [config, conference] = await Promise.all([
      tx.reviewConfig.findUnique({ where: { conferenceId: conf.id }, select: { reviewDeadline: true } }),
      tx.conference.findUniqueOrThrow({ where: { id: conf.id }, select: { languageType: true } }),
    ]);
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
          deadline: toDateOnly(config?.reviewDeadline) ?? "—",
          link: `${origin}/platform/submissionManage/reviewList`,
        },
      });
    }
  }
  return fresh.length;
}

/** By hand: every listed submission to every listed reviewer (a conflict refuses the whole request). */
export async function assignReviewers(conf: { id: number }, actorId: number, input: { submissionIds: number[]; reviewerIds: number[] }, origin: string) {
  const pairs = input.submissionIds.flatMap((submissionId) => input.reviewerIds.map((reviewerId) => ({ submissionId, reviewerId })));
  const added = await db.$transaction((tx) => applyPairs(tx, conf, actorId, pairs, origin), TX);
  return { added, skipped: pairs.length - added };
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
    const [subs, reviewers, declared, existing, config] = await Promise.all([
      loadSubmissions(tx, conf.id),
      loadReviewers(tx, conf.id),
      tx.reviewConflict.findMany({ where: { conferenceId: conf.id }, select: { submissionId: true, reviewerId: true } }),
      tx.reviewAssignment.findMany({ where: { conferenceId: conf.id }, select: { submissionId: true, reviewerId: true } }),
      tx.reviewConfig.findUnique({ where: { conferenceId: conf.id }, select: { reviewsPerSubmission: true, maxPerReviewer: true } }),
    ]);
    const result = autoAssign({
      submissions: subs satisfies AssignSubmission[],
      reviewers: reviewers satisfies AssignReviewer[],
      reviewsPerSubmission: config?.reviewsPerSubmission ?? 3,
      maxPerReviewer: config?.maxPerReviewer ?? null,
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
      loads: reviewers.map((r) => ({ reviewerId: r.id, name: r.name, load: result.loads.get(r.id) ?? 0 })),
    };
  });
}

/** Saves a previewed automatic assignment: each pair is checked again as it is written. */
export async function commitAutoAssignment(conf: { id: number }, actorId: number, pairs: Pair[], origin: string) {
  const added = await db.$transaction((tx) => applyPairs(tx, conf, actorId, pairs, origin), TX);
  return { added };
}
