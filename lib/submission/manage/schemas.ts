import { zId, zPage, zPageSize } from "@/lib/validation/fields";
import { z } from "@/lib/validation/z";
import { ZSubmissionListQuery } from "../schemas";

// Inputs of the organisers' and reviewers' submission screens and their gateway calls,
// on top of ZSubmissionListQuery / ZStatusChange in schemas.ts. No server-only: the pages parse
// their search params with these too.

/** The list's query plus "one submitter's submissions" (submissionManage/contribute/detail?userId=). */
export const ZSubmissionManageQuery = ZSubmissionListQuery.extend({ userId: zId().optional() });
export type TSubmissionManageQuery = z.infer<typeof ZSubmissionManageQuery>;

/** The filters and sort of the list without paging: what an export or the ZIP covers. */
export const ZSubmissionFilterQuery = ZSubmissionManageQuery.omit({ page: true, size: true });
export type TSubmissionFilters = z.infer<typeof ZSubmissionFilterQuery>;

export const EXPORT_FORMATS = ["csv", "xlsx"] as const;
export const ZSubmissionExportQuery = ZSubmissionFilterQuery.extend({ format: z.enum(EXPORT_FORMATS).default("xlsx") });

export const ZSubmissionIdParams = z.object({ id: zId() });
export const ZSubmissionFileParams = z.object({ fileId: zId() });

/** submissionManage/user: submitters, searched by name or email. */
export const ZSubmitterListQuery = z.object({
  page: zPage(),
  size: zPageSize(100, 20),
  q: z.string().trim().max(100).default(""),
});
export type TSubmitterListQuery = z.infer<typeof ZSubmitterListQuery>;

/** The query values that differ from the defaults, for links that keep the list's state. */
export function listSearch(q: Partial<TSubmissionManageQuery>, over: Record<string, string | number | undefined> = {}): string {
  const defaults = ZSubmissionManageQuery.parse({});
  const merged: Record<string, unknown> = { ...q, ...over };
  const out = new URLSearchParams();
  for (const [k, v] of Object.entries(merged)) {
    if (v === undefined || v === "" || v === null) continue;
    if (defaults[k as keyof typeof defaults] === v) continue;
    out.set(k, String(v));
  }
  return out.toString();
}
