"use server";
import { getLocale } from "next-intl/server";
import { isLocale } from "@/lib/i18n/locale";
import { getPaymentSettings } from "@/lib/payments/methods";
import { declarePaid } from "@/lib/payments/offline";
import { returnFromProvider } from "@/lib/payments/online";
import { startAnyPayment } from "@/lib/payments/start";
import { billStatus } from "@/lib/payments/bill-status";
import { startContext } from "@/lib/payments/start-context";
import { action } from "@/lib/server/action";
import type { SignedIn } from "@/lib/server/guard";
import type { Access } from "@/lib/server/access";
import { cancelOwnOrder } from "./actions-core";
import { createFeeOrders, replaceFeeOrder } from "./create";
import { feeChooser, payTargetOf, ZFeeChooserQuery, ZOrderRef } from "./queries";
import { ZBillRef, ZDeclarePaid, ZFeeChoice, ZFeeOrderUpdate, ZStartPayment } from "./schemas";

// Server actions of the participant's fee and order screens: always the host's
// conference and the signed-in person; the order core decides what is allowed.

async function viewerOf(a: Access) {
  const locale = await getLocale();
  return { userId: (a as SignedIn).user.id, locale: isLocale(locale) ? locale : "zh" } as const;
}

/** The fee page again with an invitation code (reveals the fees that need it); orderId: on a change of that order. */
const chooser = action({ audience: "participant", module: "payment", schema: ZFeeChooserQuery }, async ({ invitationCode, orderId }, a) =>
  feeChooser(a.conference, { ...(await viewerOf(a)), invitationCode }, { replacingOrderId: orderId ?? undefined }),
);

const create = action({ audience: "participant", module: "payment", schema: ZFeeChoice }, async (choice, a) => {
  const created = await createFeeOrders(a.conference, await viewerOf(a), choice);
  const { combineOrders } = await getPaymentSettings(a.conference.id);
  return { ids: created.map((o) => o.id), next: payTargetOf(created, combineOrders) };
});

const replace = action({ audience: "participant", module: "payment", schema: ZFeeOrderUpdate }, async ({ orderId, ...choice }, a) => {
  const created = await replaceFeeOrder(a.conference, await viewerOf(a), orderId, choice);
  return { ids: created.map((o) => o.id), next: payTargetOf(created, false) };
});

const cancel = action({ audience: "participant", module: "payment", schema: ZOrderRef }, async ({ orderId }, a) => {
  const o = await cancelOwnOrder(a.conference, (a as SignedIn).user.id, orderId);
  return { id: o.id, transactionStatus: o.transactionStatus };
});

const start = action({ audience: "participant", module: "payment", schema: ZStartPayment }, async ({ orderIds, method }, a) =>
  startAnyPayment(a.conference, (a as SignedIn).user.id, orderIds, method, await startContext()),
);

/** The result / QR page asks how its bill stands (the provider is asked too, at most every 10 s). */
const status = action({ audience: "participant", module: "payment", schema: ZBillRef }, async ({ billNo }, a) =>
  billStatus(a.conference, (a as SignedIn).user.id, billNo),
);

/** Back from the provider on the result page: the orders wait for its word, which is asked for at once. */
const returned = action({ audience: "participant", module: "payment", schema: ZBillRef }, async ({ billNo }, a) => {
  await returnFromProvider(a.conference, (a as SignedIn).user.id, billNo);
  return billStatus(a.conference, (a as SignedIn).user.id, billNo, { refresh: false });
});

const declare = action({ audience: "participant", module: "payment", schema: ZDeclarePaid }, async ({ billNo, payerNote }, a) => {
  const bill = await declarePaid(a.conference, (a as SignedIn).user.id, billNo, payerNote);
  return { billNo: bill.billNo, next: `/profile/order/pay/goto/result/${bill.billNo}` };
});

export async function feeChooserAction(input: Parameters<typeof chooser>[0]) {
  return chooser(input);
}
export async function createFeeOrdersAction(input: Parameters<typeof create>[0]) {
  return create(input);
}
export async function replaceFeeOrderAction(input: Parameters<typeof replace>[0]) {
  return replace(input);
}
export async function cancelOwnOrderAction(input: Parameters<typeof cancel>[0]) {
  return cancel(input);
}
export async function startPaymentAction(input: Parameters<typeof start>[0]) {
  return start(input);
}
export async function declarePaidAction(input: Parameters<typeof declare>[0]) {
  return declare(input);
}
export async function billStatusAction(input: Parameters<typeof status>[0]) {
  return status(input);
}
export async function providerReturnAction(input: Parameters<typeof returned>[0]) {
  return returned(input);
}
