import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import { ONLINE_METHODS } from "./providers/types";

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
