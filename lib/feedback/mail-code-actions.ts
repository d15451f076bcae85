"use server";
import { getLocale } from "next-intl/server";
import { CHALLENGE_COOKIE, issueBound } from "@/lib/security/browser-binding";
import { clientMeta } from "@/lib/security/client-meta";
import { MAILED_CHALLENGE_TTL_MS, mailChallenge, maskEmail } from "@/lib/accounts/mailed-challenge";
import type { Locale } from "@/lib/i18n/locale";
import { action } from "@/lib/server/action";
import { ValidationError } from "@/lib/server/errors";
import { conferenceName } from "@/lib/server/conference-name";
import { ZFeedbackMailCode } from "./schemas";
import { requireSender } from "./sender";

// The feedback picture's alternative for people who cannot see it (WCAG 1.1.1): a 6-digit code
// mailed to the sender — a participant's account address, a visitor's own — typed into the same
// verification field. Same browser binding and scope as the picture, so sendFeedback is unchanged.

export const feedbackMailCodeAction = action({ audience: "public", schema: ZFeedbackMailCode }, async (input, a) => {
  const sender = await requireSender(a);
  const email = sender.kind === "participant" ? sender.email : input.email;
  if (!email) throw new ValidationError({ email: "accounts.challengeMailNeedsEmail" });
  const locale = (await getLocale()) as Locale;
  const ip = (await clientMeta()).ip;
  const to = { email, locale, siteName: conferenceName(a.conference, locale) };
  await issueBound(CHALLENGE_COOKIE, MAILED_CHALLENGE_TTL_MS, (secret) => mailChallenge("feedback", secret, ip, to));
  return { sentTo: maskEmail(email) };
});
