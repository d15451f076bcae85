import "server-only";
import type { Order, Prisma } from "@/lib/generated/prisma/client";
import type { OrderType } from "@/lib/generated/prisma/enums";
import { startOfDayIn, toDateOnly } from "@/lib/i18n/dates";
import { visibleFees, type FeeViewer, type VisibleFee } from "@/lib/fees/visibility";
import { db } from "@/lib/server/db";
import { Conflict, NotFound, ValidationError } from "@/lib/server/errors";
import { withOrderCapacity } from "./capacity";
import { INT4_MAX } from "@/lib/validation/fields";
import { reasonKey } from "./history-reason";
import { newOrderNo } from "./order-no";
import { refuseSoldOutEarly, takeQuota } from "./quota";
import type { TFeeChoice } from "./schemas";
import { HOLDING, PAYABLE } from "./status";
import { applyTransition, lockOrder } from "./transition";

// The participant's fee orders. One transaction per choice:
//  1. a per-person advisory lock, so one account's parallel clicks are counted one after another
//     (its per-account maximum and "one registration order" hold exactly);
//  2. the old order voided first when this replaces one (fee/*/update), giving its quota back;
//  3. every chosen fee checked against what the person may see right now (scope, window, code);
//  4. orders, items and their "created" history rows written;
//  5. the category quotas taken LAST by conditional updates (quota.ts), so the hot rows are locked
//     only from there to the commit, and a sold-out category rolls everything back.

type Tx = Prisma.TransactionClient;
type Conf = { id: number; timeZone: string };
export type CreatedOrder = Pick<Order, "id" | "orderNo" | "type" | "totalMinor" | "currency" | "deadlineAt">;

const TX_OPTIONS = { maxWait: 10_000, timeout: 20_000 } as const;
const pick = (locale: string, zh: string, en: string) => (locale === "en" ? en || zh : zh || en);

async function lockPerson(tx: Tx, conferenceId: number, userId: number) {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`orders:${conferenceId}:${userId}`}, 0))`;
}

/**
 * Holds the chosen fees against a concurrent price change (lib/fees/service.ts updateFee locks the
 * fee FOR UPDATE, then voids the unpaid orders containing it): KEY SHARE waits for a change in
 * progress and makes a later one wait for this order, yet does not block other orders' KEY SHARE
 * nor their usedCount updates. Taken first, before any order row, so the two never wait crosswise.
 */
async function holdFees(tx: Tx, feeIds: number[]) {
  const ids = [...new Set(feeIds)].sort((a, b) => a - b);
  if (ids.length) await tx.$queryRaw`SELECT "id" FROM "Fee" WHERE "id" = ANY(${ids}::int[]) ORDER BY "id" FOR KEY SHARE`;
}
const chosenFeeIds = (choice: TFeeChoice) => [...(choice.registrationFeeId ? [choice.registrationFeeId] : []), ...choice.optional.map((o) => o.feeId)];

type Line = { fee: VisibleFee; quantity: number };

/** The chosen lines grouped into orders by type, every rule checked (nothing written yet). */
function planOrders(choice: TFeeChoice, visible: VisibleFee[], locale: string, holdsRegistration: boolean, hasRegistrationFees: boolean) {
  const byId = new Map(visible.map((f) => [f.id, f]));
  const get = (feeId: number, kind: "REGISTRATION" | "OPTIONAL") => {
    const f = byId.get(feeId);
    if (!f || f.kind !== kind) throw new Conflict("billing.errors.feeUnavailable", { fee: `#${feeId}` });
    return f;
  };
  const check = (l: Line) => {
    if (l.fee.held + l.quantity > l.fee.perAccountMax) {
      throw new Conflict("billing.errors.perAccountMax", { fee: pick(locale, l.fee.titleZh, l.fee.titleEn), max: l.fee.perAccountMax });
    }
    if (l.fee.remaining !== null && l.fee.remaining < l.quantity) {
      throw new Conflict("billing.errors.soldOut", { category: pick(locale, l.fee.categoryNameZh, l.fee.categoryNameEn) });
    }
    return l;
  };
  if (choice.registrationFeeId && holdsRegistration) throw new Conflict("billing.errors.registrationExists");
  const registration: Line[] = choice.registrationFeeId ? [check({ fee: get(choice.registrationFeeId, "REGISTRATION"), quantity: 1 })] : [];
  const merged = new Map<number, number>();
  for (const o of choice.optional) merged.set(o.feeId, (merged.get(o.feeId) ?? 0) + o.quantity);
  const optional = [...merged].map(([feeId, quantity]) => check({ fee: get(feeId, "OPTIONAL"), quantity }));

  if (!registration.length && !optional.length) throw new ValidationError({ _: "billing.errors.nothingChosen" }, "billing.errors.nothingChosen");
  // Optional extras come with a registration: held already, or chosen now (when there are registration fees at all).
  if (optional.length && !registration.length && !holdsRegistration && hasRegistrationFees) {
    throw new ValidationError({ registrationFeeId: "billing.errors.registrationRequired" }, "billing.errors.registrationRequired");
  }
  const plans: { type: OrderType; lines: Line[] }[] = [];
  if (registration.length) plans.push({ type: "REGISTRATION", lines: registration });
  if (optional.length) plans.push({ type: "OPTIONAL", lines: optional });
  for (const p of plans) if (new Set(p.lines.map((l) => l.fee.currency)).size > 1) throw new Conflict("billing.errors.mixedCurrency");
  return plans;
}

