import type { Access } from "@/lib/server/access";
import { decideRoute } from "@/lib/server/route-policy";

// The personal centre and management get their screens one at a time. Every menu
// (top menu, personal-centre and management side menus) asks here before showing an entry, so a
// person is never sent to a screen that does not exist yet, nor to one that bounces them away.
// A page that lands under /profile or /platform is added here; screens.test.ts compares this list
// with app/**/page.tsx and fails when they disagree.

export const BUILT_SCREENS: ReadonlySet<string> = new Set([
  "/profile/userInfo",
  "/profile/userInfo/Edit",
  "/profile/conferences",
  "/profile/password",
  "/platform",
  "/platform/manage/user",
  "/platform/manage/userDetails",
  "/platform/config/register",
  "/platform/config/email",
  "/platform/config/page/list",
  "/platform/config/page/add",
  "/platform/config/template/list",
  "/platform/config/template/add",
  "/platform/config/exterior",
  "/platform/config/exterior/list",
  "/platform/config/exterior/add",
  "/platform/config/website",
  "/platform/publish",
  "/platform/config/menu",
  "/platform/mail-log",
  // Fees, orders, offline payments, receipts.
  "/profile/conference/fee",
  "/profile/order/list",
  "/platform/manage/order",
  "/platform/manage/receipt",
  "/platform/config/fee",
  "/platform/config/pay",
  // The call for abstracts.
  "/profile/submission",
  "/profile/submission/details",
  "/platform/config/contribute",
  "/platform/config/review",
  "/platform/manage/contribute",
  "/platform/manage/contribute/abstract-book", // linked from the submission list
  "/platform/submissionManage/index",
  "/platform/submissionManage/user",
  "/platform/submissionManage/contribute/detail",
  "/platform/submissionManage/submission/detail",
  "/platform/submissionManage/reviewList",
  // Reviewer management (its info/{id} page is dynamic, so not a menu screen).
  "/platform/manage/reviewer",
  "/platform/submissionManage/ranking",
  // Hotel booking.
  "/profile/hotel/order",
  "/platform/manage/hotel",
  "/platform/config/hotel",
  // The download centre.
  "/profile/download",
  "/platform/config/download",
  // The managers' module switches.
  "/platform/config/modules",
  // Feedback (its details page is reached from the list, not a menu).
  "/profile/feedback",
  "/profile/feedBackDetails",
  "/platform/manage/userFeedBack",
  // Notices.
  "/profile/notice",
]);

// Only these areas have catch-alls that stand in for screens not built yet; every other path is
// either a real page (public routes, content pages) or answers 404 by itself.
const STAGED_AREAS = ["/profile", "/platform"];

export type ScreenFacts = {
  loggedIn: boolean;
  published: boolean;
  attended: boolean;
  manager: boolean;
  reviewer: boolean;
  /** The review chair (the ranked list is theirs and the organisers') */
  chair?: boolean;
  modules: Record<string, boolean>;
  platformAdmin?: boolean; // /admin is offered to platform administrators only
};

export function screenFacts(a: Access): ScreenFacts {
  const c = a.conference;
  return {
    loggedIn: !!a.user,
    published: c.published,
    attended: a.attended,
    manager: a.manager,
    reviewer: a.reviewer,
    chair: a.chair,
    modules: c.modules,
    platformAdmin: a.platformAdmin,
  };
}

function pathOf(href: string): string {
  return href.split(/[?#]/, 1)[0] || "/";
}

function isInternal(href: string): boolean {
  return href.startsWith("/") && !href.startsWith("//");
}

export function isBuilt(href: string): boolean {
  if (!isInternal(href)) return true;
  const path = pathOf(href);
  const staged = STAGED_AREAS.some((a) => path === a || path.startsWith(a + "/"));
  return !staged || BUILT_SCREENS.has(path);
}

/**
 * Whether a menu may offer this link: its module (if any) is on, its screen exists, and the §2
 * route guard would let this person through rather than redirect (e.g. /unpublished, /403).
 */
export function canOffer(href: string, f: ScreenFacts, module?: string): boolean {
  if (module && !f.modules[module]) return false;
  if (!isInternal(href)) return true;
  if (!isBuilt(href)) return false;
  return decideRoute(pathOf(href), "", { loggedIn: f.loggedIn, published: f.published, manager: f.manager, reviewer: f.reviewer }) === null;
}
