import { describe, expect, it } from "vitest";
import { autoAssign, conflictOf, sameOrganisation, type AssignInput, type AssignReviewer, type AssignSubmission } from "./auto";
import { assignmentScene as scene } from "./auto-scene";

// 200 submissions, 20 reviewers, 3 reviews each, 5 themes, with declared and
// organisation conflicts — every submission gets 3, loads within ±1, no conflict assigned.

function check(input: AssignInput, r: ReturnType<typeof autoAssign>) {
  const declared = new Set(input.conflicts.map((c) => `${c.submissionId}:${c.reviewerId}`));
  const byId = new Map(input.reviewers.map((x) => [x.id, x]));
  for (const a of r.added) {
    const s = input.submissions.find((x) => x.id === a.submissionId)!;
    const rev = byId.get(a.reviewerId)!;
    expect(conflictOf(s, rev, declared), `${a.submissionId}→${a.reviewerId}`).toBeNull();
    if (rev.themeIds.length) expect(rev.themeIds).toContain(s.themeId);
  }
  const pairs = new Set([...input.existing, ...r.added].map((a) => `${a.submissionId}:${a.reviewerId}`));
  expect(pairs.size).toBe(input.existing.length + r.added.length); // nobody reviews a submission twice
}

describe("automatic assignment", () => {
  it("gives 200 submissions 3 reviews each from 20 reviewers over 5 themes, loads within ±1, no conflict", () => {
    const input = scene();
    const r = autoAssign(input);
    check(input, r);
    expect(r.short).toEqual([]);
    expect(r.added).toHaveLength(600);
    const perSubmission = new Map<number, number>();
    for (const a of r.added) perSubmission.set(a.submissionId, (perSubmission.get(a.submissionId) ?? 0) + 1);
    expect([...perSubmission.values()].every((n) => n === 3)).toBe(true);
    const loads = [...r.loads.values()];
    expect(Math.max(...loads) - Math.min(...loads)).toBeLessThanOrEqual(1);
  });

  it("evens out what the rounds leave uneven: three submissions, two reviews each, three reviewers → two each", () => {
    // Round by round the third submission finds only the first reviewer free of it with the lowest
    // load, leaving loads 3 / 2 / 1; the balancing moves make it 2 / 2 / 2.
    const input: AssignInput = {
      submissions: [10, 11, 12].map((id) => ({ id, themeId: 1, emails: [], organisations: [] })),
      reviewers: [1, 2, 3].map((id) => ({ id, email: `r${id}@example.org`, organisation: "", themeIds: [] })),
      reviewsPerSubmission: 2,
      maxPerReviewer: null,
      existing: [],
      conflicts: [],
    };
    const r = autoAssign(input);
    check(input, r);
    expect(r.short).toEqual([]);
    expect([...r.loads.values()]).toEqual([2, 2, 2]);
  });

  it("is repeatable: the same input gives the same preview", () => {
    expect(autoAssign(scene()).added).toEqual(autoAssign(scene()).added);
  });

  it("never assigns an author, a colleague of an author or a declared conflict", () => {
    const s: AssignSubmission = { id: 1, themeId: 1, emails: ["a@x.org"], organisations: ["Peking University"] };
    const reviewers: AssignReviewer[] = [
      { id: 1, email: "A@x.org", organisation: "", themeIds: [] },
      { id: 2, email: "b@x.org", organisation: "peking university", themeIds: [] },
      { id: 3, email: "c@x.org", organisation: "MIT", themeIds: [] },
      { id: 4, email: "d@x.org", organisation: "CAS", themeIds: [] },
    ];
    const r = autoAssign({
      submissions: [s],
      reviewers,
      reviewsPerSubmission: 3,
      maxPerReviewer: null,
      existing: [],
      conflicts: [{ submissionId: 1, reviewerId: 3 }],
    });
    expect(r.added).toEqual([{ submissionId: 1, reviewerId: 4 }]);
    expect(r.short).toEqual([{ submissionId: 1, missing: 2 }]);
  });

  it("respects themes and the per-reviewer maximum, keeps and counts what exists, and says what is missing", () => {
    const subs: AssignSubmission[] = [1, 2, 3, 4].map((id) => ({ id, themeId: id <= 2 ? 1 : 2, emails: [], organisations: [] }));
    const reviewers: AssignReviewer[] = [
      { id: 10, email: "x@x.org", organisation: "", themeIds: [1] },
      { id: 11, email: "y@x.org", organisation: "", themeIds: [2] },
      { id: 12, email: "z@x.org", organisation: "", themeIds: [] },
    ];
    const r = autoAssign({
      submissions: subs,
      reviewers,
      reviewsPerSubmission: 2,
      maxPerReviewer: 2,
      existing: [{ submissionId: 1, reviewerId: 12 }],
      conflicts: [],
    });
    for (const a of r.added) {
      if (a.reviewerId === 10) expect([1, 2]).toContain(a.submissionId);
      if (a.reviewerId === 11) expect([3, 4]).toContain(a.submissionId);
    }
    expect(r.added).not.toContainEqual({ submissionId: 1, reviewerId: 12 });
    expect([...r.loads.values()].every((n) => n <= 2)).toBe(true);
    expect(r.loads.get(12)).toBe(2);
    // 8 reviews wanted, 6 possible under the maximum of 2 each (one exists already)
    expect(r.added).toHaveLength(5);
    expect(r.short.reduce((n, s) => n + s.missing, 0)).toBe(2);
  });

  it("compares organisations without case, spacing or punctuation", () => {
    expect(sameOrganisation("Peking  University", "peking university.")).toBe(true);
    expect(sameOrganisation("", "")).toBe(false);
    expect(sameOrganisation("中国科学院", "中国科学院 ")).toBe(true);
  });
});
