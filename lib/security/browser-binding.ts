import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { cookies } from "next/headers";
import { browserCookieOptions } from "@/lib/server/session";

// Binds a verification code's tries, or a login challenge, to the browser that asked for it:
// a random secret in an HttpOnly, SameSite=Lax cookie, and for API clients without
// a cookie jar the same secret returned in the call's answer (codeToken / challengeToken). Rows
// keep only its SHA-256. Services take the secret as a parameter; only the adapters read cookies.

export const CODE_BINDING_COOKIE = "symposia_code_binding";
export const CHALLENGE_COOKIE = "symposia_challenge";
const SECRET = /^[A-Za-z0-9_-]{43}$/; // 32 random bytes, base64url

export function bindingHash(secret: string): string {
  return createHash("sha256").update(secret).digest("hex");
}

function wellFormed(v: string | null | undefined): string | null {
  return v && SECRET.test(v) ? v : null;
}

/** The binding a call carries: the explicit token of an API client, else the browser's cookie. */
export async function readBinding(cookie: string, explicit?: string | null): Promise<string | null> {
  return wellFormed(explicit) ?? wellFormed((await cookies()).get(cookie)?.value);
}

/**
 * Issues something bound to the caller: its own binding (so a second code or a refreshed picture
 * stays with the same browser) or a new one, passed to `issue`; only when that succeeds is the
 * cookie (re)set to outlive `ttlMs` — a refused call leaves the browser's binding as it was.
 */
export async function issueBound<T>(cookie: string, ttlMs: number, issue: (secret: string) => Promise<T>): Promise<{ secret: string; result: T }> {
  const secret = (await readBinding(cookie)) ?? randomBytes(32).toString("base64url");
  const result = await issue(secret);
  (await cookies()).set(cookie, secret, await browserCookieOptions(new Date(Date.now() + ttlMs)));
  return { secret, result };
}
