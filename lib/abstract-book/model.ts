import type { TPdfLayout } from "@/lib/submission/schemas";

// The abstract book as data: what lib/abstract-book/load.ts reads from the database and
// hands to the render process (render-child.ts) as JSON. No server-only, no database: the child
// process lays it out and renders it without the app's modules.

export type TextFormat = TPdfLayout["title"];

/** A run of text with the little formatting an abstract keeps (lib/abstract-book/html-blocks.ts). */
export type Run = { text: string; bold?: boolean; italic?: boolean; script?: "sub" | "sup" };
/** A paragraph, a list item or a heading of an abstract's rich text. */
export type Block = { kind: "p" | "li" | "h"; runs: Run[] };

/** `name` as written in the abstract; `indexName` and `sortKey` family name first (the index). */
export type BookAuthor = { name: string; indexName: string; sortKey: string; orgs: number[]; corresponding: boolean };

export type BookAbstract = {
  id: number;
  code: string;
  title: string;
  authors: BookAuthor[];
  /** Distinct organisations, in order of first mention; authors point at them 1-based. */
  organisations: string[];
  blocks: Block[];
  keywords: string[];
};

/** A leaf theme with its path ("Life sciences › Structural biology"), in tree order. */
export type BookTheme = { id: number | null; pathZh: string; pathEn: string; abstracts: BookAbstract[] };

/** Every fixed text of the book, in both languages (messages abstractBook.pdf.*). */
export type BookLabels = {
  book: [string, string];
  contents: [string, string];
  authorIndex: [string, string];
  keywords: [string, string];
  abridged: [string, string];
  count: [string, string];
  otherTheme: [string, string];
};

export type BookInput = {
  conference: { nameZh: string; nameEn: string; dates: string; locationZh: string; locationEn: string };
  layout: TPdfLayout;
  themes: BookTheme[];
  labels: BookLabels;
};

export const abstractCount = (b: Pick<BookInput, "themes">) => b.themes.reduce((n, t) => n + t.abstracts.length, 0);

const HAN = /\p{Script=Han}/u;
/** Chinese text takes the Chinese label (关键词), other text the English one. */
export const isChinese = (s: string) => HAN.test(s);
