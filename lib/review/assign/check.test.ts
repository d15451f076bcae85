import { describe, expect, it } from "vitest";
import { screenPairs, type ScreenInput } from "./check";
import { withSubthemes } from "./auto";

// Which asked-for pairs are written: by hand only conflicts and decided submissions are refused;
// the automatic path also keeps to themes, reviews per submission and the per-reviewer maximum,
// counting what exists and what it has just accepted.

const sub = (id: number, themeId: number | null, assignable = true) => ({ id, themeId, emails: [`a${id}@x.org`], organisations: ["Lab"], assignable });
const rev = (id: number, themeIds: number[] = [], organisation = "") => ({ id, email: `r${id}@x.org`, organisation, themeIds });

function input(over: Partial<ScreenInput>): ScreenInput {
  return {
    pairs: [],
    submissions: new Map([1, 2, 3].map((id) => [id, sub(id, 7)])),
    reviewers: new Map([rev(10), rev(11), rev(12, [8]), rev(13, [], "lab")].map((r) => [r.id, r])),
    declared: new Set(["2:11"]),
    existing: [],
    loads: new Map(),
    limits: null,
    ...over,
  };
}

describe("screening pairs before they are written", () => {
  it("by hand, refuses conflicts and decided submissions only, and passes over what exists", () => {
    const submissions = new Map([...input({}).submissions, [3, sub(3, 7, false)]]);
    const r = screenPairs(
      input({
        submissions,
        existing: [{ submissionId: 1, reviewerId: 10 }],
        pairs: [1, 2, 3].flatMap((submissionId) => [10, 11, 12, 13].map((reviewerId) => ({ submissionId, reviewerId }))),
      }),
    );
    expect(r.fresh).toEqual([
      { submissionId: 1, reviewerId: 11 },
      { submissionId: 1, reviewerId: 12 }, // outside their themes, but a manager may choose them
      { submissionId: 2, reviewerId: 10 },
      { submissionId: 2, reviewerId: 12 },
    ]);
    expect(r.refused.map((x) => `${x.submissionId}:${x.reviewerId} ${x.reason}`)).toEqual([
      "1:13 organisation",
      "2:11 declared",
      "2:13 organisation",
      "3:10 status",
      "3:11 status",
      "3:12 status",
      "3:13 status",
    ]);
  });

  it("on the automatic path, keeps to the themes, the reviews per submission and the maximum, counting the pairs it accepts", () => {
    const r = screenPairs(
      input({
        existing: [{ submissionId: 1, reviewerId: 10 }],
        loads: new Map([[10, 1]]),
        limits: { reviewsPerSubmission: 2, maxPerReviewer: 2 },
        pairs: [
          { submissionId: 1, reviewerId: 12 },
          { submissionId: 1, reviewerId: 11 },
          { submissionId: 2, reviewerId: 10 },
          { submissionId: 3, reviewerId: 11 },
          { submissionId: 3, reviewerId: 10 },
          { submissionId: 2, reviewerId: 11 },
          { submissionId: 1, reviewerId: 11 },
        ],
      }),
    );
    expect(r.fresh).toEqual([
      { submissionId: 1, reviewerId: 11 },
      { submissionId: 2, reviewerId: 10 },
      { submissionId: 3, reviewerId: 11 },
    ]);
    expect(r.refused.map((x) => `${x.submissionId}:${x.reviewerId} ${x.reason}`)).toEqual(["1:12 theme", "3:10 reviewerFull", "2:11 declared"]);
  });

  it("fills a submission only up to its reviews", () => {
    const pairs = [10, 11, 12].map((reviewerId) => ({ submissionId: 1, reviewerId }));
    const r = screenPairs(
      input({ pairs, reviewers: new Map([10, 11, 12].map((id) => [id, rev(id)])), limits: { reviewsPerSubmission: 2, maxPerReviewer: null } }),
    );
    expect([r.fresh.length, r.refused]).toEqual([2, [{ submissionId: 1, reviewerId: 12, reason: "full" }]]);
  });
});

describe("a reviewer's themes", () => {
  it("include every theme under them", () => {
    const tree = [
      { id: 1, parentId: null },
      { id: 2, parentId: 1 },
      { id: 3, parentId: 2 },
      { id: 4, parentId: null },
    ];
    expect(withSubthemes(tree, [1]).sort()).toEqual([1, 2, 3]);
    expect(withSubthemes(tree, [2, 4]).sort()).toEqual([2, 3, 4]);
    expect(withSubthemes(tree, [])).toEqual([]);
  });
});
