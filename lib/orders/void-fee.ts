import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { effectiveLocale } from "@/lib/i18n/locale";
import { getTranslator } from "@/lib/i18n/translate";
import { db } from "@/lib/server/db";
import { conferenceName } from "@/lib/site/conference-name";
import { queueNotice } from "./notice-mail";
import { PAYABLE } from "./status";
import { lockQuotaCategories } from "./quota";
import { applyTransition, lockOrders } from "./transition";
import { oneByOne } from "@/lib/server/one-by-one";

// SPEC §4 "changing a price voids corresponding orders" (issue 11): the unpaid orders that contain
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
  const orders = await tx.order.findMany({
    where: unpaidWithFee(p.conferenceId, p.feeId),
    orderBy: { id: "asc" },
    select: { id: true },
  });
  const conf = await tx.conference.findUniqueOrThrow({ where: { id: p.conferenceId }, select: { nameZh: true, nameEn: true, languageType: true } });
  // Every order first (id order), then every category they hold (id order), then the moves: the
  // lock order of expiry and of order creation, so none of them waits on another crosswise.
  const locked = await lockOrders(
    tx,
    p.conferenceId,
    orders.map((o) => o.id),
  );
  await lockQuotaCategories(
    tx,
    locked.map((o) => o.id),
  );
  let n = 0;
  for (const current of locked) {
    if (!PAYABLE.has(current.transactionStatus)) continue; // moved on meanwhile (claimed, paid): leave it
    const o = await applyTransition(tx, current, {
      conferenceId: p.conferenceId,
      orderId: current.id,
      to: "CANCELLED",
      actor: "system",
      actorUserId: p.actorUserId,
      reason: "billing.voidReason.priceChanged",
      patch: { voidReason: "priceChanged" },
    });
    n++;
    const [user, items] = await oneByOne(
      () => tx.user.findUniqueOrThrow({ where: { id: o.userId }, select: { email: true, trueName: true, locale: true } }),
      () => tx.orderItem.findMany({ where: { orderId: o.id }, select: { titleZh: true, titleEn: true } }),
    );
    const locale = effectiveLocale(user.locale, conf.languageType);
    const t = await getTranslator(locale);
    const values = {
      conference: conferenceName(conf, locale),
      name: user.trueName || user.email,
      orderNo: o.orderNo,
      items: items.map((i) => (locale === "en" ? i.titleEn || i.titleZh : i.titleZh || i.titleEn)).join(", "),
      reason: t("billing.voidReason.priceChanged"),
    };
    await queueNotice(tx, {
      conferenceId: p.conferenceId,
      to: user.email,
      locale,
      subject: t("billing.mail.voidSubject", values),
      paragraphs: [t("billing.mail.voidBody", values)],
    });
  }
  return n;
}
