import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { TSubmissionStatus } from "@/lib/submission/status";
import { withSubthemes } from "./auto";
import { reviewerName } from "../reviewers/name";
import { oneByOne } from "@/lib/server/one-by-one";

// What assigning reads, inside the caller's transaction: the reviewers who can be given
// work, the submissions with the facts that make a conflict, and the declared conflicts.

type Tx = Prisma.TransactionClient;

/** Statuses in which a submission is waiting for (more) reviews. */
export const ASSIGNABLE: readonly TSubmissionStatus[] = ["WAITING_ALLOCATION", "ASSIGNED", "RESUBMITTED"];

/**
 * Reviewers who can be given work: they accepted the invitation and hold a review role here. Their
 * themes include every theme under the ones they were given.
 */
export async function loadReviewers(tx: Tx, conferenceId: number) {
  const [rows, tree] = await oneByOne(
    () =>
      tx.reviewer.findMany({
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
      }),
    () => tx.submissionTheme.findMany({ where: { conferenceId }, select: { id: true, parentId: true } }),
  );
  return rows.map((r) => ({
    id: r.id,
    email: (r.user?.email ?? r.email).toLowerCase(),
    organisation: r.unit,
    themeIds: withSubthemes(
      tree,
      r.themes.map((t) => t.themeId),
    ),
    name: reviewerName(r),
    locale: r.user?.locale ?? "zh",
  }));
}
export type LoadedReviewer = Awaited<ReturnType<typeof loadReviewers>>[number];

/** The conference's submissions waiting for reviews, or the listed ones in any status (`assignable` says which wait). */
export async function loadSubmissions(tx: Tx, conferenceId: number, ids?: number[]) {
  const rows = await tx.submission.findMany({
    where: { conferenceId, ...(ids ? { id: { in: ids } } : { status: { in: [...ASSIGNABLE] } }) },
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
    assignable: ASSIGNABLE.includes(s.status as TSubmissionStatus),
    themeId: s.themeId,
    emails: [...new Set([s.user.email, ...s.authors.map((a) => a.email)].map((e) => e.toLowerCase()).filter(Boolean))],
    organisations: s.authors.map((a) => a.organisation).filter(Boolean),
  }));
}

export async function declaredConflicts(tx: Tx, conferenceId: number): Promise<Set<string>> {
  const rows = await tx.reviewConflict.findMany({ where: { conferenceId }, select: { submissionId: true, reviewerId: true } });
  return new Set(rows.map((c) => `${c.submissionId}:${c.reviewerId}`));
}

/** Each reviewer's assignments on submissions still waiting for reviews: what the automatic maximum counts. */
export async function openLoads(tx: Tx, conferenceId: number): Promise<Map<number, number>> {
  const rows = await tx.reviewAssignment.groupBy({
    by: ["reviewerId"],
    where: { conferenceId, submission: { status: { in: [...ASSIGNABLE] } } },
    _count: { _all: true },
  });
  return new Map(rows.map((r) => [r.reviewerId, r._count._all]));
}
