import "server-only";
import type { PaymentStatus } from "@/lib/generated/prisma/enums";
import { db } from "@/lib/server/db";
import { NotFound } from "@/lib/server/errors";
import { refreshBill, type RefreshResult } from "./online";
import { isOnlineMethod } from "./providers/types";

// How a bill stands, for its payer's polling pages (WeChat QR code, the result page after a
// provider's return). An open online bill is asked about at the provider too (throttled in
// refreshBill), so a declined attempt or a lost notification shows without waiting for
// reconciliation.

/** unpaid: the provider was asked just now and said nothing has been paid (the result page may then offer paying again). */
export type BillStatus = { billNo: string; status: PaymentStatus; settled: boolean; unpaid: boolean };

export async function billStatus(conf: { id: number }, userId: number, billNo: string, opts: { refresh?: boolean } = {}): Promise<BillStatus> {
  const find = () => db.payment.findFirst({ where: { conferenceId: conf.id, billNo, userId }, select: { status: true, provider: true } });
  let bill = await find();
  if (!bill) throw new NotFound("billing.errors.paymentNotFound");
  let said: RefreshResult = "skipped";
  if (opts.refresh !== false && isOnlineMethod(bill.provider) && (bill.status === "CREATED" || bill.status === "PENDING")) {
    said = await refreshBill(conf, billNo);
    bill = (await find())!;
  }
  return { billNo, status: bill.status, settled: bill.status === "SUCCEEDED", unpaid: said === "unpaid" && bill.status === "CREATED" };
}
