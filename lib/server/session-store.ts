import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { db } from "./db";
import { publicOrigin } from "./host";
import { sql } from "./sql";
import { noteUser } from "./observability/context";

// Opaque 256-bit tokens; only their SHA-256 is stored, so a database leak yields no live sessions.
export const SESSION_COOKIE = "symposia_session";
const IDLE_MS = Number(process.env.SESSION_IDLE_MINUTES ?? 240) * 60_000;
const ABSOLUTE_MS = Number(process.env.SESSION_ABSOLUTE_HOURS ?? 24 * 7) * 3_600_000;
const TOUCH_MS = 60_000; // write lastSeenAt at most once a minute per session

export type SessionUser = { id: number; email: string; trueName: string; cstnetId: string | null };
export type ActiveSession = { id: number; user: SessionUser; mobile: boolean; provider: string | null; expiresAt: Date };

export type SessionRow = Omit<ActiveSession, "user"> & { revokedAt: Date | null; lastSeenAt: Date; user: SessionUser };

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export async function createSession(
  userId: number,
  meta: { mobile?: boolean; userAgent?: string; ip?: string; provider?: string; idToken?: string } = {},
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + ABSOLUTE_MS);
  await db.session.create({
    data: {
      tokenHash: hashToken(token),
      userId,
      mobile: meta.mobile ?? false,
      userAgent: (meta.userAgent ?? "").slice(0, 500),
      ip: meta.ip ?? "",
      provider: meta.provider,
      idToken: meta.idToken,
      expiresAt,
    },
  });
  return { token, expiresAt };
}

/** The columns of a session row and its user, for one statement that may read more beside them (access.ts). */
export const SESSION_COLUMNS = `s.id, s."revokedAt", s."expiresAt", s."lastSeenAt", s.mobile, s.provider,
  json_build_object('id', u.id, 'email', u.email, 'trueName', u."trueName", 'cstnetId', u."cstnetId") AS "user"`;
export const SESSION_FROM = `"Session" s JOIN "User" u ON u.id = s."userId" WHERE s."tokenHash" = $1`;

/** The live session for a token, or null when unknown, revoked, idle too long or past its end. */
export async function lookupSession(token: string | null | undefined): Promise<ActiveSession | null> {
  if (!token || token.length > 200) return null;
  // One round trip (the user joined, not a second statement), over bare pg (lib/server/sql.ts):
  // Prisma's per-call work, even through $queryRaw, cost more than the statement (docs/performance.md).
  const [s] = await sql<SessionRow>(`SELECT ${SESSION_COLUMNS} FROM ${SESSION_FROM}`, [hashToken(token)]);
  return activeSession(s);
}

/** A session row as read by SESSION_COLUMNS → the live session, or null; keeps lastSeenAt fresh. */
export async function activeSession(s: SessionRow | undefined): Promise<ActiveSession | null> {
  const now = Date.now();
  if (!s || s.revokedAt || s.expiresAt.getTime() <= now || s.lastSeenAt.getTime() + IDLE_MS <= now) return null;
  if (now - s.lastSeenAt.getTime() > TOUCH_MS) {
    await db.session.update({ where: { id: s.id }, data: { lastSeenAt: new Date(now) } });
  }
  noteUser(s.user.id); // the access log line names the user
  return { id: s.id, user: s.user, mobile: s.mobile, provider: s.provider, expiresAt: s.expiresAt };
}

export async function revokeSession(token: string): Promise<void> {
  await db.session.updateMany({ where: { tokenHash: hashToken(token), revokedAt: null }, data: { revokedAt: new Date() } });
}

/** Revokes every session of a user (password change/reset), optionally keeping the current one. */
export async function revokeUserSessions(userId: number, exceptSessionId?: number): Promise<void> {
  await db.session.updateMany({
    where: { userId, revokedAt: null, ...(exceptSessionId ? { id: { not: exceptSessionId } } : {}) },
    data: { revokedAt: new Date() },
  });
}

/**
 * Whether cookies get `Secure`: COOKIE_SECURE=1/0 forces it; otherwise on whenever the
 * person reached us over HTTPS (publicOrigin believes X-Forwarded-Proto only from trusted proxies).
 */
export function cookieSecure(h?: { get(name: string): string | null }): boolean {
  if (process.env.COOKIE_SECURE === "1") return true;
  if (process.env.COOKIE_SECURE === "0" || !h) return false;
  return publicOrigin(h).startsWith("https:");
}

export function sessionCookieOptions(expiresAt: Date, secure = cookieSecure()) {
  return {
    httpOnly: true,
    sameSite: "lax" as const,
    secure,
    path: "/",
    expires: expiresAt,
  };
}

/** Bearer token from an Authorization header, as the gateway accepts it (DESIGN §2). */
export function bearerToken(authorization: string | null): string | null {
  const m = /^Bearer\s+(\S+)$/i.exec(authorization ?? "");
  return m ? m[1] : null;
}
