import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { cookies } from "next/headers";
import type { Access } from "@/lib/server/access";
import { browserCookieOptions } from "@/lib/server/session";
import { TEMP_UPLOAD_TTL_MS } from "@/lib/server/storage/sweep";
import { assertVisitorMayUpload, type UploadOwner } from "./uploads";

// A visitor whose registration form creates the account uploads before that account exists.
// Their uploads are bound to the browser by a random token in an HttpOnly, SameSite=Lax cookie;
// the Upload row keeps only its hash, and the save accepts only uploads bound to the same cookie.

export const UPLOAD_OWNER_COOKIE = "symposia_upload_owner";
const TOKEN = /^[A-Za-z0-9_-]{43}$/; // 32 random bytes, base64url

export function uploadOwnerHash(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

/** The browser's upload-owner token, if it has a well-formed one. */
export async function readUploadOwner(): Promise<string | null> {
  const v = (await cookies()).get(UPLOAD_OWNER_COOKIE)?.value;
  return v && TOKEN.test(v) ? v : null;
}

/** Who owns what this caller uploads: the account, or (allowed visitors only) this browser's cookie. */
export async function resolveUploadOwner(a: Access): Promise<UploadOwner> {
  if (a.user) return { userId: a.user.id };
  assertVisitorMayUpload(a.conference);
  const token = (await readUploadOwner()) ?? randomBytes(32).toString("base64url");
  // Renewed on each upload: it lives as long as the uploads it protects (swept after a day).
  (await cookies()).set(UPLOAD_OWNER_COOKIE, token, await browserCookieOptions(new Date(Date.now() + TEMP_UPLOAD_TTL_MS)));
  return { ownerHash: uploadOwnerHash(token) };
}
