import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { createTempUpload, type UploadKind, type UploadOwner } from "@/lib/registration/uploads";
import { db } from "@/lib/server/db";
import { ValidationError } from "@/lib/server/errors";
import { fileKey, storage, tempKey } from "@/lib/server/storage";
import type { TSubmissionFileRef } from "../schemas";

// The abstract file and the full text of a submission: PDF or Word, checked by content
// (lib/server/storage/sniff.ts), ≤ 20 MB, stored under a name the server generates. A form uploads
// each file at once (temporary, purpose "submission") and saving the submission claims it.

const DOCUMENT_EXTS = new Set(["pdf", "doc", "docx"]);
export const SUBMISSION_UPLOAD: UploadKind = { purpose: "submission", accept: (ext) => DOCUMENT_EXTS.has(ext), typeError: "submission.form.fileType" };

export function uploadSubmissionFile(conferenceId: number, userId: number, file: { name: string; bytes: Uint8Array }, ip: string) {
  const owner: UploadOwner = { userId };
  return createTempUpload(conferenceId, owner, file, ip, SUBMISSION_UPLOAD);
}

export type FileSlot = "abstractFile" | "fullTextFile";
export const FILE_KIND: Record<FileSlot, "ABSTRACT" | "FULL_TEXT"> = { abstractFile: "ABSTRACT", fullTextFile: "FULL_TEXT" };

/** A file the save will store: one the submission already has (kept), or a temporary upload to claim. */
export type ResolvedFile =
  | { slot: FileSlot; kept: true; storedName: string }
  | { slot: FileSlot; kept: false; uploadId: number; storedName: string; originalName: string; size: number; mime: string };

/** Checks each named file is the submission's own or the author's unclaimed submission upload. */
export async function resolveFiles(
  conferenceId: number,
  userId: number,
  submissionId: number | null,
  refs: Record<FileSlot, TSubmissionFileRef | null>,
): Promise<ResolvedFile[]> {
  const out: ResolvedFile[] = [];
  const errors: Record<string, string> = {};
  for (const slot of Object.keys(refs) as FileSlot[]) {
    const ref = refs[slot];
    if (!ref) continue;
    if (submissionId) {
      const own = await db.submissionFile.findFirst({ where: { conferenceId, submissionId, storedName: ref.storedName }, select: { id: true } });
      if (own) {
        out.push({ slot, kept: true, storedName: ref.storedName });
        continue;
      }
    }
    const up = await db.upload.findFirst({ where: { conferenceId, userId, storedName: ref.storedName, purpose: "submission", claimedAt: null } });
    if (!up) errors[slot] = "registration.uploadMissing";
    else out.push({ slot, kept: false, uploadId: up.id, storedName: up.storedName, originalName: up.originalName, size: up.size, mime: up.mime });
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return out;
}

/** Copies new files to their kept place before the transaction (a rollback leaves the upload usable). */
export async function copyNewFiles(conferenceId: number, files: ResolvedFile[]) {
  for (const f of files) if (!f.kept) await storage().copy(tempKey(f.storedName), fileKey(conferenceId, f.storedName));
}

/** After a rollback: the kept copies go; after a commit: the temporaries go. */
export async function cleanUpFiles(conferenceId: number, files: ResolvedFile[], committed: boolean) {
  for (const f of files) {
    if (f.kept) continue;
    await storage()
      .delete(committed ? tempKey(f.storedName) : fileKey(conferenceId, f.storedName))
      .catch(() => {});
  }
}

/** Inside the save's transaction: claims the new uploads and records them on the submission. */
export async function claimFiles(tx: Prisma.TransactionClient, conferenceId: number, submissionId: number, files: ResolvedFile[]) {
  const fresh = files.filter((f): f is Extract<ResolvedFile, { kept: false }> => !f.kept);
  if (!fresh.length) return;
  const claimed = await tx.upload.updateMany({ where: { id: { in: fresh.map((f) => f.uploadId) }, claimedAt: null }, data: { claimedAt: new Date() } });
  if (claimed.count !== fresh.length) throw new ValidationError({ _: "registration.uploadMissing" });
  await tx.submissionFile.createMany({
    data: fresh.map((f) => ({
      conferenceId,
      submissionId,
      kind: FILE_KIND[f.slot],
      originalName: f.originalName,
      storedName: f.storedName,
      size: f.size,
      mime: f.mime,
    })),
  });
}
