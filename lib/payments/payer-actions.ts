"use server";
import { ZBillRef, ZDeclarePaid, ZStartPayment } from "@/lib/orders/schemas";
import { action } from "@/lib/server/action";
import { billStatus } from "./bill-status";
import { cancelOpenPayment } from "./cancel";
import { backFromProvider, declareMyPayment } from "./payer";
import { startAnyPayment } from "./start";
import { startContext } from "./start-context";

// The payer's side of paying: start a payment of some orders (a bill), "I have paid" on an offline
// bill, how a bill stands, back from the provider on the result page (ask the provider at once, and
// say whether it answered "not paid"), and "cancel this payment" on the pay page. Always the host's
// conference and the signed-in payer's orders and bills.

export const startPaymentAction = action({ audience: "participant", module: "payment", schema: ZStartPayment }, async ({ orderIds, method }, a) =>
  startAnyPayment(a.conference, a.user.id, orderIds, method, await startContext()),
);

export const declarePaidAction = action({ audience: "participant", module: "payment", schema: ZDeclarePaid }, async ({ billNo, payerNote }, a) =>
  declareMyPayment(a, billNo, payerNote),
);

/** The result / QR page asks how its bill stands (the provider is asked too, at most every 10 s). */
export const billStatusAction = action({ audience: "participant", module: "payment", schema: ZBillRef }, async ({ billNo }, a) =>
  billStatus(a.conference, a.user.id, billNo),
);

export const confirmReturnAction = action({ audience: "participant", schema: ZBillRef }, async ({ billNo }, a) => backFromProvider(a, billNo));

export const cancelOpenPaymentAction = action({ audience: "participant", schema: ZBillRef }, async ({ billNo }, a) =>
  cancelOpenPayment(a.conference, a.user.id, billNo),
);
