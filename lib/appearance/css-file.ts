import "server-only";
import { randomBytes } from "node:crypto";
import { db } from "@/lib/server/db";
import { ValidationError } from "@/lib/server/errors";
import { fileKey, storage } from "@/lib/server/storage";
import { CssUnreadable, sanitizeAppearanceCss } from "./css";
import { CSS_MAX_BYTES } from "./schemas";

// An appearance's CSS file (SPEC §5: at most 1024 KB). The file is kept as sent (so the
// organiser can fetch it back later and it can be cleaned again by a newer sanitiser); what the site
// serves is the sanitised, scoped copy in Appearance.css. The kept file is never served publicly
// (GET /site-file/ answers images only). Errors name the `file` field.

const PURPOSE = "site:css";

/** UTF-8 text that parses as a stylesheet, or a field error. */
export function readCssText(bytes: Uint8Array): string {
  if (!bytes.byteLength) throw new ValidationError({ file: "site.fileEmpty" });
  if (bytes.byteLength > CSS_MAX_BYTES) throw new ValidationError({ file: "appearance.cssTooLarge" });
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes).replace(/^\ufeff/, "");
  } catch {
    throw new ValidationError({ file: "appearance.cssNotText" });
  }
  // Text, not a binary with a .css name: control characters other than tab and line breaks are refused.
  if (/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text)) throw new ValidationError({ file: "appearance.cssNotText" });
  return text;
}

export function sanitiseOrRefuse(text: string, field = "file") {
  try {
    return sanitizeAppearanceCss(text);
  } catch (e) {
    if (e instanceof CssUnreadable) throw new ValidationError({ [field]: "appearance.cssUnreadable" });
    throw e;
  }
}

export type CssUpload = { storedName: string; name: string; size: number; removed: number };

/** Checks and keeps an uploaded CSS file; answers how many unsafe parts its served copy will lack. */
export async function saveAppearanceCss(conferenceId: number, userId: number, file: { name: string; bytes: Uint8Array }): Promise<CssUpload> {
  const text = readCssText(file.bytes);
  const { removed } = sanitiseOrRefuse(text);
  const storedName = `${randomBytes(16).toString("hex")}.css`;
  const originalName = file.name.replace(/[\\/\u0000-\u001f]/g, "_").slice(-200) || "appearance.css";
  await storage().put(fileKey(conferenceId, storedName), file.bytes);
  await db.upload.create({
    data: { conferenceId, userId, purpose: PURPOSE, originalName, storedName, size: file.bytes.byteLength, mime: "text/css", claimedAt: new Date() },
  });
  return { storedName, name: originalName, size: file.bytes.byteLength, removed };
}

/** The sanitised CSS of a kept file of this conference; a name that is not one is the field's error. */
export async function loadSanitisedCss(conferenceId: number, storedName: string): Promise<string> {
  const row = await db.upload.findUnique({ where: { storedName }, select: { conferenceId: true, purpose: true } });
  const bytes = row?.conferenceId === conferenceId && row.purpose === PURPOSE ? await storage().get(fileKey(conferenceId, storedName)) : null;
  if (!bytes) throw new ValidationError({ cssFile: "appearance.cssInvalid" });
  return sanitiseOrRefuse(readCssText(bytes), "cssFile").css;
}

/** The original name of a kept CSS file (shown in the edit form). */
export async function cssFileName(storedName: string | null): Promise<string | null> {
  if (!storedName) return null;
  const row = await db.upload.findUnique({ where: { storedName }, select: { originalName: true } });
  return row?.originalName ?? null;
}
