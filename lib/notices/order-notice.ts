import "server-only";
import type { Order, Prisma } from "@/lib/generated/prisma/client";
import type { TransactionStatus } from "@/lib/generated/prisma/enums";
import type { OrderActor } from "@/lib/orders/status";
import { addNotice } from "./add";

// ORDER_STATUS notices, written by lib/orders/transition.ts for every move of an order,
// inside its transaction: paid (by a manager or a provider — lib/orders/paid.ts only follows those
// moves, so a payment is told once), confirmed, sent back, cancelled or refunded, expired, voided.
// Not for what the person did themselves (cancelled their own order, "I have paid", replaced it),
// nor for the in-between states of their own payment (waiting for confirmation, back from the provider).

const QUIET: ReadonlySet<TransactionStatus> = new Set<TransactionStatus>(["WAITING_CONFIRMATION", "TO_BE_CONFIRMED"]);

export function orderNoticeHref(type: Order["type"]): string {
  return type === "HOTEL" ? "/profile/hotel/order" : "/profile/order/list";
}

export async function noticeOrderMoved(tx: Prisma.TransactionClient, order: Order, by: { actor: OrderActor; actorUserId?: number | null }): Promise<void> {
  if (by.actor === "participant" || by.actorUserId === order.userId) return;
  if (QUIET.has(order.transactionStatus)) return;
  await addNotice(tx, {
    conferenceId: order.conferenceId,
    userId: order.userId,
    kind: "ORDER_STATUS",
    params: { orderNo: order.orderNo, type: order.type, status: order.transactionStatus },
    href: orderNoticeHref(order.type),
  });
}
