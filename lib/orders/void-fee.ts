import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import { cancelUnpaidOrders } from "./cancel-unpaid";
import { PAYABLE } from "./status";

// SPEC §4 "changing a price voids corresponding orders": the unpaid orders that contain
// a fee whose price or currency changed are voided in the transaction that changes the fee; paid
// orders (and those waiting for a manager's confirmation of money sent) keep what they bought.

type Tx = Prisma.TransactionClient;
const unpaidWithFee = (conferenceId: number, feeId: number) => ({
  conferenceId,
  transactionStatus: { in: [...PAYABLE] },
  items: { some: { feeId } },
});

/** How many orders a price change would void (for the confirmation). */
export async function countUnpaidOrdersWithFee(conferenceId: number, feeId: number, client: Tx | typeof db = db): Promise<number> {
  return client.order.count({ where: unpaidWithFee(conferenceId, feeId) });
}

/** Voids them (quota given back, history written, each payer mailed); returns how many. */
export async function voidUnpaidOrdersWithFee(tx: Tx, p: { conferenceId: number; feeId: number; actorUserId: number | null }): Promise<number> {
  const orders = await tx.order.findMany({ where: unpaidWithFee(p.conferenceId, p.feeId), select: { id: true } });
  return cancelUnpaidOrders(tx, {
    conferenceId: p.conferenceId,
    orderIds: orders.map((o) => o.id),
    actorUserId: p.actorUserId,
    notice: {
      reason: "priceChanged",
      subject: "billing.mail.voidSubject",
      body: "billing.mail.voidBody",
      extra: async (o, locale) => {
        const items = await tx.orderItem.findMany({ where: { orderId: o.id }, select: { titleZh: true, titleEn: true } });
        return { items: items.map((i) => (locale === "en" ? i.titleEn || i.titleZh : i.titleZh || i.titleEn)).join(", ") };
      },
    },
  });
}
