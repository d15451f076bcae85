import "server-only";
import type { SignedIn } from "@/lib/server/guard";
import { cancelOwnOrder } from "@/lib/orders/actions-core";
import { createFeeOrders, replaceFeeOrder } from "@/lib/orders/create";
import { billView, payView } from "@/lib/payments/pay-view";
import { feeChooser, ZFeeChooserQuery } from "@/lib/orders/fee-chooser-view";
import { myOrders, payTargetOf, ZOrderRef } from "@/lib/orders/order-view";
import { ZBillNo, ZBillRef, ZDeclarePaid, ZFeeChoice, ZFeeOrderUpdate, ZOrderIds, ZStartPayment } from "@/lib/orders/schemas";
import { getPaymentSettings } from "@/lib/payments/methods";
import { billStatus } from "@/lib/payments/bill-status";
import { declarePaid } from "@/lib/payments/offline";
import { returnFromProvider } from "@/lib/payments/online";
import { startAnyPayment } from "@/lib/payments/start";
import { clientIp, publicOrigin } from "@/lib/server/host";
import { isMobileUserAgent } from "@/lib/server/mobile";
import { NotFound } from "@/lib/server/errors";
import { z } from "@/lib/validation/z";
import { route, type GatewayRoute } from "../types";

// SPEC §7: the participant's fee, order and offline-payment calls — the same services as
// the screens of /profile/conference/fee and /profile/order/*. §7 names none of them, so the paths
// are ours. Always the host's conference and the caller's own orders: anyone else's answer 404.

const FEE = "/conference/fee";
const ORDER = "/conference/order";
const me = (a: SignedIn) => a.user.id;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const ORDERS_ROUTES: Record<string, GatewayRoute<any, any, any>> = {
  // The fee page: the fees the caller may choose now (grouped by category; ?invitationCode= reveals
  // code-only fees, ?orderId= while changing that order), their registration order and code.
  [`GET ${FEE}/chooser`]: route({
    auth: "participant",
    module: "payment",
    query: ZFeeChooserQuery,
    handler: async ({ access, query, locale }) =>
      feeChooser(access.conference, { userId: me(access), locale, invitationCode: query.invitationCode }, { replacingOrderId: query.orderId ?? undefined }),
  }),

  // One registration fee and/or optional fees → the orders (one per type) and where to pay them.
  [`POST ${FEE}/order/create`]: route({
    auth: "participant",
    module: "payment",
    body: ZFeeChoice,
    handler: async ({ access, body, locale }) => {
      const created = await createFeeOrders(access.conference, { userId: me(access), locale }, body);
      const { combineOrders } = await getPaymentSettings(access.conference.id);
      return { orders: created, next: payTargetOf(created, combineOrders) };
    },
  }),

  // fee/{register|optional}/update/{orderId}: the unpaid order voided and replaced in one transaction.
  [`PUT ${FEE}/order/update`]: route({
    auth: "participant",
    module: "payment",
    body: ZFeeOrderUpdate,
    handler: async ({ access, body: { orderId, ...choice }, locale }) => {
      const created = await replaceFeeOrder(access.conference, { userId: me(access), locale }, orderId, choice);
      return { orders: created, next: payTargetOf(created, false) };
    },
  }),

  // The caller's orders of this conference, newest first → { rows, total }.
  [`GET ${ORDER}/my/list`]: route({
    auth: "participant",
    module: "payment",
    handler: async ({ access, locale }) => {
      const rows = await myOrders(access.conference, me(access), locale);
      return { rows, total: rows.length };
    },
  }),

  // Cancel an unpaid order of the caller's (its quota is given back).
  [`POST ${ORDER}/cancel`]: route({
    auth: "participant",
    module: "payment",
    body: ZOrderRef,
    handler: async ({ access, body }) => {
      const o = await cancelOwnOrder(access.conference, me(access), body.orderId);
      return { id: o.id, transactionStatus: o.transactionStatus };
    },
  }),

  // order/pay/goto/{orderIds} ("1,2"): the orders, their total, the enabled offline methods — or the
  // page's state: cannotBePaid / noPaymentMethod / cannotCombine (SPEC §8), never an error.
  [`GET ${ORDER}/pay/{orderIds}`]: route({
    auth: "participant",
    module: "payment",
    params: z.object({ orderIds: ZOrderIds }),
    handler: async ({ access, params, locale }) => {
      const view = await payView(access.conference, me(access), params.orderIds, locale);
      if (!view) throw new NotFound("billing.errors.orderNotFound");
      return view;
    },
  }),

  // Choose a method: an offline one gives the bill whose number is the payment reference; an online
  // one the provider's checkout — { kind: "redirect", url } | { kind: "form", action,
  // fields } | { kind: "qr", codeUrl } with qrDataUrl. A provider outage answers 502
  // "payment failed, try again or choose another method" and leaves the orders payable.
  [`POST ${ORDER}/pay/start`]: route({
    auth: "participant",
    module: "payment",
    body: ZStartPayment,
    handler: async ({ access, body, request, locale }) =>
      startAnyPayment(access.conference, me(access), body.orderIds, body.method, {
        origin: publicOrigin(request.headers),
        mobile: isMobileUserAgent(request.headers.get("user-agent")),
        clientIp: clientIp(request.headers),
        locale,
      }),
  }),

  // How a bill stands (polled by the QR code page); an open online bill is asked about at the provider.
  [`GET ${ORDER}/pay/status/{billNo}`]: route({
    auth: "participant",
    module: "payment",
    params: z.object({ billNo: ZBillNo }),
    handler: async ({ access, params }) => billStatus(access.conference, me(access), params.billNo),
  }),

  // The payer is back from the provider: the orders wait for its word (TO_BE_CONFIRMED), asked for at once.
  [`POST ${ORDER}/pay/return`]: route({
    auth: "participant",
    module: "payment",
    body: ZBillRef,
    handler: async ({ access, body }) => {
      await returnFromProvider(access.conference, me(access), body.billNo);
      return billStatus(access.conference, me(access), body.billNo, { refresh: false });
    },
  }),

  // "I have paid": the bill's orders wait for the organisers' confirmation.
  [`POST ${ORDER}/pay/declare`]: route({
    auth: "participant",
    module: "payment",
    body: ZDeclarePaid,
    handler: async ({ access, body }) => {
      const bill = await declarePaid(access.conference, me(access), body.billNo, body.payerNote);
      return { billNo: bill.billNo, status: bill.status };
    },
  }),

  // order/pay/goto/result/{billId}: a bill and its orders, for its payer only.
  [`GET ${ORDER}/pay/result/{billNo}`]: route({
    auth: "participant",
    module: "payment",
    params: z.object({ billNo: ZBillNo }),
    handler: async ({ access, params, locale }) => {
      const bill = await billView(access.conference, me(access), params.billNo, locale);
      if (!bill) throw new NotFound("billing.errors.paymentNotFound");
      return bill;
    },
  }),
};
