import type { Locale } from "@/lib/i18n/locale";
import { pickLocale } from "@/lib/i18n/pick";
import { ACCOUNT_KEYS, canHide, MODULE_OF_KEY } from "@/lib/menus/fixed";
import { canOffer, type ScreenFacts } from "./screens";

// SPEC §2 top menu, from the conference's menu configuration (SPEC §3 Menu): configured titles in
// the reader's language, order and dropdown children; a hidden item is left out. The account
// items depend on logged-in / attended / manager / reviewer status and take their configured
// titles too. Every entry passes canOffer (no link to a screen not built yet,
// nor one that bounces to /unpublished); module items (submission, hotel) need their module on.

export type MenuLink = {
  key: string;
  /** "" for a parent that only opens its children */
  href: string;
  label?: string; // literal title from the conference's menu configuration
  labelKey?: string; // "shell.*" message key for built-in items
  newWindow?: boolean;
  icon?: string;
  children?: MenuLink[];
};

export type PublishedMenu = {
  id: number;
  key: string | null; // fixed entries (home, about, …) carry a key
  titleZh: string;
  titleEn: string;
  icon: string;
  href: string; // "" = leads nowhere of its own (a parent, an action, a draft page)
  newWindow: boolean;
  children: PublishedMenu[];
};

export type FixedState = { titleZh: string; titleEn: string; published: boolean };

/** The published tree, plus each fixed item's title and whether it is shown (hidden ones are absent from the tree). */
export type SiteMenu = { tree: PublishedMenu[]; fixed: Partial<Record<string, FixedState>> };

export type MenuFacts = ScreenFacts;

function toLink(m: PublishedMenu, f: MenuFacts, locale: Locale): MenuLink | null {
  if (m.key && ACCOUNT_KEYS.has(m.key)) return null; // the account menu's
  const children = m.children.map((c) => toLink(c, f, locale)).filter((c): c is MenuLink => !!c);
  const own = !!m.href && canOffer(m.href, f, m.key ? MODULE_OF_KEY[m.key] : undefined);
  // A parent whose children all went away stays only with a link of its own.
  if (!own && !children.length) return null;
  return {
    key: m.key ?? `menu-${m.id}`,
    href: own ? m.href : "",
    label: pickLocale(locale, m.titleZh, m.titleEn),
    newWindow: m.newWindow,
    icon: m.icon || undefined,
    children: children.length ? children : undefined,
  };
}

/** The content menu. A site without rows for home, submission or hotel (never configured) gets the built-in ones. */
export function buildMainMenu(facts: MenuFacts, menu: SiteMenu, locale: Locale): MenuLink[] {
  const items = menu.tree.map((m) => toLink(m, facts, locale)).filter((m): m is MenuLink => !!m);
  const builtIn = (key: string, href: string, module?: string): MenuLink[] =>
    !menu.fixed[key] && canOffer(href, facts, module) ? [{ key, href, labelKey: key }] : [];
  return [
    ...builtIn("home", "/"),
    ...items,
    ...builtIn("submission", "/profile/submission", "submission"),
    ...builtIn("hotel", "/profile/hotel/order", "hotel"),
  ];
}

/** A fixed account item with its configured title, or null when the organisers hid it. */
function fixedItem(menu: SiteMenu | undefined, locale: Locale, key: string, href: string): MenuLink | null {
  const s = menu?.fixed[key];
  if (!s) return { key, href, labelKey: key };
  if (!s.published && canHide({ key, fixed: true })) return null;
  return { key, href, label: pickLocale(locale, s.titleZh, s.titleEn) };
}

/** The configured title of a fixed item (e.g. exit, which is an action, not a link), or null for the built-in one. */
export function fixedTitle(menu: SiteMenu, key: string, locale: Locale): string | null {
  const s = menu.fixed[key];
  return s ? pickLocale(locale, s.titleZh, s.titleEn) || null : null;
}

/** Sign-in links for visitors; for a signed-in person the items of the account menu (exit apart). */
export function buildAccountMenu(facts: MenuFacts, menu?: SiteMenu, locale: Locale = "zh"): MenuLink[] {
  const items: (MenuLink | null)[] = [];
  const fixed = (key: string, href: string) => items.push(fixedItem(menu, locale, key, href));
  if (!facts.loggedIn) {
    items.push({ key: "login", href: "/conferencelogin", labelKey: "login" }, { key: "signUp", href: "/userRegister", labelKey: "signUp" });
  } else {
    if (facts.attended) fixed("profile", "/profile/userInfo");
    else if (facts.modules.register) items.push({ key: "attend", href: "/conferenceRegister", labelKey: "attend" });
    fixed("myConference", "/profile/conferences");
    if (facts.manager) fixed("management", "/platform");
    else if (facts.reviewer) fixed("management", "/platform/submissionManage/index");
    if (facts.platformAdmin) items.push({ key: "platformAdmin", href: "/admin", labelKey: "platformAdmin" });
    fixed("changePassword", "/profile/password");
  }
  return items.filter((m): m is MenuLink => !!m && canOffer(m.href, facts));
}
