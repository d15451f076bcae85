import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { effectiveLocale } from "@/lib/i18n/locale";
import { getTranslator } from "@/lib/i18n/translate";
import { queueNotice } from "@/lib/orders/notice-mail";
import { lockQuotaCategories } from "@/lib/orders/quota";
import { PAYABLE } from "@/lib/orders/status";
import { applyTransition, lockOrders } from "@/lib/orders/transition";
import { conferenceName } from "@/lib/site/conference-name";
import { lockHotelNights } from "./release";

// SPEC §4: changing the hotel's settlement currency voids the unpaid hotel orders, and changing a
// room type's price voids the unpaid orders for it — in the transaction of the change, after the
// manager confirmed how many. Paid orders (and those waiting for confirmation of money sent) keep
// what they bought. The voided order gives its nights back through lib/hotel/release.ts.

type Tx = Prisma.TransactionClient;
export type HotelVoidReason = "hotelCurrencyChanged" | "roomPriceChanged";

const unpaidHotelOrders = (conferenceId: number, roomId?: number): Prisma.OrderWhereInput => ({
  conferenceId,
  type: "HOTEL",
  transactionStatus: { in: [...PAYABLE] },
  ...(roomId ? { items: { some: { roomId } } } : {}),
});

/** How many orders the change would void (for the confirmation). `roomId` narrows it to one room type. */
export function countUnpaidHotelOrders(tx: Tx, conferenceId: number, roomId?: number): Promise<number> {
  return tx.order.count({ where: unpaidHotelOrders(conferenceId, roomId) });
}

/** Voids them (nights given back, history written, each booker mailed); returns how many. */
export async function voidUnpaidHotelOrders(
  tx: Tx,
  p: { conferenceId: number; roomId?: number; reason: HotelVoidReason; actorUserId: number | null },
): Promise<number> {
  const ids = await tx.order.findMany({ where: unpaidHotelOrders(p.conferenceId, p.roomId), orderBy: { id: "asc" }, select: { id: true } });
  // Orders, then what they hold, then the moves: the lock order of expiry (lib/orders/expire.ts).
  const locked = await lockOrders(
    tx,
    p.conferenceId,
    ids.map((o) => o.id),
  );
  await lockQuotaCategories(
    tx,
    locked.map((o) => o.id),
  );
  await lockHotelNights(
    tx,
    locked.map((o) => o.id),
  );
  const conf = await tx.conference.findUniqueOrThrow({ where: { id: p.conferenceId }, select: { nameZh: true, nameEn: true, languageType: true } });
  let n = 0;
  for (const current of locked) {
    if (!PAYABLE.has(current.transactionStatus)) continue; // moved on meanwhile (claimed, paid): leave it
    const o = await applyTransition(tx, current, {
      conferenceId: p.conferenceId,
      orderId: current.id,
      to: "CANCELLED",
      actor: "system",
      actorUserId: p.actorUserId,
      reason: `billing.voidReason.${p.reason}`,
      patch: { voidReason: p.reason },
    });
    n++;
    const user = await tx.user.findUniqueOrThrow({ where: { id: o.userId }, select: { email: true, trueName: true, locale: true } });
    const locale = effectiveLocale(user.locale, conf.languageType);
    const t = await getTranslator(locale);
    const values = {
      conference: conferenceName(conf, locale),
      name: user.trueName || user.email,
      orderNo: o.orderNo,
      reason: t(`billing.voidReason.${p.reason}`),
    };
    await queueNotice(tx, {
      conferenceId: p.conferenceId,
      to: user.email,
      locale,
      subject: t("hotel.mail.voidSubject", values),
      paragraphs: [t("hotel.mail.voidBody", values)],
    });
  }
  return n;
}
