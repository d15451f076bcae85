import "server-only";
import { db } from "./db";

// Rows that anonymous requests create and that outlive their use: rate-limit windows, verification
// codes, sign-in challenges, OIDC login states, refused payment notifications. Deleted by the
// maintenance loop (lib/jobs/maintenance.ts), so no request pays for housekeeping and the tables
// stay bounded however long the platform runs.

/** Longer than any window the rate limits use (lib/security/rate-limit.ts). */
export const RATE_LIMIT_KEEP_MS = 30 * 86_400_000;
/** Expired codes, challenges and login states are kept a day for support questions, then go. */
export const EXPIRED_KEEP_MS = 86_400_000;
/** Refused payment notifications (no bill, unverified) are kept 90 days for audit, then go. */
export const REFUSED_NOTICE_KEEP_MS = 90 * 86_400_000;

export async function pruneExpired(now: Date): Promise<number> {
  const expiredBefore = new Date(now.getTime() - EXPIRED_KEEP_MS);
  const counts = await db.$transaction([
    db.rateLimitHit.deleteMany({ where: { windowStart: { lt: new Date(now.getTime() - RATE_LIMIT_KEEP_MS) } } }),
    db.verificationCode.deleteMany({ where: { expiresAt: { lt: expiredBefore } } }),
    db.loginChallenge.deleteMany({ where: { expiresAt: { lt: expiredBefore } } }),
    db.oidcLoginState.deleteMany({ where: { expiresAt: { lt: expiredBefore } } }),
    db.paymentNotification.deleteMany({ where: { verified: false, createdAt: { lt: new Date(now.getTime() - REFUSED_NOTICE_KEEP_MS) } } }),
  ]);
  return counts.reduce((n, r) => n + r.count, 0);
}
