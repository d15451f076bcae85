import "server-only";
import { BUILT_IN_HREF, hasLockedTarget } from "@/lib/menus/fixed";
import { MENU_COLUMNS, type MenuRow } from "@/lib/menus/queries";
import { buildTree, type TreeNode } from "@/lib/menus/tree";
import { db } from "@/lib/server/db";
import type { FixedState, PublishedMenu, SiteMenu } from "./top-menu";

type Row = MenuRow & { page: { id: number; key: string | null; published: boolean } | null };

/**
 * Where an item leads, "" when nowhere a visitor may go: a fixed item's built-in screen, its page
 * (by key when it has one, so links stay readable; a draft page leads nowhere yet), or its link.
 */
export function menuHref(m: Pick<Row, "key" | "fixed" | "url" | "page">): string {
  if (hasLockedTarget(m)) return BUILT_IN_HREF[m.key!] ?? "";
  if (m.page) return m.page.published ? `/page/${m.page.key ?? m.page.id}` : "";
  if (m.url) return m.url;
  // Fixed content items (about, schedule, contact) of an older site have no page row yet.
  return m.fixed && m.key ? `/page/${m.key}` : "";
}

function toPublished(n: TreeNode<Row>): PublishedMenu {
  return {
    id: n.id,
    key: n.key,
    titleZh: n.titleZh,
    titleEn: n.titleEn,
    icon: n.icon,
    href: menuHref(n),
    newWindow: n.newWindow,
    children: n.children.map(toPublished),
  };
}

/** The conference's menu for the site (SPEC §3 Menu): the published tree in configured order, and every fixed item's title and state. */
export async function getSiteMenu(conferenceId: number): Promise<SiteMenu> {
  const rows: Row[] = await db.menu.findMany({
    where: { conferenceId },
    select: {
      ...MENU_COLUMNS,
      page: { select: { id: true, key: true, published: true } },
    },
  });
  const fixed: Record<string, FixedState> = {};
  for (const r of rows) if (r.fixed && r.key) fixed[r.key] = { titleZh: r.titleZh, titleEn: r.titleEn, published: r.published };
  // Children of a hidden parent are hidden with it: buildTree drops rows whose parent is missing.
  return { tree: buildTree(rows.filter((r) => r.published)).map(toPublished), fixed };
}
