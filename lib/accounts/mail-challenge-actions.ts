"use server";
import { getLocale } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locale";
import { action } from "@/lib/server/action";
import { conferenceName } from "@/lib/server/conference-name";
import { CHALLENGE_COOKIE, issueBound } from "@/lib/security/browser-binding";
import { clientMeta } from "@/lib/security/client-meta";
import { MAILED_CHALLENGE_TTL_MS, mailLoginChallenge, maskEmail } from "./mailed-challenge";
import { ZMailChallengeInput } from "./schemas";

// The login challenge's alternative for people who cannot see the picture (WCAG 1.1.1): a code
// mailed to the account's address, answered in the same field (lib/accounts/mailed-challenge.ts).

export const mailLoginChallengeAction = action({ audience: "signin", schema: ZMailChallengeInput }, async (input, a) => {
  const locale = (await getLocale()) as Locale;
  const ip = (await clientMeta()).ip;
  const to = { email: input.email, locale, siteName: conferenceName(a.conference, locale) };
  await issueBound(CHALLENGE_COOKIE, MAILED_CHALLENGE_TTL_MS, (secret) => mailLoginChallenge(secret, ip, to));
  return { sentTo: maskEmail(input.email) };
});
