import { ZAttendeeListQuery } from "@/lib/registration/schemas";
import { zId, zPage, zPageSize } from "@/lib/validation/fields";
import { z } from "@/lib/validation/z";

// Notices: one schema per input (DESIGN §6.1), shared by /profile/notice, the manager's
// "send a notice" dialog, the server actions and the gateway. No server-only: forms use these.

export const NOTICE_FILTERS = ["all", "unread"] as const;
export type NoticeFilter = (typeof NOTICE_FILTERS)[number];

export const ZNoticeListQuery = z.object({
  filter: z.enum(NOTICE_FILTERS).default("all"),
  page: zPage(),
  size: zPageSize(100, 20),
});
export type TNoticeListQuery = z.output<typeof ZNoticeListQuery>;

/** Some of the reader's notices by id, or all of them; ids of someone else's notices change nothing. */
export const ZNoticeRead = z
  .strictObject({ ids: z.array(zId()).max(500).default([]), all: z.boolean().default(false) })
  .refine((v) => v.all || v.ids.length > 0, { path: ["ids"], message: "validation.required" });
export type TNoticeRead = z.output<typeof ZNoticeRead>;

export const MESSAGE_TITLE_MAX = 100;
export const MESSAGE_BODY_MAX = 2000;
/** The most attendees a manager may tick on the list at once (the list's largest page is 200). */
export const SELECTED_MAX = 1000;

/** The attendee list's filters, as /platform/manage/user reads them from its address. */
export const ZAttendeeFilter = ZAttendeeListQuery.pick({ search: true, country: true, version: true, from: true, to: true });
export type TAttendeeFilter = z.output<typeof ZAttendeeFilter>;

/**
 * The organisers' message (plain text) to the attendees ticked on the list ("selected": `ids`, the
 * registrations' ids) or to every attendee the list's filters match ("filtered": `filter`).
 */
export const ZOrganiserNotice = z
  .strictObject({
    title: z.string().trim().min(1, "validation.required").max(MESSAGE_TITLE_MAX),
    body: z.string().trim().min(1, "validation.required").max(MESSAGE_BODY_MAX),
    audience: z.enum(["selected", "filtered"]),
    ids: z.array(zId()).max(SELECTED_MAX).default([]),
    filter: ZAttendeeFilter.default({ search: "", country: "", version: "", from: "", to: "" }),
  })
  .refine((v) => v.audience !== "selected" || v.ids.length > 0, { path: ["ids"], message: "notice.errors.noneSelected" });
export type TOrganiserNotice = z.output<typeof ZOrganiserNotice>;
