import type { Sample, SampleIds } from "../../gateway-samples";

// Samples of lib/gateway/routes/orders/manage.ts for the bad-input sweep (see gateway-samples.ts).
// Order 999999 does not exist: a valid sample answers 404 and the sweep changes no order.
const ORDER = "/conference/platform/manage/order";
const filters = { search: "R2026", type: "REGISTRATION", status: "UNPAID", method: "BANK_REMITTANCE", from: "2026-11-01", to: "2026-11-30" };

export function orderManageSamples(_ids: SampleIds): Record<string, Sample> {
  return {
    [`GET ${ORDER}/list`]: { query: { ...filters, page: "1", size: "20" } },
    [`GET ${ORDER}/detail/{orderId}`]: { params: { orderId: "999999" } },
    [`POST ${ORDER}/confirm`]: { body: { orderId: 999999, amountMinor: 128000, paidOn: "2026-11-20", transactionNo: "BANK-20261120-0001" } },
    [`POST ${ORDER}/exception`]: { body: { orderId: 999999, reason: "Only half of the amount arrived" } },
    [`POST ${ORDER}/rejectClaim`]: { body: { orderId: 999999, reason: "Nothing arrived on the account" } },
    [`POST ${ORDER}/payLater`]: { body: { orderId: 999999, reason: "Pays on site" } },
    [`POST ${ORDER}/cancel`]: { body: { orderId: 999999, reason: "Duplicate order", refundNote: "Refunded by bank transfer on 2026-11-21" } },
    [`POST ${ORDER}/refundNote`]: { body: { orderId: 999999, refundNote: "Refunded by bank transfer on 2026-11-21" } },
    [`GET ${ORDER}/export`]: { query: { ...filters, format: "csv" } },
  };
}
