import "server-only";
import { cookies } from "next/headers";
import { createSession, revokeSession, SESSION_COOKIE } from "@/lib/server/session-store";
import { db } from "@/lib/server/db";
import { requestOriginParts } from "@/lib/server/request-origin";
import { browserCookieOptions, getSession, getSessionToken } from "@/lib/server/session";
import { clientMeta } from "@/lib/security/client-meta";
import { providerLogoutUrl } from "./oidc";

/**
 * Signs the person in: a new session token every time (ASVS 3.2.1 rotation), the session the
 * browser held before revoked, and the HttpOnly cookie set. Works in server actions and route
 * handlers. Returns the token for Bearer clients (§7 localLogin/login/oidcLogin).
 */
export async function startUserSession(userId: number, extra: { provider?: string; idToken?: string } = {}): Promise<string> {
  const jar = await cookies();
  const previous = jar.get(SESSION_COOKIE)?.value;
  if (previous) await revokeSession(previous);
  const meta = await clientMeta();
  const { token, expiresAt } = await createSession(userId, { ...meta, ...extra });
  jar.set(SESSION_COOKIE, token, await browserCookieOptions(expiresAt));
  return token;
}

/** Ends the browser's session (cookie) or a Bearer session; returns what was revoked. */
export async function endUserSession(token: string | null): Promise<void> {
  const jar = await cookies();
  if (token) await revokeSession(token);
  jar.delete(SESSION_COOKIE);
}

/**
 * Top-menu "exit" and §7 logout: revoke the current session server-side, drop the cookie, and
 * return the provider's logout address when the person signed in through one (else null).
 */
export async function logoutCurrent(): Promise<string | null> {
  const [session, token] = await Promise.all([getSession(), getSessionToken()]);
  let logoutUrl: string | null = null;
  if (session?.provider) {
    const row = await db.session.findUnique({ where: { id: session.id }, select: { idToken: true } });
    logoutUrl = await providerLogoutUrl(session.provider, row?.idToken ?? null, await requestOriginParts());
  }
  await endUserSession(token);
  return logoutUrl;
}
