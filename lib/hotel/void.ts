import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { cancelUnpaidOrders } from "@/lib/orders/cancel-unpaid";
import { PAYABLE } from "@/lib/orders/status";

// SPEC §4: changing the hotel's settlement currency voids the unpaid hotel orders, and changing a
// room type's price voids the unpaid orders for it — in the transaction of the change, after the
// manager confirmed how many. Paid orders (and those waiting for confirmation of money sent) keep
// what they bought. The voided order gives its nights back through lib/hotel/release.ts.

type Tx = Prisma.TransactionClient;
export type HotelVoidReason = "hotelCurrencyChanged" | "roomPriceChanged";

const unpaidHotelOrders = (conferenceId: number, roomId?: number): Prisma.OrderWhereInput => ({
  conferenceId,
  type: "HOTEL",
  transactionStatus: { in: [...PAYABLE] },
  ...(roomId ? { items: { some: { roomId } } } : {}),
});

/** How many orders the change would void (for the confirmation). `roomId` narrows it to one room type. */
export function countUnpaidHotelOrders(tx: Tx, conferenceId: number, roomId?: number): Promise<number> {
  return tx.order.count({ where: unpaidHotelOrders(conferenceId, roomId) });
}

/** Voids them (nights given back, history written, each booker mailed); returns how many. */
export async function voidUnpaidHotelOrders(
  tx: Tx,
  p: { conferenceId: number; roomId?: number; reason: HotelVoidReason; actorUserId: number | null },
): Promise<number> {
  const orders = await tx.order.findMany({ where: unpaidHotelOrders(p.conferenceId, p.roomId), select: { id: true } });
  return cancelUnpaidOrders(tx, {
    conferenceId: p.conferenceId,
    orderIds: orders.map((o) => o.id),
    actorUserId: p.actorUserId,
    notice: { reason: p.reason, subject: "hotel.mail.voidSubject", body: "hotel.mail.voidBody" },
  });
}