/** Unpaid orders are due `payWithinHours` after creation, and never after the last fee's deadline day ends. */
async function deadlineFor(tx: Tx, conf: Conf, lines: Line[], now: Date): Promise<Date> {
  const settings = await tx.paymentSettings.findUnique({ where: { conferenceId: conf.id }, select: { payWithinHours: true } });
  let due = new Date(now.getTime() + (settings?.payWithinHours ?? 72) * 3_600_000);
  for (const l of lines) {
    if (!l.fee.deadline) continue;
    const next = new Date(Date.parse(`${l.fee.deadline}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const endOfDay = startOfDayIn(next, conf.timeZone);
    if (endOfDay < due) due = endOfDay;
  }
  return due;
}

async function writeOrder(tx: Tx, conf: Conf, userId: number, plan: { type: OrderType; lines: Line[] }, now: Date, replacesOrderId: number | null) {
  const currency = plan.lines[0].fee.currency;
  const totalMinor = plan.lines.reduce((s, l) => s + l.fee.priceMinor * l.quantity, 0);
  if (totalMinor > INT4_MAX) throw new Conflict("billing.errors.totalTooLarge");
  const displayCurrencies = new Set(plan.lines.map((l) => l.fee.displayCurrency));
  const displayCurrency = displayCurrencies.size === 1 ? [...displayCurrencies][0] : null;
  const displayTotalMinor =
    displayCurrency && plan.lines.every((l) => l.fee.displayPriceMinor != null)
      ? plan.lines.reduce((s, l) => s + l.fee.displayPriceMinor! * l.quantity, 0)
      : null;
  if (displayTotalMinor !== null && displayTotalMinor > INT4_MAX) throw new Conflict("billing.errors.totalTooLarge");
  const deadlineAt = await deadlineFor(tx, conf, plan.lines, now);
  const order = await tx.order.create({
    data: {
      orderNo: newOrderNo(plan.type, conf.timeZone, now),
      type: plan.type,
      conferenceId: conf.id,
      userId,
      totalMinor,
      currency,
      displayTotalMinor,
      displayCurrency: displayTotalMinor === null ? null : displayCurrency,
      deadlineAt,
      replacesOrderId,
      items: {
        create: plan.lines.map((l) => ({
          conferenceId: conf.id,
          type: plan.type,
          feeId: l.fee.id,
          titleZh: l.fee.titleZh,
          titleEn: l.fee.titleEn,
          quantity: l.quantity,
          unitPriceMinor: l.fee.priceMinor,
          amountMinor: l.fee.priceMinor * l.quantity,
          displayUnitPriceMinor: l.fee.displayPriceMinor,
          displayCurrency: l.fee.displayCurrency,
          deadline: l.fee.deadline ? new Date(`${l.fee.deadline}T00:00:00Z`) : null,
        })),
      },
    },
    select: { id: true, orderNo: true, type: true, totalMinor: true, currency: true, deadlineAt: true },
  });
  await tx.orderTransition.create({ data: { conferenceId: conf.id, orderId: order.id, fromStatus: null, toStatus: "UNPAID", actorUserId: userId } });
  return { order, quota: plan.lines.map((l) => ({ feeId: l.fee.id, categoryId: l.fee.categoryId, quantity: l.quantity })) };
}

async function holdsRegistrationOrder(tx: Tx, conferenceId: number, userId: number) {
  const n = await tx.order.count({ where: { conferenceId, userId, type: "REGISTRATION", transactionStatus: { in: [...HOLDING] } } });
  return n > 0;
}

async function createInTx(tx: Tx, conf: Conf, viewer: FeeViewer, choice: TFeeChoice, now: Date, replaces: Order | null): Promise<CreatedOrder[]> {
  if (replaces) {
    const sameType =
      replaces.type === "REGISTRATION" ? !!choice.registrationFeeId && !choice.optional.length : !choice.registrationFeeId && choice.optional.length > 0;
    if (!sameType) throw new Conflict("billing.errors.wrongOrderType");
  }
  const attendee = await tx.attendee.findUnique({ where: { conferenceId_userId: { conferenceId: conf.id, userId: viewer.userId } }, select: { id: true } });
  if (!attendee) throw new Conflict("billing.errors.notRegistered");
  const visible = await visibleFees(conf.id, { ...viewer, invitationCode: choice.invitationCode }, now, tx);
  const hasRegistrationFees = (await tx.fee.count({ where: { conferenceId: conf.id, kind: "REGISTRATION", open: true } })) > 0;
  const plans = planOrders(choice, visible, viewer.locale, await holdsRegistrationOrder(tx, conf.id, viewer.userId), hasRegistrationFees);
  if (replaces && (plans.length !== 1 || plans[0].type !== replaces.type)) throw new Conflict("billing.errors.wrongOrderType");
  const written = [];
  for (const p of plans) written.push(await writeOrder(tx, conf, viewer.userId, p, now, replaces?.id ?? null));
  await takeQuota(
    tx,
    conf.id,
    written.map((w) => ({ orderId: w.order.id, lines: w.quota })),
  );
  return written.map((w) => w.order);
}

export async function createFeeOrders(conf: Conf, viewer: FeeViewer, choice: TFeeChoice, now = new Date()): Promise<CreatedOrder[]> {
  const lines = [...(choice.registrationFeeId ? [{ feeId: choice.registrationFeeId, quantity: 1 }] : []), ...choice.optional];
  await refuseSoldOutEarly(conf.id, lines, viewer.locale);
  return withOrderCapacity(conf.id, () =>
    db.$transaction(async (tx) => {
      await lockPerson(tx, conf.id, viewer.userId);
      await holdFees(tx, chosenFeeIds(choice));
      return createInTx(tx, conf, viewer, choice, now, null);
    }, TX_OPTIONS),
  );
}

/**
 * fee/register/update/{orderId}, fee/optional/update/{orderId}: the unpaid order is voided and its
 * replacement created in one transaction — the person never holds both, nor neither.
 */
export async function replaceFeeOrder(conf: Conf, viewer: FeeViewer, orderId: number, choice: TFeeChoice, now = new Date()): Promise<CreatedOrder[]> {
  return withOrderCapacity(conf.id, () =>
    db.$transaction(async (tx) => {
      await lockPerson(tx, conf.id, viewer.userId);
      const oldItems = await tx.orderItem.findMany({ where: { orderId, conferenceId: conf.id, feeId: { not: null } }, select: { feeId: true } });
      await holdFees(tx, [...chosenFeeIds(choice), ...oldItems.map((i) => i.feeId!)]);
      const old = await lockOrder(tx, conf.id, orderId);
      if (old.userId !== viewer.userId) throw new NotFound("billing.errors.orderNotFound"); // the same answer as no such order
      if (old.type !== "REGISTRATION" && old.type !== "OPTIONAL") throw new Conflict("billing.errors.wrongOrderType");
      if (!PAYABLE.has(old.transactionStatus)) throw new Conflict("billing.errors.cannotBePaid");
      const voided = await applyTransition(tx, old, {
        conferenceId: conf.id,
        orderId,
        to: "CANCELLED",
        actor: "system",
        actorUserId: viewer.userId,
        reason: reasonKey("orderAdmin.voidReason.replaced"),
        patch: { voidReason: "replaced" },
      });
      return createInTx(tx, conf, viewer, choice, now, voided);
    }, TX_OPTIONS),
  );
}

/** The fees an order was made of, for the update screens' initial choice. */
export async function choiceOfOrder(conferenceId: number, userId: number, orderId: number) {
  const order = await db.order.findFirst({ where: { id: orderId, conferenceId, userId }, include: { items: true } });
  if (!order) return null;
  return {
    order,
    registrationFeeId: order.type === "REGISTRATION" ? (order.items.find((i) => i.feeId)?.feeId ?? null) : null,
    optional: order.type === "OPTIONAL" ? order.items.filter((i) => i.feeId).map((i) => ({ feeId: i.feeId!, quantity: i.quantity })) : [],
    deadline: toDateOnly(order.deadlineAt),
  };
}
