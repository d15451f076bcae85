import "server-only";
import { randomBytes } from "node:crypto";
import { imageSize } from "image-size";
import { db } from "@/lib/server/db";
import { ValidationError } from "@/lib/server/errors";
import { siteFileUrl, SITE_FILE_NAME, type SiteImageWidth } from "@/lib/server/site-file-url";
import { fileKey, sniffFile, storage } from "@/lib/server/storage";
import { resizeSiteImage } from "./site-image-resize";

// Images of the public site — banner, logo, favicon, appearance thumbnails, pictures in
// pages — and appearance CSS. A manager uploads one; it is typed by content, kept at once (no
// temporary stage: the screen that uploads it saves its name right after) and served publicly by
// GET /site-file/{storedName} under a random, immutable name. SPEC §5/§9 limits per purpose.

const MiB = 1024 * 1024;

export const SITE_FILE_PURPOSES = {
  banner: { maxBytes: 10 * MiB, types: ["png", "jpg", "gif", "webp"] },
  logo: { maxBytes: 10 * MiB, types: ["png", "jpg", "gif", "webp"] },
  favicon: { maxBytes: 1 * MiB, types: ["png", "ico"] },
  thumbnail: { maxBytes: 1 * MiB, types: ["png", "jpg"] },
  pageImage: { maxBytes: 10 * MiB, types: ["png", "jpg", "gif", "webp"] },
} as const;
export type SiteFilePurpose = keyof typeof SITE_FILE_PURPOSES;

export type SiteFile = { storedName: string; url: string; mime: string; size: number; width: number | null; height: number | null };

// ICO is only for favicons, so it lives here rather than in the registration form's table.
const isIco = (b: Uint8Array) => b.length > 6 && b[0] === 0 && b[1] === 0 && b[2] === 1 && b[3] === 0 && b[4] + b[5] > 0;

function typeOf(bytes: Uint8Array, name: string): { ext: string; mime: string } | null {
  if (isIco(bytes)) return { ext: "ico", mime: "image/x-icon" };
  const t = sniffFile(bytes, name);
  return t && ["png", "jpg", "gif", "webp"].includes(t.ext) ? t : null;
}

function dimensions(bytes: Uint8Array): { width: number | null; height: number | null } {
  try {
    const d = imageSize(bytes);
    return { width: d.width ?? null, height: d.height ?? null };
  } catch {
    return { width: null, height: null };
  }
}

/**
 * Checks and keeps one site image. Errors name the `file` field with an i18n key of the "site"
 * namespace (size limit in MB, allowed types).
 */
export async function saveSiteFile(
  conferenceId: number,
  userId: number,
  purpose: SiteFilePurpose,
  file: { name: string; bytes: Uint8Array },
): Promise<SiteFile> {
  const rule = SITE_FILE_PURPOSES[purpose];
  if (!file.bytes.byteLength) throw new ValidationError({ file: "site.fileEmpty" });
  if (file.bytes.byteLength > rule.maxBytes) throw new ValidationError({ file: `site.fileTooLarge?max=${rule.maxBytes / MiB}` });
  const type = typeOf(file.bytes, file.name);
  if (!type || !(rule.types as readonly string[]).includes(type.ext)) {
    throw new ValidationError({ file: `site.fileType?types=${rule.types.join(", ").toUpperCase()}` });
  }
  const { width, height } = dimensions(file.bytes);
  if (type.ext !== "ico" && (!width || !height)) throw new ValidationError({ file: `site.fileType?types=${rule.types.join(", ").toUpperCase()}` });
  const storedName = `${randomBytes(16).toString("hex")}.${type.ext}`;
  const originalName = file.name.replace(/[\\/\u0000-\u001f]/g, "_").slice(-200) || `image.${type.ext}`;
  await storage().put(fileKey(conferenceId, storedName), file.bytes);
  try {
    await db.upload.create({
      data: { conferenceId, userId, purpose: `site:${purpose}`, originalName, storedName, size: file.bytes.byteLength, mime: type.mime, claimedAt: new Date() },
    });
  } catch (e) {
    await storage()
      .delete(fileKey(conferenceId, storedName))
      .catch(() => {});
    throw e;
  }
  return { storedName, url: siteFileUrl(storedName), mime: type.mime, size: file.bytes.byteLength, width, height };
}

/** Where the copy of a site image at width `w` is kept (made once, on its first request). */
const resizedKey = (conferenceId: number, storedName: string, w: SiteImageWidth) => fileKey(conferenceId, `w${w}/${storedName}`);

/** A kept site file of this conference for GET /site-file/{name}, at width `w` when asked, or null. */
export async function readSiteFile(conferenceId: number, storedName: string, w?: SiteImageWidth): Promise<{ bytes: Buffer; mime: string } | null> {
  if (!SITE_FILE_NAME.test(storedName)) return null;
  const row = await db.upload.findUnique({ where: { storedName }, select: { conferenceId: true, purpose: true, mime: true } });
  if (!row || row.conferenceId !== conferenceId || !row.purpose.startsWith("site:")) return null;
  const store = storage();
  if (w) {
    const kept = await store.get(resizedKey(conferenceId, storedName, w));
    if (kept) return { bytes: kept, mime: row.mime };
  }
  const bytes = await store.get(fileKey(conferenceId, storedName));
  if (!bytes || !w) return bytes && { bytes, mime: row.mime };
  const resized = await resizeSiteImage(bytes, storedName.slice(storedName.lastIndexOf(".") + 1), w).catch(() => bytes);
  // Kept even when it is the original (no wider than w): the next request reads one object, resizes nothing.
  await store.put(resizedKey(conferenceId, storedName, w), resized).catch(() => {});
  return { bytes: resized, mime: row.mime };
}
