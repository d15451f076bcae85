import "server-only";
import { db } from "@/lib/server/db";
import type { PublishedMenu } from "./top-menu";

type Row = { id: number; parentId: number | null; key: string | null; titleZh: string; titleEn: string; url: string | null; pageId: number | null; newWindow: boolean };

function href(m: Row): string {
  if (m.url) return m.url;
  if (m.pageId) return `/page/${m.pageId}`;
  return m.key === "home" ? "/" : `/page/${m.key ?? m.id}`;
}

function toTree(rows: Row[]): PublishedMenu[] {
  const byParent = new Map<number | null, Row[]>();
  for (const r of rows) byParent.set(r.parentId, [...(byParent.get(r.parentId) ?? []), r]);
  const build = (parentId: number | null): PublishedMenu[] =>
    (byParent.get(parentId) ?? []).map((r) => ({
      id: r.id,
      key: r.key,
      titleZh: r.titleZh,
      titleEn: r.titleEn,
      href: href(r),
      newWindow: r.newWindow,
      children: build(r.id),
    }));
  return build(null);
}

/** The conference's published menus as a tree, in configured order (SPEC §3 Menu). */
export async function getPublishedMenus(conferenceId: number): Promise<PublishedMenu[]> {
  const rows = await db.menu.findMany({
    where: { conferenceId, published: true },
    orderBy: [{ order: "asc" }, { id: "asc" }],
    select: { id: true, parentId: true, key: true, titleZh: true, titleEn: true, url: true, pageId: true, newWindow: true },
  });
  return toTree(rows);
}
