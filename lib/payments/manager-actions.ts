"use server";
import { ZRecordRefundForm } from "@/lib/orders/manager-schemas";
import { action } from "@/lib/server/action";
import { recordBillRefund } from "./refund";

// The manager's "record refund" on a bill of /platform/manage/order/[orderId] (a double charge sent
// back outside the provider); managers only, on the conference of the request's host.

const refund = action({ audience: "manager", schema: ZRecordRefundForm }, async (v, a) => {
  const bill = await recordBillRefund(a.conference, a.user!.id, v);
  return { billNo: bill.billNo, status: bill.status };
});

export async function recordBillRefundAction(input: Parameters<typeof refund>[0]) {
  return refund(input);
}
