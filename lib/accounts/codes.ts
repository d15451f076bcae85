import "server-only";
import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import type { VerificationPurpose } from "@/lib/generated/prisma/enums";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Locale } from "@/lib/i18n/locale";
import { getTranslator } from "@/lib/i18n/translate";
import { enqueueMail } from "@/lib/mail/outbox";
import { db } from "@/lib/server/db";
import { RateLimited, ValidationError } from "@/lib/server/errors";
import { bindingHash } from "@/lib/security/browser-binding";
import { throttle } from "@/lib/security/rate-limit";
import type { TCodeType } from "./schemas";
import { oneByOne } from "@/lib/server/one-by-one";

// SPEC §4 verification codes, hardened (ASVS 2.7): 6 digits, 10 minutes, single use, at
// most 5 wrong tries, one send per 60 s per email and 10 per hour per email and per IP. Only a
// salted hash is stored, and the code leaves the server only inside the mail.
// A code belongs to the browser that asked for it (lib/security/browser-binding.ts). Guesses
// without that binding neither spend its tries nor tell it apart from "no live code", and a send
// from another browser does not end it. Send calls are also counted per IP whatever their outcome.

export const CODE_TTL_MS = 10 * 60_000;
export const CODE_MAX_TRIES = 5;
export const CODE_RESEND_MS = 60_000;
export const CODE_HOURLY_LIMIT = 10;
/** Send calls per IP in 10 minutes, refused ones included (they tell whether an account exists). */
export const CODE_SEND_IP_LIMIT = 20;

export const PURPOSE: Record<TCodeType, VerificationPurpose> = { registerCode: "REGISTER", resetPassCode: "RESET_PASSWORD" };

function hashCode(code: string, salt = randomBytes(12).toString("base64url")): string {
  return `${salt}$${createHash("sha256").update(`${salt}:${code}`).digest("base64url")}`;
}

