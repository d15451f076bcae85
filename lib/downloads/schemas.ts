import { zId, zInt } from "@/lib/validation/fields";
import { z } from "@/lib/validation/z";

// The download centre: one schema per input (DESIGN §6.1), shared by the manager's
// dialog, the server actions, the gateway and the service. No server-only: forms use these.

export const TITLE_MAX = 200;
/** The largest file a manager may publish (programmes and abstract books run large): 50 MiB. */
export const DOWNLOAD_MAX_BYTES = 50 * 1024 * 1024;

export const DOWNLOAD_LANGUAGES = ["ALL", "ZH", "EN"] as const;
export const DOWNLOAD_AUDIENCES = ["PUBLIC", "PARTICIPANTS"] as const;
export const DOWNLOAD_KINDS = ["PROGRAMME", "ABSTRACT_BOOK", "TEMPLATE", "OTHER"] as const;
export type DownloadLanguage = (typeof DOWNLOAD_LANGUAGES)[number];
export type DownloadAudience = (typeof DOWNLOAD_AUDIENCES)[number];
export type DownloadKind = (typeof DOWNLOAD_KINDS)[number];

/**
 * A file's settings. Both titles are required unless the file is shown in one language only
 * (then only that language's title is), so a visitor never sees an empty title.
 */
export const ZDownloadSave = z
  .strictObject({
    id: zId(),
    titleZh: z.string().trim().max(TITLE_MAX).default(""),
    titleEn: z.string().trim().max(TITLE_MAX).default(""),
    language: z.enum(DOWNLOAD_LANGUAGES).default("ALL"),
    audience: z.enum(DOWNLOAD_AUDIENCES).default("PUBLIC"),
    kind: z.enum(DOWNLOAD_KINDS).default("OTHER"),
    order: zInt({ min: 0, max: 9999 }).default(0),
  })
  .superRefine((v, ctx) => {
    if (v.language !== "EN" && !v.titleZh) ctx.addIssue({ code: "custom", path: ["titleZh"], message: "validation.required" });
    if (v.language !== "ZH" && !v.titleEn) ctx.addIssue({ code: "custom", path: ["titleEn"], message: "validation.required" });
  });
export type TDownloadSave = z.output<typeof ZDownloadSave>;

export const ZDownloadId = z.strictObject({ id: zId() });
export const ZDownloadPublish = z.strictObject({ id: zId(), published: z.boolean() });
/** The files' ids in their new order (first shown first); ids of another conference are refused. */
export const ZDownloadReorder = z.strictObject({ ids: z.array(zId()).min(1).max(500) });
