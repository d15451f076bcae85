import "server-only";
import { Readable } from "node:stream";
import { ZipFile } from "yazl";
import { db } from "@/lib/server/db";
import { NotFound, ValidationError } from "@/lib/server/errors";
import { fileKey, storage } from "@/lib/server/storage";
import { attachment } from "@/lib/server/attachment";

// §7 download/files: the caller's own kept files of a list of {name, field} — one file as itself, several
// as a ZIP streamed one file at a time (only the file being written is in memory). Bounded so one call
// cannot tie up the server: at most MAX_DOWNLOAD_FILES files and MAX_DOWNLOAD_BYTES together.

const MiB = 1024 * 1024;
export const MAX_DOWNLOAD_FILES = 50;
export const MAX_DOWNLOAD_BYTES = 500 * MiB;

type Kept = { field: string; originalName: string; storedName: string; size: number; mime: string; createdAt: Date };

/** The caller's files among `wanted` (name = stored name), in the order asked; others are not theirs. */
export async function findOwnFiles(conferenceId: number, userId: number, wanted: { name: string; field: string }[]): Promise<Kept[]> {
  const rows = await db.attendeeFile.findMany({
    where: { conferenceId, attendee: { userId }, OR: wanted.map((w) => ({ field: w.field, storedName: w.name })) },
    select: { field: true, originalName: true, storedName: true, size: true, mime: true, createdAt: true },
  });
  const order = new Map(wanted.map((w, i) => [w.name, i]));
  return rows.sort((a, b) => (order.get(a.storedName) ?? 0) - (order.get(b.storedName) ?? 0));
}

/** "a.pdf", "a.pdf" → "a.pdf", "a (2).pdf": names inside one ZIP must differ. */
export function uniqueNames(names: string[]): string[] {
  const used = new Set<string>();
  return names.map((n) => {
    let name = n;
    const dot = n.lastIndexOf(".");
    const [stem, ext] = dot > 0 ? [n.slice(0, dot), n.slice(dot)] : [n, ""];
    for (let i = 2; used.has(name.toLowerCase()); i++) name = `${stem} (${i})${ext}`;
    used.add(name.toLowerCase());
    return name;
  });
}

async function zipResponse(files: Kept[], conferenceId: number): Promise<Response> {
  const zip = new ZipFile();
  const out = zip.outputStream as Readable;
  // A file lost from storage after its row was read: the transfer breaks off rather than lying.
  zip.on("error", (e: Error) => {
    console.error("[download/files] ZIP aborted:", e.message);
    out.destroy(e);
  });
  uniqueNames(files.map((f) => f.originalName)).forEach((name, i) => {
    const f = files[i];
    // Stored uncompressed: uploads are images and PDFs, already compressed; sizes known → a Content-Length.
    zip.addReadStreamLazy(name, { compress: false, size: f.size, mtime: f.createdAt }, (cb) => {
      storage()
        .get(fileKey(conferenceId, f.storedName))
        .then(
          (bytes) => (bytes ? cb(null, Readable.from([Buffer.from(bytes)])) : cb(new Error(`missing ${f.storedName}`), null as never)),
          (e) => cb(e, null as never),
        );
    });
  });
  const total = await new Promise<number>((resolve) => zip.end(undefined, ((size: number) => resolve(size)) as () => void));
  const res = attachment("files.zip", "application/zip", Readable.toWeb(out) as ReadableStream<Uint8Array>);
  if (total >= 0) res.headers.set("content-length", String(total));
  return res;
}

/** The answer of download/files: 404 when none is the caller's, 400 past the size bound. */
export async function downloadOwnFiles(conferenceId: number, userId: number, wanted: { name: string; field: string }[]): Promise<Response> {
  const files = await findOwnFiles(conferenceId, userId, wanted);
  if (!files.length) throw new NotFound("errors.filesNotFound");
  const bytes = files.reduce((sum, f) => sum + f.size, 0);
  if (bytes > MAX_DOWNLOAD_BYTES) throw new ValidationError({ files: `errors.downloadTooLarge?max=${MAX_DOWNLOAD_BYTES / MiB}` });
  if (files.length > 1) return zipResponse(files, conferenceId);
  const one = await storage().get(fileKey(conferenceId, files[0].storedName));
  if (!one) throw new NotFound("errors.filesNotFound");
  return attachment(files[0].originalName, files[0].mime, one);
}
