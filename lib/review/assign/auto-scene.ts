import type { AssignInput, AssignReviewer, AssignSubmission } from "./auto";

const ORGS = ["中国科学院", "Peking University", "Tsinghua University", "University of Cambridge", "ETH Zürich"];

/** 200 submissions over 5 themes, 20 reviewers covering 3 themes each, author and organisation
 * clashes and declared conflicts: the case automatic assignment must handle, for the unit test and `npm run bench`. */
export function assignmentScene(): AssignInput {
  const reviewers: AssignReviewer[] = Array.from({ length: 20 }, (_, i) => ({
    id: 100 + i,
    email: `r${i}@example.org`,
    organisation: ORGS[i % ORGS.length],
    // three neighbouring themes each: every theme is covered by 12 reviewers
    themeIds: [i % 5, (i + 1) % 5, (i + 2) % 5].map((t) => t + 1),
  }));
  const submissions: AssignSubmission[] = Array.from({ length: 200 }, (_, i) => ({
    id: 1000 + i,
    themeId: (i % 5) + 1,
    emails: [`author${i}@example.org`, ...(i % 37 === 0 ? ["r3@example.org"] : [])],
    organisations: [i % 7 === 0 ? " peking  university " : `Lab ${i}`],
  }));
  const conflicts = submissions.filter((_, i) => i % 11 === 0).map((s, k) => ({ submissionId: s.id, reviewerId: 100 + (k % 20) }));
  return { submissions, reviewers, reviewsPerSubmission: 3, maxPerReviewer: null, existing: [], conflicts };
}
