import "server-only";
import type { Payment } from "@/lib/generated/prisma/client";
import { toMinor } from "@/lib/billing/money";
import { startOfDayIn, todayIn } from "@/lib/i18n/dates";
import type { TRecordRefundForm } from "@/lib/orders/manage/schemas";
import { db } from "@/lib/server/db";
import { Conflict, NotFound, ValidationError } from "@/lib/server/errors";

// A manager records that the money of a payment exception (paid twice, paid after the order
// ended, a wrong amount) was sent back outside the provider. The bill leaves EXCEPTION for
// REFUNDED with the day, amount and reference, so the order drops out of the "payment exception"
// filter; the orders themselves keep their status (the first payment still stands). Under the
// bill's row lock: two managers recording at once give one refund and one 409.

type Conf = { id: number; timeZone: string };

export async function recordBillRefund(conf: Conf, managerId: number, input: TRecordRefundForm): Promise<Payment> {
  if (input.refundedOn > todayIn(conf.timeZone)) throw new ValidationError({ refundedOn: "orderAdmin.errors.futureRefund" });
  return db.$transaction(
    async (tx) => {
      const rows = await tx.$queryRaw<{ id: number }[]>`
        SELECT "id" FROM "Payment" WHERE "billNo" = ${input.billNo} AND "conferenceId" = ${conf.id} FOR UPDATE`;
      if (!rows.length) throw new NotFound("billing.errors.paymentNotFound");
      const bill = await tx.payment.findUniqueOrThrow({ where: { id: rows[0].id } });
      if (bill.status !== "EXCEPTION") throw new Conflict("orderAdmin.errors.notAnException");
      const minor = toMinor(input.amount, bill.currency);
      if (minor === null || minor < 1) throw new ValidationError({ amount: "orderAdmin.errors.amountFormat" });
      if (minor > bill.amountMinor) throw new ValidationError({ amount: "orderAdmin.errors.refundTooLarge" });
      return tx.payment.update({
        where: { id: bill.id },
        data: {
          status: "REFUNDED",
          refundedAt: startOfDayIn(input.refundedOn, conf.timeZone),
          refundAmountMinor: minor,
          refundRef: input.reference,
          refundedById: managerId,
        },
      });
    },
    { maxWait: 10_000, timeout: 20_000 },
  );
}
