// Who may open each page: one table of the SPEC §2 routes, keyed by the page file's
// route pattern. Every app/**/page.tsx calls guardPage / guardSignedInPage with its own key (a test
// walks the files), and the guard enforces the audience named here on top of the §2 redirects of
// route-policy.ts — so no page relies on a path prefix to be protected. No server-only: pure.

export type PageAudience =
  | "public" // anyone (on an unpublished conference the §2 guard still sends visitors to /unpublished)
  | "prompt" // §2 prompt pages, always reachable
  | "user" // signed in
  | "participant" // signed in and registered for this conference (or one of its managers)
  | "manager" // conferenceManage
  | "reviewer" // conferenceReview, or a manager
  | "admin"; // platform administrators only, on any conference host

export const PAGE_AUDIENCE = {
  "/": "public",
  "/[...rest]": "public",
  "/page/[pageId]": "public",
  "/conferencelogin": "public",
  "/register": "public",
  "/userRegister": "public",
  "/resetPassword": "public",
  "/conferenceRegister": "public",
  // SPEC §6: the countdown before a signed-in person who is not registered goes to registration.
  "/registerFirst": "user",
  "/review/active/[key]": "public",
  "/401": "prompt",
  "/403": "prompt",
  "/unpublished": "prompt",
  "/oidcLogin/failed": "prompt",
  "/profile/userInfo": "user",
  "/profile/userInfo/Edit": "user",
  "/profile/password": "user",
  "/profile/conferences": "user",
  "/profile/[...slug]": "user",
  "/profile/conference/fee": "participant",
  "/profile/conference/fee/register/update/[orderId]": "participant",
  "/profile/conference/fee/optional/update/[orderId]": "participant",
  "/profile/order/list": "participant",
  "/profile/order/pay/goto/[orderIds]": "participant",
  "/profile/order/pay/goto/result/[billId]": "participant",
  "/profile/order/receipt/[orderId]": "participant",
  "/platform": "manager",
  "/platform/config/email": "manager",
  "/platform/config/page/list": "manager",
  "/platform/config/page/add": "manager",
  "/platform/config/page/edit/[id]": "manager",
  "/platform/config/page/preview/[id]": "manager",
  "/platform/config/template/list": "manager",
  "/platform/config/template/add": "manager",
  "/platform/config/template/edit/[id]": "manager",
  "/platform/config/exterior": "manager",
  "/platform/config/exterior/list": "manager",
  "/platform/config/exterior/add": "manager",
  "/platform/config/exterior/edit/[id]": "manager",
  "/platform/config/menu": "manager",
  "/platform/config/register": "manager",
  "/platform/config/website": "manager",
  "/platform/publish": "manager",
  "/platform/mail-log": "manager",
  "/platform/manage/user": "manager",
  "/platform/manage/userDetails": "manager",
  "/platform/manage/order": "manager",
  "/platform/manage/order/[orderId]": "manager",
  "/platform/manage/hotel": "manager",
  "/platform/manage/receipt": "manager",
  "/platform/config/fee": "manager",
  "/platform/config/pay": "manager",
  "/platform/config/hotel": "manager",
  // /profile needs a sign-in (§2 guard), so "user"; participants-only files are filtered per file.
  "/profile/download": "user",
  "/platform/config/download": "manager",
  "/platform/config/modules": "manager",
  // "public" because visitors may send feedback when the conference accepts it; the page
  // sends everyone else to sign in or to registration itself (lib/feedback/sender.ts).
  "/profile/feedback": "public",
  "/profile/feedBackDetails": "participant",
  "/platform/manage/userFeedBack": "manager",
  // Anyone signed in has notices (an order, a submission, feedback need no registration here).
  "/profile/notice": "user",
  "/profile/submission": "participant",
  "/profile/submission/details": "participant",
  "/profile/hotel/order": "participant",
  "/platform/config/contribute": "manager",
  "/platform/config/review": "manager",
  "/platform/manage/contribute": "manager",
  // The book of accepted abstracts, beside the managers' submission list.
  "/platform/manage/contribute/abstract-book": "manager",
  "/platform/manage/reviewer": "manager",
  "/platform/manage/reviewer/info/[userId]": "manager",
  "/platform/submissionManage/index": "reviewer",
  "/platform/submissionManage/user": "reviewer",
  "/platform/submissionManage/contribute/detail": "reviewer",
  "/platform/submissionManage/submission/detail": "reviewer",
  "/platform/submissionManage/reviewList": "reviewer",
  // The chair and the organisers only; the page sends other reviewers to /403.
  "/platform/submissionManage/ranking": "reviewer",
  "/platform/[...slug]": "reviewer",
  "/admin": "admin",
  "/admin/requests": "admin",
  "/admin/conferences/new": "admin",
  "/admin/conferences/[id]": "admin",
} as const satisfies Record<string, PageAudience>;

export type PageRoute = keyof typeof PAGE_AUDIENCE;
/** Pages whose audience is signed in by definition. */
export type SignedInPageRoute = { [K in PageRoute]: (typeof PAGE_AUDIENCE)[K] extends "public" | "prompt" ? never : K }[PageRoute];

/** SPEC §6: not registered → a page that counts down, then /conferenceRegister (never straight there). */
export const REGISTER_FIRST = "/registerFirst";

export type AudienceFacts = { loggedIn: boolean; attended: boolean; manager: boolean; reviewer: boolean; platformAdmin?: boolean };

/** Where a person outside the page's audience goes ("login" = sign in first), or null when they may stay. */
export function audienceRedirect(audience: PageAudience, f: AudienceFacts): "login" | "/403" | typeof REGISTER_FIRST | null {
  if (audience === "public" || audience === "prompt") return null;
  if (!f.loggedIn) return "login";
  if (audience === "manager" && !f.manager) return "/403";
  if (audience === "admin" && !f.platformAdmin) return "/403";
  if (audience === "reviewer" && !f.reviewer && !f.manager) return "/403";
  if (audience === "participant" && !f.attended && !f.manager) return REGISTER_FIRST;
  return null;
}

/** The route pattern of a page file ("app/page/[pageId]/page.tsx" → "/page/[pageId]"); route groups drop out. */
export function routeOfPageFile(file: string): string {
  const parts = file
    .replace(/\\/g, "/")
    .replace(/^app\//, "")
    .replace(/\/?page\.tsx$/, "")
    .split("/")
    .filter((p) => p && !/^\(.*\)$/.test(p));
  return `/${parts.join("/")}`;
}
