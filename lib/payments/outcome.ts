import "server-only";
import type { Order, Prisma } from "@/lib/generated/prisma/client";
import type { PaymentStatus, TransactionStatus } from "@/lib/generated/prisma/enums";
import { onOrdersPaid, onRegistrationRevoked } from "@/lib/orders/paid";
import { PROVIDER_OPEN, SETTLED } from "@/lib/orders/status";
import { reasonKey, reasonText, type HistoryReason } from "@/lib/orders/history-reason";
import { applyTransition, lockOrders } from "@/lib/orders/transition";
import { alertManagers } from "@/lib/notices/payment-alert";
import { db } from "@/lib/server/db";
import type { OnlineMethod, VerifiedNotice } from "./providers/types";

// What a provider's verified word does to a bill and its orders — the one place, for
// notifications and for our own queries alike. Idempotent under any replay or race: the bill's
// orders and then the bill are locked (the order of lib/payments/offline.ts, so the two never wait
// crosswise), the bill's status is read under the lock, and only a bill still open moves. Ten
// identical notifications at once: the first settles the orders and queues the one payment mail,
// the other nine find the bill SUCCEEDED and are recorded as duplicates. Every message, whatever
// it did, leaves a PaymentNotification row (the manager's notify history).

type Tx = Prisma.TransactionClient;
type Conf = { id: number };
const TX_OPTIONS = { maxWait: 10_000, timeout: 20_000 } as const;
const RAW_MAX = 64 * 1024;

export type NoticeResult = "applied" | "duplicate" | "ignored" | "exception" | "rejected";
export type NoticeSource = "NOTIFY" | "QUERY";
export type RawMessage = { rawBody: string; headers: Record<string, string> };

const OPEN_BILL: readonly PaymentStatus[] = ["CREATED", "PENDING"];
/** What an unverified message keeps of its body: enough to see what it was, not a store for anyone's junk. */
const UNVERIFIED_RAW_MAX = 4 * 1024;

/** Header names worth keeping with a notification (signatures, ids, times — never cookies or auth). */
function keptHeaders(h: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(h)) {
    const name = k.toLowerCase();
    if (/^(paypal-|wechatpay-|content-type$|user-agent$|x-forwarded-for$)/.test(name)) out[name] = v.slice(0, 2000);
  }
  return out;
}

export async function recordNotice(
  client: Tx | typeof db,
  row: {
    conferenceId: number;
    paymentId: number | null;
    method: OnlineMethod;
    source: NoticeSource;
    verified: boolean;
    result: NoticeResult;
    reason?: string;
    notice?: VerifiedNotice;
    raw: RawMessage;
  },
): Promise<void> {
  await client.paymentNotification.create({
    data: {
      conferenceId: row.conferenceId,
      paymentId: row.paymentId,
      method: row.method,
      source: row.source,
      verified: row.verified,
      outcome: row.notice?.outcome ?? "",
      result: row.result,
      reason: row.reason ?? "",
      providerTxnNo: row.notice?.providerTxnId ?? null,
      amountMinor:
        row.notice && Number.isSafeInteger(row.notice.amountMinor) && Math.abs(row.notice.amountMinor) <= 2_147_483_647 ? row.notice.amountMinor : null,
      currency: row.notice?.currency?.slice(0, 3) ?? null,
      rawBody: row.raw.rawBody.slice(0, row.verified ? RAW_MAX : UNVERIFIED_RAW_MAX),
      headers: keptHeaders(row.raw.headers),
    },
  });
}

type Decision = { result: NoticeResult; reason: string };

async function move(
  tx: Tx,
  orders: Order[],
  from: ReadonlySet<TransactionStatus>,
  p: { to: TransactionStatus; actor: "provider" | "system"; reason?: HistoryReason; patch?: object },
) {
  const moved: Order[] = [];
  for (const o of orders) {
    if (!from.has(o.transactionStatus)) continue;
    moved.push(await applyTransition(tx, o, { conferenceId: o.conferenceId, orderId: o.id, to: p.to, actor: p.actor, reason: p.reason, patch: p.patch }));
  }
  return moved;
}

/**
 * Applies a verified notice to its bill. `origin` (for links in the payment mail) falls back to
 * the one stored with the bill when it was started. Unknown bills and bills of another method are
 * recorded as rejected. Returns what happened (the caller answers the provider accordingly: every
 * result but a database failure is acknowledged, or the provider would repeat it forever).
 */
