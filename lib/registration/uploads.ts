import "server-only";
import { randomBytes } from "node:crypto";
import { db } from "@/lib/server/db";
import { NotFound, ValidationError } from "@/lib/server/errors";
import { fileKey, MAX_UPLOAD_BYTES, sniffFile, storage, tempKey } from "@/lib/server/storage";

// §7 temp/upload and download/files. A temporary upload belongs to one person and conference; saving
// the registration claims it and moves it to permanent storage (moveFiles, lib/registration/service).

export const TEMP_PREFIX_LENGTH = 5; // SPEC §7: stored name = response data minus its first 5 characters

export async function createTempUpload(conferenceId: number, userId: number, file: { name: string; bytes: Uint8Array }) {
  if (!file.bytes.byteLength) throw new ValidationError({ file: "registration.uploadEmpty" });
  if (file.bytes.byteLength > MAX_UPLOAD_BYTES) throw new ValidationError({ file: `registration.uploadTooLarge?max=${MAX_UPLOAD_BYTES / 1024 / 1024}` });
  const type = sniffFile(file.bytes, file.name);
  if (!type) throw new ValidationError({ file: "registration.uploadType" });
  const storedName = `${randomBytes(16).toString("hex")}.${type.ext}`;
  const originalName = file.name.replace(/[\\/\u0000-\u001f]/g, "_").slice(-200) || `file.${type.ext}`;
  await storage().put(tempKey(storedName), file.bytes);
  await db.upload.create({ data: { conferenceId, userId, purpose: "register", originalName, storedName, size: file.bytes.byteLength, mime: type.mime } });
  return { data: `${randomBytes(4).toString("hex").slice(0, TEMP_PREFIX_LENGTH)}${storedName}`, storedName, name: originalName, size: file.bytes.byteLength };
}

/** A kept file of a registration: the owner's own, or any of the conference's for a manager. */
export async function readAttendeeFile(conferenceId: number, storedName: string, who: { userId: number; manager: boolean }) {
  const f = await db.attendeeFile.findFirst({ where: { conferenceId, storedName, ...(who.manager ? {} : { attendee: { userId: who.userId } }) } });
  if (!f) throw new NotFound();
  const bytes = await storage().get(fileKey(conferenceId, f.storedName));
  if (!bytes) throw new NotFound();
  return { bytes, name: f.originalName, mime: f.mime };
}

/** §7 download/files {name, field}[] — the caller's files of those fields (name = stored name). */
export async function listAttendeeFiles(conferenceId: number, userId: number, wanted: { name: string; field: string }[]) {
  const rows = await db.attendeeFile.findMany({
    where: { conferenceId, attendee: { userId }, OR: wanted.map((w) => ({ field: w.field, storedName: w.name })) },
    select: { field: true, originalName: true, storedName: true, size: true, mime: true },
  });
  return rows.map((r) => ({ ...r, url: `/api/conference/conferenceUser/file?name=${r.storedName}` }));
}
