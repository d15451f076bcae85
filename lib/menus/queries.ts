import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import { hasLockedTarget } from "./fixed";
import { buildTree, type TreeNode } from "./tree";

// What the config screen (and the manager's gateway list) shows: every item, published or not.

/** The menu columns the config screen and the site (lib/site/menus.ts) both read: one row shape for the two. */
export const MENU_COLUMNS = {
  id: true,
  parentId: true,
  order: true,
  key: true,
  fixed: true,
  titleZh: true,
  titleEn: true,
  icon: true,
  url: true,
  newWindow: true,
  published: true,
} as const satisfies Prisma.MenuSelect;
export type MenuRow = Prisma.MenuGetPayload<{ select: typeof MENU_COLUMNS }>;

export type MenuConfigRow = Omit<MenuRow, "url"> & {
  /** builtIn: a fixed item's screen or action, which cannot be changed */
  target: "page" | "url" | "none" | "builtIn";
  pageId: number | null;
  url: string;
};
export type MenuConfigNode = TreeNode<MenuConfigRow>;

/** A page an item may open: its name, its title (published or working copy), and whether visitors see it. */
export type PageChoice = { id: number; name: string; titleZh: string; titleEn: string; published: boolean };

export async function listMenuRows(conferenceId: number): Promise<MenuConfigRow[]> {
  const rows = await db.menu.findMany({ where: { conferenceId }, orderBy: [{ order: "asc" }, { id: "asc" }], select: { ...MENU_COLUMNS, pageId: true } });
  return rows.map(({ url, ...r }) => ({ ...r, target: hasLockedTarget(r) ? "builtIn" : r.pageId ? "page" : url ? "url" : "none", url: url ?? "" }));
}

export async function listMenuTree(conferenceId: number): Promise<MenuConfigNode[]> {
  return buildTree(await listMenuRows(conferenceId));
}

export async function listPageChoices(conferenceId: number): Promise<PageChoice[]> {
  const pages = await db.sitePage.findMany({
    where: { conferenceId },
    orderBy: [{ name: "asc" }, { id: "asc" }],
    select: { id: true, name: true, titleZh: true, titleEn: true, draftTitleZh: true, draftTitleEn: true, published: true },
  });
  return pages.map((p) => ({
    id: p.id,
    name: p.name,
    titleZh: p.titleZh || p.draftTitleZh,
    titleEn: p.titleEn || p.draftTitleEn,
    published: p.published,
  }));
}

/** The config screen's data: the whole tree (with unpublished items) and the pages to choose from. */
export async function getMenuConfig(conferenceId: number): Promise<{ tree: MenuConfigNode[]; pages: PageChoice[] }> {
  const [tree, pages] = await Promise.all([listMenuTree(conferenceId), listPageChoices(conferenceId)]);
  return { tree, pages };
}
