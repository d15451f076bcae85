import "server-only";
import { db } from "@/lib/server/db";
import { Conflict, NotFound } from "@/lib/server/errors";
import { sanitizePageHtml } from "@/lib/validation/page-html";
import { parseTemplateContent, type TemplateContent } from "@/lib/site/template-model";
import { onSiteContentChanged } from "./events";
import { checkAppearance, clearOtherDefaults, keepDefaults, lockSiteRows, type TDefaults, type Tx } from "./references";
import type { TListQuery, TTemplateInput } from "./schemas";

// SPEC §2 config/template/*: page templates — an ordered list of elements, each shown to
// some visitors only (lib/site/template-model.ts). The html elements' rich text is sanitised on
// save and in every answer. SPEC §5: a default template, or one pages use, cannot be removed.

export type TemplateRow = {
  id: number;
  name: string;
  device: string;
  appearanceName: string | null;
  isDefaultPc: boolean;
  isDefaultMobile: boolean;
  elementCount: number;
  pageCount: number;
  updatedAt: Date;
};

export type TemplateDetail = TTemplateInput & { id: number; pageCount: number };

/** Keeps the html of "html" elements only, sanitised; other kinds carry no text. */
export function cleanElements(elements: TTemplateInput["elements"]): TemplateContent["elements"] {
  return elements.map((e) =>
    e.kind === "html" ? { kind: e.kind, show: e.show, htmlZh: sanitizePageHtml(e.htmlZh), htmlEn: sanitizePageHtml(e.htmlEn) } : { kind: e.kind, show: e.show },
  );
}

async function findOwn(tx: Tx, conferenceId: number, id: number) {
  const t = await tx.siteTemplate.findFirst({ where: { id, conferenceId }, include: { _count: { select: { pages: true } } } });
  if (!t) throw new NotFound("sitePages.errors.templateNotFound"); // another conference's id too
  return t;
}

function toDetail(t: Awaited<ReturnType<typeof findOwn>>): TemplateDetail {
  return {
    id: t.id,
    name: t.name,
    appearanceId: t.appearanceId,
    device: t.device === "mobile" ? "mobile" : "pc",
    isDefaultPc: t.isDefaultPc,
    isDefaultMobile: t.isDefaultMobile,
    elements: cleanElements(parseTemplateContent(t.content).elements),
    pageCount: t._count.pages,
  };
}

export async function listTemplates(conferenceId: number, q: TListQuery): Promise<{ rows: TemplateRow[]; total: number }> {
  const [rows, total] = await Promise.all([
    db.siteTemplate.findMany({
      where: { conferenceId },
      include: { appearance: { select: { name: true } }, _count: { select: { pages: true } } },
      orderBy: { id: "asc" },
      skip: (q.page - 1) * q.size,
      take: q.size,
    }),
    db.siteTemplate.count({ where: { conferenceId } }),
  ]);
  return {
    total,
    rows: rows.map((t) => ({
      id: t.id,
      name: t.name,
      device: t.device,
      appearanceName: t.appearance?.name ?? null,
      isDefaultPc: t.isDefaultPc,
      isDefaultMobile: t.isDefaultMobile,
      elementCount: parseTemplateContent(t.content).elements.length,
      pageCount: t._count.pages,
      updatedAt: t.updatedAt,
    })),
  };
}

export async function getTemplate(conferenceId: number, id: number): Promise<TemplateDetail> {
  return toDetail(await findOwn(db, conferenceId, id));
}

export async function templateFormOptions(conferenceId: number) {
  const appearances = await db.appearance.findMany({ where: { conferenceId }, select: { id: true, name: true, isActive: true }, orderBy: { id: "asc" } });
  return { appearances };
}

async function write<T>(conferenceId: number, work: (tx: Tx) => Promise<T>): Promise<T> {
  const result = await db.$transaction(async (tx) => {
    await lockSiteRows(tx, "templates", conferenceId);
    return work(tx);
  });
  onSiteContentChanged(conferenceId);
  return result;
}

/** Taking a default flag clears it on this conference's other templates (callers hold the lock). */
function clearDefaults(tx: Tx, conferenceId: number, id: number, input: TDefaults) {
  return clearOtherDefaults(input, (flag) => tx.siteTemplate.updateMany({ where: { conferenceId, id: { not: id }, [flag]: true }, data: { [flag]: false } }));
}

function data(input: TTemplateInput) {
  return {
    name: input.name,
    appearanceId: input.appearanceId,
    device: input.device,
    isDefaultPc: input.isDefaultPc,
    isDefaultMobile: input.isDefaultMobile,
    content: { elements: cleanElements(input.elements) },
  };
}

export async function createTemplate(conferenceId: number, input: TTemplateInput): Promise<TemplateDetail> {
  return write(conferenceId, async (tx) => {
    await checkAppearance(tx, conferenceId, input.appearanceId);
    const created = await tx.siteTemplate.create({ data: { conferenceId, ...data(input) } });
    await clearDefaults(tx, conferenceId, created.id, input);
    return toDetail(await findOwn(tx, conferenceId, created.id));
  });
}

export async function updateTemplate(conferenceId: number, id: number, input: TTemplateInput): Promise<TemplateDetail> {
  return write(conferenceId, async (tx) => {
    const existing = await findOwn(tx, conferenceId, id);
    keepDefaults(existing, input);
    await checkAppearance(tx, conferenceId, input.appearanceId);
    await clearDefaults(tx, conferenceId, id, input);
    await tx.siteTemplate.update({ where: { id }, data: data(input) });
    return toDetail(await findOwn(tx, conferenceId, id));
  });
}

/** SPEC §5 "Default template … in use cannot be removed". */
export async function deleteTemplate(conferenceId: number, id: number): Promise<void> {
  await write(conferenceId, async (tx) => {
    // The pages' lock too: no page can take this template between the check and the delete.
    await lockSiteRows(tx, "pages", conferenceId);
    const t = await findOwn(tx, conferenceId, id);
    if (t.isDefaultPc || t.isDefaultMobile) throw new Conflict("sitePages.errors.defaultTemplateUndeletable");
    if (t._count.pages) throw new Conflict("sitePages.errors.templateInUse", { count: t._count.pages });
    await tx.siteTemplate.delete({ where: { id } });
  });
}
