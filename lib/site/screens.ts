import type { Access } from "@/lib/server/access";
import { routeOf } from "@/lib/pages/registry";
import { decideRoute } from "@/lib/server/route-policy";

// Every menu (top menu, personal-centre and management side menus) asks here before showing an
// entry, so a person is never sent to a path no page answers, nor to one that bounces them away.
// The personal centre and management have catch-alls that answer 404 for a path without a page of
// the page table (lib/pages/registry.ts); every other path is a real page (public routes, content
// pages, files) or answers 404 by itself.
const STAND_INS: ReadonlySet<string> = new Set(["/profile/[...slug]", "/platform/[...slug]"]);

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
  return !STAND_INS.has(routeOf(pathOf(href)) ?? "");
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
