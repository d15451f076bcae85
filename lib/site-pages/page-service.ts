import "server-only";
import { db } from "@/lib/server/db";
import { Conflict, NotFound } from "@/lib/server/errors";
import { sanitizePageHtml } from "@/lib/validation/page-html";
import { parseTemplateContent } from "@/lib/site/template-model";
import { onSiteContentChanged } from "./events";
import { checkAppearance, clearOtherDefaults, checkMobilePage, checkTemplate, keepDefaults, lockSiteRows, type TDefaults, type Tx } from "./references";
import type { TListQuery, TPageInput } from "./schemas";
import { cleanElements } from "./template-service";

// SPEC §3 Page: content pages of config/page/*. Saving writes the working copy (draft*);
// visitors see title*/content*, which only publishing changes. Every stored HTML is sanitised here,
// and every answer is sanitised again (rows may have arrived by another road).

export type PageStatus = "published" | "changes" | "draft" | "hidden";

export type PageRow = {
  id: number;
  key: string | null;
  name: string;
  titleZh: string;
  titleEn: string;
  type: string;
  isDefaultPc: boolean;
  isDefaultMobile: boolean;
  published: boolean;
  hasDraft: boolean;
  status: PageStatus;
  updatedAt: Date;
};

export type PageDetail = TPageInput & { id: number; key: string | null; published: boolean; hasDraft: boolean; publishedAt: Date | null; status: PageStatus };

type StatusFacts = { published: boolean; hasDraft: boolean; publishedAt: Date | null };

/** published: as saved; changes: published, with saved edits not yet published; draft: never published; hidden: unpublished. */
export function pageStatus(p: StatusFacts): PageStatus {
  if (p.published) return p.hasDraft ? "changes" : "published";
  return p.publishedAt ? "hidden" : "draft";
}

async function findOwn(tx: Tx, conferenceId: number, id: number) {
  const page = await tx.sitePage.findFirst({ where: { id, conferenceId } });
  if (!page) throw new NotFound("sitePages.errors.pageNotFound"); // another conference's id too
  return page;
}

export async function listPages(conferenceId: number, q: TListQuery): Promise<{ rows: PageRow[]; total: number }> {
  const [rows, total] = await Promise.all([
    db.sitePage.findMany({
      where: { conferenceId },
      orderBy: { id: "asc" }, // the built-in pages first, as the site's own order
      skip: (q.page - 1) * q.size,
      take: q.size,
    }),
    db.sitePage.count({ where: { conferenceId } }),
  ]);
  return {
    total,
    rows: rows.map((p) => ({
      id: p.id,
      key: p.key,
      name: p.name,
      titleZh: p.draftTitleZh || p.titleZh,
      titleEn: p.draftTitleEn || p.titleEn,
      type: p.type,
      isDefaultPc: p.isDefaultPc,
      isDefaultMobile: p.isDefaultMobile,
      published: p.published,
      hasDraft: p.hasDraft,
      status: pageStatus(p),
      updatedAt: p.updatedAt,
    })),
  };
}

function toDetail(p: Awaited<ReturnType<typeof findOwn>>): PageDetail {
  return {
    id: p.id,
    key: p.key,
    name: p.name,
    appearanceId: p.appearanceId,
    templateId: p.templateId,
    type: p.type === "home" ? "home" : "content",
    isDefaultPc: p.isDefaultPc,
    isDefaultMobile: p.isDefaultMobile,
    mobilePageId: p.mobilePageId,
    titleZh: p.draftTitleZh,
    titleEn: p.draftTitleEn,
    contentZh: sanitizePageHtml(p.draftContentZh),
    contentEn: sanitizePageHtml(p.draftContentEn),
    published: p.published,
    hasDraft: p.hasDraft,
    publishedAt: p.publishedAt,
    status: pageStatus(p),
  };
}

/** The page as its editor shows it: the working copy. */
export async function getPage(conferenceId: number, id: number): Promise<PageDetail> {
  return toDetail(await findOwn(db, conferenceId, id));
}

/** What the selects of the page form offer: this conference's appearances, templates and pages. */
export async function pageFormOptions(conferenceId: number) {
  const [appearances, templates, pages] = await Promise.all([
    db.appearance.findMany({ where: { conferenceId }, select: { id: true, name: true, isActive: true }, orderBy: { id: "asc" } }),
    db.siteTemplate.findMany({ where: { conferenceId }, select: { id: true, name: true, device: true }, orderBy: { id: "asc" } }),
    db.sitePage.findMany({ where: { conferenceId }, select: { id: true, name: true }, orderBy: { id: "asc" } }),
  ]);
  return { appearances, templates, pages };
}

/** Taking a default flag clears it on this conference's other pages (callers hold the lock). */
function clearDefaults(tx: Tx, conferenceId: number, id: number, input: TDefaults) {
  return clearOtherDefaults(input, (flag) => tx.sitePage.updateMany({ where: { conferenceId, id: { not: id }, [flag]: true }, data: { [flag]: false } }));
}

function draftData(input: TPageInput) {
  return {
    name: input.name,
    appearanceId: input.appearanceId,
    templateId: input.templateId,
    type: input.type,
    isDefaultPc: input.isDefaultPc,
    isDefaultMobile: input.isDefaultMobile,
    mobilePageId: input.mobilePageId,
    draftTitleZh: input.titleZh,
    draftTitleEn: input.titleEn,
    draftContentZh: sanitizePageHtml(input.contentZh),
    draftContentEn: sanitizePageHtml(input.contentEn),
  };
}

