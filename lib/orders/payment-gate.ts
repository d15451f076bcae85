import "server-only";
import type { SiteConference } from "@/lib/server/site-conference";
import { moduleOn } from "@/lib/server/modules";
import { db } from "@/lib/server/db";
import { SETTLED } from "./status";

// SPEC §6 "must be registered and, depending on the registration rule, have paid": which parts of
// the personal centre wait for a paid registration fee. The submission and hotel screens ask here
// and show components/orders/pay-first-notice.tsx (countdown, then the fee page) when it says so.

export type GatedArea = "submission" | "hotel" | "personal";

/** The areas each registration rule keeps closed until the registration fee is paid. */
export const PAY_FIRST_AREAS: Record<string, readonly GatedArea[]> = {
  // Register now, pay later: submitting is part of taking part (only "pay first, then
  // submit" holds submissions back); booking rooms waits for the paid registration.
  REGISTER_FIRST_AND_PAY_LATER: ["hotel"],
  // Pay first, then submit: submission waits for the payment.
  PAY_FIRST_AND_SUBMIT_LATER: ["submission"],
  // Submit first, pay later: nothing waits.
  SUBMIT_FIRST_AND_PAY_LATER: [],
};

/**
 * Whether participants are asked to pay at all: the registration settings charge fees AND the
 * payment module is on. With payments switched off (fees taken on site, or not yet set up) no
 * registration rule may hold anything back nor send anyone to a fee page that refuses them.
 */
export function chargesFees(conference: Pick<SiteConference, "register" | "modules">): boolean {
  return conference.register?.costsSet === true && moduleOn(conference.modules, "payment");
}

/** Whether the person of `access` must pay the registration fee before using `area` (managers never). */
export async function mustPayFirst(
  conference: Pick<SiteConference, "id" | "register" | "modules">,
  access: { user: { id: number } | null; manager: boolean },
  area: GatedArea,
): Promise<boolean> {
  const register = conference.register;
  if (!register || !chargesFees(conference) || access.manager || !access.user) return false;
  if (!(PAY_FIRST_AREAS[register.registerRule] ?? []).includes(area)) return false;
  const paid = await db.order.count({
    where: { conferenceId: conference.id, userId: access.user.id, type: "REGISTRATION", transactionStatus: { in: [...SETTLED] } },
  });
  return paid === 0;
}
