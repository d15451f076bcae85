import "server-only";
import type { Payment } from "@/lib/generated/prisma/client";
import { PROVIDER_OPEN } from "@/lib/orders/status";
import { db } from "@/lib/server/db";
import { AppError, Conflict, NotFound } from "@/lib/server/errors";
import { ONLINE_GRACE_MS } from "./grace";
import { coversExactly, createBill, lockPayableOrders } from "./open-bill";
import { findOpenOnlinePayment } from "./open-bills";
import { applyProviderNotice, recordNotice } from "./outcome";
import { providerFor } from "./provider-context";
import { PROVIDER_SLUG } from "./providers";
import { ProviderUnavailable, type Checkout, type OnlineMethod } from "./providers/types";

// Paying online:
//   startOnlinePayment → a CREATED bill and the provider's checkout (redirect, form or QR code);
//   returnFromProvider → the payer is back: bill PENDING, orders TO_BE_CONFIRMED, then we ask the
//                        provider (the return itself is never proof of payment);
//   refreshBill        → ask the provider how a bill stands and apply the answer (outcome.ts);
//   the provider's notification → lib/payments/notify.ts → outcome.ts.
// No provider call runs inside a database transaction: locks are held for milliseconds, never for
// a network round trip.

type Conf = { id: number; timeZone: string; nameZh: string; nameEn: string };

/** Provider-side window for paying: at least 5 minutes, at most 2 hours, and not past the orders' deadline. */
const MIN_WINDOW_MS = 5 * 60_000;
const MAX_WINDOW_MS = 2 * 3600_000;

/** 502 with "payment failed, try again or choose another method": the provider could not be reached. */
export class ProviderFailed extends AppError {
  constructor() {
    super(502, "billing.errors.providerUnavailable");
  }
}

export type StartContext = { origin: string; mobile: boolean; clientIp: string; locale: "zh" | "en" };
export type Started = { billNo: string; method: OnlineMethod; checkout: Checkout; amountMinor: number; currency: string };

function storedCheckout(p: Payment): Checkout | null {
  const c = p.checkout as { kind?: string } | null;
  return c && typeof c.kind === "string" ? (c as unknown as Checkout) : null;
}

/** Where a provider sends the payer back: the bill's result page (the card provider POSTs, so through a route that redirects). */
function returnUrlOf(method: OnlineMethod, origin: string, billNo: string): string {
  if (method === "CARD_DOMESTIC" || method === "CARD_FOREIGN") return `${origin}/api/payments/return/${PROVIDER_SLUG[method]}?bill=${billNo}`;
  return `${origin}/profile/order/pay/goto/result/${billNo}`;
}

export async function startOnlinePayment(
  conf: Conf,
  userId: number,
  orderIds: number[],
  method: OnlineMethod,
  sc: StartContext,
  now = new Date(),
): Promise<Started> {
  const p = await providerFor(conf.id, method);
  if (!p) throw new Conflict("billing.errors.methodNotEnabled");
  const channelWanted = sc.mobile ? "mobile" : "desktop";

  const { bill, orderNos, reused } = await db.$transaction(
    async (tx) => {
      const payable = await lockPayableOrders(tx, conf.id, userId, orderIds, method, () => true, now);
      const { orders, ids, amountMinor } = payable;
      if (!p.provider.supports(orders[0].currency)) throw new Conflict("billing.errors.currencyNotSupported");
      // Reloading the pay page shows the same QR code while it is open (same orders, method, device).
      const open = await tx.payment.findMany({
        where: { conferenceId: conf.id, userId, provider: method, status: "CREATED", expiresAt: { gt: new Date(now.getTime() + 60_000) } },
        include: { orders: { select: { orderId: true } } },
        orderBy: { id: "desc" },
      });
      const same = open.find(
        (b) => storedCheckout(b) && b.amountMinor === amountMinor && (b.checkout as { device?: string }).device === channelWanted && coversExactly(b, ids),
      );
      if (same && storedCheckout(same)?.kind === "qr") return { bill: same, orderNos: [], reused: true };
      // Any other checkout of these orders still open at a provider stands in the way: the payer
      // sees "a payment is in progress" and cancels it first (lib/payments/cancel.ts), so a second
      // tab or "continue paying" during the confirmation cannot charge them twice.
      if (await findOpenOnlinePayment(conf.id, ids, now, tx)) throw new Conflict("billing.errors.paymentInProgress");
      const deadline = Math.min(...orders.map((o) => (o.payStatus === "DELAY" || !o.deadlineAt ? Infinity : o.deadlineAt.getTime())));
      const expiresAt = new Date(Math.max(now.getTime() + MIN_WINDOW_MS, Math.min(deadline, now.getTime() + MAX_WINDOW_MS)));
      const bill = await createBill(tx, conf, userId, method, payable, now, { expiresAt });
      return { bill, orderNos: orders.map((o) => o.orderNo), reused: false };
    },
    { maxWait: 10_000, timeout: 20_000 },
  );
  if (reused) return { billNo: bill.billNo, method, checkout: storedCheckout(bill)!, amountMinor: bill.amountMinor, currency: bill.currency };

  const name = sc.locale === "en" ? conf.nameEn || conf.nameZh : conf.nameZh || conf.nameEn;
  try {
    const created = await p.provider.createPayment(p.ctx, {
      billNo: bill.billNo,
      amountMinor: bill.amountMinor,
      currency: bill.currency,
      subject: `${name} · ${orderNos.join(", ")}`.slice(0, 120),
      notifyUrl: `${sc.origin}/api/payments/notify/${PROVIDER_SLUG[method]}`,
      returnUrl: returnUrlOf(method, sc.origin, bill.billNo),
      cancelUrl: `${sc.origin}/profile/order/pay/goto/${orderIds.join(",")}?cancelled=${bill.billNo}`,
      mobile: sc.mobile,
      clientIp: sc.clientIp,
      createdAt: bill.createdAt,
      expiresAt: bill.expiresAt!,
      locale: sc.locale,
    });
    await db.payment.update({
      where: { id: bill.id },
      data: {
        checkout: { ...created.checkout, origin: sc.origin, device: channelWanted },
        providerRef: created.providerRef ?? null,
        channel: created.channel,
      },
    });
    return { billNo: bill.billNo, method, checkout: created.checkout, amountMinor: bill.amountMinor, currency: bill.currency };
  } catch (e) {
    // The orders stay payable; the bill records why it ended.
    await db.payment.updateMany({ where: { id: bill.id, status: "CREATED" }, data: { status: "FAILED", problem: "providerUnavailable" } });
    console.error(`[payments] ${method} createPayment failed for bill ${bill.billNo}: ${e instanceof Error ? e.message : String(e)}`);
    throw new ProviderFailed();
  }
}

