import "server-only";
import type { SignedIn } from "@/lib/server/guard";
import { billStatus, type BillStatus } from "./bill-status";
import { declarePaid } from "./offline";
import { returnFromProvider } from "./online";

// The payer's moves on a bill of theirs as the pay pages' actions and the gateway's calls both
// answer them: each adapter passes the signed-in payer and sends back what these return.

/** "I have paid" on an offline bill: its orders wait for the organisers → the bill, its status and its result page. */
export async function declareMyPayment(a: SignedIn, billNo: string, payerNote: string) {
  const bill = await declarePaid(a.conference, a.user.id, billNo, payerNote);
  return { billNo: bill.billNo, status: bill.status, next: `/profile/order/pay/goto/result/${bill.billNo}` };
}

/**
 * The payer is back from the provider: the provider is asked at once, and the bill's status says
 * `unpaid` when it answered that nothing was paid (the result page then offers paying again).
 */
export async function backFromProvider(a: SignedIn, billNo: string): Promise<BillStatus> {
  const said = await returnFromProvider(a.conference, a.user.id, billNo);
  const s = await billStatus(a.conference, a.user.id, billNo, { refresh: false });
  return { ...s, unpaid: said === "unpaid" && s.status === "CREATED" };
}