export async function applyProviderNotice(conf: Conf, method: OnlineMethod, notice: VerifiedNotice, source: NoticeSource, raw: RawMessage): Promise<Decision> {
  const found = await db.payment.findFirst({ where: { conferenceId: conf.id, billNo: notice.billNo }, include: { orders: { select: { orderId: true } } } });
  if (!found || found.provider !== method) {
    await recordNotice(db, { conferenceId: conf.id, paymentId: null, method, source, verified: true, result: "rejected", reason: "unknownBill", notice, raw });
    return { result: "rejected", reason: "unknownBill" };
  }
  return db.$transaction(async (tx) => {
    const orders = await lockOrders(
      tx,
      conf.id,
      found.orders.map((o) => o.orderId),
    );
    const [{ status }] = await tx.$queryRaw<{ status: PaymentStatus }[]>`SELECT "status" FROM "Payment" WHERE "id" = ${found.id} FOR UPDATE`;
    const amountOk = notice.amountMinor === found.amountMinor && notice.currency.toUpperCase() === found.currency;
    const txn = notice.providerTxnId;
    const setBill = (data: Prisma.PaymentUpdateInput) => tx.payment.update({ where: { id: found.id }, data });
    // A failed or closed attempt gives the orders back only if no other attempt is under way for them
    // (the payer tried WeChat Pay, then paid by PayPal: the WeChat code expiring must not undo that).
    const otherInFlight = async () =>
      (await tx.paymentOrder.count({ where: { orderId: { in: orders.map((o) => o.id) }, paymentId: { not: found.id }, payment: { status: "PENDING" } } })) > 0;
    let d: Decision;

    switch (notice.outcome) {
      case "paid": {
        if (status === "SUCCEEDED" || status === "EXCEPTION") d = { result: "duplicate", reason: "" };
        else if (status === "REFUNDED") d = { result: "ignored", reason: "alreadyRefunded" };
        else if (!amountOk) {
          // Money moved, but not what the bill asks: a manager must look (SPEC §4 payment exception).
          await setBill({ status: "EXCEPTION", problem: "amountMismatch", providerTxnNo: txn });
          await move(tx, orders, PROVIDER_OPEN, {
            to: "PAYMENT_EXCEPTION",
            actor: "provider",
            reason: reasonKey("billing.notify.amountMismatch"),
            patch: { transactionNo: txn },
          });
          d = { result: "exception", reason: "amountMismatch" };
          await alertException(tx, orders, found, "amountMismatch");
        } else if (orders.every((o) => PROVIDER_OPEN.has(o.transactionStatus))) {
          const paidAt = new Date();
          const paid = await move(tx, orders, PROVIDER_OPEN, {
            to: "PAID",
            actor: "provider",
            reason: reasonText(txn),
            patch: { paidAt, transactionNo: txn, paymentMethod: method },
          });
          await setBill({ status: "SUCCEEDED", providerTxnNo: txn, paidAt, problem: "" });
          await onOrdersPaid(tx, paid, originOf(found.checkout));
          d = { result: "applied", reason: "" };
        } else {
          // Paid for orders that are no longer open: already paid another way, or cancelled/expired meanwhile.
          const reason = orders.every((o) => SETTLED.has(o.transactionStatus)) ? "paidTwice" : "orderNotPayable";
          await setBill({ status: "EXCEPTION", problem: reason, providerTxnNo: txn });
          d = { result: "exception", reason };
          await alertException(tx, orders, found, reason);
        }
        break;
      }
      case "failed": {
        if (!OPEN_BILL.includes(status)) d = { result: "ignored", reason: "billClosed" };
        else {
          await setBill({ status: "FAILED", problem: "declined" });
          if (!(await otherInFlight()))
            await move(tx, orders, new Set(["UNPAID", "TO_BE_CONFIRMED"]), {
              to: "PAYMENT_FAILED",
              actor: "provider",
              reason: reasonKey("billing.notify.declined"),
            });
          d = { result: "applied", reason: "" };
        }
        break;
      }
      case "closed": {
        if (!OPEN_BILL.includes(status)) d = { result: "ignored", reason: "billClosed" };
        else {
          await setBill({ status: "EXPIRED", problem: "closed" });
          if (!(await otherInFlight()))
            await move(tx, orders, new Set(["TO_BE_CONFIRMED"]), { to: "UNPAID", actor: "system", reason: reasonKey("billing.notify.closed") });
          d = { result: "applied", reason: "" };
        }
        break;
      }
      case "refunded": {
        if (status === "REFUNDED") d = { result: "duplicate", reason: "" };
        else if (status !== "SUCCEEDED") d = { result: "ignored", reason: "notPaid" };
        else if (!amountOk) d = { result: "ignored", reason: "partialRefund" };
        else {
          await setBill({ status: "REFUNDED" });
          const cancelled = await move(tx, orders, SETTLED, {
            to: "CANCELLED",
            actor: "provider",
            reason: reasonKey("billing.notify.refunded"),
            patch: { refundNote: txn ? `${method} ${txn}` : method, voidReason: "refunded" },
          });
          for (const o of cancelled) await onRegistrationRevoked(tx, o);
          d = { result: "applied", reason: "" };
        }
        break;
      }
      default: {
        // Money in flight (notice.started): the orders wait for the provider's last word and cannot
        // be paid another way or expire meanwhile (SPEC §4 "to be confirmed").
        if (notice.started && OPEN_BILL.includes(status) && orders.every((o) => PROVIDER_OPEN.has(o.transactionStatus))) {
          if (status === "CREATED") await setBill({ status: "PENDING" });
          const waiting = await move(tx, orders, new Set(["UNPAID", "PAYMENT_FAILED"]), {
            to: "TO_BE_CONFIRMED",
            actor: "provider",
            reason: reasonKey("billing.notify.inFlight"),
          });
          d = waiting.length || status === "CREATED" ? { result: "applied", reason: "" } : { result: "duplicate", reason: "" };
        } else d = { result: "ignored", reason: "pending" };
      }
    }
    await recordNotice(tx, { conferenceId: conf.id, paymentId: found.id, method, source, verified: true, result: d.result, reason: d.reason, notice, raw });
    return d;
  }, TX_OPTIONS);
}

/** Money taken that settles nothing: the conference's managers get a notice and a mail (once: a replay finds the bill EXCEPTION). */
async function alertException(tx: Tx, orders: Order[], bill: { billNo: string; conferenceId: number; checkout: Prisma.JsonValue | null }, reason: string) {
  await alertManagers(tx, {
    conferenceId: bill.conferenceId,
    event: "paymentException",
    orderId: orders[0].id,
    orderNo: orders.map((o) => o.orderNo).join(", "),
    billNo: bill.billNo,
    reason,
    origin: originOf(bill.checkout),
    mail: true,
  });
}

/** The site origin saved with an online bill when it was started (for the links in its mail). */
export function originOf(checkout: Prisma.JsonValue | null): string | null {
  if (checkout && typeof checkout === "object" && !Array.isArray(checkout) && typeof checkout.origin === "string") return checkout.origin;
  return null;
}
