import type pg from "pg";

// The hotel and bookings of tests/e2e/hotel-reservations.spec.ts, written with SQL: a sea-view
// room type with 5 rooms on each of the nights 2027-06-01 … 06-07 and five bookers. Consistent with
// what bookRoom would store: each night's booked count is the sum of the reservations holding it.

export const HOTEL_EN = "E2E Harbour Hotel";
const PREFIX = "hoteladmin-";
const booking = (key: string, name: string, unit: string, phone: string, stay: [string, string], rooms: number, paid: boolean, req = "") => ({
  key,
  name,
  unit,
  phone,
  in: stay[0],
  out: stay[1],
  rooms,
  paid,
  req,
});
// 06-01 Ann's 2 rooms; 06-02 Ben's and Cai's; 06-03 Ben's; 06-05 Dan's 4 (amber); 06-06 Dan's and Eve's (full).
export const PEOPLE = [
  booking("ann", "Ann Harbour", "Tsinghua University", "13800000011", ["2027-06-01", "2027-06-02"], 2, false, "Late arrival"),
  booking("ben", "Ben Quay", "Peking University", "13900000022", ["2027-06-02", "2027-06-04"], 1, true),
  booking("cai", "蔡文", "复旦大学", "13700000033", ["2027-06-02", "2027-06-03"], 1, false, "无烟房"),
  booking("dan", "Dan Pier", "Zhejiang University", "13600000044", ["2027-06-05", "2027-06-07"], 4, false),
  booking("eve", "Eve Dock", "Nanjing University", "13500000055", ["2027-06-06", "2027-06-07"], 1, false),
].map((p, i) => ({ ...p, no: `H20261122-E2EHA${i + 1}` }));
export const email = (key: string) => `${PREFIX}${key}@example.org`;
const PRICE = 60_000; // CNY 600.00 a room-night

export const ids = { conf: 0, hotel: 0, room: 0, reservations: {} as Record<string, number>, hotelModule: false };

export async function cleanUp(sql: pg.Pool) {
  const users = `SELECT id FROM "User" WHERE email LIKE '${PREFIX}%'`;
  await sql.query(`DELETE FROM "HotelReservation" WHERE "userId" IN (${users})`);
  await sql.query(`DELETE FROM "Order" WHERE "userId" IN (${users})`);
  await sql.query(`DELETE FROM "Hotel" WHERE "nameEn" = $1`, [HOTEL_EN]); // room types and nights go with it
  await sql.query(`DELETE FROM "User" WHERE email LIKE '${PREFIX}%'`);
}

export async function createBookings(sql: pg.Pool) {
  const conf = ids.conf;
  const one = async <T>(q: string, v: unknown[]) => (await sql.query(q, v)).rows[0] as T;
  ids.hotel = (
    await one<{ id: number }>(
      `INSERT INTO "Hotel" ("conferenceId", "nameZh", "nameEn", star, "order", "updatedAt") VALUES ($1, 'E2E 海港酒店', $2, 4, 0, now()) RETURNING id`,
      [conf, HOTEL_EN],
    )
  ).id;
  ids.room = (
    await one<{ id: number }>(
      `INSERT INTO "HotelRoom" ("conferenceId", "hotelId", "typeZh", "typeEn", "priceMinor", "checkInStart", "checkInEnd", "totalBookable", "maxPerPerson", "updatedAt")
       VALUES ($1, $2, '海景房', 'Sea view room', $3, '2027-06-01', '2027-06-08', 5, 4, now()) RETURNING id`,
      [conf, ids.hotel, PRICE],
    )
  ).id;
  // What the bookings hold (see PEOPLE).
  for (const [night, booked] of [
    ["2027-06-01", 2],
    ["2027-06-02", 2],
    ["2027-06-03", 1],
    ["2027-06-04", 0],
    ["2027-06-05", 4],
    ["2027-06-06", 5],
    ["2027-06-07", 0],
  ] as const) {
    await sql.query(`INSERT INTO "HotelRoomNight" ("conferenceId", "roomId", night, total, booked) VALUES ($1, $2, $3, 5, $4)`, [
      conf,
      ids.room,
      night,
      booked,
    ]);
  }
  for (const p of PEOPLE) {
    const user = (
      await one<{ id: number }>(`INSERT INTO "User" (email, "trueName", unit, phone, "updatedAt") VALUES ($1, $2, $3, $4, now()) RETURNING id`, [
        email(p.key),
        p.name,
        p.unit,
        p.phone,
      ])
    ).id;
    const days = (Date.parse(p.out) - Date.parse(p.in)) / 86_400_000;
    const total = PRICE * days * p.rooms;
    const status = p.paid ? "PAID" : "UNPAID";
    const order = (
      await one<{ id: number }>(
        // Due in a week, so the expiry loop leaves the unpaid ones alone.
        `INSERT INTO "Order" ("orderNo", type, "conferenceId", "userId", "totalMinor", currency, "transactionStatus", "payStatus", "paymentMethod", "paidAt",
           "deadlineAt", "updatedAt")
         VALUES ($1, 'HOTEL', $2, $3, $4, 'CNY', $5::"TransactionStatus", $5::text::"PayStatus", $6, $7, now() + interval '7 days', now()) RETURNING id`,
        [p.no, conf, user, total, status, p.paid ? "BANK_REMITTANCE" : null, p.paid ? new Date() : null],
      )
    ).id;
    await sql.query(`INSERT INTO "OrderTransition" ("conferenceId", "orderId", "fromStatus", "toStatus", "actorUserId") VALUES ($1, $2, NULL, 'UNPAID', $3)`, [
      conf,
      order,
      user,
    ]);
    const reservation = (
      await one<{ id: number }>(
        `INSERT INTO "HotelReservation" ("conferenceId", "userId", "hotelId", "roomId", "orderId", "bookerEmail", name, unit, phone, "roomCount", days,
           "checkIn", "checkOut", "specialRequirements", "totalPayableMinor", "paidMinor", currency, "payStatus", "updatedAt")
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, 'CNY', $17, now()) RETURNING id`,
        [conf, user, ids.hotel, ids.room, order, email(p.key), p.name, p.unit, p.phone, p.rooms, days, p.in, p.out, p.req, total, p.paid ? total : 0, status],
      )
    ).id;
    ids.reservations[p.key] = reservation;
    await sql.query(
      `INSERT INTO "OrderItem" ("conferenceId", "orderId", type, "roomId", "reservationId", "titleZh", "titleEn", "hotelNameZh", "hotelNameEn", "roomTypeZh",
         "roomTypeEn", "checkIn", "checkOut", days, "roomQuantity", "unitPriceMinor", "amountMinor")
       VALUES ($1, $2, 'HOTEL', $3, $4, 'E2E 海港酒店 海景房', 'E2E Harbour Hotel Sea view room', 'E2E 海港酒店', $5, '海景房', 'Sea view room', $6, $7, $8, $9, $10, $11)`,
      [conf, order, ids.room, reservation, HOTEL_EN, p.in, p.out, days, p.rooms, PRICE, total],
    );
  }
}