async function write<T>(conferenceId: number, work: (tx: Tx) => Promise<T>): Promise<T> {
  const result = await db.$transaction(async (tx) => {
    await lockSiteRows(tx, "pages", conferenceId);
    return work(tx);
  });
  onSiteContentChanged(conferenceId);
  return result;
}

/** A new page: its working copy saved, not yet visible to visitors. */
export async function createPage(conferenceId: number, input: TPageInput): Promise<PageDetail> {
  return write(conferenceId, async (tx) => {
    await checkAppearance(tx, conferenceId, input.appearanceId);
    await checkTemplate(tx, conferenceId, input.templateId);
    await checkMobilePage(tx, conferenceId, input.mobilePageId, null);
    const created = await tx.sitePage.create({ data: { conferenceId, ...draftData(input), hasDraft: true } });
    await clearDefaults(tx, conferenceId, created.id, input);
    return toDetail(created);
  });
}

/** Saves the working copy; what visitors see changes only on publish. */
export async function updatePage(conferenceId: number, id: number, input: TPageInput): Promise<PageDetail> {
  return write(conferenceId, async (tx) => {
    const existing = await findOwn(tx, conferenceId, id);
    keepDefaults(existing, input);
    await checkAppearance(tx, conferenceId, input.appearanceId);
    await checkTemplate(tx, conferenceId, input.templateId);
    await checkMobilePage(tx, conferenceId, input.mobilePageId, id);
    const data = draftData(input);
    const same =
      existing.publishedAt !== null &&
      data.draftTitleZh === existing.titleZh &&
      data.draftTitleEn === existing.titleEn &&
      data.draftContentZh === existing.contentZh &&
      data.draftContentEn === existing.contentEn;
    await clearDefaults(tx, conferenceId, id, input);
    return toDetail(await tx.sitePage.update({ where: { id }, data: { ...data, hasDraft: !same } }));
  });
}

/** Copies the working copy to what visitors see and shows the page. */
export async function publishPage(conferenceId: number, id: number): Promise<PageDetail> {
  return write(conferenceId, async (tx) => {
    const p = await findOwn(tx, conferenceId, id);
    const updated = await tx.sitePage.update({
      where: { id },
      data: {
        titleZh: p.draftTitleZh,
        titleEn: p.draftTitleEn,
        contentZh: sanitizePageHtml(p.draftContentZh),
        contentEn: sanitizePageHtml(p.draftContentEn),
        published: true,
        publishedAt: new Date(),
        hasDraft: false,
      },
    });
    return toDetail(updated);
  });
}

/** Hides the page from visitors; its content and working copy stay. */
export async function unpublishPage(conferenceId: number, id: number): Promise<PageDetail> {
  return write(conferenceId, async (tx) => {
    await findOwn(tx, conferenceId, id);
    return toDetail(await tx.sitePage.update({ where: { id }, data: { published: false } }));
  });
}

/** SPEC §5: the built-in home page, a default page and a page a menu opens cannot be deleted. */
export async function deletePage(conferenceId: number, id: number): Promise<void> {
  await write(conferenceId, async (tx) => {
    // The menus' own lock: no menu item can be pointed at the page between the check and the delete.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('menus'), ${conferenceId}::int)`;
    const p = await findOwn(tx, conferenceId, id);
    if (p.key === "home") throw new Conflict("sitePages.errors.homeUndeletable");
    if (p.isDefaultPc || p.isDefaultMobile) throw new Conflict("sitePages.errors.defaultPageUndeletable");
    const menus = await tx.menu.findMany({ where: { conferenceId, pageId: id }, select: { titleZh: true, titleEn: true }, take: 5 });
    if (menus.length) throw new Conflict("sitePages.errors.pageInMenu", { menus: menus.map((m) => m.titleZh || m.titleEn).join(", ") });
    await tx.sitePage.delete({ where: { id } });
  });
}

/** GET /conference/page/{id}: a published page as visitors see it, in `lang` (else the other language). */
export async function getPublishedPage(conferenceId: number, id: number, lang: "zh" | "en") {
  const p = await db.sitePage.findFirst({ where: { id, conferenceId, published: true } });
  if (!p) throw new NotFound("sitePages.errors.pageNotFound");
  const [first, second] = lang === "en" ? (["En", "Zh"] as const) : (["Zh", "En"] as const);
  return {
    id: p.id,
    name: p.name,
    type: p.type,
    title: p[`title${first}`] || p[`title${second}`] || p.name,
    content: sanitizePageHtml(p[`content${first}`] || p[`content${second}`]),
    publishedAt: p.publishedAt,
  };
}

/**
 * The working copy for its managers (config/page/preview), in the shape the visitors' renderer
 * takes: the page's template, else the conference's default for the device.
 */
export async function getPagePreview(conferenceId: number, id: number, mobile: boolean) {
  const p = await findOwn(db, conferenceId, id);
  const own = p.templateId ? await db.siteTemplate.findFirst({ where: { id: p.templateId, conferenceId }, select: { content: true } }) : null;
  const fallback = own
    ? null
    : await db.siteTemplate.findFirst({ where: { conferenceId, ...(mobile ? { isDefaultMobile: true } : { isDefaultPc: true }) }, select: { content: true } });
  return {
    id: p.id,
    key: p.key,
    home: p.type === "home",
    titleZh: p.draftTitleZh || p.name,
    titleEn: p.draftTitleEn || p.name,
    contentZh: sanitizePageHtml(p.draftContentZh),
    contentEn: sanitizePageHtml(p.draftContentEn),
    elements: cleanElements(parseTemplateContent((own ?? fallback)?.content).elements),
  };
}
