import "server-only";
import { db } from "@/lib/server/db";
import { NotFound } from "@/lib/server/errors";
import { ASSIGNABLE, loadReviewers } from "./load";
import { conflictOf, type ConflictReason } from "./auto";
import { reviewerName } from "../reviewers/name";

// What the assignment part of a submission's detail shows a manager: who reviews it and
// how far they are, and every active reviewer who could be added — with their load and, when they
// may not review it, why; and the reviewers offered by the submission list's bulk assignment.

export type AssignedReview = {
  id: number;
  reviewerId: number;
  name: string;
  organisation: string;
  email: string;
  status: "NONE" | "DRAFT" | "SUBMITTED";
  submittedAt: Date | null;
};
export type Candidate = {
  reviewerId: number;
  name: string;
  organisation: string;
  email: string;
  load: number;
  conflict: ConflictReason | null;
  assigned: boolean;
};

export async function getSubmissionAssignments(conferenceId: number, submissionId: number) {
  const s = await db.submission.findFirst({
    where: { id: submissionId, conferenceId },
    select: {
      id: true,
      status: true,
      themeId: true,
      user: { select: { email: true } },
      authors: { select: { email: true, organisation: true } },
      assignments: {
        orderBy: { id: "asc" },
        select: {
          id: true,
          reviewerId: true,
          reviewer: { select: { email: true, unit: true, firstName: true, lastName: true, user: { select: { trueName: true, email: true } } } },
          opinion: { select: { status: true, submittedAt: true } },
        },
      },
    },
  });
  if (!s) throw new NotFound("submissionAdmin.errors.notFound");
  const [reviewers, declared, loads] = await Promise.all([
    db.reviewer.findMany({
      where: { conferenceId, activatedAt: { not: null }, user: { conferenceUsers: { some: { conferenceId, role: { in: ["REVIEWER", "REVIEW_CHAIR"] } } } } },
      orderBy: { id: "asc" },
      select: { id: true, email: true, unit: true, firstName: true, lastName: true, user: { select: { trueName: true, email: true } } },
    }),
    db.reviewConflict.findMany({ where: { conferenceId, submissionId }, select: { submissionId: true, reviewerId: true } }),
    db.reviewAssignment.groupBy({ by: ["reviewerId"], where: { conferenceId }, _count: { _all: true } }),
  ]);
  const facts = {
    id: s.id,
    themeId: s.themeId,
    emails: [s.user.email, ...s.authors.map((a) => a.email)].map((e) => e.toLowerCase()),
    organisations: s.authors.map((a) => a.organisation).filter(Boolean),
  };
  const conflicts = new Set(declared.map((c) => `${c.submissionId}:${c.reviewerId}`));
  const loadOf = new Map(loads.map((l) => [l.reviewerId, l._count._all]));
  const taken = new Set(s.assignments.map((a) => a.reviewerId));
  return {
    assignable: ASSIGNABLE.includes(s.status as never),
    assigned: s.assignments.map((a): AssignedReview => ({
      id: a.id,
      reviewerId: a.reviewerId,
      name: reviewerName(a.reviewer),
      organisation: a.reviewer.unit,
      email: a.reviewer.user?.email ?? a.reviewer.email,
      status: a.opinion?.status ?? "NONE",
      submittedAt: a.opinion?.submittedAt ?? null,
    })),
    candidates: reviewers.map((r): Candidate => ({
      reviewerId: r.id,
      name: reviewerName(r),
      organisation: r.unit,
      email: r.user?.email ?? r.email,
      load: loadOf.get(r.id) ?? 0,
      conflict: conflictOf(facts, { id: r.id, email: r.user?.email ?? r.email, organisation: r.unit, themeIds: [] }, conflicts),
      assigned: taken.has(r.id),
    })),
  };
}
export type SubmissionAssignments = Awaited<ReturnType<typeof getSubmissionAssignments>>;

export type AssignCandidate = { reviewerId: number; name: string; organisation: string; email: string; load: number; themeIds: number[] };

/** Every active reviewer for the bulk assignment of the submission list: their load and themes (with the themes under them). */
export async function listAssignCandidates(conferenceId: number): Promise<AssignCandidate[]> {
  const [reviewers, loads] = await Promise.all([
    loadReviewers(db, conferenceId),
    db.reviewAssignment.groupBy({ by: ["reviewerId"], where: { conferenceId }, _count: { _all: true } }),
  ]);
  const loadOf = new Map(loads.map((l) => [l.reviewerId, l._count._all]));
  return reviewers.map((r) => ({
    reviewerId: r.id,
    name: r.name,
    organisation: r.organisation,
    email: r.email,
    load: loadOf.get(r.id) ?? 0,
    themeIds: r.themeIds,
  }));
}
