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

export function looksLikePdf(mime: string, bytes: Uint8Array): boolean {
  return mime === "application/pdf" || Buffer.from(bytes.subarray(0, 1024)).includes("%PDF-");
}
