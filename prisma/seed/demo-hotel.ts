import { todayIn } from "../../lib/i18n/dates";
import type { Prisma, PrismaClient } from "../../lib/generated/prisma/client";

// The demo conference's hotel: booking open from ten days ago for 45 days, settled in
// CNY and shown in USD; one hotel with two room types whose nights span the conference (it runs
// from today + 40 to today + 42, so check-in from the day before, check-out two days after).
// Dates are relative to `now` (DATE in the conference's time zone). Applied once: a conference
// that already has a hotel configuration is left as its organisers made it.

const TIME_ZONE = "Asia/Shanghai";

function addDays(isoDate: string, days: number): Date {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d;
}

const ROOMS = [
  {
    typeZh: "高级大床房",
    typeEn: "Superior king room",
    priceMinor: 58000,
    displayPriceMinor: 8200,
    total: 40,
    max: 2,
    notesZh: "含双早。",
    notesEn: "Breakfast for two included.",
  },
  {
    typeZh: "标准双床房",
    typeEn: "Standard twin room",
    priceMinor: 46000,
    displayPriceMinor: 6500,
    total: 60,
    max: 2,
    notesZh: "含双早，可与同事合住。",
    notesEn: "Breakfast for two included; share with a colleague.",
  },
];

export async function seedDemoHotel(db: PrismaClient | Prisma.TransactionClient, conferenceId: number, now = new Date()): Promise<void> {
  if (await db.hotelConfig.count({ where: { conferenceId } })) return;
  const today = todayIn(TIME_ZONE, now);
  await db.hotelConfig.create({
    data: {
      conferenceId,
      bookingStart: addDays(today, -10),
      bookingEnd: addDays(today, 35),
      open: true,
      settlementCurrency: "CNY",
      displayCurrency: "USD",
      descriptionZh: "<p>会务组为参会者预留了会议酒店的协议房，步行五分钟即到会场。</p>",
      descriptionEn: "<p>The conference office has reserved rooms at an agreed rate in the conference hotel, a five-minute walk from the venue.</p>",
      conditionZh: "<p>未在付款期限内支付的预订将自动取消，房间释放给其他参会者。</p>",
      conditionEn: "<p>Reservations not paid by their deadline are cancelled and the rooms offered to other participants.</p>",
    },
  });
  const hotel = await db.hotel.create({
    data: {
      conferenceId,
      nameZh: "中关村国际会议酒店",
      nameEn: "Zhongguancun International Conference Hotel",
      star: 4,
      addressZh: "北京市海淀区中关村南四街 4 号",
      addressEn: "4 Zhongguancun South 4th Street, Haidian, Beijing",
    },
  });
  const [checkInStart, checkInEnd] = [addDays(today, 39), addDays(today, 44)];
  for (const [order, r] of ROOMS.entries()) {
    const room = await db.hotelRoom.create({
      data: {
        conferenceId,
        hotelId: hotel.id,
        typeZh: r.typeZh,
        typeEn: r.typeEn,
        priceMinor: r.priceMinor,
        displayPriceMinor: r.displayPriceMinor,
        checkInStart,
        checkInEnd,
        totalBookable: r.total,
        maxPerPerson: r.max,
        notesZh: r.notesZh,
        notesEn: r.notesEn,
        order,
      },
    });
    // One row per night of the window: the night a stay starts counts, the last check-out day does not.
    await db.hotelRoomNight.createMany({
      data: Array.from({ length: 5 }, (_, i) => ({ conferenceId, roomId: room.id, night: addDays(today, 39 + i), total: r.total })),
    });
  }
}
