import "server-only";
import type { Locale } from "@/lib/i18n/locale";
import type { SignedIn } from "@/lib/server/guard";
import { paymentStep } from "./queries";
import type { TSubmissionInput } from "../schemas";
import { saveSubmission, withdrawSubmission } from "./service";

// The author's submit and withdraw as the profile pages' actions and the gateway's calls both
// answer them: each adapter passes the signed-in author, the request's language and origin, and
// sends back what these return.

/**
 * Submit (no id), edit or resubmit (id) → the saved submission, and `payLater` when the
 * conference's rule is "submit first, pay later" and the registration fee is still unpaid (the
 * screen then leads on to the fee page).
 */
export async function submit(a: SignedIn, input: TSubmissionInput, locale: Locale, origin: string) {
  const { user } = a;
  const saved = await saveSubmission({ conference: a.conference, user: { id: user.id, email: user.email }, manager: a.manager }, input, {
    locale,
    name: user.trueName || user.email,
    link: `${origin}/profile/submission`,
  });
  return { ...saved, payLater: (await paymentStep(a.conference, a)) === "payLater" };
}

/** Withdraw one of the author's submissions (final) → true. */
export async function withdraw(a: SignedIn, id: number): Promise<true> {
  await withdrawSubmission(a.conference.id, { id: a.user.id, email: a.user.email }, id);
  return true;
}
