import "server-only";
import { db } from "@/lib/server/db";

/** A content page of the conference by numeric id or key (SPEC §2 /page/{pageId}), or null. */
export async function findSitePage(conferenceId: number, idOrKey: string) {
  const id = /^\d{1,9}$/.test(idOrKey) ? Number(idOrKey) : null;
  const page = await db.sitePage.findFirst({ where: { conferenceId, published: true, ...(id ? { id } : { key: idOrKey }) } });
  if (page) return { titleZh: page.titleZh || page.name, titleEn: page.titleEn || page.name };
  // Built-in menu entries (about, schedule, contact) exist before their page is written.
  const menu = id ? null : await db.menu.findFirst({ where: { conferenceId, key: idOrKey, published: true } });
  return menu && { titleZh: menu.titleZh, titleEn: menu.titleEn };
}
