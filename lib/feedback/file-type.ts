import { zipEntryNames } from "./zip-entries";

// SPEC §5 "only text or document files": the type of a feedback attachment, told by its content
// (DESIGN §3), never by the name or the browser's Content-Type alone. The name only chooses among
// what the content allows (a text file may be .txt, .md or .csv; an OLE file must be a .doc with a
// Word stream). Office Open XML and OpenDocument are checked down to their ZIP structure, so a
// renamed image, executable or plain ZIP is refused. Pure: unit-testable, used by the service.

export type FeedbackFileType = { ext: string; mime: string };

const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
const ODT = "application/vnd.oasis.opendocument.text";
const TEXT_EXT: Record<string, string> = { txt: "text/plain", md: "text/markdown", csv: "text/csv" };

/** The extensions the form's file picker offers (the server decides by content). */
export const FEEDBACK_FILE_ACCEPT = ".txt,.md,.csv,.pdf,.doc,.docx,.odt,.rtf";

const ascii = (b: Uint8Array, s: string, at = 0) => b.byteLength >= at + s.length && [...s].every((c, i) => b[at + i] === c.charCodeAt(0));
const starts = (b: Uint8Array, sig: number[]) => sig.every((x, i) => b[i] === x);
const extOf = (name: string) => (/\.([a-z0-9]{1,8})$/i.exec(name)?.[1] ?? "").toLowerCase();

/** Plain text in any ASCII-compatible encoding (UTF-8, GB18030…): no NUL and no control bytes but whitespace. */
function isPlainText(b: Uint8Array): boolean {
  for (const x of b) if (x < 0x20 && x !== 0x09 && x !== 0x0a && x !== 0x0d && x !== 0x0c) return false;
  return b.byteLength > 0;
}

/** "WordDocument" as UTF-16LE: the stream every Word 97–2003 file has in its OLE directory. */
const WORD_STREAM = Uint8Array.from([..."WordDocument"].flatMap((c) => [c.charCodeAt(0), 0]));
function hasWordStream(b: Uint8Array): boolean {
  outer: for (let i = 0; i + WORD_STREAM.length <= b.byteLength; i++) {
    for (let j = 0; j < WORD_STREAM.length; j++) if (b[i + j] !== WORD_STREAM[j]) continue outer;
    return true;
  }
  return false;
}

export function feedbackFileType(bytes: Uint8Array, name: string): FeedbackFileType | null {
  const ext = extOf(name);
  if (ascii(bytes, "%PDF-")) return { ext: "pdf", mime: "application/pdf" };
  if (ascii(bytes, "{\\rtf")) return { ext: "rtf", mime: "application/rtf" };
  if (starts(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return hasWordStream(bytes) ? { ext: "doc", mime: "application/msword" } : null;
  if (starts(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    // OpenDocument: an uncompressed "mimetype" entry first, holding the document's type.
    if (ascii(bytes, "mimetype", 30) && ascii(bytes, ODT, 38)) return { ext: "odt", mime: ODT };
    const names = zipEntryNames(bytes);
    if (names?.includes("[Content_Types].xml") && names.includes("word/document.xml")) return { ext: "docx", mime: DOCX };
    return null;
  }
  if (isPlainText(bytes)) {
    const textExt = ext === "" ? "txt" : ext;
    return TEXT_EXT[textExt] ? { ext: textExt, mime: TEXT_EXT[textExt] } : null;
  }
  return null;
}
