import "server-only";
import type { Receipt } from "@/lib/generated/prisma/client";
import { todayIn } from "@/lib/i18n/dates";
import { addNotice } from "@/lib/notices/add";
import { alertManagers } from "@/lib/notices/payment-alert";
import { lockOrder } from "@/lib/orders/transition";
import { db } from "@/lib/server/db";
import { Conflict, NotFound } from "@/lib/server/errors";
import { receiptEligibility, type ReceiptEligibility } from "./eligibility";
import { canMoveReceipt, type TReceiptRequest, type TReceiptUpdate } from "./schemas";

// Receipt requests (SPEC §5) and the organisers' handling of them. One per order, enforced twice:
// the order row is locked while eligibility is decided, and Receipt.orderId is unique, so two
// parallel requests give one row and the other the "exists" message.

type Conf = { id: number; timeZone: string };
const TX_OPTIONS = { maxWait: 10_000, timeout: 20_000 } as const;

const REFUSAL: Record<Exclude<ReceiptEligibility, "ok">, string> = {
  exists: "receipts.errors.exists",
  tooLate: "receipts.errors.tooLate",
  notPaid: "receipts.errors.notPaid",
};

const isUniqueViolation = (e: unknown) => (e as { code?: string } | null)?.code === "P2002";

/** The payer asks for a receipt of their own paid order; amount and payment date are the order's. */
export async function requestReceipt(conf: Conf, userId: number, input: TReceiptRequest, now = new Date()): Promise<Receipt> {
  try {
    return await db.$transaction(async (tx) => {
      const order = await lockOrder(tx, conf.id, input.orderId);
      if (order.userId !== userId) throw new NotFound("billing.errors.orderNotFound");
      const existing = await tx.receipt.findUnique({ where: { orderId: order.id }, select: { id: true } });
      const verdict = receiptEligibility(order, !!existing, now);
      if (verdict !== "ok") throw new Conflict(REFUSAL[verdict]);
      await alertManagers(tx, { conferenceId: conf.id, event: "receiptRequested", orderId: order.id, orderNo: order.orderNo });
      return tx.receipt.create({
        data: {
          conferenceId: conf.id,
          userId,
          orderId: order.id,
          receiptType: input.receiptType,
          content: input.content,
          titleType: input.titleType,
          titleName: input.titleName,
          taxpayerNo: input.titleType === "COMPANY" ? input.taxpayerNo : "",
          recipientName: input.recipientName,
          phone: input.phone,
          address: input.address,
          email: input.email,
          amountMinor: order.totalMinor,
          currency: order.currency,
          // The day the money arrived, as the conference's calendar reads it (a DATE column).
          paymentDate: new Date(`${todayIn(conf.timeZone, order.paidAt!)}T00:00:00Z`),
          attendeeNames: input.attendeeNames,
          comment: input.comment,
        },
      });
    }, TX_OPTIONS);
  } catch (e) {
    if (isUniqueViolation(e)) throw new Conflict(REFUSAL.exists);
    throw e;
  }
}

/** A manager moves the status one step forward (or keeps it) and sets the express tracking and bill numbers; the payer hears of each step. */
export async function updateReceipt(conf: Conf, input: TReceiptUpdate): Promise<Receipt> {
  return db.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<{ status: Receipt["status"] }[]>`
      SELECT "status" FROM "Receipt" WHERE "id" = ${input.id} AND "conferenceId" = ${conf.id} FOR UPDATE`;
    if (!rows.length) throw new NotFound("receipts.errors.notFound");
    if (!canMoveReceipt(rows[0].status, input.status)) throw new Conflict("receipts.errors.illegalStatus");
    const updated = await tx.receipt.update({
      where: { id: input.id },
      data: { status: input.status, expressNo: input.expressNo, billNo: input.billNo },
      include: { order: { select: { orderNo: true } } },
    });
    if (input.status !== rows[0].status) {
      await addNotice(tx, {
        conferenceId: conf.id,
        userId: updated.userId,
        kind: "RECEIPT_STATUS",
        params: { orderNo: updated.order.orderNo, status: input.status },
        href: "/profile/order/list",
      });
    }
    const { order: _order, ...receipt } = updated;
    return receipt;
  }, TX_OPTIONS);
}
