import "server-only";
import { randomInt } from "node:crypto";
import type { Locale } from "@/lib/i18n/locale";
import { getTranslator } from "@/lib/i18n/translate";
import { enqueueMail } from "@/lib/mail/outbox";
import { db } from "@/lib/server/db";
import { challengeAnswerHash, challengeBrowserHash, type ChallengeScope } from "@/lib/security/login-challenge";
import { throttle } from "@/lib/security/rate-limit";

// The verification picture's alternative for people who cannot see it (WCAG 1.1.1): a 6-digit
// code mailed to the person, typed into the same field as the picture's characters. It is stored as
// one more challenge of the same browser and purpose (lib/security/login-challenge.ts): it replaces
// the picture (the newest live challenge is the one answered), holds 10 minutes, and is used up by
// one answer.
// Sends are throttled per IP and per address, and always go through the outbox.

export const MAILED_CHALLENGE_TTL_MS = 10 * 60_000;
/** Codes one address may receive in an hour (all purposes). */
export const MAILED_PER_ADDRESS = 3;
/** Code sends one IP may ask for in 10 minutes. */
export const MAILED_PER_IP = 10;

export type MailedChallengeTarget = { email: string; locale: Locale; siteName: string };

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Mails a code for this browser's `scope` challenge to `to.email`. `mail: false` does everything
 * but the mail (a sign-in for an address without an account must look the same as one with).
 */
export async function mailChallenge(scope: ChallengeScope, secret: string, ip: string, to: MailedChallengeTarget, opts: { mail?: boolean; now?: number } = {}) {
  const now = opts.now ?? Date.now();
  await throttle(`challenge:mail:ip:${ip}`, MAILED_PER_IP, 10 * 60_000, "errors.rateLimited", now);
  await throttle(`challenge:mail:to:${to.email}`, MAILED_PER_ADDRESS, 60 * 60_000, "accounts.tooManyCodes", now);
  const browserHash = challengeBrowserHash(scope, secret);
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  const t = await getTranslator(to.locale);
  const values = { code, minutes: MAILED_CHALLENGE_TTL_MS / 60_000, site: to.siteName };
  const text = t("accounts.challengeMailBody", values);
  await db.$transaction(async (tx) => {
    await tx.loginChallenge.updateMany({ where: { browserHash, usedAt: null }, data: { usedAt: new Date(now) } });
    await tx.loginChallenge.create({
      data: { browserHash, answerHash: challengeAnswerHash(browserHash, code), createdAt: new Date(now), expiresAt: new Date(now + MAILED_CHALLENGE_TTL_MS) },
    });
    if (opts.mail === false) return;
    await enqueueMail(
      tx,
      {
        conferenceId: null,
        to: to.email,
        locale: to.locale,
        subject: t("accounts.challengeMailSubject", values),
        html: `<p>${escapeHtml(text).replace(/\n/g, "<br>")}</p>`,
        text,
      },
      { priority: "urgent" }, // valid ten minutes, like the verification codes
    );
  });
}

/**
 * The sign-in's mailed code: to the account's own address. An address without an account gets the
 * same answer and the same throttles, and a challenge row nobody can answer (no oracle for accounts).
 */
export async function mailLoginChallenge(secret: string, ip: string, to: MailedChallengeTarget, now?: number): Promise<void> {
  const exists = !!(await db.user.findUnique({ where: { email: to.email }, select: { id: true } }));
  await mailChallenge("login", secret, ip, to, { mail: exists, now });
}

/** Where a mailed code went, as shown to the person: "a***@example.org". */
export function maskEmail(email: string): string {
  const [local, domain] = email.split("@");
  return `${local.slice(0, 1)}***@${domain ?? ""}`;
}
