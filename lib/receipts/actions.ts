"use server";
import { action } from "@/lib/server/action";
import { askForReceipt, handleReceipt } from "./requests";
import { ZReceiptRequest, ZReceiptUpdate } from "./schemas";

// Server actions of /profile/order/receipt/{orderId} (the payer, own order only) and
// /platform/manage/receipt (managers). The conference is always the request host's.

export const requestReceiptAction = action({ audience: "participant", module: "receipt", schema: ZReceiptRequest }, async (input, a) =>
  askForReceipt(a, input),
);
export const updateReceiptAction = action({ audience: "manager", schema: ZReceiptUpdate }, async (input, a) => handleReceipt(a, input));
