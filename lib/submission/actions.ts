"use server";
import { getLocale } from "next-intl/server";
import { isLocale } from "@/lib/i18n/locale";
import { action } from "@/lib/server/action";
import type { SignedIn } from "@/lib/server/guard";
import { requestOrigin } from "@/lib/server/request-origin";
import { paymentStep } from "./my-queries";
import { ZIdInput, ZSubmissionBase } from "./schemas";
import { saveSubmission, withdrawSubmission } from "./service";

// Server actions of /profile/submission and /profile/submission/details: the signed-in, registered
// author on the conference of the request's host. The service checks the configuration, windows,
// limits and ownership; these only adapt.

/** The author as the service and its confirmation mail need them. */
async function submitter(a: SignedIn) {
  const { user } = a;
  const locale = await getLocale();
  return {
    who: { conference: a.conference, user: { id: user.id, email: user.email }, manager: a.manager },
    opts: { locale: isLocale(locale) ? locale : ("zh" as const), name: user.trueName || user.email, link: `${await requestOrigin()}/profile/submission` },
  };
}

export const saveSubmissionAction = action({ audience: "participant", module: "submission", schema: ZSubmissionBase }, async (input, a) => {
  const { who, opts } = await submitter(a);
  const saved = await saveSubmission(who, input, opts);
  // "Submit then pay" (SPEC §6): the screen leads on to the fee page when it is still unpaid.
  return { ...saved, payLater: (await paymentStep(a.conference, a)) === "payLater" };
});

export const withdrawSubmissionAction = action({ audience: "participant", module: "submission", schema: ZIdInput }, async ({ id }, a) => {
  const { user } = a;
  await withdrawSubmission(a.conference.id, { id: user.id, email: user.email }, id);
  return { id };
});
