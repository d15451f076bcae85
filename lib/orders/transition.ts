import "server-only";
import type { Order, Prisma } from "@/lib/generated/prisma/client";
import type { TransactionStatus } from "@/lib/generated/prisma/enums";
import { Conflict, NotFound } from "@/lib/server/errors";
import { endOpenBills } from "@/lib/payments/open-bills";
import { onHotelOrderMoved } from "@/lib/hotel/release";
import { noticeOrderMoved } from "@/lib/notices/order-notice";
import { reasonJson, type HistoryReason } from "./history-reason";
import { releaseQuota } from "./quota";
import { canTransition, HOLDING, isAvailable, payStatusAfter, type OrderActor } from "./status";

// The one writer of an order's statuses: lock the row, check the move against the
// table in status.ts, write it with its history row, and give quota back when the order stops
// holding it. Ten managers confirming the same order at once: the first moves it, the other nine
// find it PAID and get the 409.

type Tx = Prisma.TransactionClient;

export type TransitionInput = {
  conferenceId: number;
  orderId: number;
  to: TransactionStatus;
  actor: OrderActor;
  actorUserId?: number | null;
  /** Shown in the history: a person's words or a message key (history-reason.ts). */
  reason?: HistoryReason;
  /** Other columns written with the move (paidAt, transactionNo, voidReason …). */
  patch?: Omit<Prisma.OrderUncheckedUpdateInput, "transactionStatus" | "payStatus" | "available" | "id" | "conferenceId">;
  /** Only from these statuses (a narrower check than the table, e.g. "confirm" only from waiting). */
  from?: readonly TransactionStatus[];
};

/** Locks the order of this conference (FOR UPDATE) and returns it, or 404. */
export async function lockOrder(tx: Tx, conferenceId: number, orderId: number): Promise<Order> {
  const rows = await tx.$queryRaw<{ id: number }[]>`SELECT "id" FROM "Order" WHERE "id" = ${orderId} AND "conferenceId" = ${conferenceId} FOR UPDATE`;
  if (!rows.length) throw new NotFound("billing.errors.orderNotFound");
  return tx.order.findUniqueOrThrow({ where: { id: orderId } });
}

/** Locks several orders of this conference in id order (so two callers never wait crosswise), or 404 if any is missing. */
export async function lockOrders(tx: Tx, conferenceId: number, ids: number[]): Promise<Order[]> {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  const locked = await tx.$queryRaw<{ id: number }[]>`
    SELECT "id" FROM "Order" WHERE "id" = ANY(${sorted}::int[]) AND "conferenceId" = ${conferenceId} ORDER BY "id" FOR UPDATE`;
  if (locked.length !== sorted.length) throw new NotFound("billing.errors.orderNotFound");
  return tx.order.findMany({ where: { id: { in: sorted } }, orderBy: { id: "asc" } });
}

export async function transitionOrder(tx: Tx, p: TransitionInput): Promise<Order> {
  const order = await lockOrder(tx, p.conferenceId, p.orderId);
  return applyTransition(tx, order, p);
}

/** The move itself, for a caller that already holds the row lock on `order`. */
export async function applyTransition(tx: Tx, order: Order, p: TransitionInput): Promise<Order> {
  const from = order.transactionStatus;
  if ((p.from && !p.from.includes(from)) || !canTransition(from, p.to, p.actor)) {
    throw new Conflict("billing.errors.illegalTransition");
  }
  const updated = await tx.order.update({
    where: { id: order.id },
    data: {
      ...p.patch,
      transactionStatus: p.to,
      payStatus: payStatusAfter(p.to, order.payStatus),
      available: isAvailable(p.to),
    },
  });
  await tx.orderTransition.create({
    data: {
      conferenceId: order.conferenceId,
      orderId: order.id,
      fromStatus: from,
      toStatus: p.to,
      actorUserId: p.actorUserId ?? null,
      ...(p.reason ? { reason: reasonJson(p.reason) } : {}),
    },
  });
  if (HOLDING.has(from) && !HOLDING.has(p.to)) await releaseQuota(tx, order.id);
  await onHotelOrderMoved(tx, updated, HOLDING.has(from) && !HOLDING.has(p.to)); // hotel orders give their nights back
  await noticeOrderMoved(tx, updated, p); // the payer's /profile/notice, unless the move was theirs
  await endOpenBills(tx, order.id, p.to);
  return updated;
}
