import "server-only";
import type { SignedIn } from "@/lib/server/guard";
import { getReceipt } from "./queries";
import type { TReceiptRequest, TReceiptUpdate } from "./schemas";
import { requestReceipt, updateReceipt } from "./service";

// Receipt requests as the receipt pages' actions and the gateway's calls both answer them: each
// adapter passes the signed-in access and sends back what these return.

/** The payer asks for a receipt for a paid order of theirs → the request's id and status. */
export async function askForReceipt(a: SignedIn, input: TReceiptRequest) {
  const r = await requestReceipt(a.conference, a.user.id, input);
  return { id: r.id, status: r.status };
}

/** A manager moves a request forward or fills in its numbers → the request as the detail shows it. */
export async function handleReceipt(a: SignedIn, input: TReceiptUpdate) {
  await updateReceipt(a.conference, input);
  return getReceipt(a.conference, input.id);
}
