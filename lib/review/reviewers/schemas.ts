import { ZEmail } from "@/lib/accounts/schemas";
import { zId, zPage, zPageSize } from "@/lib/validation/fields";
import { z } from "@/lib/validation/z";

// Inputs of /platform/manage/reviewer and its §7 "Review admin" calls: one schema per
// input, shared by the dialogs (zodResolver), the server actions, the gateway and the services.
// No server-only: the forms use them too.

export const NAME_MAX = 50;
export const UNIT_MAX = 200;
export const THEMES_MAX = 200;
/** Import bounds: at most this many data rows, in a file of at most this many bytes. */
export const IMPORT_MAX_ROWS = 1000;
export const IMPORT_MAX_BYTES = 2 * 1024 * 1024;

const name = (required: boolean) => (required ? z.string().trim().min(1).max(NAME_MAX) : z.string().trim().max(NAME_MAX).default(""));
const ZThemeIds = z.array(zId()).max(THEMES_MAX).default([]);

/** Add one reviewer by email; `chair` = the review chair role instead of plain reviewer. */
export const ZReviewerInput = z.object({
  email: ZEmail,
  firstName: name(true),
  lastName: name(true),
  middleName: name(false),
  unit: z.string().trim().max(UNIT_MAX).default(""),
  themeIds: ZThemeIds,
  chair: z.boolean().default(false),
});
export type TReviewerInput = z.infer<typeof ZReviewerInput>;

/** Reviewer ↔ chair and the themes they review. */
export const ZReviewerRole = z.object({ id: zId(), chair: z.boolean(), themeIds: ZThemeIds });
export type TReviewerRole = z.infer<typeof ZReviewerRole>;

export const ZReviewerIdInput = z.object({ id: zId() });
export const ZReviewerIdParams = z.object({ id: zId() });
export const ZReviewerInfoParams = z.object({ userId: zId() });

export const REVIEWER_STATUSES = ["activated", "pending"] as const;
export const REVIEWER_ROLES = ["reviewer", "chair"] as const;

/** An empty filter (the form's "all") is no filter. */
const blankAsAll = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === "" ? undefined : v), schema.optional());

/** The list: search over email, names and organisation; status and role filters; paging. */
export const ZReviewerListQuery = z.object({
  page: zPage(),
  size: zPageSize(100, 20),
  q: z.string().trim().max(100).default(""),
  status: blankAsAll(z.enum(REVIEWER_STATUSES)),
  role: blankAsAll(z.enum(REVIEWER_ROLES)),
});
export type TReviewerListQuery = z.infer<typeof ZReviewerListQuery>;

/**
 * One row of an import file as it was read: raw text, checked by the preview (lib/review/reviewers/import.ts).
 * Lengths are bounded here so a huge cell never reaches the checks; anything longer is "invalid".
 */
export const ZImportRow = z.object({
  line: z.number().int().min(1).max(1_048_576), // a spreadsheet's row number
  email: z.string().max(300),
  firstName: z.string().max(300),
  lastName: z.string().max(300),
  unit: z.string().max(600),
  themes: z.string().max(2000),
});
export type TImportRow = z.infer<typeof ZImportRow>;

/** Step 1: the file (CSV or XLSX, multipart "file") → the preview; nothing is written. */
export const ZImportUpload = z.object({ file: z.instanceof(File, { message: "reviewerAdmin.import.fileMissing" }) });
/** Step 2: the previewed rows sent back with commit: true → the valid ones are created, the rest skipped. */
export const ZImportCommit = z.object({ commit: z.literal(true), rows: z.array(ZImportRow).min(1).max(IMPORT_MAX_ROWS) });
export type TImportCommit = z.infer<typeof ZImportCommit>;
export const ZImportBody = z.union([ZImportUpload, ZImportCommit]);

/** The list's query values that differ from the defaults, for links that keep its state. */
export function reviewerListSearch(q: Partial<TReviewerListQuery>, over: Record<string, string | number | undefined> = {}): string {
  const defaults: Record<string, unknown> = ZReviewerListQuery.parse({});
  const out = new URLSearchParams();
  for (const [k, v] of Object.entries({ ...q, ...over })) {
    if (v === undefined || v === "" || v === null || defaults[k] === v) continue;
    out.set(k, String(v));
  }
  return out.toString();
}
