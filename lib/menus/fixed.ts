// SPEC §2 "Top menu" fixed items (lib/site/default-site.ts FIXED_MENU): organisers may rename and
// hide them but not delete them. Items that open a built-in screen or an action keep their target;
// account items live in the account menu, so they stay at the top level. No server-only: the
// config screen uses the same rules to disable what the server would refuse.

/** Items of the account menu (the person's name button / the drawer's lower list). */
export const ACCOUNT_KEYS: ReadonlySet<string> = new Set(["profile", "myConference", "management", "exit", "changePassword"]);

/** Fixed items whose target is a built-in screen, a module or an action: it cannot be changed. */
export const LOCKED_TARGET_KEYS: ReadonlySet<string> = new Set([
  "home",
  "submission",
  "hotel",
  "profile",
  "myConference",
  "management",
  "exit",
  "changePassword",
]);

/**
 * Always shown (renamable only): hiding "exit" would leave people unable to sign out, hiding
 * "management" would lock the organisers out of their own menu.
 */
export const ALWAYS_SHOWN_KEYS: ReadonlySet<string> = new Set(["exit", "management"]);

/** The module a fixed item belongs to: shown only while the module is on. */
export const MODULE_OF_KEY: Readonly<Record<string, string>> = { submission: "submission", hotel: "hotel" };

/** The built-in screen a locked item opens (exit is an action and has none). */
export const BUILT_IN_HREF: Readonly<Record<string, string>> = {
  home: "/",
  submission: "/profile/submission",
  hotel: "/profile/hotel/order",
  profile: "/profile/userInfo",
  myConference: "/profile/conferences",
  management: "/platform",
  changePassword: "/profile/password",
};

type Keyed = { key: string | null; fixed: boolean };

export const isAccountItem = (m: Keyed) => !!m.key && ACCOUNT_KEYS.has(m.key);
export const hasLockedTarget = (m: Keyed) => m.fixed && !!m.key && LOCKED_TARGET_KEYS.has(m.key);
export const canHide = (m: Keyed) => !(m.fixed && m.key && ALWAYS_SHOWN_KEYS.has(m.key));
export const canDelete = (m: Keyed) => !m.fixed;
