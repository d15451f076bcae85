import "server-only";
import { db } from "@/lib/server/db";
import { Conflict, NotFound, ValidationError } from "@/lib/server/errors";
import { lockHotelAdmin, type SaveResult } from "./service";
import { dateOf, isoOf, nightsOf } from "../nights";
import { roomTypeIssues, toFieldErrorMap, type RoomContext } from "../rules";
import { roomPrices, type TRoomType } from "../schemas";
import { countUnpaidHotelOrders, voidUnpaidHotelOrders } from "../void";

// A room type and its night rows. The rules that need the database — no night below
// what is booked on it, no booked night dropped from the window — are checked with the room type
// (FOR UPDATE: bookings in flight hold it KEY SHARE) and its night rows locked in night order,
// the order bookings lock them in. A changed price voids the room type's unpaid orders first
// (after the manager's confirmation, §4), which gives their nights back before the check.

const fail = (issues: ReturnType<typeof roomTypeIssues>) => {
  if (issues.length) throw new ValidationError(toFieldErrorMap(issues));
};

export async function saveRoomType(conferenceId: number, v: TRoomType, actorUserId: number): Promise<SaveResult> {
  return db.$transaction(async (tx) => {
    await lockHotelAdmin(tx, conferenceId);
    const config = await tx.hotelConfig.findUnique({ where: { conferenceId }, select: { settlementCurrency: true, displayCurrency: true } });
    if (!config) throw new Conflict("hotel.errors.configFirst");
    const hotel = await tx.hotel.findFirst({ where: { id: v.hotelId, conferenceId }, select: { id: true } });
    if (!hotel) throw new ValidationError({ hotelId: "hotel.errors.hotelNotFound" });
    const ctx: RoomContext = { currency: config.settlementCurrency.trim(), displayCurrency: config.displayCurrency?.trim() || null };
    fail(roomTypeIssues(v, ctx));
    const prices = roomPrices(v, ctx);

    let voided = 0;
    if (v.id !== null) {
      const [current] = await tx.$queryRaw<{ hotelId: number; priceMinor: number | null }[]>`
        SELECT "hotelId", "priceMinor" FROM "HotelRoom" WHERE "id" = ${v.id} AND "conferenceId" = ${conferenceId} FOR UPDATE`;
      if (!current) throw new NotFound();
      if (current.hotelId !== v.hotelId) throw new ValidationError({ hotelId: "hotel.errors.hotelFixed" });
      if (current.priceMinor !== null && current.priceMinor !== prices.priceMinor) {
        const count = await countUnpaidHotelOrders(tx, conferenceId, v.id);
        if (count > 0 && v.voidCount !== count) return { status: "confirm", count };
        if (count > 0) voided = await voidUnpaidHotelOrders(tx, { conferenceId, roomId: v.id, reason: "roomPriceChanged", actorUserId });
      }
      const rows = await tx.$queryRaw<{ night: Date; booked: number }[]>`
        SELECT "night", "booked" FROM "HotelRoomNight" WHERE "roomId" = ${v.id} ORDER BY "night" FOR UPDATE`;
      fail(roomTypeIssues(v, { ...ctx, booked: Object.fromEntries(rows.map((r) => [isoOf(r.night), r.booked])) }));
    }

    const data = {
      typeZh: v.typeZh,
      typeEn: v.typeEn,
      ...prices,
      checkInStart: dateOf(v.checkInStart),
      checkInEnd: dateOf(v.checkInEnd),
      totalBookable: v.totalBookable,
      maxPerPerson: v.maxPerPerson,
      minPerPerson: v.minPerPerson,
      notesZh: v.notesZh,
      notesEn: v.notesEn,
      order: v.order,
    };
    const id = v.id ?? (await tx.hotelRoom.create({ data: { conferenceId, hotelId: v.hotelId, ...data }, select: { id: true } })).id;
    if (v.id !== null) await tx.hotelRoom.update({ where: { id }, data });

    const nights = nightsOf(v.checkInStart, v.checkInEnd);
    const own = new Map(v.nightTotals.map((n) => [n.night, n.total]));
    const totals = nights.map((n) => own.get(n) ?? v.totalBookable);
    // Nights that left the window were checked to be free (booked = 0 keeps it so regardless).
    await tx.$executeRaw`
      DELETE FROM "HotelRoomNight" WHERE "roomId" = ${id} AND "booked" = 0 AND NOT ("night" = ANY(${nights}::date[]))`;
    await tx.$executeRaw`
      INSERT INTO "HotelRoomNight" ("conferenceId", "roomId", "night", "total")
      SELECT ${conferenceId}, ${id}, x.night, x.total FROM unnest(${nights}::date[], ${totals}::int[]) AS x(night, total)
      ON CONFLICT ("roomId", "night") DO UPDATE SET "total" = EXCLUDED."total"`;
    return { status: "saved", id, voided };
  });
}
