// Type by content, not by name or the client's Content-Type (DESIGN §3). A small magic-byte table
// for the types a registration form accepts; everything else is refused.

export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024; // SPEC §9 "others 20 MB"

type Kind = { ext: string; mime: string; test: (b: Uint8Array) => boolean };
const starts = (b: Uint8Array, sig: number[], at = 0) => sig.every((x, i) => b[at + i] === x);
const ascii = (b: Uint8Array, s: string, at = 0) =>
  starts(
    b,
    [...s].map((c) => c.charCodeAt(0)),
    at,
  );

const KINDS: Kind[] = [
  { ext: "pdf", mime: "application/pdf", test: (b) => ascii(b, "%PDF-") },
  { ext: "png", mime: "image/png", test: (b) => starts(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { ext: "jpg", mime: "image/jpeg", test: (b) => starts(b, [0xff, 0xd8, 0xff]) },
  { ext: "gif", mime: "image/gif", test: (b) => ascii(b, "GIF87a") || ascii(b, "GIF89a") },
  { ext: "webp", mime: "image/webp", test: (b) => ascii(b, "RIFF") && ascii(b, "WEBP", 8) },
  // Office Open XML and OpenDocument are zip files; the name tells which one (the zip is the check).
  { ext: "zip", mime: "application/zip", test: (b) => starts(b, [0x50, 0x4b, 0x03, 0x04]) },
  // Legacy .doc/.xls/.ppt (OLE compound file).
  { ext: "ole", mime: "application/x-ole-storage", test: (b) => starts(b, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]) },
];

const ZIP_EXT = new Set(["zip", "docx", "xlsx", "pptx", "odt", "ods", "odp"]);
const OLE_EXT = new Set(["doc", "xls", "ppt"]);
const MIME_BY_EXT: Record<string, string> = {
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  doc: "application/msword",
  xls: "application/vnd.ms-excel",
  ppt: "application/vnd.ms-powerpoint",
};

export const ALLOWED_UPLOAD_TYPES = ["pdf", "png", "jpg", "jpeg", "gif", "webp", ...ZIP_EXT, ...OLE_EXT];

/** The file's real type and the extension to store it under, or null when not allowed. */
export function sniffFile(bytes: Uint8Array, originalName: string): { ext: string; mime: string } | null {
  const kind = KINDS.find((k) => k.test(bytes));
  if (!kind) return null;
  const nameExt = (/\.([a-z0-9]{1,8})$/i.exec(originalName)?.[1] ?? "").toLowerCase();
  if (kind.ext === "zip") {
    const ext = ZIP_EXT.has(nameExt) ? nameExt : "zip";
    return { ext, mime: MIME_BY_EXT[ext] ?? kind.mime };
  }
  if (kind.ext === "ole") {
    if (!OLE_EXT.has(nameExt)) return null;
    return { ext: nameExt, mime: MIME_BY_EXT[nameExt] };
  }
  return kind;
}
