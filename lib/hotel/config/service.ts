import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import { NotFound } from "@/lib/server/errors";
import { sanitizePageHtml } from "@/lib/validation/page-html";
import { dateOf } from "../nights";
import type { THotel, THotelConfig } from "../schemas";
import { countUnpaidHotelOrders, voidUnpaidHotelOrders } from "../void";

// SPEC §3 hotel config and hotels, §4 "changing hotel currency voids room configuration and unpaid
// orders". Manager writes of one conference's hotel set-up take its advisory lock, so two edits
// apply one after the other. Lock order everywhere: config → room types → orders →
// nights; a booking takes config and room type (KEY SHARE) before its nights.

type Tx = Prisma.TransactionClient;
export type SaveResult = { status: "saved"; id: number; voided: number } | { status: "confirm"; count: number };

export async function lockHotelAdmin(tx: Tx, conferenceId: number): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('hotel'), ${conferenceId}::int)`;
}

const trimmed = (s: string | null | undefined) => s?.trim() || null;

/**
 * Saves the hotel config. A change of settlement currency saves nothing until the manager has
 * confirmed how many unpaid hotel orders it voids (`voidCount`, asked even when none: the room
 * prices are voided too); the confirmed save voids both in this transaction, so no order is paid,
 * and no room booked, at a price in the old currency. A change of display currency clears the
 * display prices.
 */
export async function saveHotelConfig(conferenceId: number, v: THotelConfig, actorUserId: number): Promise<SaveResult> {
  return db.$transaction(async (tx) => {
    await lockHotelAdmin(tx, conferenceId);
    const [current] = await tx.$queryRaw<{ id: number; settlementCurrency: string; displayCurrency: string | null }[]>`
      SELECT "id", "settlementCurrency", "displayCurrency" FROM "HotelConfig" WHERE "conferenceId" = ${conferenceId} FOR UPDATE`;
    const { voidCount, ...input } = v;
    const currencyChanged = !!current && current.settlementCurrency.trim() !== v.settlementCurrency;
    const displayChanged = !!current && trimmed(current.displayCurrency) !== (v.displayCurrency || null);
    let voided = 0;
    if (currencyChanged || displayChanged) {
      // Bookings hold their room type (KEY SHARE) until they commit: wait for those in flight.
      await tx.$queryRaw`SELECT "id" FROM "HotelRoom" WHERE "conferenceId" = ${conferenceId} ORDER BY "id" FOR UPDATE`;
    }
    if (currencyChanged) {
      const count = await countUnpaidHotelOrders(tx, conferenceId);
      if (voidCount !== count) return { status: "confirm", count };
      voided = await voidUnpaidHotelOrders(tx, { conferenceId, reason: "hotelCurrencyChanged", actorUserId });
      await tx.hotelRoom.updateMany({ where: { conferenceId }, data: { priceMinor: null } });
    }
    if (displayChanged) await tx.hotelRoom.updateMany({ where: { conferenceId }, data: { displayPriceMinor: null } });
    const data = {
      ...input,
      bookingStart: dateOf(input.bookingStart),
      bookingEnd: dateOf(input.bookingEnd),
      displayCurrency: input.displayCurrency || null,
      descriptionZh: sanitizePageHtml(input.descriptionZh),
      descriptionEn: sanitizePageHtml(input.descriptionEn),
      conditionZh: sanitizePageHtml(input.conditionZh),
      conditionEn: sanitizePageHtml(input.conditionEn),
      explanationZh: sanitizePageHtml(input.explanationZh),
      explanationEn: sanitizePageHtml(input.explanationEn),
    };
    const saved = await tx.hotelConfig.upsert({ where: { conferenceId }, create: { conferenceId, ...data }, update: data, select: { id: true } });
    return { status: "saved", id: saved.id, voided };
  });
}

/** How many unpaid hotel orders a settlement-currency change would void now. */
export function unpaidHotelOrders(conferenceId: number): Promise<{ count: number }> {
  return db.$transaction(async (tx) => ({ count: await countUnpaidHotelOrders(tx, conferenceId) }));
}

export async function saveHotel(conferenceId: number, v: THotel): Promise<{ id: number }> {
  return db.$transaction(async (tx) => {
    await lockHotelAdmin(tx, conferenceId);
    const { id, ...data } = v;
    if (id === null) return tx.hotel.create({ data: { conferenceId, ...data }, select: { id: true } });
    const n = await tx.hotel.updateMany({ where: { id, conferenceId }, data });
    if (!n.count) throw new NotFound(); // another conference's id answers as a missing one
    return { id };
  });
}
