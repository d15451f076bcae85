"use server";
import { ZBillRef } from "@/lib/orders/schemas";
import { action } from "@/lib/server/action";
import type { SignedIn } from "@/lib/server/guard";
import { billStatus } from "./bill-status";
import { cancelOpenPayment } from "./cancel";
import { returnFromProvider } from "./online";

// The payer's own online bill: back on the result page (ask the provider at once, and say whether
// it answered "not paid"), and "cancel this payment" on the pay page. Always the host's conference
// and the signed-in payer's bills.

const back = action({ audience: "participant", schema: ZBillRef }, async ({ billNo }, a) => {
  const userId = (a as SignedIn).user.id;
  const said = await returnFromProvider(a.conference, userId, billNo);
  const s = await billStatus(a.conference, userId, billNo, { refresh: false });
  return { ...s, unpaid: said === "unpaid" && s.status === "CREATED" };
});

const cancel = action({ audience: "participant", schema: ZBillRef }, async ({ billNo }, a) => cancelOpenPayment(a.conference, (a as SignedIn).user.id, billNo));

export async function confirmReturnAction(input: Parameters<typeof back>[0]) {
  return back(input);
}
export async function cancelOpenPaymentAction(input: Parameters<typeof cancel>[0]) {
  return cancel(input);
}
