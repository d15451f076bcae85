import type { TAuthor } from "../schemas";
import { changedFields, type SnapshotField, type SubmissionSnapshot } from "../snapshot";

// What changed between two versions of a submission, field by field, as the detail page and its
// gateway call show it, so that reviewers and managers see the revisions and what changed.
// Pure: labels (theme names, choice labels, country names) come from the caller in the reader's
// language.

export type ChangeField = "title" | "theme" | "reportType" | "category" | "abstract" | "keywords" | "authors" | "abstractFile" | "fullTextFile";

export type FieldChange =
  | { field: "title" | "theme" | "reportType" | "category" | "abstract" | "abstractFile" | "fullTextFile"; before: string; after: string }
  | { field: "keywords" | "authors"; added: string[]; removed: string[]; reordered: boolean };

export type Labels = {
  theme(id: number | null): string;
  category(value: string): string;
  reportType(value: string): string;
  country(code: string): string;
};

const FIELD: Record<SnapshotField, ChangeField> = {
  title: "title",
  themeId: "theme",
  reportType: "reportType",
  category: "category",
  abstract: "abstract",
  keywords: "keywords",
  authors: "authors",
  abstractFile: "abstractFile",
  fullTextFile: "fullTextFile",
};

const HAN = /\p{Script=Han}/u;
const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** The words of an abstract's (sanitised) HTML: blocks separate, inline markup does not. */
export function abstractText(html: string): string {
  return html
    .replace(/<\/?(p|div|br|li|ul|ol|h[1-6]|tr|td|th|blockquote|pre)\b[^>]*>/gi, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&(#\d+|[a-z]+);/gi, (m, e: string) => (e[0] === "#" ? String.fromCodePoint(Number(e.slice(1))) : (ENTITIES[e.toLowerCase()] ?? m)))
    .replace(/\s+/g, " ")
    .trim();
}

/** One author on one line: name, email, organisation, country, and ★ for the corresponding author. */
export function authorLine(a: TAuthor, country: (code: string) => string): string {
  const name = HAN.test(a.name + a.surname) ? `${a.surname}${a.name}` : [a.name, a.surname].filter(Boolean).join(" ");
  const rest = [a.email, a.organisation, a.country ? country(a.country) : ""].filter(Boolean).join(" · ");
  return `${name}${a.corresponding ? " ★" : ""} (${rest})`;
}

function listChange(field: "keywords" | "authors", before: string[], after: string[]): FieldChange {
  const added = after.filter((x) => !before.includes(x));
  const removed = before.filter((x) => !after.includes(x));
  return { field, added, removed, reordered: !added.length && !removed.length && before.join("\n") !== after.join("\n") };
}

/** The changes from `older` to `newer`, in the form's order. */
export function describeChanges(older: SubmissionSnapshot, newer: SubmissionSnapshot, labels: Labels): FieldChange[] {
  return changedFields(older, newer).map((f): FieldChange => {
    const field = FIELD[f];
    switch (f) {
      case "title":
        return { field: "title", before: older.title, after: newer.title };
      case "themeId":
        return { field: "theme", before: labels.theme(older.themeId), after: labels.theme(newer.themeId) };
      case "category":
      case "reportType":
        return { field: f, before: labels[f](older[f]), after: labels[f](newer[f]) };
      case "abstract":
        return { field: "abstract", before: abstractText(older.abstract), after: abstractText(newer.abstract) };
      case "keywords":
        return listChange("keywords", older.keywords, newer.keywords);
      case "authors":
        return listChange(
          "authors",
          older.authors.map((a) => authorLine(a, labels.country)),
          newer.authors.map((a) => authorLine(a, labels.country)),
        );
      default:
        return { field: field as "abstractFile", before: older[f]?.name ?? "", after: newer[f]?.name ?? "" };
    }
  });
}

/** A stored snapshot read defensively: an older or damaged one still shows what it has. */
export function readSnapshot(v: unknown): SubmissionSnapshot {
  const o = (v && typeof v === "object" ? v : {}) as Partial<Record<keyof SubmissionSnapshot, unknown>>;
  const str = (x: unknown) => (typeof x === "string" ? x : "");
  const file = (x: unknown) => {
    const f = x as { name?: unknown; storedName?: unknown } | null;
    return f && typeof f === "object" && typeof f.storedName === "string" ? { storedName: f.storedName, name: str(f.name) || f.storedName } : null;
  };
  const authors = Array.isArray(o.authors) ? o.authors : [];
  return {
    title: str(o.title),
    themeId: typeof o.themeId === "number" ? o.themeId : null,
    reportType: str(o.reportType),
    category: str(o.category),
    abstract: str(o.abstract),
    keywords: Array.isArray(o.keywords) ? o.keywords.filter((k): k is string => typeof k === "string") : [],
    authors: authors.map((a) => {
      const x = (a ?? {}) as Record<string, unknown>;
      return {
        name: str(x.name),
        surname: str(x.surname),
        email: str(x.email),
        phone: str(x.phone),
        country: str(x.country),
        organisation: str(x.organisation),
        corresponding: x.corresponding === true,
      };
    }),
    abstractFile: file(o.abstractFile),
    fullTextFile: file(o.fullTextFile),
  };
}
