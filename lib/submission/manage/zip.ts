import "server-only";
import { PassThrough, Readable } from "node:stream";
import { ZipArchive } from "archiver";
import { attachment } from "@/lib/server/attachment";
import { db } from "@/lib/server/db";
import { NotFound } from "@/lib/server/errors";
import { fileKey, storage } from "@/lib/server/storage";
import { submissionWhere, type Viewer } from "./queries";
import type { TSubmissionFilters } from "./schemas";

// manage/contribute "download all files": every current file (abstract file, full text) of the
// filtered submissions as one ZIP, streamed by archiver straight into the response. Only the file
// being written is in memory: archiver takes one entry at a time and each entry's bytes are read
// from storage only when archiver asks for them. The sum of the files' sizes goes ahead in a
// header, so the page can show how far the download has got.

/** Header with the total bytes of the files inside (the ZIP adds a little for its directory). */
export const ZIP_FILES_BYTES_HEADER = "x-files-bytes";
export const ZIP_FILES_COUNT_HEADER = "x-files-count";

const KIND_NAME = { ABSTRACT: "abstract", FULL_TEXT: "full-text", ATTACHMENT: "attachment" } as const;

export type ZipEntry = { name: string; storedName: string; size: number; createdAt: Date };

/** "<code>/<kind>-<original name>"; a path separator in a name cannot make a folder of its own. */
export function entryName(code: string, number: number, kind: keyof typeof KIND_NAME, originalName: string): string {
  const clean = (s: string) => s.replace(/[/\\]/g, "_").replace(/^\.+/, "_").trim();
  return `${clean(code) || `#${number}`}/${KIND_NAME[kind]}-${clean(originalName) || "file"}`;
}

/** The current files of the submissions the filters match, in the list's order. */
export async function listZipEntries(conf: { id: number; timeZone: string }, viewer: Viewer, q: Partial<TSubmissionFilters>): Promise<ZipEntry[]> {
  const dir = q.order ?? "desc";
  const subs = await db.submission.findMany({
    where: await submissionWhere(conf, viewer, q),
    orderBy: [{ [q.sort ?? "submittedAt"]: dir }, { id: dir }],
    select: {
      code: true,
      number: true,
      abstractFile: true,
      fullTextFile: true,
      files: { select: { kind: true, storedName: true, originalName: true, size: true, createdAt: true } },
    },
  });
  const used = new Set<string>();
  const out: ZipEntry[] = [];
  for (const s of subs) {
    for (const stored of [s.abstractFile, s.fullTextFile]) {
      const f = stored ? s.files.find((x) => x.storedName === stored) : undefined;
      if (!f) continue;
      let name = entryName(s.code, s.number, f.kind, f.originalName);
      // Two submissions without a code prefix could share "001": the later one gets its number.
      if (used.has(name)) name = entryName(`${s.code}-${s.number}`, s.number, f.kind, f.originalName);
      used.add(name);
      out.push({ name, storedName: f.storedName, size: f.size, createdAt: f.createdAt });
    }
  }
  return out;
}

/** A stream that reads the file from storage only when archiver starts on its entry. */
function lazyFile(conferenceId: number, storedName: string, fail: (e: Error) => void): Readable {
  const stream = Readable.from(
    (async function* () {
      const bytes = await storage().get(fileKey(conferenceId, storedName));
      if (!bytes) throw new Error(`missing ${storedName}`);
      yield bytes;
    })(),
  );
  // archiver does not watch its sources' errors: the whole transfer fails with this one.
  stream.on("error", fail);
  return stream;
}

/** The ZIP response; 404 when the filtered submissions hold no file. */
export async function zipSubmissionFiles(conf: { id: number; timeZone: string }, viewer: Viewer, q: Partial<TSubmissionFilters>): Promise<Response> {
  const entries = await listZipEntries(conf, viewer, q);
  if (!entries.length) throw new NotFound("submissionAdmin.errors.noFiles");
  // Stored, not deflated: PDFs and Word files are compressed already.
  const archive = new ZipArchive({ store: true });
  const out = new PassThrough();
  // A file lost from storage after its row was read: the transfer breaks off rather than lying.
  const fail = (e: Error) => {
    if (out.destroyed) return;
    console.error("[submission zip] aborted:", e.message);
    archive.abort();
    out.destroy(e);
  };
  archive.on("error", fail);
  archive.on("warning", (e) => console.warn("[submission zip]", e.message));
  // The downloader went away: stop reading files for nobody.
  out.on("close", () => archive.abort());
  archive.pipe(out);
  for (const e of entries) archive.append(lazyFile(conf.id, e.storedName, fail), { name: e.name, date: e.createdAt });
  void archive.finalize().catch(() => {}); // failures arrive through "error" above
  const res = attachment("submissions.zip", "application/zip", Readable.toWeb(out) as ReadableStream<Uint8Array>);
  res.headers.set(ZIP_FILES_BYTES_HEADER, String(entries.reduce((n, e) => n + e.size, 0)));
  res.headers.set(ZIP_FILES_COUNT_HEADER, String(entries.length));
  return res;
}
