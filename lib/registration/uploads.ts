import "server-only";
import { randomBytes } from "node:crypto";
import { isRegistrationOpen } from "@/lib/conference/registration-open";
import type { SiteConference } from "@/lib/server/site-conference";
import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import { Conflict, Forbidden, NotFound, RateLimited, Unauthorized, ValidationError } from "@/lib/server/errors";
import { fileKey, MAX_UPLOAD_BYTES, sniffFile, storage, tempKey } from "@/lib/server/storage";
import { TEMP_UPLOAD_TTL_MS } from "@/lib/server/storage/sweep";

// §7 temp/upload (download/files: file-download.ts). A temporary upload belongs to one conference and one owner — a
// signed-in account, or the browser of a visitor whose form creates the account (an upload-owner
// cookie, lib/registration/upload-owner.ts) — until saving the registration claims it
// (lib/registration/service.ts). Unclaimed ones are deleted after a day (lib/server/storage/sweep.ts).

export const TEMP_PREFIX_LENGTH = 5; // SPEC §7: stored name = response data minus its first 5 characters

// Quotas on unclaimed temporary uploads over a rolling day (the sweep's TTL). A form has a
// few file fields of up to 20 MiB (photo, passport, invitation letter…) and people re-upload after
// a mistake, so one owner gets ten full-size files' worth; an address is often shared (a campus or
// a hotel's NAT during a conference), so it gets five owners' worth.
const MiB = 1024 * 1024;
export const OWNER_TEMP_UPLOAD_FILES = 20;
export const OWNER_TEMP_UPLOAD_BYTES = 200 * MiB;
export const IP_TEMP_UPLOAD_FILES = 100;
export const IP_TEMP_UPLOAD_BYTES = 1000 * MiB;

// Advisory-lock namespaces (the two-key form: no overlap with the one-key locks used elsewhere).
const LOCK_OWNER = 8401;
const LOCK_IP = 8402;

export type UploadOwner = { userId: number } | { ownerHash: string };

/** A visitor without an account may upload only where the form can create one, while it is open. */
export function assertVisitorMayUpload(conf: SiteConference): void {
  if (!conf.register?.allowAccountCreation) throw new Unauthorized();
  if (!conf.published) throw new Forbidden("errors.unpublished");
  if (!isRegistrationOpen(conf)) throw new Conflict("registration.notOpen");
}

const ownerWhere = (o: UploadOwner) => ("userId" in o ? { userId: o.userId } : { ownerHash: o.ownerHash, userId: null });

/** Unclaimed temporary uploads of the rolling window matching `where`: how many, how large. */
async function usage(client: Pick<Prisma.TransactionClient, "upload">, where: Prisma.UploadWhereInput) {
  const since = new Date(Date.now() - TEMP_UPLOAD_TTL_MS);
  const r = await client.upload.aggregate({ where: { ...where, claimedAt: null, createdAt: { gt: since } }, _count: { _all: true }, _sum: { size: true } });
  return { files: r._count._all, bytes: r._sum.size ?? 0 };
}

/** Reserves the row under the owner's and the address's locks: concurrent uploads cannot pass the caps. */
async function reserveUpload(data: {
  conferenceId: number;
  purpose: string;
  owner: UploadOwner;
  ip: string;
  originalName: string;
  storedName: string;
  size: number;
  mime: string;
}) {
  const { owner, ...row } = data;
  const ownerKey = "userId" in owner ? `u:${owner.userId}` : `b:${owner.ownerHash}`;
  return db.$transaction(async (tx) => {
    // Always owner first, then address: no two transactions wait on each other in opposite order.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${LOCK_OWNER}::int, hashtext(${ownerKey}))`;
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${LOCK_IP}::int, hashtext(${data.ip}))`;
    const mine = await usage(tx, ownerWhere(owner));
    const fromIp = await usage(tx, { ip: data.ip });
    if (
      mine.files + 1 > OWNER_TEMP_UPLOAD_FILES ||
      mine.bytes + data.size > OWNER_TEMP_UPLOAD_BYTES ||
      fromIp.files + 1 > IP_TEMP_UPLOAD_FILES ||
      fromIp.bytes + data.size > IP_TEMP_UPLOAD_BYTES
    ) {
      throw new RateLimited("registration.uploadQuota", undefined, { file: "registration.uploadQuota" });
    }
    return tx.upload.create({ data: { ...row, ...ownerWhere(owner) }, select: { id: true } });
  });
}

/** What a form's upload accepts: its purpose (claimed only by that form) and, optionally, narrower types. */
export type UploadKind = { purpose: string; accept?: (ext: string) => boolean; typeError?: string };
const REGISTER_UPLOAD: UploadKind = { purpose: "register" };

export async function createTempUpload(
  conferenceId: number,
  owner: UploadOwner,
  file: { name: string; bytes: Uint8Array },
  ip: string,
  kind: UploadKind = REGISTER_UPLOAD,
) {
  if (!file.bytes.byteLength) throw new ValidationError({ file: "registration.uploadEmpty" });
  if (file.bytes.byteLength > MAX_UPLOAD_BYTES) throw new ValidationError({ file: `registration.uploadTooLarge?max=${MAX_UPLOAD_BYTES / MiB}` });
  const type = sniffFile(file.bytes, file.name);
  if (!type || (kind.accept && !kind.accept(type.ext))) throw new ValidationError({ file: kind.typeError ?? "registration.uploadType" });
  const storedName = `${randomBytes(16).toString("hex")}.${type.ext}`;
  const originalName = file.name.replace(/[\\/\u0000-\u001f]/g, "_").slice(-200) || `file.${type.ext}`;
  // The row is the reservation: written (under the quota) before the object, so a crash in between
  // leaves a row the sweep removes, never an object nobody knows about.
  const row = await reserveUpload({ conferenceId, purpose: kind.purpose, owner, ip, originalName, storedName, size: file.bytes.byteLength, mime: type.mime });
  try {
    await storage().put(tempKey(storedName), file.bytes);
  } catch (e) {
    await db.upload.delete({ where: { id: row.id } }).catch(() => {});
    throw e;
  }
  return { data: `${randomBytes(4).toString("hex").slice(0, TEMP_PREFIX_LENGTH)}${storedName}`, storedName, name: originalName, size: file.bytes.byteLength };
}

/** What one owner and one address hold now (the quotas' tests and docs/operations.md, "Known limits"). */
export async function tempUploadUsage(owner: UploadOwner, ip: string) {
  return { owner: await usage(db, ownerWhere(owner)), ip: await usage(db, { ip }) };
}

/** A kept file of a registration: the owner's own, or any of the conference's for a manager. */
export async function readAttendeeFile(conferenceId: number, storedName: string, who: { userId: number; manager: boolean }) {
  const f = await db.attendeeFile.findFirst({ where: { conferenceId, storedName, ...(who.manager ? {} : { attendee: { userId: who.userId } }) } });
  if (!f) throw new NotFound();
  const bytes = await storage().get(fileKey(conferenceId, f.storedName));
  if (!bytes) throw new NotFound();
  return { bytes, name: f.originalName, mime: f.mime };
}
