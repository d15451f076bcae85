// SPEC §2 management menu. `reviewer: true` entries are the only ones reviewers see (§2 step 8).
export type PlatformMenuItem = { key: string; href: string; reviewer?: boolean };
export type PlatformMenuGroup = { key: string; items: PlatformMenuItem[] };

export const PLATFORM_MENU: PlatformMenuGroup[] = [
  {
    key: "groupManage",
    items: [
      { key: "user", href: "/platform/manage/user" },
      { key: "contribute", href: "/platform/manage/contribute" },
      { key: "reviewer", href: "/platform/manage/reviewer" },
      { key: "hotel", href: "/platform/manage/hotel" },
      { key: "order", href: "/platform/manage/order" },
      { key: "feedback", href: "/platform/manage/userFeedBack" },
      { key: "receipt", href: "/platform/manage/receipt" },
    ],
  },
  {
    key: "groupConfig",
    items: [
      { key: "website", href: "/platform/config/website" },
      { key: "register", href: "/platform/config/register" },
      { key: "submissionConfig", href: "/platform/config/contribute" },
      { key: "reviewConfig", href: "/platform/config/review" },
      { key: "hotelConfig", href: "/platform/config/hotel" },
      { key: "pay", href: "/platform/config/pay" },
      { key: "email", href: "/platform/config/email" },
      { key: "exterior", href: "/platform/config/exterior/list" },
      { key: "menu", href: "/platform/config/menu" },
    ],
  },
  {
    key: "groupReview",
    items: [
      { key: "reviewManage", href: "/platform/submissionManage/index", reviewer: true },
      { key: "reviewList", href: "/platform/submissionManage/reviewList", reviewer: true },
    ],
  },
  { key: "groupPublish", items: [{ key: "publish", href: "/platform/publish" }] },
];

export function platformMenuFor(manager: boolean): PlatformMenuGroup[] {
  return PLATFORM_MENU.map((g) => ({ ...g, items: g.items.filter((i) => manager || i.reviewer) })).filter((g) => g.items.length);
}

/** Routes of SPEC §2 that exist as management screens (placeholders until their issue lands). */
export const PLATFORM_ROUTES = new Set([
  ...PLATFORM_MENU.flatMap((g) => g.items.map((i) => i.href)),
  "/platform/manage/userDetails",
  "/platform/config/page/list",
  "/platform/config/page/add",
  "/platform/config/template/list",
  "/platform/config/template/add",
  "/platform/config/exterior",
  "/platform/config/exterior/add",
  "/platform/submissionManage/user",
  "/platform/submissionManage/contribute/detail",
  "/platform/submissionManage/submission/detail",
]);

export const PROFILE_MENU: PlatformMenuItem[] = [
  { key: "userInfo", href: "/profile/userInfo" },
  { key: "submission", href: "/profile/submission" },
  { key: "hotel", href: "/profile/hotel/order" },
  { key: "orders", href: "/profile/order/list" },
  { key: "fee", href: "/profile/conference/fee" },
  { key: "feedback", href: "/profile/feedback" },
  { key: "download", href: "/profile/download" },
];

export const PROFILE_ROUTES = new Set([
  ...PROFILE_MENU.map((i) => i.href),
  "/profile/userInfo/Edit",
  "/profile/feedBackDetails",
  "/profile/notice",
  "/profile/submission/details",
  "/profile/password",
]);
