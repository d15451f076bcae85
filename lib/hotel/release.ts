import "server-only";
import type { Order, Prisma } from "@/lib/generated/prisma/client";

// A hotel order's reservations follow its status, from lib/orders/transition.ts — the
// one writer of order statuses — so cancelling, expiring and voiding all give nights back through
// here. Exactly once: a reservation gives its nights back in the statement that sets its
// cancelledAt, and only while that is still null. Night rows are locked in (room, night) order,
// the order every booking and room-type save uses, so none of them waits on another crosswise.

type Tx = Prisma.TransactionClient;

/** Before a batch of orders stops holding (expiry, voiding): lock every night they hold, in (room, night) order. */
export async function lockHotelNights(tx: Tx, orderIds: number[]): Promise<void> {
  if (!orderIds.length) return;
  await tx.$queryRaw`
    SELECT n."id" FROM "HotelRoomNight" n
    JOIN "HotelReservation" r ON r."roomId" = n."roomId" AND n."night" >= r."checkIn" AND n."night" < r."checkOut"
    WHERE r."orderId" = ANY(${orderIds}::int[]) AND r."cancelledAt" IS NULL
    ORDER BY n."roomId", n."night" FOR UPDATE OF n`;
}

async function releaseNights(tx: Tx, orderId: number): Promise<void> {
  await lockHotelNights(tx, [orderId]);
  const released = await tx.$queryRaw<{ id: number }[]>`
    UPDATE "HotelReservation" SET "cancelledAt" = now(), "updatedAt" = now()
    WHERE "orderId" = ${orderId} AND "cancelledAt" IS NULL RETURNING "id"`;
  // The stay's dates stay in SQL (DATE against DATE): no time zone between them.
  for (const { id } of released) {
    await tx.$executeRaw`
      UPDATE "HotelRoomNight" n SET "booked" = n."booked" - r."roomCount"
      FROM "HotelReservation" r
      WHERE r."id" = ${id} AND n."roomId" = r."roomId" AND n."night" >= r."checkIn" AND n."night" < r."checkOut"`;
  }
}

/** Called for every move of a HOTEL order, with the row already updated and locked. */
export async function onHotelOrderMoved(tx: Tx, order: Order, stoppedHolding: boolean): Promise<void> {
  if (order.type !== "HOTEL") return;
  if (stoppedHolding) await releaseNights(tx, order.id);
  // The reservation list shows pay status and amount paid without joining every order.
  const paid = order.payStatus === "PAID";
  await tx.$executeRaw`
    UPDATE "HotelReservation" SET "payStatus" = ${order.payStatus}::"PayStatus",
      "paidMinor" = CASE WHEN ${paid} THEN "totalPayableMinor" ELSE 0 END, "updatedAt" = now()
    WHERE "orderId" = ${order.id}`;
}
