import "server-only";
import type { Order, Prisma } from "@/lib/generated/prisma/client";
import { lockHotelNights } from "@/lib/hotel/release";
import { effectiveLocale } from "@/lib/i18n/locale";
import { getTranslator } from "@/lib/i18n/translate";
import { conferenceName } from "@/lib/server/conference-name";
import { reasonKey } from "./history-reason";
import { queueNotice } from "./notice-mail";
import { lockQuotaCategories } from "./quota";
import { PAYABLE } from "./status";
import { applyTransition, lockOrders } from "./transition";

// SPEC §4 voids (a fee's price changed, the hotel currency or a room price changed): the unpaid
// orders concerned are cancelled in the transaction of the change and each payer is mailed. Paid
// orders (and those waiting for a manager's confirmation of money sent) keep what they bought.

type Tx = Prisma.TransactionClient;
type Locale = "zh" | "en";

export type VoidNotice = {
  /** the reason's key under billing.voidReason, also stored on the order */
  reason: string;
  /** message keys of the mail's subject and body; values: conference, name, orderNo, reason + extra */
  subject: string;
  body: string;
  extra?: (order: Order, locale: Locale) => Promise<Record<string, string>>;
};

/** Cancels those of `orderIds` still payable, mailing each payer; returns how many moved. */
export async function cancelUnpaidOrders(
  tx: Tx,
  p: { conferenceId: number; orderIds: number[]; actorUserId: number | null; notice: VoidNotice },
): Promise<number> {
  // Orders (id order), then the quota categories and hotel nights they hold, then the moves: the
  // lock order of expiry (expire.ts) and of order creation, so none of them waits crosswise.
  const locked = await lockOrders(
    tx,
    p.conferenceId,
    [...p.orderIds].sort((a, b) => a - b),
  );
  const ids = locked.map((o) => o.id);
  await lockQuotaCategories(tx, ids);
  await lockHotelNights(tx, ids);
  const conf = await tx.conference.findUniqueOrThrow({ where: { id: p.conferenceId }, select: { nameZh: true, nameEn: true, languageType: true } });
  const voidKey = `billing.voidReason.${p.notice.reason}`;
  let n = 0;
  for (const current of locked) {
    if (!PAYABLE.has(current.transactionStatus)) continue; // moved on meanwhile (claimed, paid): leave it
    const o = await applyTransition(tx, current, {
      conferenceId: p.conferenceId,
      orderId: current.id,
      to: "CANCELLED",
      actor: "system",
      actorUserId: p.actorUserId,
      // the manager's wording of the same reason (orderAdmin.voidReason has each one)
      reason: reasonKey(`orderAdmin.voidReason.${p.notice.reason}`),
      patch: { voidReason: p.notice.reason },
    });
    n++;
    const user = await tx.user.findUniqueOrThrow({ where: { id: o.userId }, select: { email: true, trueName: true, locale: true } });
    const locale = effectiveLocale(user.locale, conf.languageType);
    const t = await getTranslator(locale);
    const values = {
      conference: conferenceName(conf, locale),
      name: user.trueName || user.email,
      orderNo: o.orderNo,
      reason: t(voidKey),
      ...(await p.notice.extra?.(o, locale)),
    };
    await queueNotice(tx, {
      conferenceId: p.conferenceId,
      to: user.email,
      locale,
      subject: t(p.notice.subject, values),
      paragraphs: [t(p.notice.body, values)],
    });
  }
  return n;
}