/**
 * The payer came back from the provider to the result page. Coming back proves nothing (WeChat
 * Pay's H5 page returns on "cancel" too): the provider is asked at once, and only its answer moves
 * the orders — paid, failed, or in flight (TO_BE_CONFIRMED).
 */
export async function returnFromProvider(conf: Pick<Conf, "id">, userId: number, billNo: string): Promise<RefreshResult> {
  const bill = await db.payment.findFirst({ where: { conferenceId: conf.id, billNo, userId }, select: { status: true, checkout: true } });
  if (!bill) throw new NotFound("billing.errors.paymentNotFound");
  if (bill.status !== "CREATED" && bill.status !== "PENDING") return "skipped";
  return refreshBill(conf, billNo, { force: true });
}

/** asked: the provider answered (and its word was applied); unpaid: it answered that nothing was paid or started; skipped: not asked (throttled, closed, not online). */
export type RefreshResult = "asked" | "unpaid" | "skipped" | "unavailable";

const lastQuery = new Map<string, number>();
/** A bill is asked about at most this often on behalf of a polling page. */
const QUERY_EVERY_MS = 10_000;
// Providers whose "query" takes the money (PayPal captures an approved order): asked only while the orders can still be paid.
const CAPTURES_ON_QUERY: readonly OnlineMethod[] = ["PAYPAL"];

/**
 * Asks the provider how an open online bill stands and applies the answer. Throttled per bill
 * unless forced; a provider outage is logged and leaves everything as it was.
 */
export async function refreshBill(conf: Pick<Conf, "id">, billNo: string, opts: { force?: boolean; now?: Date } = {}): Promise<RefreshResult> {
  const now = opts.now ?? new Date();
  const key = `${conf.id}:${billNo}`;
  if (!opts.force && now.getTime() - (lastQuery.get(key) ?? 0) < QUERY_EVERY_MS) return "skipped";
  lastQuery.set(key, now.getTime());
  if (lastQuery.size > 10_000) lastQuery.clear(); // bounded memory; a forgotten entry only allows one more query

  const bill = await db.payment.findFirst({
    where: { conferenceId: conf.id, billNo },
    include: { orders: { include: { order: { select: { transactionStatus: true } } } } },
  });
  if (!bill || (bill.status !== "CREATED" && bill.status !== "PENDING") || !storedCheckout(bill)) return "skipped";
  const method = bill.provider as OnlineMethod;
  if (CAPTURES_ON_QUERY.includes(method) && !bill.orders.every((o) => PROVIDER_OPEN.has(o.order.transactionStatus))) return "skipped";
  const p = await providerFor(conf.id, method);
  if (!p) return "skipped";
  try {
    const notice = await p.provider.query(p.ctx, {
      billNo,
      providerRef: bill.providerRef,
      amountMinor: bill.amountMinor,
      currency: bill.currency,
      createdAt: bill.createdAt,
    });
    // A checkout never begun ("pending" without money in flight) long after its window closed will
    // never be paid: close it here. One with money in flight waits for the provider, however long.
    const overdue = bill.expiresAt && bill.expiresAt.getTime() + ONLINE_GRACE_MS < now.getTime();
    if (notice.outcome === "pending" && !notice.started && overdue) notice.outcome = "closed";
    if (notice.outcome === "pending" && (!notice.started || bill.status === "PENDING")) return notice.started ? "asked" : "unpaid"; // nothing new to apply
    await applyProviderNotice(conf, method, notice, "QUERY", { rawBody: JSON.stringify(notice), headers: {} });
    return "asked";
  } catch (e) {
    if (e instanceof ProviderUnavailable) {
      console.warn(`[payments] query of bill ${billNo} failed: ${e.message}`);
      return "unavailable";
    }
    if (e instanceof Error && e.name === "NotifyRejected") {
      await recordNotice(db, {
        conferenceId: conf.id,
        paymentId: bill.id,
        method,
        source: "QUERY",
        verified: false,
        result: "rejected",
        reason: (e as { reason?: string }).reason ?? "badSignature",
        raw: { rawBody: e.message, headers: {} },
      });
      return "asked";
    }
    throw e;
  }
}
