import "server-only";
import { db } from "@/lib/server/db";
import { parseTemplateContent, type TemplateElement } from "./template-model";
import { parsePageRef, pickDefaultPage } from "./render/select";

// The published pages visitors see (SPEC §2 "/" and "/page/{pageId}"). Only the
// published columns are read — drafts (draft*) never reach a visitor — and every query carries the
// conference resolved from the host, so another conference's page id is simply not found.

export type VisitorPage = {
  id: number | null; // null: a built-in menu entry whose page is not written yet
  key: string | null;
  titleZh: string;
  titleEn: string;
  contentZh: string; // sanitised when saved; sanitised again when rendered
  contentEn: string;
  elements: TemplateElement[];
};

const PAGE_SELECT = {
  id: true,
  key: true,
  name: true,
  titleZh: true,
  titleEn: true,
  contentZh: true,
  contentEn: true,
  isDefaultPc: true,
  isDefaultMobile: true,
  mobilePageId: true,
  template: { select: { conferenceId: true, content: true } },
} as const;

type PageRow = NonNullable<Awaited<ReturnType<typeof findRow>>>;

function findRow(conferenceId: number, where: { id: number } | { key: string }) {
  return db.sitePage.findFirst({ where: { conferenceId, published: true, ...where }, select: PAGE_SELECT });
}

/** The template a page is shown in: its own, else the conference's default for the device. */
async function elementsOf(conferenceId: number, row: PageRow, mobile: boolean): Promise<TemplateElement[]> {
  if (row.template && row.template.conferenceId === conferenceId) return parseTemplateContent(row.template.content).elements;
  const fallback = await db.siteTemplate.findFirst({
    where: { conferenceId, ...(mobile ? { isDefaultMobile: true } : { isDefaultPc: true }) },
    select: { content: true },
  });
  return parseTemplateContent(fallback?.content).elements;
}

async function toVisitorPage(conferenceId: number, row: PageRow, mobile: boolean): Promise<VisitorPage> {
  return {
    id: row.id,
    key: row.key,
    titleZh: row.titleZh || row.name,
    titleEn: row.titleEn || row.name,
    contentZh: row.contentZh,
    contentEn: row.contentEn,
    elements: await elementsOf(conferenceId, row, mobile),
  };
}

/** A mobile visitor gets the page's mobile counterpart when it has a published one. */
async function forDevice(conferenceId: number, row: PageRow, mobile: boolean): Promise<PageRow> {
  if (!mobile || !row.mobilePageId || row.mobilePageId === row.id) return row;
  return (await findRow(conferenceId, { id: row.mobilePageId })) ?? row;
}

/** "/": the published default page for the device (PC default, then the "home" page, as fallbacks). */
export async function findDefaultSitePage(conferenceId: number, mobile: boolean): Promise<VisitorPage | null> {
  const rows = await db.sitePage.findMany({
    where: { conferenceId, published: true, OR: [{ isDefaultPc: true }, { isDefaultMobile: true }, { key: "home" }] },
    select: PAGE_SELECT,
    orderBy: { id: "asc" },
  });
  const row = pickDefaultPage(rows, mobile);
  if (!row) return null;
  // The default mobile page is already the mobile one; a PC page may name its mobile counterpart.
  const device = mobile && !row.isDefaultMobile ? await forDevice(conferenceId, row, mobile) : row;
  return toVisitorPage(conferenceId, device, mobile);
}

/** "/page/{pageId}": a published page of this conference by id or key, or null (→ 404). */
export async function findPublishedSitePage(conferenceId: number, idOrKey: string, mobile: boolean): Promise<VisitorPage | null> {
  const ref = parsePageRef(idOrKey);
  if (!ref) return null;
  const row = await findRow(conferenceId, ref);
  if (row) return toVisitorPage(conferenceId, await forDevice(conferenceId, row, mobile), mobile);
  if (!("key" in ref)) return null;
  // Built-in menu entries (about, schedule, contact) exist before their page is written.
  const menu = await db.menu.findFirst({ where: { conferenceId, key: ref.key, published: true, fixed: true }, select: { titleZh: true, titleEn: true } });
  return menu && { id: null, key: ref.key, ...menu, contentZh: "", contentEn: "", elements: [{ kind: "content", show: "always" }] };
}

/** The uploaded banner's stored name (website settings), if any. */
export async function findBannerFile(conferenceId: number): Promise<string | null> {
  const row = await db.websiteConfig.findUnique({ where: { conferenceId }, select: { bannerFile: true } });
  return row?.bannerFile ?? null;
}
