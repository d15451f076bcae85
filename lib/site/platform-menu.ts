import { moduleOn, type ModuleName } from "@/lib/server/modules";
import { menuEntries, moduleAt, type PlatformMenuGroupKey } from "@/lib/pages/registry";
import { canOffer, type ScreenFacts } from "./screens";

// The management and personal-centre side menus, read off the page table (lib/pages/registry.ts):
// its rows with a `menu` entry, in the table's order. `reviewer` entries are the only ones
// reviewers see, of which `chair` ones only the review chair (and managers); an entry whose page
// belongs to a module shows while that module is on. Entries are shown only when canOffer agrees.
export type PlatformMenuItem = { key: string; href: string; reviewer?: boolean; chair?: boolean; module?: ModuleName };
export type PlatformMenuGroup = { key: PlatformMenuGroupKey; items: PlatformMenuItem[] };

const GROUPS: PlatformMenuGroupKey[] = ["groupManage", "groupConfig", "groupReview", "groupPublish"];

export const PLATFORM_MENU: PlatformMenuGroup[] = GROUPS.map((key) => ({
  key,
  items: menuEntries("platform")
    .filter((e) => e.group === key)
    .map((e) => ({ key: e.key, href: e.href, module: e.module, reviewer: !!e.reviewer, chair: !!e.chair })),
}));

export const PROFILE_MENU: PlatformMenuItem[] = menuEntries("profile").map(({ key, href, module }) => ({ key, href, module }));

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
 * The switched-off module whose page `path` is, if any: its menu entries are gone, but a manager
 * who opens one of its pages still works there, and is told that participants do not see it.
 */
export function offModuleAt(modules: Record<string, boolean>, path: string): ModuleName | undefined {
  const owner = moduleAt(path);
  return owner && !moduleOn(modules, owner) ? owner : undefined;
}
