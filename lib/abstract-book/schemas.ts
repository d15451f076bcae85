import { z } from "@/lib/validation/z";
import type { TPdfLayout } from "@/lib/submission/schemas";

// The abstract book: inputs (one schema per input, DESIGN §6.1) and the views the
// manager's page and the gateway answer. No server-only: the page's form uses these.

export const PER_PAGE_CHOICES = [1, 2, 4] as const;
export type PerPage = (typeof PER_PAGE_CHOICES)[number];

/** A generation; `perPage` null = as the submission configuration says. */
export const ZAbstractBookGenerate = z.strictObject({
  perPage: z
    .union([z.literal(1), z.literal(2), z.literal(4)], { message: "abstractBook.errors.perPage" })
    .nullable()
    .default(null),
});
export type TAbstractBookGenerate = z.output<typeof ZAbstractBookGenerate>;

/** Lists the latest book in the download centre, or takes it off. */
export const ZAbstractBookPublish = z.strictObject({ published: z.boolean() });

export const ZAbstractBookStatus = z.strictObject({});

export type AbstractBookPhase = "queued" | "retrying" | "preparing" | "rendering" | "saving" | "done" | "failed";

export type AbstractBookJobView = {
  id: number;
  phase: AbstractBookPhase;
  perPage: number;
  total: number;
  done: number;
  pages: number | null;
  size: number | null;
  /** The failure (or the last failed attempt of a retrying job), in the reader's language. */
  error: string | null;
  createdAt: string;
  finishedAt: string | null;
};

export type AbstractBookView = {
  accepted: number;
  layout: TPdfLayout;
  /** The generation under way, if any. */
  running: AbstractBookJobView | null;
  /** The newest finished book (its PDF is kept). */
  latest: AbstractBookJobView | null;
  /** The newest generation when it failed after the latest book. */
  failed: AbstractBookJobView | null;
  /** The book's entry in the download centre. */
  download: { id: number; published: boolean } | null;
  fileUrl: string;
  /** Set when a generate request joined the one already under way. */
  joined?: boolean;
};

export const ABSTRACT_BOOK_FILE_URL = "/api/conference/platform/manage/abstractBook/file";
