import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";
import { db } from "@/lib/server/db";
import { bindingHash } from "./browser-binding";
import { captchaAnswer, captchaImage, type CaptchaImage } from "./captcha-image";
import { throttle } from "./rate-limit";

// The challenge a sign-in needs after repeated failures: a picture drawn on the server,
// its answer stored hashed, valid 5 minutes, good for one try (right or wrong), and bound to the
// browser that fetched it (browser-binding.ts) — a solved picture cannot be handed to a bot elsewhere.
// The feedback form asks for the same picture under its own scope: the scope is part of the
// stored browser hash, so a picture issued for one purpose is never found when solving the other.

export const CHALLENGE_TTL_MS = 5 * 60_000;
/** Pictures one IP may ask for in 10 minutes (per scope). */
export const CHALLENGE_IP_LIMIT = 60;

export type ChallengeScope = "login" | "feedback";

const normalise = (answer: string) => answer.replace(/\s+/g, "").toUpperCase();

/** The row's browserHash: the login keeps the plain binding hash it always had; other scopes prefix it. */
export function challengeBrowserHash(scope: ChallengeScope, secret: string): string {
  return bindingHash(scope === "login" ? secret : `${scope}:${secret}`);
}

/** What the row keeps: SHA-256 (hex) of the browser's binding hash and the upper-cased answer. */
export function challengeAnswerHash(browserHash: string, answer: string): string {
  return createHash("sha256")
    .update(`${browserHash}:${normalise(answer)}`)
    .digest("hex");
}

/** A new picture for this browser and purpose; its earlier unanswered ones for that purpose stop counting. */
export async function issueChallenge(scope: ChallengeScope, secret: string, ip: string, now = Date.now()): Promise<CaptchaImage> {
  const ipKey = scope === "login" ? `challenge:ip:${ip}` : `challenge:${scope}:ip:${ip}`;
  await throttle(ipKey, CHALLENGE_IP_LIMIT, 10 * 60_000, "errors.rateLimited", now);
  const browserHash = challengeBrowserHash(scope, secret);
  const answer = captchaAnswer();
  // Expired pictures are deleted by the maintenance loop (lib/server/prune.ts).
  await db.$transaction([
    db.loginChallenge.updateMany({ where: { browserHash, usedAt: null }, data: { usedAt: new Date(now) } }),
    db.loginChallenge.create({
      data: { browserHash, answerHash: challengeAnswerHash(browserHash, answer), createdAt: new Date(now), expiresAt: new Date(now + CHALLENGE_TTL_MS) },
    }),
  ]);
  return captchaImage(answer);
}

/** Whether this browser's live picture for `scope` was answered right. Any answer uses the picture up. */
export async function solveChallenge(
  scope: ChallengeScope,
  secret: string | null | undefined,
  answer: string | null | undefined,
  now = Date.now(),
): Promise<boolean> {
  if (!secret || !answer?.trim()) return false;
  const browserHash = challengeBrowserHash(scope, secret);
  const row = await db.loginChallenge.findFirst({
    where: { browserHash, usedAt: null, expiresAt: { gt: new Date(now) } },
    orderBy: { id: "desc" },
    select: { id: true, answerHash: true },
  });
  if (!row) return false;
  const took = await db.loginChallenge.updateMany({ where: { id: row.id, usedAt: null }, data: { usedAt: new Date(now) } });
  if (took.count !== 1) return false;
  const [a, b] = [Buffer.from(challengeAnswerHash(browserHash, answer)), Buffer.from(row.answerHash)];
  return a.length === b.length && timingSafeEqual(a, b);
}

export function issueLoginChallenge(secret: string, ip: string, now = Date.now()): Promise<CaptchaImage> {
  return issueChallenge("login", secret, ip, now);
}

export function solveLoginChallenge(secret: string | null | undefined, answer: string | null | undefined, now = Date.now()): Promise<boolean> {
  return solveChallenge("login", secret, answer, now);
}
