import "server-only";
import { cancelOrderAsManager } from "@/lib/orders/actions-core";
import { db } from "@/lib/server/db";
import { Conflict, NotFound } from "@/lib/server/errors";
import type { TReservationCancel } from "./schemas";

// A manager cancels a reservation by cancelling its HOTEL order through the order
// screen's own service: the same reason, the same refund note for a paid order, the same history
// row and bill handling. The order's move gives the nights back (lib/hotel/release.ts, called by
// the one writer of order statuses), exactly once: a second cancel finds the order cancelled.

type Conf = { id: number };

export async function cancelReservation(conf: Conf, managerId: number, v: TReservationCancel) {
  const r = await db.hotelReservation.findFirst({ where: { id: v.reservationId, conferenceId: conf.id }, select: { orderId: true, cancelledAt: true } });
  if (!r) throw new NotFound("hotel.manage.errors.notFound");
  if (r.cancelledAt) throw new Conflict("hotel.manage.errors.alreadyCancelled");
  // The order was deleted from under it (SetNull): there is nothing to cancel it through.
  if (r.orderId === null) throw new Conflict("hotel.manage.errors.noOrder");
  const order = await cancelOrderAsManager(conf, managerId, { orderId: r.orderId, reason: v.reason, refundNote: v.refundNote });
  const after = await db.hotelReservation.findUniqueOrThrow({ where: { id: v.reservationId }, select: { cancelledAt: true, payStatus: true } });
  return {
    reservationId: v.reservationId,
    cancelledAt: after.cancelledAt,
    payStatus: after.payStatus,
    order: { id: order.id, orderNo: order.orderNo, transactionStatus: order.transactionStatus, refundNote: order.refundNote },
  };
}
