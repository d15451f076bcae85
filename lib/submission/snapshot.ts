import type { TAuthor, TSubmissionFileRef } from "./schemas";

// A version of a submission as the author sent it (SubmissionRevision.snapshot), and what changed
// between two versions — for reviewers, managers and the author's own history. Pure.

export type SubmissionSnapshot = {
  title: string;
  themeId: number | null;
  reportType: string;
  category: string;
  abstract: string;
  keywords: string[];
  authors: TAuthor[];
  abstractFile: TSubmissionFileRef | null;
  fullTextFile: TSubmissionFileRef | null;
};

export const SNAPSHOT_FIELDS = ["title", "themeId", "reportType", "category", "abstract", "keywords", "authors", "abstractFile", "fullTextFile"] as const;
export type SnapshotField = (typeof SNAPSHOT_FIELDS)[number];

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields that differ between an older and a newer version. */
export function changedFields(older: SubmissionSnapshot, newer: SubmissionSnapshot): SnapshotField[] {
  return SNAPSHOT_FIELDS.filter((f) => {
    if (f === "abstractFile" || f === "fullTextFile") return older[f]?.storedName !== newer[f]?.storedName;
    return !same(older[f], newer[f]);
  });
}
