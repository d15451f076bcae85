"use server";
import { action } from "@/lib/server/action";
import { ZReceiptRequest, ZReceiptUpdate } from "./schemas";
import { requestReceipt, updateReceipt } from "./service";
import { getReceipt } from "./queries";

// Server actions of /profile/order/receipt/{orderId} (the payer, own order only) and
// /platform/manage/receipt (managers). The conference is always the request host's.

export const requestReceiptAction = action({ audience: "participant", module: "receipt", schema: ZReceiptRequest }, async (input, a) => {
  const r = await requestReceipt(a.conference, a.user.id, input);
  return { id: r.id };
});
export const updateReceiptAction = action({ audience: "manager", schema: ZReceiptUpdate }, async (input, a) => {
  await updateReceipt(a.conference, input);
  return getReceipt(a.conference, input.id);
});
