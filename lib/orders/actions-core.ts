import "server-only";
import type { Order } from "@/lib/generated/prisma/client";
import type { TransactionStatus } from "@/lib/generated/prisma/enums";
import { db } from "@/lib/server/db";
import { Conflict, NotFound, ValidationError } from "@/lib/server/errors";
import { reasonJson, reasonKey, reasonText, type HistoryReason } from "./history-reason";
import { onRegistrationRevoked } from "./paid";
import { SETTLED, type OrderActor } from "./status";
import { applyTransition, lockOrder, lockOrders } from "./transition";
import { onHotelOrderMoved } from "@/lib/hotel/release";

// The order moves people ask for by name, each one transaction on the locked order.
// Screens and gateway calls of the participant and the manager call these; the table in status.ts
// decides what is legal.

type Conf = { id: number };
const TX_OPTIONS = { maxWait: 10_000, timeout: 20_000 } as const;

type MoveOptions = { ownerId?: number; reason?: HistoryReason; patch?: Record<string, unknown>; check?: (order: Order) => void };

/**
 * One move on one order, with what it means for the bill it is on: the bill's orders are locked
 * together (id order), and when a declared combined bill ends because this order is cancelled or
 * sent back to unpaid, its other orders waiting for confirmation go back to unpaid too — they
 * can be paid (or expire) again instead of waiting for a confirmation that can no longer come.
 */
async function move(conf: Conf, orderId: number, actor: OrderActor, actorUserId: number, to: TransactionStatus, opts: MoveOptions = {}) {
  return db.$transaction(async (tx) => {
    const bill = await tx.payment.findFirst({
      where: { conferenceId: conf.id, status: "PENDING", orders: { some: { orderId } } },
      include: { orders: { select: { orderId: true } } },
    });
    const locked = await lockOrders(tx, conf.id, [orderId, ...(bill?.orders.map((o) => o.orderId) ?? [])]);
    const order = locked.find((o) => o.id === orderId)!;
    if (opts.ownerId !== undefined && order.userId !== opts.ownerId) throw new NotFound("billing.errors.orderNotFound");
    opts.check?.(order);
    const wasSettled = SETTLED.has(order.transactionStatus);
    const updated = await applyTransition(tx, order, { conferenceId: conf.id, orderId, to, actor, actorUserId, reason: opts.reason, patch: opts.patch });
    if (wasSettled && to === "CANCELLED") await onRegistrationRevoked(tx, updated);
    if (bill && (to === "CANCELLED" || to === "UNPAID")) {
      for (const sibling of locked) {
        if (sibling.id === orderId || sibling.transactionStatus !== "WAITING_CONFIRMATION") continue;
        await applyTransition(tx, sibling, { conferenceId: conf.id, orderId: sibling.id, to: "UNPAID", actor: "manager", actorUserId, reason: opts.reason });
      }
    }
    return updated;
  }, TX_OPTIONS);
}

/** The payer cancels an unpaid order of theirs (quota given back). */
export function cancelOwnOrder(conf: Conf, userId: number, orderId: number): Promise<Order> {
  return move(conf, orderId, "participant", userId, "CANCELLED", {
    ownerId: userId,
    reason: reasonKey("orderAdmin.voidReason.cancelledByParticipant"),
    patch: { voidReason: "cancelledByParticipant" },
  });
}

/** A manager cancels with a reason; a paid order needs a refund note (what was refunded, how). */
export async function cancelOrderAsManager(conf: Conf, managerId: number, p: { orderId: number; reason: string; refundNote: string }): Promise<Order> {
  if (!p.reason) throw new ValidationError({ reason: "validation.required" });
  return move(conf, p.orderId, "manager", managerId, "CANCELLED", {
    // checked on the locked row: an order that became paid a moment ago needs its refund note
    check: (order) => {
      if (SETTLED.has(order.transactionStatus) && !p.refundNote) throw new ValidationError({ refundNote: "validation.required" });
    },
    reason: reasonText(p.reason),
    patch: { voidReason: "cancelledByManager", remarks: p.reason, ...(p.refundNote ? { refundNote: p.refundNote } : {}) },
  });
}

/** The money did not arrive as claimed (or not in full): the order is flagged for follow-up. */
export function markPaymentException(conf: Conf, managerId: number, orderId: number, reason: string): Promise<Order> {
  if (!reason) throw new ValidationError({ reason: "validation.required" });
  return move(conf, orderId, "manager", managerId, "PAYMENT_EXCEPTION", { reason: reasonText(reason) });
}

/** Nothing arrived: back to unpaid so the payer can pay again (before the deadline). */
export function rejectPaymentClaim(conf: Conf, managerId: number, orderId: number, reason: string): Promise<Order> {
  return move(conf, orderId, "manager", managerId, "UNPAID", { reason: reasonText(reason) });
}

/** §4 pay status "delay": the order stays valid past its deadline (e.g. pay on site). */
export async function grantPayLater(conf: Conf, managerId: number, orderId: number, reason: string): Promise<Order> {
  return db.$transaction(async (tx) => {
    const order = await lockOrder(tx, conf.id, orderId);
    if (!order.available || SETTLED.has(order.transactionStatus)) throw new Conflict("billing.errors.illegalTransition");
    const updated = await tx.order.update({ where: { id: orderId }, data: { payStatus: "DELAY" } });
    await onHotelOrderMoved(tx, updated, false); // the reservation list shows the pay status too
    await tx.orderTransition.create({
      data: {
        conferenceId: conf.id,
        orderId,
        fromStatus: order.transactionStatus,
        toStatus: order.transactionStatus,
        actorUserId: managerId,
        reason: reasonJson(reasonText(reason) ?? reasonKey("orderAdmin.history.payLater")),
      },
    });
    return updated;
  }, TX_OPTIONS);
}

/** A refund note on an order (shown to the payer), without changing its status. */
export async function setRefundNote(conf: Conf, orderId: number, refundNote: string): Promise<Order> {
  const n = await db.order.updateMany({ where: { id: orderId, conferenceId: conf.id }, data: { refundNote } });
  if (!n.count) throw new NotFound("billing.errors.orderNotFound");
  return db.order.findUniqueOrThrow({ where: { id: orderId } });
}
