import "server-only";
import { db } from "@/lib/server/db";
import { Conflict, NotFound, ValidationError } from "@/lib/server/errors";
import { siteFileUrl } from "@/lib/server/site-file-url";
import { onAppearanceChanged } from "./active";
import { cssFileName, loadSanitisedCss } from "./css-file";
import { APPEARANCES_MAX, type TAppearanceInput } from "./schemas";

// SPEC §2 config/exterior/*: a conference's appearances. Always scoped to the host's
// conference; an id of another conference is "not found". Exactly one is active: activation takes
// the conference's appearance lock, so concurrent activations serialise (DESIGN §3).

export type AppearanceRow = {
  id: number;
  name: string;
  builtIn: "classic" | "modern" | null;
  thumbnail: string;
  thumbnailUrl: string | null;
  cssFile: string;
  cssFileName: string | null;
  hasCss: boolean;
  templates: number[];
  isActive: boolean;
  inUse: boolean;
};

type Row = { id: number; name: string; builtIn: string | null; thumbnail: string; cssFile: string | null; css: string; templates: unknown; isActive: boolean };

const templateIds = (raw: unknown): number[] => (Array.isArray(raw) ? raw.filter((n): n is number => Number.isInteger(n)) : []);

function toRow(a: Row, used: Set<number>, fileName: string | null = null): AppearanceRow {
  return {
    id: a.id,
    name: a.name,
    builtIn: a.builtIn === "classic" || a.builtIn === "modern" ? a.builtIn : null,
    thumbnail: a.thumbnail,
    thumbnailUrl: a.thumbnail ? siteFileUrl(a.thumbnail) : null,
    cssFile: a.cssFile ?? "",
    cssFileName: fileName,
    hasCss: !!a.css,
    templates: templateIds(a.templates),
    isActive: a.isActive,
    inUse: a.isActive || used.has(a.id),
  };
}

/** Appearances referenced by a template or a page (SPEC §5: those cannot be deleted). */
async function usedIds(conferenceId: number): Promise<Set<number>> {
  const where = { conferenceId, appearanceId: { not: null } };
  const [t, p] = await Promise.all([
    db.siteTemplate.findMany({ where, select: { appearanceId: true }, distinct: ["appearanceId"] }),
    db.sitePage.findMany({ where, select: { appearanceId: true }, distinct: ["appearanceId"] }),
  ]);
  return new Set([...t, ...p].map((r) => r.appearanceId!));
}

/** The built-in ones first, then the organiser's, oldest first. */
export async function listAppearances(conferenceId: number): Promise<AppearanceRow[]> {
  const [rows, used] = await Promise.all([db.appearance.findMany({ where: { conferenceId }, orderBy: [{ id: "asc" }] }), usedIds(conferenceId)]);
  return rows.map((r) => toRow(r, used)).sort((a, b) => Number(!a.builtIn) - Number(!b.builtIn));
}

export async function getAppearance(conferenceId: number, id: number): Promise<AppearanceRow> {
  const row = await db.appearance.findFirst({ where: { id, conferenceId } });
  if (!row) throw new NotFound("appearance.notFound");
  return toRow(row, await usedIds(conferenceId), await cssFileName(row.cssFile));
}

/** The active appearance (config/exterior), or null when none is (should not happen). */
export async function findActiveAppearance(conferenceId: number): Promise<AppearanceRow | null> {
  const row = await db.appearance.findFirst({ where: { conferenceId, isActive: true } });
  return row && toRow(row, new Set(), await cssFileName(row.cssFile));
}

/** The conference's templates an appearance may offer (the form's choices). */
export async function listTemplateChoices(conferenceId: number): Promise<{ id: number; name: string; device: string }[]> {
  return db.siteTemplate.findMany({ where: { conferenceId }, select: { id: true, name: true, device: true }, orderBy: { id: "asc" }, take: 200 });
}

