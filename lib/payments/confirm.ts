import "server-only";
import { todayIn } from "@/lib/i18n/dates";
import { toMinor } from "@/lib/billing/money";
import { confirmOfflinePayment } from "./offline";
import { db } from "@/lib/server/db";
import { NotFound, ValidationError } from "@/lib/server/errors";

// The manager's confirmation of money received on an order (/platform/manage/order/[orderId]),
// shared by the detail page's action and the gateway: the checks that need the conference (its today, the order's currency) before the
// core's confirmOfflinePayment, which checks the amount against the total under the row lock.

type Conf = { id: number; timeZone: string };
export type ConfirmInput = { orderId: number; amountMinor: number; paidOn: string; transactionNo: string };

export async function confirmPaymentAsManager(conf: Conf, managerId: number, input: ConfirmInput, origin: string | null, locale: string) {
  // Money cannot have arrived tomorrow: the day is read on the conference's calendar.
  if (input.paidOn > todayIn(conf.timeZone)) throw new ValidationError({ paidOn: "orderAdmin.errors.futureDate" });
  return confirmOfflinePayment(conf, managerId, input, origin, locale);
}

/** "1280.5" → minor units of the order's currency; a field error on `amount` when it has too many decimals. */
export async function amountOfOrder(conferenceId: number, orderId: number, amount: string): Promise<number> {
  const order = await db.order.findFirst({ where: { id: orderId, conferenceId }, select: { currency: true } });
  if (!order) throw new NotFound("billing.errors.orderNotFound");
  const minor = toMinor(amount, order.currency);
  if (minor === null || minor < 1) throw new ValidationError({ amount: "orderAdmin.errors.amountFormat" });
  return minor;
}
