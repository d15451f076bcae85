import "server-only";
import { PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef, PDFStream } from "pdf-lib";

// Under blind review a PDF's own metadata would name its author: word processors fill the Info
// dictionary (Author, Creator, Producer, Title…) and the XMP packet from the writer's account and
// the file's name. A reviewer's copy is rewritten without them; the stored upload is untouched
// (the authors and managers get it as sent). A PDF that cannot be rewritten (encrypted, or too
// damaged to parse) is served as it is — it still opens, and the authors were asked to strip it.

const METADATA = PDFName.of("Metadata");
const TYPE = PDFName.of("Type");

function dictOf(obj: unknown): PDFDict | null {
  if (obj instanceof PDFDict) return obj;
  if (obj instanceof PDFStream || obj instanceof PDFRawStream) return obj.dict;
  return null;
}

/** The PDF without its Info dictionary and without any XMP metadata stream, pages and content unchanged. */
export async function withoutAuthorMetadata(bytes: Uint8Array): Promise<Uint8Array> {
  try {
    return await rewrite(bytes);
  } catch (e) {
    console.warn(`[review] a PDF could not be rewritten for blind review, served as uploaded: ${e instanceof Error ? e.name : "error"}`);
    return bytes;
  }
}

async function rewrite(bytes: Uint8Array): Promise<Uint8Array> {
  // updateMetadata: false — pdf-lib would otherwise write its own Producer and dates.
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const { context } = doc;
  const info = context.trailerInfo.Info;
  if (info instanceof PDFRef) context.delete(info);
  context.trailerInfo.Info = undefined;
  for (const [ref, obj] of context.enumerateIndirectObjects()) {
    const dict = dictOf(obj);
    if (!dict) continue;
    // XMP packets (the catalog's, and any a page or image carries) and the keys that point at them.
    if ((obj instanceof PDFStream || obj instanceof PDFRawStream) && dict.get(TYPE) === METADATA) context.delete(ref);
    else dict.delete(METADATA);
  }
  if (doc.getPageCount() === 0) throw new Error("no pages"); // parsed leniently from something that is not a PDF
  return doc.save({ useObjectStreams: false, updateFieldAppearances: false });
}

// Rewriting is not cheap: pdf-lib parses every object, so a large paper costs seconds of CPU and
// more memory than its size. Each reviewer's copy is made once per process and kept
// (bounded), the copies of one file are shared by the downloads asking at the same moment, and
// only one rewrite runs at a time, so a burst of large downloads cannot pile up parsed PDFs.
// Stored files never change under their name, so a copy stays right for as long as it is kept.
const COPIES_MAX_BYTES = 64 * 1024 * 1024;
const copies = new Map<string, { copy: Promise<Uint8Array>; size: number }>();
let copiesBytes = 0;
let rewriting: Promise<unknown> = Promise.resolve();

/** withoutAuthorMetadata for the stored file `key` (its storage key), made once and kept while it fits. */
export function reviewerCopyOf(key: string, bytes: Uint8Array): Promise<Uint8Array> {
  const kept = copies.get(key);
  if (kept) {
    copies.delete(key); // most recently used last: the oldest is dropped first
    copies.set(key, kept);
    return kept.copy;
  }
  const copy = rewriting.then(() => withoutAuthorMetadata(bytes)); // never rejects
  rewriting = copy;
  copies.set(key, { copy, size: bytes.byteLength });
  copiesBytes += bytes.byteLength;
  for (const [k, v] of copies) {
    if (copiesBytes <= COPIES_MAX_BYTES || k === key) break;
    copies.delete(k);
    copiesBytes -= v.size;
  }
  return copy;
}

export function looksLikePdf(mime: string, bytes: Uint8Array): boolean {
  return mime === "application/pdf" || Buffer.from(bytes.subarray(0, 1024)).includes("%PDF-");
}
