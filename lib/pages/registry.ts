import type { ModuleName } from "@/lib/server/modules";

// The one table of the app's pages, keyed by each page file's route pattern. Adding a screen is a
// row here (and its page file and messages); everything else reads the row:
// - `audience`: who may open it — every page guards itself with its own key (lib/server/guard.ts),
//   and whether a path needs a sign-in first (lib/server/route-policy.ts) follows from it;
// - `title`: the document title's message key ("<title> - <conference>", lib/site/page-metadata.ts);
// - `module`: the conference module the page belongs to — a menu offers it only while the module is
//   on, and a manager working on it while it is off is told that participants do not see it;
// - `menu`: its entry in the management or personal-centre side menu. The side menus list their
//   entries in this table's order.
// Pure and client-safe: proxy.ts, the guards, the menus and the tests all read it.

export type PageAudience =
  | "public" // anyone (on an unpublished conference the route guard still sends visitors to /unpublished)
  | "prompt" // the prompt pages (403, 401, unpublished…), always reachable
  | "user" // signed in
  | "participant" // signed in and registered for this conference (or one of its managers)
  | "manager" // the conference's managers
  | "reviewer" // reviewers and review chairs, or a manager
  | "admin"; // platform administrators only, on any conference host

export type PlatformMenuGroupKey = "groupManage" | "groupConfig" | "groupReview" | "groupPublish";

/**
 * A side-menu entry. `key` names its label (platformMenu.<key> or profile.<key>); on the management
 * menu, `reviewer` entries are the only ones reviewers see, of which `chair` ones only the review
 * chair (managers see every entry).
 */
export type PageMenuEntry = { area: "platform"; group: PlatformMenuGroupKey; key: string; reviewer?: true; chair?: true } | { area: "profile"; key: string };

export type PageEntry = { audience: PageAudience; title: string; module?: ModuleName; menu?: PageMenuEntry };

const manage = (key: string) => ({ area: "platform", group: "groupManage", key }) as const;
const config = (key: string) => ({ area: "platform", group: "groupConfig", key }) as const;
const review = (key: string) => ({ area: "platform", group: "groupReview", key, reviewer: true }) as const;
const profile = (key: string) => ({ area: "profile", key }) as const;