async function checkTemplates(conferenceId: number, ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (!unique.length) return [];
  const found = await db.siteTemplate.count({ where: { conferenceId, id: { in: unique } } });
  if (found !== unique.length) throw new ValidationError({ templates: "appearance.templateUnknown" });
  return unique;
}

async function checkThumbnail(conferenceId: number, storedName: string): Promise<void> {
  const row = storedName ? await db.upload.findUnique({ where: { storedName }, select: { conferenceId: true, purpose: true } }) : null;
  if (row?.conferenceId !== conferenceId || row.purpose !== "site:thumbnail") throw new ValidationError({ thumbnail: "appearance.thumbnailRequired" });
}

/** Creates (no id) or updates an appearance. A built-in one keeps its look; its name, thumbnail and templates may change. */
export async function saveAppearance(conferenceId: number, input: TAppearanceInput): Promise<AppearanceRow> {
  const existing = input.id ? await db.appearance.findFirst({ where: { id: input.id, conferenceId } }) : null;
  if (input.id && !existing) throw new NotFound("appearance.notFound");
  const builtIn = !!existing?.builtIn;
  if (!builtIn || input.thumbnail) await checkThumbnail(conferenceId, input.thumbnail);
  if (builtIn && input.cssFile) throw new ValidationError({ cssFile: "appearance.builtInCss" });
  const templates = await checkTemplates(conferenceId, input.templates);
  // The kept file is cleaned again on every save, so a newer sanitiser applies to older uploads.
  const css = input.cssFile ? await loadSanitisedCss(conferenceId, input.cssFile) : "";
  const data = { name: input.name, thumbnail: input.thumbnail, cssFile: input.cssFile || null, css, templates };
  const saved = await db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('appearance'), ${conferenceId}::int)`;
    if (existing) return tx.appearance.update({ where: { id: existing.id }, data });
    if ((await tx.appearance.count({ where: { conferenceId } })) >= APPEARANCES_MAX) throw new Conflict("appearance.tooMany", { max: APPEARANCES_MAX });
    return tx.appearance.create({ data: { conferenceId, ...data } });
  });
  onAppearanceChanged(conferenceId);
  return toRow(saved, await usedIds(conferenceId));
}

/** Makes one appearance the active one and every other inactive, in one transaction. */
export async function activateAppearance(conferenceId: number, id: number): Promise<void> {
  await db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('appearance'), ${conferenceId}::int)`;
    const row = await tx.appearance.findFirst({ where: { id, conferenceId }, select: { id: true } });
    if (!row) throw new NotFound("appearance.notFound");
    await tx.appearance.updateMany({ where: { conferenceId, isActive: true, id: { not: id } }, data: { isActive: false } });
    await tx.appearance.update({ where: { id }, data: { isActive: true } });
  });
  onAppearanceChanged(conferenceId);
}

/** SPEC §5: an appearance in use (active, or chosen by a template or page) cannot be deleted; nor a built-in one. */
export async function deleteAppearance(conferenceId: number, id: number): Promise<void> {
  const deleting = db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('appearance'), ${conferenceId}::int)`;
    const row = await tx.appearance.findFirst({ where: { id, conferenceId }, select: { id: true, builtIn: true, isActive: true } });
    if (!row) throw new NotFound("appearance.notFound");
    if (row.builtIn) throw new Conflict("appearance.builtInDelete");
    const refs = (await tx.siteTemplate.count({ where: { appearanceId: id } })) + (await tx.sitePage.count({ where: { appearanceId: id } }));
    if (row.isActive || refs) throw new Conflict("appearance.inUseError");
    await tx.appearance.delete({ where: { id } });
  });
  // A template or page chosen for it meanwhile (another screen, no lock of ours): the foreign key refuses.
  await deleting.catch((e: { code?: string }) => {
    throw e?.code === "P2003" ? new Conflict("appearance.inUseError") : e;
  });
  onAppearanceChanged(conferenceId);
}
