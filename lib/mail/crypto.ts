import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { isDemoEnvironment } from "./env";
import { MailSecretMissing } from "./errors";

// SMTP passwords at rest: AES-256-GCM with a key derived (HKDF-SHA256) from APP_SECRET.
// Format "v1.<base64url(iv | ciphertext | tag)>". Without APP_SECRET a fixed development secret is
// used in dev/demo/tests (with a warning); in production nothing is stored.

const DEV_SECRET = "symposia-development-secret-not-for-production";
const IV_BYTES = 12;
const TAG_BYTES = 16;

function appSecret(): string {
  const secret = process.env.APP_SECRET;
  if (secret) return secret;
  // Only the demo gets here without a secret (a production server refuses to start without one),
  // so there is nothing to warn its terminal about.
  if (!isDemoEnvironment()) throw new MailSecretMissing();
  return DEV_SECRET;
}

function key(secret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", secret, "symposia", "mail-smtp-password", 32));
}

export function encryptSecret(plain: string, secret = appSecret()): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key(secret), iv);
  const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return `v1.${Buffer.concat([iv, data, cipher.getAuthTag()]).toString("base64url")}`;
}

/** Throws when the value was tampered with or encrypted under another secret. */
export function decryptSecret(stored: string, secret = appSecret()): string {
  if (!stored.startsWith("v1.")) throw new Error("unknown secret format");
  const raw = Buffer.from(stored.slice(3), "base64url");
  if (raw.length < IV_BYTES + TAG_BYTES) throw new Error("secret too short");
  const decipher = createDecipheriv("aes-256-gcm", key(secret), raw.subarray(0, IV_BYTES));
  decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
  return Buffer.concat([decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)), decipher.final()]).toString("utf8");
}