function codeMatches(stored: string, code: string): boolean {
  const [salt] = stored.split("$", 1);
  const a = Buffer.from(hashCode(code, salt));
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Creates a code for email + purpose and mails it (platform mail: codes never show in a conference's mail log). */
export async function sendVerificationCode(
  input: { email: string; type: TCodeType },
  ctx: { ip: string; locale: Locale; siteName: string; binding: string },
): Promise<{ resendSeconds: number }> {
  const purpose = PURPOSE[input.type];
  await throttle(`code:send:ip:${ctx.ip}`, CODE_SEND_IP_LIMIT, 10 * 60_000, "accounts.tooManyCodes");
  const bound = bindingHash(ctx.binding);
  const exists = !!(await db.user.findUnique({ where: { email: input.email }, select: { id: true } }));
  if (purpose === "REGISTER" && exists) throw new ValidationError({ email: "accounts.userExists" });
  if (purpose === "RESET_PASSWORD" && !exists) throw new ValidationError({ email: "accounts.userNotFound" });
  const t = await getTranslator(ctx.locale);
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");

  await db.$transaction(async (tx) => {
    // Serialise sends per email so that concurrent requests cannot slip past the limits.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${"code:" + input.email}))`;
    const now = Date.now();
    const hourAgo = new Date(now - 3_600_000);
    const last = await tx.verificationCode.findFirst({ where: { email: input.email }, orderBy: { createdAt: "desc" }, select: { createdAt: true } });
    if (last && now - last.createdAt.getTime() < CODE_RESEND_MS) {
      throw new RateLimited("accounts.resendTooSoon", { seconds: Math.ceil((CODE_RESEND_MS - (now - last.createdAt.getTime())) / 1000) });
    }
    const [byEmail, byIp] = await oneByOne(
      () => tx.verificationCode.count({ where: { email: input.email, createdAt: { gt: hourAgo } } }),
      () => tx.verificationCode.count({ where: { ip: ctx.ip, createdAt: { gt: hourAgo } } }),
    );
    if (byEmail >= CODE_HOURLY_LIMIT || byIp >= CODE_HOURLY_LIMIT) throw new RateLimited("accounts.tooManyCodes");
    // A new code replaces this browser's earlier one only: another browser's send must not end it.
    await tx.verificationCode.updateMany({ where: { email: input.email, purpose, bindingHash: bound, consumedAt: null }, data: { consumedAt: new Date(now) } });
    await tx.verificationCode.create({
      data: {
        email: input.email,
        purpose,
        codeHash: hashCode(code),
        bindingHash: bound,
        createdAt: new Date(now),
        expiresAt: new Date(now + CODE_TTL_MS),
        ip: ctx.ip,
      },
    });
    const values = { code, minutes: CODE_TTL_MS / 60_000, site: ctx.siteName };
    const text = t("accounts.codeMailBody", values);
    await enqueueMail(
      tx,
      {
        conferenceId: null,
        to: input.email,
        locale: ctx.locale,
        subject: t(input.type === "registerCode" ? "accounts.codeMailSubjectRegister" : "accounts.codeMailSubjectReset", values),
        html: `<p>${escapeHtml(text).replace(/\n/g, "<br>")}</p>`,
        text,
      },
      { priority: "urgent" },
    ); // codes and resets first: a code is valid ten minutes
  });
  return { resendSeconds: CODE_RESEND_MS / 1000 };
}

export type CodeCheck = "ok" | "wrong" | "expired";
/** A code as a caller presents it: `binding` is the secret of the browser (or API client) that asked for it. */
export type CodeInput = { email: string; type: TCodeType; code: string; binding: string | null };

/** This binding's live code for email + purpose; without a binding there is none. */
function liveCodeWhere(input: CodeInput, now: Date) {
  return {
    email: input.email,
    purpose: PURPOSE[input.type],
    bindingHash: input.binding ? bindingHash(input.binding) : "-",
    consumedAt: null,
    expiresAt: { gt: now },
  };
}

/**
 * Checks a code; a wrong one counts against the code's tries (the fifth wrong try ends it). With
 * `consume` a right code is used up, atomically, so it works once.
 */
export async function checkVerificationCode(input: CodeInput, consume: boolean): Promise<CodeCheck> {
  const now = new Date();
  // Another browser's code is invisible here: "expired" exactly as when there is no code at all.
  const row = await db.verificationCode.findFirst({ where: liveCodeWhere(input, now), orderBy: { createdAt: "desc" } });
  if (!row) return "expired";
  // Take a try atomically before comparing, so parallel guesses cannot all read "0 tries" and get
  // more than CODE_MAX_TRIES between them (the cap is the condition of one UPDATE).
  const took = await db.verificationCode.updateMany({
    where: { id: row.id, consumedAt: null, attempts: { lt: CODE_MAX_TRIES } },
    data: { attempts: { increment: 1 } },
  });
  if (took.count === 0) return "expired";
  if (!codeMatches(row.codeHash, input.code)) {
    await db.verificationCode.updateMany({ where: { id: row.id, consumedAt: null, attempts: { gte: CODE_MAX_TRIES } }, data: { consumedAt: now } });
    return "wrong";
  }
  if (!consume) {
    // A right code only checked (getEmailCode) gives its try back.
    await db.verificationCode.update({ where: { id: row.id }, data: { attempts: { decrement: 1 } } });
    return "ok";
  }
  const used = await db.verificationCode.updateMany({ where: { id: row.id, consumedAt: null }, data: { consumedAt: now } });
  return used.count === 1 ? "ok" : "expired";
}

/**
 * Uses up a code that checkVerificationCode(…, false) has already accepted, inside the caller's
 * transaction (attendance with account creation). One conditional UPDATE: a concurrent
 * use, a newer code or expiry makes it answer false, and a rollback leaves the code usable.
 */
export async function consumeCheckedCode(tx: Prisma.TransactionClient, input: CodeInput): Promise<boolean> {
  const now = new Date();
  const row = await tx.verificationCode.findFirst({
    where: liveCodeWhere(input, now),
    orderBy: { createdAt: "desc" },
    select: { id: true, codeHash: true },
  });
  if (!row || !codeMatches(row.codeHash, input.code)) return false;
  const used = await tx.verificationCode.updateMany({ where: { id: row.id, consumedAt: null, expiresAt: { gt: now } }, data: { consumedAt: now } });
  return used.count === 1;
}