export const PAGES = {
  // Public pages and the prompts.
  "/": { audience: "public", title: "shell.home" },
  "/[...rest]": { audience: "public", title: "prompt.notFoundTitle" },
  "/page/[pageId]": { audience: "public", title: "shell.home" },
  "/conferencelogin": { audience: "public", title: "accounts.loginTitle" },
  "/register": { audience: "public", title: "accounts.loginTitle" },
  "/userRegister": { audience: "public", title: "accounts.registerTitle" },
  "/resetPassword": { audience: "public", title: "accounts.resetTitle" },
  "/conferenceRegister": { audience: "public", title: "registration.page.title" },
  // The countdown before a signed-in person who is not registered goes to registration.
  "/registerFirst": { audience: "user", title: "pageTitles.registerFirst" },
  "/review/active/[key]": { audience: "public", title: "reviewActivation.title" },
  "/401": { audience: "prompt", title: "prompt.unauthorizedTitle" },
  "/403": { audience: "prompt", title: "prompt.forbiddenTitle" },
  "/unpublished": { audience: "prompt", title: "prompt.unpublishedTitle" },
  "/oidcLogin/failed": { audience: "prompt", title: "accounts.loginFailed" },

  // The personal centre, its side menu in this order.
  "/profile/userInfo": { audience: "user", title: "accounts.userInfoTitle", menu: profile("userInfo") },
  "/profile/userInfo/Edit": { audience: "user", title: "accounts.editTitle" },
  "/profile/password": { audience: "user", title: "accounts.changePasswordTitle" },
  "/profile/conferences": { audience: "user", title: "profile.myConferences" },
  "/profile/submission": { audience: "participant", title: "submission.list.title", module: "submission", menu: profile("submission") },
  "/profile/submission/details": { audience: "participant", title: "pageTitles.submissionForm", module: "submission" },
  "/profile/hotel/order": { audience: "participant", title: "hotel.book.title", module: "hotel", menu: profile("hotel") },
  "/profile/order/list": { audience: "participant", title: "orders.list.title", module: "payment", menu: profile("orders") },
  "/profile/order/pay/goto/[orderIds]": { audience: "participant", title: "orders.pay.title", module: "payment" },
  "/profile/order/pay/goto/result/[billId]": { audience: "participant", title: "orders.result.title", module: "payment" },
  "/profile/order/receipt/[orderId]": { audience: "participant", title: "receipts.request.title", module: "receipt" },
  "/profile/conference/fee": { audience: "participant", title: "orders.fee.title", module: "payment", menu: profile("fee") },
  "/profile/conference/fee/register/update/[orderId]": { audience: "participant", title: "orders.update.titleRegister", module: "payment" },
  "/profile/conference/fee/optional/update/[orderId]": { audience: "participant", title: "orders.update.titleOptional", module: "payment" },
  // "public": visitors may send feedback when the conference accepts it; the page sends everyone
  // else to sign in or to registration itself (lib/feedback/sender.ts).
  "/profile/feedback": { audience: "public", title: "feedback.title", module: "feedback", menu: profile("feedback") },
  "/profile/feedBackDetails": { audience: "participant", title: "feedback.details.title", module: "feedback" },
  // Anyone signed in has notices (an order, a submission or feedback needs no registration here).
  "/profile/notice": { audience: "user", title: "notice.title", menu: profile("notice") },
  // "user": participants-only files are filtered file by file.
  "/profile/download": { audience: "user", title: "download.title", module: "download", menu: profile("download") },
  "/profile/[...slug]": { audience: "user", title: "prompt.notFoundTitle" },

  // Management: the overview, then the side menu's groups in this order.
  "/platform": { audience: "manager", title: "platform.overview" },
  "/platform/manage/user": { audience: "manager", title: "registration.users.title", menu: manage("user") },
  "/platform/manage/userDetails": { audience: "manager", title: "registration.details.title" },
  "/platform/manage/contribute": { audience: "manager", title: "submissionAdmin.list.manageTitle", module: "submission", menu: manage("contribute") },
  // The book of accepted abstracts, linked from the managers' submission list.
  "/platform/manage/contribute/abstract-book": { audience: "manager", title: "abstractBook.title", module: "submission" },
  "/platform/manage/reviewer": { audience: "manager", title: "reviewerAdmin.title", module: "submission", menu: manage("reviewer") },
  "/platform/manage/reviewer/info/[userId]": { audience: "manager", title: "pageTitles.reviewerInfo", module: "submission" },
  "/platform/manage/hotel": { audience: "manager", title: "hotel.manage.title", module: "hotel", menu: manage("hotel") },
  "/platform/manage/order": { audience: "manager", title: "orderAdmin.list.title", module: "payment", menu: manage("order") },
  "/platform/manage/order/[orderId]": { audience: "manager", title: "pageTitles.orderDetail", module: "payment" },
  "/platform/manage/userFeedBack": { audience: "manager", title: "feedback.manage.title", module: "feedback", menu: manage("feedback") },
  "/platform/manage/receipt": { audience: "manager", title: "receipts.manage.title", module: "receipt", menu: manage("receipt") },
  "/platform/config/modules": { audience: "manager", title: "modules.title", menu: config("modulesConfig") },
  "/platform/config/website": { audience: "manager", title: "website.title", menu: config("website") },
  "/platform/config/register": { audience: "manager", title: "registration.config.title", menu: config("register") },
  "/platform/config/fee": { audience: "manager", title: "fees.title", module: "payment", menu: config("fees") },
  "/platform/config/contribute": { audience: "manager", title: "submissionConfig.title", module: "submission", menu: config("submissionConfig") },
  "/platform/config/review": { audience: "manager", title: "reviewConfig.title", module: "submission", menu: config("reviewConfig") },
  "/platform/config/hotel": { audience: "manager", title: "hotel.config.title", module: "hotel", menu: config("hotelConfig") },
  "/platform/config/pay": { audience: "manager", title: "paySettings.title", module: "payment", menu: config("pay") },
  "/platform/config/email": { audience: "manager", title: "mail.title", menu: config("email") },
  "/platform/config/download": { audience: "manager", title: "download.config.title", module: "download", menu: config("downloadConfig") },
  "/platform/config/exterior": { audience: "manager", title: "appearance.currentTitle" },
  "/platform/config/exterior/list": { audience: "manager", title: "appearance.listTitle", menu: config("exterior") },
  "/platform/config/exterior/add": { audience: "manager", title: "appearance.addTitle" },
  "/platform/config/exterior/edit/[id]": { audience: "manager", title: "appearance.editTitle" },
  "/platform/config/page/list": { audience: "manager", title: "sitePages.pages.title", menu: config("pages") },
  "/platform/config/page/add": { audience: "manager", title: "sitePages.pageForm.addTitle" },
  "/platform/config/page/edit/[id]": { audience: "manager", title: "pageTitles.pageEdit" },
  "/platform/config/page/preview/[id]": { audience: "manager", title: "pageTitles.pagePreview" },
  "/platform/config/template/list": { audience: "manager", title: "sitePages.templates.title", menu: config("templates") },
  "/platform/config/template/add": { audience: "manager", title: "sitePages.templateForm.addTitle" },
  "/platform/config/template/edit/[id]": { audience: "manager", title: "pageTitles.templateEdit" },
  "/platform/config/menu": { audience: "manager", title: "menus.title", menu: config("menu") },
  // The review area: reviewers, the chair and the managers.
  "/platform/submissionManage/index": { audience: "reviewer", title: "submissionAdmin.list.reviewTitle", module: "submission", menu: review("reviewManage") },
  "/platform/submissionManage/user": { audience: "reviewer", title: "submissionAdmin.submitters.title", module: "submission", menu: review("submitters") },
  "/platform/submissionManage/contribute/detail": { audience: "reviewer", title: "pageTitles.submitterDetail", module: "submission" },
  "/platform/submissionManage/submission/detail": { audience: "reviewer", title: "pageTitles.submissionDetail", module: "submission" },
  "/platform/submissionManage/reviewList": { audience: "reviewer", title: "reviewOpinion.list.title", module: "submission", menu: review("reviewList") },
  // The chair and the organisers only; the page sends other reviewers to /403.
  "/platform/submissionManage/ranking": {
    audience: "reviewer",
    title: "reviewDecision.ranking.title",
    module: "submission",
    menu: { ...review("ranking"), chair: true },
  },
  "/platform/publish": { audience: "manager", title: "website.publishTitle", menu: { area: "platform", group: "groupPublish", key: "publish" } },
  "/platform/mail-log": { audience: "manager", title: "mail.logTitle" },
  "/platform/[...slug]": { audience: "reviewer", title: "prompt.notFoundTitle" },

  // The platform's administration, on any conference host.
  "/admin": { audience: "admin", title: "admin.title" },
  "/admin/requests": { audience: "admin", title: "admin.nav.requests" },
  "/admin/conferences/new": { audience: "admin", title: "admin.form.title" },
  "/admin/conferences/[id]": { audience: "admin", title: "admin.title" },
} as const satisfies Record<string, PageEntry>;

