import "server-only";
import { attachment } from "@/lib/server/attachment";
import { exportReceipts } from "@/lib/receipts/export";
import { getReceipt, listReceipts, receiptState } from "@/lib/receipts/queries";
import { ZReceiptExportQuery, ZReceiptListQuery, ZReceiptRequest, ZReceiptUpdate } from "@/lib/receipts/schemas";
import { askForReceipt, handleReceipt } from "@/lib/receipts/requests";
import { NotFound } from "@/lib/server/errors";
import { zId } from "@/lib/validation/fields";
import { z } from "@/lib/validation/z";
import { route, type GatewayRoute } from "../types";

// SPEC §3 "Receipt" / §5: the payer's receipt request for a paid order (within 90 days,
// once) and the organisers' handling (/platform/manage/receipt). §7 names no receipt calls, so
// these paths are ours. Always the host's conference; another conference's ids answer 404.

const MINE = "/conference/receipt";
const MANAGE = "/conference/platform/manage/receipt";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const RECEIPTS_ROUTES: Record<string, GatewayRoute<any, any, any>> = {
  // The receipt state of one of my orders: eligibility ("ok" | "notPaid" | "tooLate" | "exists"),
  // the request once made (status, express and bill numbers), and the form's starting values.
  [`GET ${MINE}/order/{orderId}`]: route({
    auth: "participant",
    module: "receipt",
    params: z.object({ orderId: zId() }),
    handler: async ({ access, params, locale }) => {
      const state = await receiptState(access.conference, access.user.id, params.orderId, locale);
      if (!state) throw new NotFound("billing.errors.orderNotFound");
      return state;
    },
  }),

  // Request a receipt for my paid order: 409 with its message after 90 days or on a second request.
  [`POST ${MINE}/request`]: route({
    auth: "participant",
    module: "receipt",
    body: ZReceiptRequest,
    handler: async ({ access, body }) => askForReceipt(access, body),
  }),

  // Requests with filters (status, title type, created days in the conference's zone, search) → { rows, total }.
  [`GET ${MANAGE}/list`]: route({
    auth: "manager",
    query: ZReceiptListQuery,
    handler: async ({ access, query }) => listReceipts(access.conference, query),
  }),

  [`GET ${MANAGE}/detail/{id}`]: route({
    auth: "manager",
    params: z.object({ id: zId() }),
    handler: async ({ access, params }) => getReceipt(access.conference, params.id),
  }),

  // Status forward only (unbilled → to be invoiced → invoiced, invoiced needs the bill number), express and bill numbers.
  [`POST ${MANAGE}/update`]: route({
    auth: "manager",
    body: ZReceiptUpdate,
    handler: async ({ access, body }) => handleReceipt(access, body),
  }),

  // CSV / XLSX of the requests the filters match (formula-escaped CSV).
  [`GET ${MANAGE}/export`]: route({
    auth: "manager",
    query: ZReceiptExportQuery,
    handler: async ({ access, query, locale }) => {
      const out = await exportReceipts(access.conference, query, locale);
      return attachment(`receipts.${out.ext}`, out.type, out.body);
    },
  }),
};
