import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import type { TransactionStatus } from "@/lib/generated/prisma/enums";
import { ONLINE_METHODS } from "./providers/types";
import { OFFLINE_METHODS } from "./schemas";

// Which online checkout of some orders is still open at its provider: made and not past its
// window, or with money in flight. While one is, no other online payment of those orders starts
// (lib/payments/online.ts) and the pay page offers to cancel it instead (lib/payments/cancel.ts).

type Tx = Prisma.TransactionClient;

/** Online bills of these orders that are still open at their provider. */
function openOnlineWhere(conferenceId: number, orderIds: number[], now: Date): Prisma.PaymentWhereInput {
  return {
    conferenceId,
    provider: { in: [...ONLINE_METHODS] },
    orders: { some: { orderId: { in: orderIds } } },
    OR: [{ status: "PENDING" }, { status: "CREATED", OR: [{ expiresAt: null }, { expiresAt: { gt: now } }] }],
  };
}

export type OpenPayment = { billNo: string; method: string; status: "CREATED" | "PENDING" };

export async function findOpenOnlinePayment(
  conferenceId: number,
  orderIds: number[],
  now = new Date(),
  client: Tx | typeof db = db,
): Promise<OpenPayment | null> {
  const b = await client.payment.findFirst({
    where: openOnlineWhere(conferenceId, orderIds, now),
    orderBy: { id: "desc" },
    select: { billNo: true, provider: true, status: true },
  });
  return b ? { billNo: b.billNo, method: b.provider, status: b.status as OpenPayment["status"] } : null;
}

/**
 * The bills still open on an order that has just moved to `to`. A bill is over once its order is
 * cancelled, expired or back to unpaid (a later payment starts a new bill), so no stale bill can be
 * confirmed or block a confirmation. An online bill is left alone on a move back to unpaid: the
 * provider may still be paying it (its own notification or reconciliation closes it); on cancel or
 * expiry it ends like any other. The order's one writer (lib/orders/transition.ts) calls this.
 */
export async function endOpenBills(tx: Tx, orderId: number, to: TransactionStatus): Promise<void> {
  if (to !== "CANCELLED" && to !== "EXPIRED" && to !== "UNPAID") return;
  const provider = to === "UNPAID" ? { in: [...OFFLINE_METHODS] } : undefined;
  await tx.payment.updateMany({
    where: { status: { in: ["CREATED", "PENDING"] }, provider, orders: { some: { orderId } } },
    data: { status: "CANCELLED" },
  });
}
