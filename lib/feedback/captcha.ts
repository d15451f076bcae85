import "server-only";
import { CHALLENGE_COOKIE, issueBound } from "@/lib/security/browser-binding";
import type { CaptchaImage } from "@/lib/security/captcha-image";
import { CHALLENGE_TTL_MS, issueChallenge } from "@/lib/security/login-challenge";

// The feedback form's verification code (SPEC §5): the login challenge's picture under its own
// scope (lib/security/login-challenge.ts) — drawn on the server, answer hashed, 5 minutes, one
// answer, bound to this browser (cookie, or captchaToken for API clients), pictures throttled per IP.

export async function issueFeedbackCaptcha(ip: string): Promise<{ image: CaptchaImage; token: string }> {
  const { secret, result } = await issueBound(CHALLENGE_COOKIE, CHALLENGE_TTL_MS, (s) => issueChallenge("feedback", s, ip));
  return { image: result, token: secret };
}
