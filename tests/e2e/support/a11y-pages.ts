import type { A11yIds } from "./a11y-data";

// Every page of the app, by its route pattern (the keys of the page table, lib/pages/registry.ts), with the
// person who sees it and a path that shows it with demo data. accessibility.spec.ts scans each one
// and fails when a page file has no entry here.

export type Who = "visitor" | "participant" | "manager" | "reviewer" | "admin";

export const PEOPLE: Record<Who, (ids: A11yIds) => string | null> = {
  visitor: () => null,
  participant: (ids) => ids.attendeeEmail,
  manager: () => "manager@example.org",
  reviewer: () => "chair@example.org", // the chair sees the whole review area, ranking included
  admin: () => "admin@example.org",
};

type Entry = { route: string; who: Who; path?: (ids: A11yIds) => string };

export const A11Y_PAGES: Entry[] = [
  // Public and prompt pages.
  { route: "/", who: "visitor" },
  { route: "/[...rest]", who: "visitor", path: () => "/no-such-page" },
  { route: "/page/[pageId]", who: "visitor", path: (i) => `/page/${i.contentPage}` },
  { route: "/conferencelogin", who: "visitor" },
  { route: "/register", who: "visitor" },
  { route: "/userRegister", who: "visitor" },
  { route: "/resetPassword", who: "visitor" },
  { route: "/conferenceRegister", who: "manager" }, // the attendance form (visitors are sent to sign in)
  { route: "/registerFirst", who: "manager" }, // the countdown to registration (SPEC §6)
  { route: "/review/active/[key]", who: "visitor", path: () => "/review/active/no-such-key" },
  { route: "/401", who: "visitor" },
  { route: "/403", who: "visitor" },
  { route: "/unpublished", who: "visitor" },
  { route: "/oidcLogin/failed", who: "visitor" },
  { route: "/profile/feedback", who: "participant" },
  // The personal centre.
  { route: "/profile/userInfo", who: "participant" },
  { route: "/profile/userInfo/Edit", who: "participant" },
  { route: "/profile/password", who: "participant" },
  { route: "/profile/conferences", who: "participant" },
  { route: "/profile/[...slug]", who: "participant", path: () => "/profile/not-built-yet" },
  { route: "/profile/conference/fee", who: "participant" },
  { route: "/profile/conference/fee/register/update/[orderId]", who: "participant", path: (i) => `/profile/conference/fee/register/update/${i.unpaidOrder}` },
  { route: "/profile/conference/fee/optional/update/[orderId]", who: "participant", path: (i) => `/profile/conference/fee/optional/update/${i.paidOrder}` },
  { route: "/profile/order/list", who: "participant" },
  { route: "/profile/order/pay/goto/[orderIds]", who: "participant", path: (i) => `/profile/order/pay/goto/${i.unpaidOrder}` },
  { route: "/profile/order/pay/goto/result/[billId]", who: "participant", path: (i) => `/profile/order/pay/goto/result/${i.bill}` },
  { route: "/profile/order/receipt/[orderId]", who: "participant", path: (i) => `/profile/order/receipt/${i.paidOrder}` },
  { route: "/profile/download", who: "participant" },
  { route: "/profile/feedBackDetails", who: "participant", path: (i) => `/profile/feedBackDetails?id=${i.feedback}` },
  { route: "/profile/notice", who: "participant" },
  { route: "/profile/submission", who: "participant" },
  { route: "/profile/submission/details", who: "participant" },
  { route: "/profile/hotel/order", who: "participant" },
  // Management.
  { route: "/platform", who: "manager" },
  { route: "/platform/[...slug]", who: "manager", path: () => "/platform/not-built-yet" },
  { route: "/platform/config/email", who: "manager" },
  { route: "/platform/config/page/list", who: "manager" },
  { route: "/platform/config/page/add", who: "manager" },
  { route: "/platform/config/page/edit/[id]", who: "manager", path: (i) => `/platform/config/page/edit/${i.contentPage}` },
  { route: "/platform/config/page/preview/[id]", who: "manager", path: (i) => `/platform/config/page/preview/${i.contentPage}` },
  { route: "/platform/config/template/list", who: "manager" },
  { route: "/platform/config/template/add", who: "manager" },
  { route: "/platform/config/template/edit/[id]", who: "manager", path: (i) => `/platform/config/template/edit/${i.template}` },
  { route: "/platform/config/exterior", who: "manager" },
  { route: "/platform/config/exterior/list", who: "manager" },
  { route: "/platform/config/exterior/add", who: "manager" },
  { route: "/platform/config/exterior/edit/[id]", who: "manager", path: (i) => `/platform/config/exterior/edit/${i.appearance}` },
  { route: "/platform/config/menu", who: "manager" },
  { route: "/platform/config/register", who: "manager" },
  { route: "/platform/config/website", who: "manager" },
  { route: "/platform/publish", who: "manager" },
  { route: "/platform/mail-log", who: "manager" },
  { route: "/platform/manage/user", who: "manager" },
  { route: "/platform/manage/userDetails", who: "manager", path: (i) => `/platform/manage/userDetails?id=${i.attendee}` },
  { route: "/platform/manage/order", who: "manager" },
  { route: "/platform/manage/order/[orderId]", who: "manager", path: (i) => `/platform/manage/order/${i.paidOrder}` },
  { route: "/platform/manage/hotel", who: "manager" },
  { route: "/platform/manage/receipt", who: "manager" },
  { route: "/platform/config/fee", who: "manager" },
  { route: "/platform/config/pay", who: "manager" },
  { route: "/platform/config/hotel", who: "manager" },
  { route: "/platform/config/download", who: "manager" },
  { route: "/platform/config/modules", who: "manager" },
  { route: "/platform/manage/userFeedBack", who: "manager" },
  { route: "/platform/config/contribute", who: "manager" },
  { route: "/platform/config/review", who: "manager" },
  { route: "/platform/manage/contribute", who: "manager" },
  { route: "/platform/manage/contribute/abstract-book", who: "manager" },
  { route: "/platform/manage/reviewer", who: "manager" },
  { route: "/platform/manage/reviewer/info/[userId]", who: "manager", path: (i) => `/platform/manage/reviewer/info/${i.reviewerUser}` },
  // The review area.
  { route: "/platform/submissionManage/index", who: "reviewer" },
  { route: "/platform/submissionManage/user", who: "reviewer" },
  { route: "/platform/submissionManage/contribute/detail", who: "reviewer", path: (i) => `/platform/submissionManage/contribute/detail?userId=${i.submitter}` },
  { route: "/platform/submissionManage/submission/detail", who: "reviewer", path: (i) => `/platform/submissionManage/submission/detail?id=${i.submission}` },
  { route: "/platform/submissionManage/reviewList", who: "reviewer" },
  { route: "/platform/submissionManage/ranking", who: "reviewer" },
  // Platform administration.
  { route: "/admin", who: "admin" },
  { route: "/admin/requests", who: "admin" },
  { route: "/admin/conferences/new", who: "admin" },
  { route: "/admin/conferences/[id]", who: "admin", path: (i) => `/admin/conferences/${i.conference}` },
];

export const pathOf = (e: Entry, ids: A11yIds) => (e.path ? e.path(ids) : e.route);
