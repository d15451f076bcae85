"use server";
import { getLocale } from "next-intl/server";
import { isLocale, type Locale } from "@/lib/i18n/locale";
import { action } from "@/lib/server/action";
import { feeChooser, ZFeeChooserQuery } from "./fee-chooser-view";
import { cancelMyOrder, changeFeeOrder, orderFees } from "./fee-orders";
import { ZOrderRef } from "./order-view";
import { ZFeeChoice, ZFeeOrderUpdate } from "./schemas";

// Server actions of the participant's fee and order screens: always the host's conference and the
// signed-in person; the order core decides what is allowed. Paying is lib/payments/payer-actions.ts.

async function locale(): Promise<Locale> {
  const l = await getLocale();
  return isLocale(l) ? l : "zh";
}

/** The fee page again with an invitation code (reveals the fees that need it); orderId: on a change of that order. */
export const feeChooserAction = action({ audience: "participant", module: "payment", schema: ZFeeChooserQuery }, async ({ invitationCode, orderId }, a) =>
  feeChooser(a.conference, { userId: a.user.id, locale: await locale(), invitationCode }, { replacingOrderId: orderId ?? undefined }),
);

export const createFeeOrdersAction = action({ audience: "participant", module: "payment", schema: ZFeeChoice }, async (choice, a) =>
  orderFees(a, choice, await locale()),
);

export const replaceFeeOrderAction = action({ audience: "participant", module: "payment", schema: ZFeeOrderUpdate }, async (update, a) =>
  changeFeeOrder(a, update, await locale()),
);

export const cancelOwnOrderAction = action({ audience: "participant", module: "payment", schema: ZOrderRef }, async ({ orderId }, a) =>
  cancelMyOrder(a, orderId),
);
