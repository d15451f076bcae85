import "server-only";
import { getTranslator } from "@/lib/i18n/translate";
import { sendOrganiserNotice } from "@/lib/notices/organiser-message";
import { listNotices, unreadNoticeCount } from "@/lib/notices/queries";
import { markNoticesRead } from "@/lib/notices/read";
import { noticeWords } from "@/lib/notices/render";
import { ZNoticeListQuery, ZNoticeRead, ZOrganiserNotice } from "@/lib/notices/schemas";
import { route, type GatewayRoute } from "../types";

// Notices (§7 names no calls, so these paths are ours): the signed-in person's notices on
// the host's conference, and the organisers' message to attendees. Always the caller's own rows.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const NOTICE_ROUTES: Record<string, GatewayRoute<any, any, any>> = {
  // Newest first, paged; each row also worded in the request's language (headline, body).
  "GET /conference/notice/list": route({
    auth: "user",
    query: ZNoticeListQuery,
    handler: async ({ access, query, locale }) => {
      const [page, t] = await Promise.all([listNotices(access.conference.id, access.user.id, query), getTranslator(locale)]);
      return { ...page, rows: page.rows.map((r) => ({ ...r, ...noticeWords(t, r.kind, r.params) })) };
    },
  }),

  "GET /conference/notice/unreadCount": route({
    auth: "user",
    handler: async ({ access }) => ({ unread: await unreadNoticeCount(access.conference.id, access.user.id) }),
  }),

  // { ids } or { all: true } → how many were marked and how many stay unread.
  "POST /conference/notice/read": route({
    auth: "user",
    body: ZNoticeRead,
    handler: async ({ access, body }) => markNoticesRead(access.conference.id, access.user.id, body),
  }),

  // The organisers' message (title, plain-text body) to ticked attendees or all the filters match → { sent }.
  "POST /conference/platform/manage/user/notice": route({
    auth: "manager",
    body: ZOrganiserNotice,
    handler: async ({ access, body }) => sendOrganiserNotice(access.conference.id, body),
  }),
};
