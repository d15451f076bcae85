import type { Locale } from "@/lib/i18n/locale";

// SPEC §2 top menu. Content items come from the conference's published menus; the account
// items depend on logged-in / attended / manager / reviewer status.

export type MenuLink = {
  key: string;
  href: string;
  label?: string; // literal title from the conference's menu configuration
  labelKey?: string; // "shell.*" message key for built-in items
  newWindow?: boolean;
  children?: MenuLink[];
};

export type PublishedMenu = {
  id: number;
  key: string | null; // built-in entries (home, about, …) carry a key
  titleZh: string;
  titleEn: string;
  href: string;
  newWindow: boolean;
  children: PublishedMenu[];
};

export type MenuFacts = {
  loggedIn: boolean;
  attended: boolean;
  manager: boolean;
  reviewer: boolean;
  modules: Record<string, boolean>;
};

function fromPublished(m: PublishedMenu, locale: Locale): MenuLink {
  return {
    key: `menu-${m.id}`,
    href: m.href,
    label: (locale === "en" ? m.titleEn : m.titleZh) || m.titleZh || m.titleEn,
    newWindow: m.newWindow,
    children: m.children.map((c) => fromPublished(c, locale)),
  };
}

export function buildMainMenu(facts: MenuFacts, published: PublishedMenu[], locale: Locale): MenuLink[] {
  const items: MenuLink[] = [{ key: "home", href: "/", labelKey: "home" }];
  // Built-in entries that depend on modules are added below, not taken from the configuration.
  const builtIn = new Set(["home", "submission", "hotel"]);
  items.push(...published.filter((m) => !builtIn.has(m.key ?? "") && m.href !== "/").map((m) => fromPublished(m, locale)));
  if (facts.modules.submission) items.push({ key: "submission", href: "/profile/submission", labelKey: "submission" });
  if (facts.modules.hotel) items.push({ key: "hotel", href: "/profile/hotel/order", labelKey: "hotel" });
  return items;
}

export function buildAccountMenu(facts: MenuFacts): MenuLink[] {
  if (!facts.loggedIn) {
    return [
      { key: "login", href: "/conferencelogin", labelKey: "login" },
      { key: "signUp", href: "/userRegister", labelKey: "signUp" },
    ];
  }
  const items: MenuLink[] = [];
  if (facts.attended) items.push({ key: "profile", href: "/profile/userInfo", labelKey: "profile" });
  else if (facts.modules.register) items.push({ key: "attend", href: "/conferenceRegister", labelKey: "attend" });
  items.push({ key: "myConference", href: "/profile/conferences", labelKey: "myConference" });
  if (facts.manager) items.push({ key: "management", href: "/platform", labelKey: "management" });
  else if (facts.reviewer) items.push({ key: "management", href: "/platform/submissionManage/index", labelKey: "management" });
  items.push({ key: "changePassword", href: "/profile/password", labelKey: "changePassword" });
  return items;
}
