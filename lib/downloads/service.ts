import "server-only";
import { randomBytes } from "node:crypto";
import { db } from "@/lib/server/db";
import { NotFound, ValidationError } from "@/lib/server/errors";
import { fileKey, sniffFile, storage } from "@/lib/server/storage";
import { DOWNLOAD_MAX_BYTES, TITLE_MAX, type TDownloadSave } from "./schemas";
import { managerDownloadList, toManagerView, type DownloadManagerView } from "./queries";

// The manager's side of the download centre. An upload is typed by content (the table of
// lib/server/storage/sniff.ts: PDF, Office documents, images, zip), kept at once under a random
// name and recorded as an unpublished file titled after its name; the manager then titles it,
// chooses who sees it, orders and publishes it. Deleting a file removes its stored object too.

const MiB = 1024 * 1024;
const DOWNLOAD_TYPES = new Set(["pdf", "doc", "docx", "xls", "xlsx", "ppt", "pptx", "odt", "ods", "odp", "png", "jpg", "gif", "webp", "zip"]);

/** A name safe to show and to send back in Content-Disposition: no path, no control characters. */
export function cleanName(name: string, ext: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const clean = base
    .replace(/[\u0000-\u001f\u007f"]/g, "_")
    .trim()
    .slice(-200);
  return clean || `file.${ext}`;
}

/** The starting title: the file's name without its extension. */
const titleOf = (name: string) => name.replace(/\.[a-z0-9]{1,8}$/i, "").slice(0, TITLE_MAX) || name.slice(0, TITLE_MAX);

export async function uploadDownloadFile(conferenceId: number, userId: number, file: { name: string; bytes: Uint8Array }): Promise<DownloadManagerView> {
  if (!file.bytes.byteLength) throw new ValidationError({ file: "download.errors.empty" });
  if (file.bytes.byteLength > DOWNLOAD_MAX_BYTES) throw new ValidationError({ file: `download.errors.tooLarge?max=${DOWNLOAD_MAX_BYTES / MiB}` });
  const type = sniffFile(file.bytes, file.name);
  if (!type || !DOWNLOAD_TYPES.has(type.ext)) throw new ValidationError({ file: "download.errors.type" });
  const storedName = `${randomBytes(16).toString("hex")}.${type.ext}`;
  const originalName = cleanName(file.name, type.ext);
  await storage().put(fileKey(conferenceId, storedName), file.bytes);
  try {
    // New files go last; the manager reorders them afterwards.
    const last = await db.downloadFile.aggregate({ where: { conferenceId }, _max: { order: true } });
    const title = titleOf(originalName);
    const row = await db.downloadFile.create({
      data: {
        conferenceId,
        uploadedById: userId,
        titleZh: title,
        titleEn: title,
        storedName,
        originalName,
        size: file.bytes.byteLength,
        mime: type.mime,
        order: Math.min(9999, (last._max.order ?? -1) + 1),
      },
    });
    return toManagerView(row);
  } catch (e) {
    await storage()
      .delete(fileKey(conferenceId, storedName))
      .catch(() => {});
    throw e;
  }
}

/** One file of this conference, or 404 (another conference's id is simply unknown here). */
async function own(conferenceId: number, id: number) {
  const row = await db.downloadFile.findFirst({ where: { id, conferenceId } });
  if (!row) throw new NotFound();
  return row;
}

export async function saveDownloadFile(conferenceId: number, input: TDownloadSave): Promise<DownloadManagerView> {
  await own(conferenceId, input.id);
  const { id, ...data } = input;
  return toManagerView(await db.downloadFile.update({ where: { id }, data }));
}

export async function publishDownloadFile(conferenceId: number, id: number, published: boolean): Promise<DownloadManagerView> {
  await own(conferenceId, id);
  return toManagerView(await db.downloadFile.update({ where: { id }, data: { published } }));
}

/** Row first, then the object: a failed removal leaves an orphan object, never a row without bytes. */
export async function deleteDownloadFile(conferenceId: number, id: number): Promise<void> {
  const row = await own(conferenceId, id);
  await db.downloadFile.delete({ where: { id: row.id } });
  await storage()
    .delete(fileKey(conferenceId, row.storedName))
    .catch(() => {});
}

/** Sets `order` to each id's position; all ids must be this conference's → the list in its new order. */
export async function reorderDownloadFiles(conferenceId: number, ids: number[]): Promise<DownloadManagerView[]> {
  const unique = [...new Set(ids)];
  const found = await db.downloadFile.count({ where: { conferenceId, id: { in: unique } } });
  if (found !== unique.length) throw new NotFound();
  await db.$transaction(unique.map((id, i) => db.downloadFile.update({ where: { id }, data: { order: Math.min(i, 9999) } })));
  return managerDownloadList(conferenceId);
}
