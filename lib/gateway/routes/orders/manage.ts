import "server-only";
import { exportOrders } from "@/lib/orders/manage/export";
import { getOrderDetail, listOrders } from "@/lib/orders/manage/queries";
import { ZManagerCancel, ZOrderExportQuery, ZOrderIdParams, ZOrderListQuery, ZOrderReason, ZPayLater, ZRefundNote } from "@/lib/orders/manage/schemas";
import { confirmPaymentAsManager } from "@/lib/payments/confirm";
import { allowPayLater, cancelAsManager, flagPaymentException, movedOrder, noteRefund, refusePaymentClaim } from "@/lib/orders/manage/moves";
import { ZConfirmPayment } from "@/lib/orders/schemas";
import { attachment } from "@/lib/server/attachment";
import { requestOrigin } from "@/lib/server/request-origin";
import { route, type GatewayRoute } from "../../types";

// SPEC §2 manage/order (§7 names no order calls, so these paths are ours): the calls of
// /platform/manage/order and its detail page. Managers only, always the host's conference: another
// conference's order id answers 404. The moves answer the order's new statuses.

const ORDER = "/conference/platform/manage/order";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const ORDER_MANAGE_ROUTES: Record<string, GatewayRoute<any, any, any>> = {
  // The list: search (order number, payer name, email), type, status, method, created days → { rows, total }.
  [`GET ${ORDER}/list`]: route({
    auth: "manager",
    query: ZOrderListQuery,
    handler: async ({ access, query }) => listOrders(access.conference, query),
  }),

  // One order: payer and registration code, items, bills, the whole transition history.
  [`GET ${ORDER}/detail/{orderId}`]: route({
    auth: "manager",
    params: ZOrderIdParams,
    handler: async ({ access, params, locale }) => getOrderDetail(access.conference.id, params.orderId, locale),
  }),

  // Money received by an offline method: amount (minor units, = the total), day paid, transaction number.
  [`POST ${ORDER}/confirm`]: route({
    auth: "manager",
    body: ZConfirmPayment,
    handler: async ({ access, body, locale }) =>
      (await confirmPaymentAsManager(access.conference, access.user.id, body, await requestOrigin(), locale)).map(movedOrder),
  }),

  [`POST ${ORDER}/exception`]: route({
    auth: "manager",
    body: ZOrderReason,
    handler: async ({ access, body }) => flagPaymentException(access, body),
  }),

  // "Payment not received": a claimed payment goes back to unpaid.
  [`POST ${ORDER}/rejectClaim`]: route({
    auth: "manager",
    body: ZOrderReason,
    handler: async ({ access, body }) => refusePaymentClaim(access, body),
  }),

  // §4 pay status "delay": the order stays open past its deadline.
  [`POST ${ORDER}/payLater`]: route({
    auth: "manager",
    body: ZPayLater,
    handler: async ({ access, body }) => allowPayLater(access, body),
  }),

  // Cancel with a reason; a paid order also needs a refund note.
  [`POST ${ORDER}/cancel`]: route({
    auth: "manager",
    body: ZManagerCancel,
    handler: async ({ access, body }) => cancelAsManager(access, body),
  }),

  [`POST ${ORDER}/refundNote`]: route({
    auth: "manager",
    body: ZRefundNote,
    handler: async ({ access, body }) => noteRefund(access, body),
  }),

  // The filtered list as a file: ?format=csv|xlsx and the list's filters.
  [`GET ${ORDER}/export`]: route({
    auth: "manager",
    query: ZOrderExportQuery,
    handler: async ({ access, query, locale }) => {
      const out = await exportOrders(access.conference, query, query.format, locale);
      return attachment(`orders.${out.ext}`, out.type, out.body);
    },
  }),
};
