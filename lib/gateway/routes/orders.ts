import "server-only";
import { withOrderCapacity } from "@/lib/orders/capacity";
import { cancelMyOrder, changeFeeOrder, orderFees } from "@/lib/orders/fee-orders";
import { billView, payView } from "@/lib/payments/pay-view";
import { feeChooser, ZFeeChooserQuery } from "@/lib/orders/fee-chooser-view";
import { myOrders, ZOrderRef } from "@/lib/orders/order-view";
import { ZBillNo, ZBillRef, ZDeclarePaid, ZFeeChoice, ZFeeOrderUpdate, ZOrderIds, ZStartPayment } from "@/lib/orders/schemas";
import { billStatus } from "@/lib/payments/bill-status";
import { backFromProvider, declareMyPayment } from "@/lib/payments/payer";
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

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const ORDERS_ROUTES: Record<string, GatewayRoute<any, any, any>> = {
  // The fee page: the fees the caller may choose now (grouped by category; ?invitationCode= reveals
  // code-only fees, ?orderId= while changing that order), their registration order and code.
  [`GET ${FEE}/chooser`]: route({
    auth: "participant",
    module: "payment",
    query: ZFeeChooserQuery,
    handler: async ({ access, query, locale }) =>
      feeChooser(access.conference, { userId: access.user.id, locale, invitationCode: query.invitationCode }, { replacingOrderId: query.orderId ?? undefined }),
  }),

  // One registration fee and/or optional fees → the orders (one per type) and where to pay them.
  [`POST ${FEE}/order/create`]: route({
    auth: "participant",
    module: "payment",
    gate: withOrderCapacity,
    body: ZFeeChoice,
    handler: async ({ access, body, locale }) => orderFees(access, body, locale),
  }),

  // fee/{register|optional}/update/{orderId}: the unpaid order voided and replaced in one transaction.
  [`PUT ${FEE}/order/update`]: route({
    auth: "participant",
    module: "payment",
    body: ZFeeOrderUpdate,
    handler: async ({ access, body, locale }) => changeFeeOrder(access, body, locale),
  }),

  // The caller's orders of this conference, newest first → { rows, total }.
  [`GET ${ORDER}/my/list`]: route({
    auth: "participant",
    module: "payment",
    handler: async ({ access, locale }) => {
      const rows = await myOrders(access.conference, access.user.id, locale);
      return { rows, total: rows.length };
    },
  }),

  // Cancel an unpaid order of the caller's (its quota is given back).
  [`POST ${ORDER}/cancel`]: route({
    auth: "participant",
    module: "payment",
    body: ZOrderRef,
    handler: async ({ access, body }) => cancelMyOrder(access, body.orderId),
  }),

  // order/pay/goto/{orderIds} ("1,2"): the orders, their total, the enabled offline methods — or the
  // page's state: cannotBePaid / noPaymentMethod / cannotCombine (SPEC §8), never an error.
  [`GET ${ORDER}/pay/{orderIds}`]: route({
    auth: "participant",
    module: "payment",
    params: z.object({ orderIds: ZOrderIds }),
    handler: async ({ access, params, locale }) => {
      const view = await payView(access.conference, access.user.id, params.orderIds, locale);
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
      startAnyPayment(access.conference, access.user.id, body.orderIds, body.method, {
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
    handler: async ({ access, params }) => billStatus(access.conference, access.user.id, params.billNo),
  }),

  // The payer is back from the provider: the orders wait for its word (TO_BE_CONFIRMED), asked for at
  // once → the bill's status, with unpaid: true when the provider answered that nothing was paid.
  [`POST ${ORDER}/pay/return`]: route({
    auth: "participant",
    module: "payment",
    body: ZBillRef,
    handler: async ({ access, body }) => backFromProvider(access, body.billNo),
  }),

  // "I have paid": the bill's orders wait for the organisers' confirmation → { billNo, status, next }.
  [`POST ${ORDER}/pay/declare`]: route({
    auth: "participant",
    module: "payment",
    body: ZDeclarePaid,
    handler: async ({ access, body }) => declareMyPayment(access, body.billNo, body.payerNote),
  }),

  // order/pay/goto/result/{billId}: a bill and its orders, for its payer only.
  [`GET ${ORDER}/pay/result/{billNo}`]: route({
    auth: "participant",
    module: "payment",
    params: z.object({ billNo: ZBillNo }),
    handler: async ({ access, params, locale }) => {
      const bill = await billView(access.conference, access.user.id, params.billNo, locale);
      if (!bill) throw new NotFound("billing.errors.paymentNotFound");
      return bill;
    },
  }),
};