export type PageRoute = keyof typeof PAGES;
/** Pages whose audience is signed in by definition. */
export type SignedInPageRoute = { [K in PageRoute]: (typeof PAGES)[K]["audience"] extends "public" | "prompt" ? never : K }[PageRoute];

const ROUTES = Object.keys(PAGES) as PageRoute[];
const entry = (route: PageRoute): PageEntry => PAGES[route];

/** A route pattern as a matcher: `[x]` is one segment, `[...x]` one or more. */
function matcher(route: string): RegExp {
  const body = route
    .split("/")
    .filter(Boolean)
    .map((s) => (s.startsWith("[...") ? "(?:/[^/]+)+" : s.startsWith("[") ? "/[^/]+" : `/${s.replace(/[.*+?^${}()|\\]/g, "\\$&")}`))
    .join("");
  return new RegExp(`^${body || "/"}$`);
}

// Next's order: a static segment wins over a dynamic one, which wins over a catch-all; a longer
// catch-all prefix over a shorter one.
const rank = (route: string) => (route.includes("[...") ? 2 : route.includes("[") ? 1 : 0);
const MATCHERS = ROUTES.map((route) => ({ route, re: matcher(route) })).sort((a, b) => rank(a.route) - rank(b.route) || b.route.length - a.route.length);

/** The page that answers `pathname` (a path without query), as Next would pick it. */
export function routeOf(pathname: string): PageRoute | null {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;
  return MATCHERS.find((m) => m.re.test(path))?.route ?? null;
}

export function audienceOf(route: PageRoute): PageAudience {
  return entry(route).audience;
}

export function titleOf(route: PageRoute): string {
  return entry(route).title;
}

/** The module a path's page belongs to, if any. */
export function moduleAt(pathname: string): ModuleName | undefined {
  const route = routeOf(pathname);
  return route ? entry(route).module : undefined;
}

/** Whether `pathname` answers a page of its own (a catch-all standing in for an unknown path does not count). */
export function isPage(pathname: string): boolean {
  const route = routeOf(pathname);
  return !!route && !route.includes("[...");
}

/** The side-menu entries of an area, in the table's order, with their route and module. */
export function menuEntries<A extends PageMenuEntry["area"]>(area: A) {
  return ROUTES.flatMap((href) => {
    const { menu, module } = entry(href);
    return menu?.area === area ? [{ href, module, ...(menu as Extract<PageMenuEntry, { area: A }>) }] : [];
  });
}
