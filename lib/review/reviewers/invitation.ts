import "server-only";
import { createHash, randomBytes } from "node:crypto";

// The activation key of a reviewer invitation (SPEC §2 /review/active/{key}): 256 random
// bits in the link, only its SHA-256 stored (Reviewer.activationKeyHash, unique), single use (the
// hash is cleared on activation), valid for ReviewConfig.activationDays. Whoever holds the mail can
// activate; nobody can guess or enumerate keys, and a database leak does not reveal them.

const KEY_BYTES = 32;
const DAY_MS = 86_400_000;

/** What the link carries: base64url, 43 characters. */
export const ZKeyShape = /^[A-Za-z0-9_-]{43}$/;

export function hashActivationKey(key: string): string {
  return createHash("sha256").update(key).digest("hex");
}

/** A new key, its hash to store and when it stops working. */
export function newActivationKey(activationDays: number, now = new Date()): { key: string; hash: string; expiresAt: Date } {
  const key = randomBytes(KEY_BYTES).toString("base64url");
  return { key, hash: hashActivationKey(key), expiresAt: new Date(now.getTime() + activationDays * DAY_MS) };
}

/** The link in the invitation mail, on the conference's own domain. */
export function activationLink(origin: string, key: string): string {
  return `${origin}/review/active/${key}`;
}

/**
 * Whether a stored invitation may still be activated with its key: not activated already, key
 * not used (hash cleared), not expired. A missing row is "no".
 */
export function canActivate(
  r: { activatedAt: Date | null; activationKeyHash: string | null; activationExpiresAt: Date | null } | null,
  now = new Date(),
): boolean {
  return !!r && !r.activatedAt && !!r.activationKeyHash && !!r.activationExpiresAt && r.activationExpiresAt.getTime() > now.getTime();
}
