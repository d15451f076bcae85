import { moduleOn, type ModuleName } from "@/lib/modules/catalogue";
import { canOffer, type ScreenFacts } from "./screens";

// SPEC §2 management and personal-centre menus. `reviewer: true` entries are the only ones
// reviewers see (§2 step 8), of which `chair: true` ones only the review chair (and managers);
// `module` names the conference module an entry belongs to (lib/modules/catalogue.ts; the
// managers switch them on /platform/config/modules). Entries
// are shown only when canOffer agrees (never a link to a screen not built yet).
export type PlatformMenuItem = { key: string; href: string; reviewer?: boolean; chair?: boolean; module?: ModuleName };
export type PlatformMenuGroup = { key: string; items: PlatformMenuItem[] };

export const PLATFORM_MENU: PlatformMenuGroup[] = [
  {
    key: "groupManage",
    items: [
      { key: "user", href: "/platform/manage/user" },
      { key: "contribute", href: "/platform/manage/contribute", module: "submission" },
      { key: "reviewer", href: "/platform/manage/reviewer", module: "submission" },
      { key: "hotel", href: "/platform/manage/hotel", module: "hotel" },
      { key: "order", href: "/platform/manage/order", module: "payment" },
      { key: "feedback", href: "/platform/manage/userFeedBack", module: "feedback" },
      { key: "receipt", href: "/platform/manage/receipt", module: "receipt" },
    ],
  },
  {
    key: "groupConfig",
    items: [
      { key: "modulesConfig", href: "/platform/config/modules" },
      { key: "website", href: "/platform/config/website" },
      { key: "register", href: "/platform/config/register" },
      { key: "fees", href: "/platform/config/fee", module: "payment" },
      { key: "submissionConfig", href: "/platform/config/contribute", module: "submission" },
      { key: "reviewConfig", href: "/platform/config/review", module: "submission" },
      { key: "hotelConfig", href: "/platform/config/hotel", module: "hotel" },
      { key: "pay", href: "/platform/config/pay", module: "payment" },
      { key: "email", href: "/platform/config/email" },
      { key: "downloadConfig", href: "/platform/config/download", module: "download" },
      { key: "exterior", href: "/platform/config/exterior/list" },
      { key: "pages", href: "/platform/config/page/list" },
      { key: "templates", href: "/platform/config/template/list" },
      { key: "menu", href: "/platform/config/menu" },
    ],
  },
  {
    key: "groupReview",
    items: [
      { key: "reviewManage", href: "/platform/submissionManage/index", reviewer: true, module: "submission" },
      { key: "submitters", href: "/platform/submissionManage/user", reviewer: true, module: "submission" },
      { key: "reviewList", href: "/platform/submissionManage/reviewList", reviewer: true, module: "submission" },
      { key: "ranking", href: "/platform/submissionManage/ranking", reviewer: true, chair: true, module: "submission" },
    ],
  },
  { key: "groupPublish", items: [{ key: "publish", href: "/platform/publish" }] },
];

export const PROFILE_MENU: PlatformMenuItem[] = [
  { key: "userInfo", href: "/profile/userInfo" },
  { key: "submission", href: "/profile/submission", module: "submission" },
  { key: "hotel", href: "/profile/hotel/order", module: "hotel" },
  { key: "orders", href: "/profile/order/list", module: "payment" },
  { key: "fee", href: "/profile/conference/fee", module: "payment" },
  { key: "feedback", href: "/profile/feedback", module: "feedback" },
  { key: "notice", href: "/profile/notice" },
  { key: "download", href: "/profile/download", module: "download" },
];

/** The management menu this person may use: reviewers only the review area (chairs their entries too), managers all of it. */
export function platformMenuFor(f: ScreenFacts): PlatformMenuGroup[] {
  return PLATFORM_MENU.map((g) => ({
    ...g,
    items: g.items.filter((i) => (f.manager || (i.reviewer && (!i.chair || f.chair))) && canOffer(i.href, f, i.module)),
  })).filter((g) => g.items.length);
}

export function profileMenuFor(f: ScreenFacts): PlatformMenuItem[] {
  return PROFILE_MENU.filter((i) => canOffer(i.href, f, i.module));
}

/**
 * The management areas of the modules that are switched off (an entry's href, less a trailing
 * /index or /list, covers the pages under it): their entries leave the menu, but a manager who
 * opens one of their pages still works there, and is told that participants do not see it.
 */
export function offModuleAreas(modules: Record<string, boolean>): { area: string; module: ModuleName }[] {
  return PLATFORM_MENU.flatMap((g) => g.items)
    .filter((i): i is PlatformMenuItem & { module: ModuleName } => !!i.module && !moduleOn(modules, i.module))
    .map((i) => ({ area: i.href.replace(/\/(index|list)$/, ""), module: i.module }));
}

/** The switched-off module whose area `path` lies in (see offModuleAreas), if any. */
export function offModuleAt(areas: { area: string; module: ModuleName }[], path: string): ModuleName | undefined {
  return areas.find((a) => path === a.area || path.startsWith(`${a.area}/`))?.module;
}
