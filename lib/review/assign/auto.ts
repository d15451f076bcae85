// Automatic assignment of reviewers, pure so that it can be previewed before anything is
// saved, tested on its own and measured by `npm run bench`. HotCRP's rules: every submission gets
// the configured number of reviews; a reviewer gets only submissions of their themes (none = all),
// never more than their maximum, never one they conflict with — same organisation as an author,
// an author themselves, or a declared conflict; loads are balanced within ±1 wherever the themes
// allow it.
//
// Method: rounds of one review per submission, most constrained submission first, each time to the
// eligible reviewer with the lowest load (ties by id, so a preview is repeatable); then moves from
// the most to the least loaded reviewer while one is possible.

export type AssignSubmission = {
  id: number;
  themeId: number | null;
  /** authors' and the submitter's emails, lower-cased */
  emails: string[];
  /** authors' organisations as written */
  organisations: string[];
};

export type AssignReviewer = {
  id: number;
  email: string;
  organisation: string;
  /** themes they review; empty = every theme */
  themeIds: number[];
};

export type AssignInput = {
  submissions: AssignSubmission[];
  reviewers: AssignReviewer[];
  reviewsPerSubmission: number;
  maxPerReviewer: number | null;
  /** assignments that already exist: they count for both sides and are kept */
  existing: { submissionId: number; reviewerId: number }[];
  /** declared conflicts (by the reviewer, the author or the organisers) */
  conflicts: { submissionId: number; reviewerId: number }[];
};

export type ConflictReason = "organisation" | "author" | "declared";

export type AssignResult = {
  /** new assignments only */
  added: { submissionId: number; reviewerId: number }[];
  /** submissions that could not get all their reviews, with how many are missing */
  short: { submissionId: number; missing: number }[];
  /** every reviewer's load after the assignment (existing + added) */
  loads: Map<number, number>;
};

/** Organisation names compared loosely: case, spacing and punctuation do not matter. */
export function sameOrganisation(a: string, b: string): boolean {
  const norm = (s: string) =>
    s
      .normalize("NFKC")
      .toLowerCase()
      .replace(/[\s\p{P}]+/gu, "");
  const x = norm(a);
  return x.length > 0 && x === norm(b);
}

/** Why a reviewer may not review a submission, or null. */
export function conflictOf(s: AssignSubmission, r: AssignReviewer, declared: Set<string>): ConflictReason | null {
  if (declared.has(`${s.id}:${r.id}`)) return "declared";
  if (s.emails.includes(r.email.toLowerCase())) return "author";
  if (s.organisations.some((o) => sameOrganisation(o, r.organisation))) return "organisation";
  return null;
}

/** Whether a reviewer's themes take a submission of `themeId` (no themes: every theme). */
export function themeFits(themeIds: number[], themeId: number | null): boolean {
  return themeIds.length === 0 || (themeId != null && themeIds.includes(themeId));
}

/** The themes and every theme under them: a reviewer of a session reviews its sub-sessions too. */
export function withSubthemes(tree: { id: number; parentId: number | null }[], ids: number[]): number[] {
  const out = new Set(ids);
  for (let size = -1; out.size !== size;) {
    size = out.size;
    for (const t of tree) if (t.parentId != null && out.has(t.parentId)) out.add(t.id);
  }
  return [...out];
}

export function autoAssign(input: AssignInput): AssignResult {
  const need = Math.max(0, input.reviewsPerSubmission);
  const cap = input.maxPerReviewer ?? Infinity;
  const declared = new Set(input.conflicts.map((c) => `${c.submissionId}:${c.reviewerId}`));
  const reviewers = [...input.reviewers].sort((a, b) => a.id - b.id);
  const load = new Map(reviewers.map((r) => [r.id, 0]));
  const has = new Map(input.submissions.map((s) => [s.id, new Set<number>()]));
  for (const e of input.existing) {
    if (!has.has(e.submissionId) || !load.has(e.reviewerId)) continue;
    has.get(e.submissionId)!.add(e.reviewerId);
    load.set(e.reviewerId, load.get(e.reviewerId)! + 1);
  }
  // Who may review what, computed once.
  const eligible = new Map<number, AssignReviewer[]>();
  for (const s of input.submissions) {
    eligible.set(
      s.id,
      reviewers.filter((r) => themeFits(r.themeIds, s.themeId) && !conflictOf(s, r, declared)),
    );
  }
  const added: { submissionId: number; reviewerId: number }[] = [];
  const give = (sId: number, rId: number) => {
    has.get(sId)!.add(rId);
    load.set(rId, load.get(rId)! + 1);
    added.push({ submissionId: sId, reviewerId: rId });
  };
  const free = (sId: number) => eligible.get(sId)!.filter((r) => !has.get(sId)!.has(r.id) && load.get(r.id)! < cap);

  for (let round = 1; round <= need; round++) {
    const open = input.submissions.filter((s) => has.get(s.id)!.size < round);
    // Most constrained first: the fewest reviewers left to choose from.
    const order = open.map((s) => ({ s, choices: free(s.id).length })).sort((a, b) => a.choices - b.choices || a.s.id - b.s.id);
    for (const { s } of order) {
      const pick = free(s.id).reduce<AssignReviewer | null>((best, r) => (!best || load.get(r.id)! < load.get(best.id)! ? r : best), null);
      if (pick) give(s.id, pick.id);
    }
  }

  // Balance: move a new assignment from a heavier reviewer to one lighter by two or more.
  const mine = new Map(reviewers.map((r) => [r.id, [] as number[]]));
  added.forEach((a, i) => mine.get(a.reviewerId)!.push(i));
  for (let moved = true, guard = 0; moved && guard < 10_000; guard++) {
    moved = false;
    const byLoad = [...reviewers].sort((a, b) => load.get(b.id)! - load.get(a.id)! || a.id - b.id);
    outer: for (const heavy of byLoad) {
      for (const light of [...byLoad].reverse()) {
        if (load.get(heavy.id)! - load.get(light.id)! < 2) break;
        for (const i of mine.get(heavy.id)!) {
          const sId = added[i].submissionId;
          if (has.get(sId)!.has(light.id) || !eligible.get(sId)!.some((r) => r.id === light.id)) continue;
          has.get(sId)!.delete(heavy.id);
          has.get(sId)!.add(light.id);
          load.set(heavy.id, load.get(heavy.id)! - 1);
          load.set(light.id, load.get(light.id)! + 1);
          added[i] = { submissionId: sId, reviewerId: light.id };
          mine.set(
            heavy.id,
            mine.get(heavy.id)!.filter((x) => x !== i),
          );
          mine.get(light.id)!.push(i);
          moved = true;
          break outer;
        }
      }
    }
  }

  const short = input.submissions.filter((s) => has.get(s.id)!.size < need).map((s) => ({ submissionId: s.id, missing: need - has.get(s.id)!.size }));
  return { added, short, loads: load };
}
