import "server-only";
import type { Order, Prisma } from "@/lib/generated/prisma/client";
import { isPayableNow } from "@/lib/orders/status";
import { db } from "@/lib/server/db";
import { Conflict, NotFound } from "@/lib/server/errors";
import { separatesHotel } from "./plan";

// Whether some orders may be paid now, by whom and together: the checks every way of paying makes
// before a bill is opened or claimed.

type Tx = Prisma.TransactionClient;

export async function checkPayable(tx: Tx, conferenceId: number, userId: number, orders: Order[], now: Date) {
  if (orders.some((o) => o.userId !== userId)) throw new NotFound("billing.errors.orderNotFound");
  if (orders.some((o) => !isPayableNow(o, now))) throw new Conflict("billing.errors.cannotBePaid");
  if (orders.length > 1) {
    const s = await tx.paymentSettings.findUnique({ where: { conferenceId }, select: { combineOrders: true, plan: true } });
    if (!s?.combineOrders || new Set(orders.map((o) => o.currency)).size > 1 || separatesHotel(s.plan, orders))
      throw new Conflict("billing.errors.cannotCombine");
  }
}

export async function hasAnyEnabledMethod(conferenceId: number, client: Tx | typeof db = db): Promise<boolean> {
  return (await client.paymentMethodConfig.count({ where: { conferenceId, enabled: true } })) > 0;
}
