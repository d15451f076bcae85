"use server";
import { getLocale } from "next-intl/server";
import { isLocale } from "@/lib/i18n/locale";
import { getPaymentSettings } from "@/lib/payments/methods";
import { action } from "@/lib/server/action";
import type { SignedIn } from "@/lib/server/guard";
import { cancelOwnOrder } from "./actions-core";
import { createFeeOrders, replaceFeeOrder } from "./create";
import { feeChooser, ZFeeChooserQuery } from "./fee-chooser-view";
import { payTargetOf, ZOrderRef } from "./order-view";
import { ZFeeChoice, ZFeeOrderUpdate } from "./schemas";

// Server actions of the participant's fee and order screens: always the host's conference and the
// signed-in person; the order core decides what is allowed. Paying is lib/payments/payer-actions.ts.

async function viewerOf(a: SignedIn) {
  const locale = await getLocale();
  return { userId: a.user.id, locale: isLocale(locale) ? locale : "zh" } as const;
}

/** The fee page again with an invitation code (reveals the fees that need it); orderId: on a change of that order. */
export const feeChooserAction = action({ audience: "participant", module: "payment", schema: ZFeeChooserQuery }, async ({ invitationCode, orderId }, a) =>
  feeChooser(a.conference, { ...(await viewerOf(a)), invitationCode }, { replacingOrderId: orderId ?? undefined }),
);

export const createFeeOrdersAction = action({ audience: "participant", module: "payment", schema: ZFeeChoice }, async (choice, a) => {
  const created = await createFeeOrders(a.conference, await viewerOf(a), choice);
  const { combineOrders } = await getPaymentSettings(a.conference.id);
  return { ids: created.map((o) => o.id), next: payTargetOf(created, combineOrders) };
});

export const replaceFeeOrderAction = action({ audience: "participant", module: "payment", schema: ZFeeOrderUpdate }, async ({ orderId, ...choice }, a) => {
  const created = await replaceFeeOrder(a.conference, await viewerOf(a), orderId, choice);
  return { ids: created.map((o) => o.id), next: payTargetOf(created, false) };
});

export const cancelOwnOrderAction = action({ audience: "participant", module: "payment", schema: ZOrderRef }, async ({ orderId }, a) => {
  const o = await cancelOwnOrder(a.conference, a.user.id, orderId);
  return { id: o.id, transactionStatus: o.transactionStatus };
});
