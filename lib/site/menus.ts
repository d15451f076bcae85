import "server-only";
import { BUILT_IN_HREF, hasLockedTarget } from "@/lib/menus/fixed";
import type { MenuRow } from "@/lib/menus/queries";
import { buildTree, type TreeNode } from "@/lib/menus/tree";
import { sql } from "@/lib/server/sql";
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
  // One statement, the page joined, over bare pg (lib/server/sql.ts): on every page of the site,
  // Prisma's own per-call work cost more than the database (docs/performance.md).
  const rows = await sql<Row>(
    `SELECT m.id, m."parentId", m."order", m.key, m.fixed, m."titleZh", m."titleEn", m.icon, m.url, m."newWindow", m.published,
            CASE WHEN p.id IS NULL THEN NULL ELSE json_build_object('id', p.id, 'key', p.key, 'published', p.published) END AS page
       FROM "Menu" m LEFT JOIN "SitePage" p ON p.id = m."pageId"
      WHERE m."conferenceId" = $1`,
    [conferenceId],
  );
  const fixed: Record<string, FixedState> = {};
  for (const r of rows) if (r.fixed && r.key) fixed[r.key] = { titleZh: r.titleZh, titleEn: r.titleEn, published: r.published };
  // Children of a hidden parent are hidden with it: buildTree drops rows whose parent is missing.
  return { tree: buildTree(rows.filter((r) => r.published)).map(toPublished), fixed };
}
