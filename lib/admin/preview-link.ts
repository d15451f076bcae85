import { createHmac, timingSafeEqual } from "node:crypto";
import { isDemoEnvironment } from "@/lib/mail/env";

// The administrator's "preview site" link for a conference that waits for review. The admin area
// and the conference's site are different hosts (no shared session), and an unpublished site
// shows /unpublished to anyone its guard does not know, so the link goes through /preview on the
// conference's host: signed with APP_SECRET, bound to that conference, valid for an hour. The link
// alone shows nothing — /preview still asks for a sign-in and lets in only a platform
// administrator or a manager of that conference (app/preview/route.ts).

export const PREVIEW_TTL_MS = 60 * 60 * 1000;
const DEV_SECRET = "symposia-development-secret-not-for-production";

function secret(): string {
  const s = process.env.APP_SECRET;
  if (s) return s;
  if (isDemoEnvironment()) return DEV_SECRET;
  throw new Error("APP_SECRET is required to sign preview links");
}

function sign(conferenceId: number, expires: number, key: string): string {
  return createHmac("sha256", key).update(`symposia-preview:${conferenceId}:${expires}`).digest("base64url");
}

/** "<conferenceId>.<expires ms>.<signature>" */
export function previewToken(conferenceId: number, now = Date.now(), key = secret()): string {
  const expires = now + PREVIEW_TTL_MS;
  return `${conferenceId}.${expires}.${sign(conferenceId, expires, key)}`;
}

/** Whether `token` was signed here for this conference and has not expired. */
export function verifyPreviewToken(token: string | null | undefined, conferenceId: number, now = Date.now(), key = secret()): boolean {
  const m = /^(\d{1,10})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token ?? "");
  if (!m || Number(m[1]) !== conferenceId) return false;
  const expires = Number(m[2]);
  if (expires <= now || expires > now + PREVIEW_TTL_MS) return false;
  const want = Buffer.from(sign(conferenceId, expires, key));
  const got = Buffer.from(m[3]);
  return got.length === want.length && timingSafeEqual(got, want);
}

/** The address to open: /preview on the conference's own site (`origin`). */
export function previewUrl(origin: string, conferenceId: number, now = Date.now()): string {
  return `${origin}/preview?token=${encodeURIComponent(previewToken(conferenceId, now))}`;
}
