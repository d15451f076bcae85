import { randomBytes } from "node:crypto";
import { challengeAnswerHash, challengeBrowserHash, issueChallenge } from "@/lib/security/login-challenge";
import { getDb } from "@/lib/server/db";

// Feedback tests: a browser's verification picture whose answer the test knows — the
// picture is issued as the product issues it, then its stored answer hash is replaced (a test
// seam in the database, nothing in the product). Answers are case-insensitive.

export const KNOWN = "known";

/** A fresh browser binding with a live feedback picture answered by KNOWN. */
export async function solvablePicture(ip = "198.51.100.7", now = Date.now()): Promise<string> {
  const secret = randomBytes(32).toString("base64url");
  await knowAnswer(secret, ip, now);
  return secret;
}

/** Issues this browser's feedback picture (at `now`) and makes KNOWN its answer. */
export async function knowAnswer(secret: string, ip = "198.51.100.7", now = Date.now()): Promise<void> {
  await issueChallenge("feedback", secret, ip, now);
  const browserHash = challengeBrowserHash("feedback", secret);
  await getDb().loginChallenge.updateMany({ where: { browserHash, usedAt: null }, data: { answerHash: challengeAnswerHash(browserHash, KNOWN) } });
}
