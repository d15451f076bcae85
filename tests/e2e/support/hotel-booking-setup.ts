import { png } from "../../support/png";
import type { APIRequest } from "@playwright/test";
import type pg from "pg";
import { addDays } from "../../../lib/hotel/nights";
import { createSessionToken, createUser, expect } from "./fixtures";

// The hotel booking journey's set-up (tests/e2e/hotel-booking.spec.ts): on the demo conference
// the hotel module on, booking open, a hotel with two photos and two room types over five nights
// sixty days from now, and a registered participant — all with SQL, as the organisers' screens have
// their own specs — and everything put back afterwards.

export const DEMO = "demo.localhost";

type Sql = pg.Pool;
const one = async <T>(sql: Sql, q: string, p: unknown[] = []) => (await sql.query(q, p)).rows[0] as T;

export type HotelBookingSetup = {
  demoId: number;
  ids: { hotel: number; king: number; twin: number };
  /** the room types' first check-in day, and last check-out day (five nights) */
  start: string;
  end: string;
  /** a registered participant who has not paid the registration fee */
  guest: string;
  saved: { hotelModule: boolean; config: Record<string, unknown> | null; rule: { registerRule: string; costsSet: boolean } | null };
};

async function cleanUp(sql: Sql, demoId: number) {
  const hotels = `(SELECT id FROM "Hotel" WHERE "conferenceId" = $1 AND "nameEn" LIKE 'E2E Book %')`;
  const orders = (
    await sql.query<{ id: number }>(`SELECT DISTINCT "orderId" AS id FROM "HotelReservation" WHERE "hotelId" IN ${hotels} AND "orderId" IS NOT NULL`, [demoId])
  ).rows.map((r) => r.id);
  await sql.query(`DELETE FROM "HotelReservation" WHERE "hotelId" IN ${hotels}`, [demoId]);
  await sql.query(`DELETE FROM "Payment" WHERE id IN (SELECT "paymentId" FROM "PaymentOrder" WHERE "orderId" = ANY($1::int[]))`, [orders]);
  await sql.query(`DELETE FROM "Order" WHERE id = ANY($1::int[])`, [orders]);
  await sql.query(`DELETE FROM "Hotel" WHERE id IN ${hotels}`, [demoId]); // room types and nights go with them
  await sql.query(`DELETE FROM "Order" WHERE "userId" IN (SELECT id FROM "User" WHERE email LIKE 'hotelbook-%')`); // the paid registration
  await sql.query(`DELETE FROM "User" WHERE email LIKE 'hotelbook-%'`); // their attendee rows go with them
}

/** Two photos uploaded as the demo's manager would (site images), for the hotel card. Node cannot resolve *.localhost: the host travels in the Host header. */
async function uploadPhotos(sql: Sql, playwright: { request: APIRequest }, port: number) {
  const token = await createSessionToken(sql, "manager@example.org");
  const request = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${port}` });
  const names: string[] = [];
  const colours: [number, number, number][] = [
    [52, 101, 164],
    [180, 120, 60],
  ];
  for (const [i, rgb] of colours.entries()) {
    const res = await request.post("/api/conference/platform/site/file?purpose=pageImage", {
      headers: { host: `${DEMO}:${port}`, authorization: `Bearer ${token}` },
      multipart: { file: { name: `hotel-${i}.png`, mimeType: "image/png", buffer: png(420, 280, rgb, { band: true }) } },
    });
    expect(res.status()).toBe(200);
    names.push(((await res.json()) as { data: { storedName: string } }).data.storedName);
  }
  await request.dispose();
  return names;
}

async function addRoom(
  sql: Sql,
  at: { demoId: number; hotelId: number; start: string; end: string },
  p: { zh: string; en: string; price: number; display: number; total: number; max: number; order: number; notesEn?: string },
) {
  const { id } = await one<{ id: number }>(
    sql,
    `INSERT INTO "HotelRoom" ("conferenceId","hotelId","typeZh","typeEn","priceMinor","displayPriceMinor","checkInStart","checkInEnd","totalBookable","maxPerPerson","minPerPerson","notesZh","notesEn","order","updatedAt")
     VALUES ($1,$2,$3,$4,$5,$6,$7::date,$8::date,$9,$10,1,$11,$12,$13,now()) RETURNING id`,
    [at.demoId, at.hotelId, p.zh, p.en, p.price, p.display, at.start, at.end, p.total, p.max, p.notesEn ? "含双早" : "", p.notesEn ?? "", p.order],
  );
  await sql.query(
    `INSERT INTO "HotelRoomNight" ("conferenceId","roomId",night,total) SELECT $1, $2, d::date, $3 FROM generate_series($4::date, $5::date - 1, interval '1 day') d`,
    [at.demoId, id, p.total, at.start, at.end],
  );
  return id;
}

/** The hotel config: open or not, booking from … to (SQL date expressions). */
export const setConfig = (sql: Sql, demoId: number, open: boolean, from: string, to: string) =>
  sql.query(
    `INSERT INTO "HotelConfig" ("conferenceId", open, "bookingStart", "bookingEnd", "settlementCurrency", "displayCurrency", "descriptionZh", "descriptionEn",
       "conditionZh", "conditionEn", "updatedAt")
     VALUES ($1, $2, ${from}, ${to}, 'CNY', 'USD', '<p>会议指定酒店，步行 5 分钟可到会场。</p>', '<p>The conference hotels are a five-minute walk from the venue.</p>',
       '<p>未支付的预订将在截止时间后自动取消。</p>', '<p>Unpaid reservations are cancelled automatically after the payment deadline.</p>', now())
     ON CONFLICT ("conferenceId") DO UPDATE SET open = EXCLUDED.open, "bookingStart" = EXCLUDED."bookingStart", "bookingEnd" = EXCLUDED."bookingEnd",
       "settlementCurrency" = 'CNY', "displayCurrency" = 'USD', "descriptionZh" = EXCLUDED."descriptionZh", "descriptionEn" = EXCLUDED."descriptionEn",
       "conditionZh" = EXCLUDED."conditionZh", "conditionEn" = EXCLUDED."conditionEn"`,
    [demoId, open],
  );

export async function setUpHotelBooking(sql: Sql, playwright: { request: APIRequest }, port: number): Promise<HotelBookingSetup> {
  const demoId = (await one<{ id: number }>(sql, `SELECT "conferenceId" AS id FROM "ConferenceDomain" WHERE host = $1`, [DEMO])).id;
  const hotelModule = (await one<{ enabled: boolean }>(sql, `SELECT enabled FROM "ConferenceModule" WHERE "conferenceId" = $1 AND module = 'hotel'`, [demoId]))
    .enabled;
  const config = (await sql.query(`SELECT row_to_json(c) AS row FROM "HotelConfig" c WHERE "conferenceId" = $1`, [demoId])).rows[0]?.row ?? null;
  const rule = (await sql.query(`SELECT "registerRule", "costsSet" FROM "RegisterConfig" WHERE "conferenceId" = $1`, [demoId])).rows[0] ?? null;
  await cleanUp(sql, demoId);
  await sql.query(`UPDATE "ConferenceModule" SET enabled = true WHERE "conferenceId" = $1 AND module = 'hotel'`, [demoId]);
  // As the demo is seeded: registered now, paid later, and rooms booked once the registration fee is paid.
  await sql.query(`UPDATE "RegisterConfig" SET "registerRule" = 'REGISTER_FIRST_AND_PAY_LATER', "costsSet" = true WHERE "conferenceId" = $1`, [demoId]);
  await setConfig(sql, demoId, true, "current_date - 5", "current_date + 30");
  const start = (await one<{ d: string }>(sql, `SELECT to_char(current_date + 60, 'YYYY-MM-DD') AS d`)).d;
  const end = addDays(start, 5);
  const photos = await uploadPhotos(sql, playwright, port);
  const hotel = (
    await one<{ id: number }>(
      sql,
      `INSERT INTO "Hotel" ("conferenceId","nameZh","nameEn",star,link,"addressZh","addressEn","mapLink",photos,"order","updatedAt")
       VALUES ($1,'E2E 预订酒店','E2E Book Grand Hotel',4,'https://example.org/hotel','北京市海淀区中关村大街 1 号','1 Zhongguancun Street, Haidian, Beijing',
         'https://example.org/map',$2,900,now()) RETURNING id`,
      [demoId, photos],
    )
  ).id;
  const at = { demoId, hotelId: hotel, start, end };
  const king = await addRoom(sql, at, {
    zh: "E2E 大床房",
    en: "E2E King room",
    price: 48000,
    display: 7000,
    total: 3,
    max: 2,
    order: 0,
    notesEn: "Breakfast for two included",
  });
  const twin = await addRoom(sql, at, { zh: "E2E 双床房", en: "E2E Twin room", price: 42000, display: 6000, total: 2, max: 1, order: 1 });
  const guest = await createUser(sql, "hotelbook");
  await sql.query(
    `INSERT INTO "Attendee" ("conferenceId","userId","formVersionId",email,"userName","fullName","firstName","lastName","countryArea","updatedAt")
     SELECT $1, u.id, (SELECT id FROM "RegisterFormVersion" WHERE "conferenceId" = $1 ORDER BY "isCurrent" DESC, id LIMIT 1), u.email, u."trueName", u."trueName", u."firstName", u."lastName", 'GB', now()
     FROM "User" u WHERE u.email = $2`,
    [demoId, guest],
  );
  return { demoId, ids: { hotel, king, twin }, start, end, guest, saved: { hotelModule, config, rule } };
}

export async function restoreHotelBooking(sql: Sql, { demoId, saved }: HotelBookingSetup) {
  await cleanUp(sql, demoId);
  if (saved.config) {
    const cols = Object.keys(saved.config).filter((c) => c !== "id" && c !== "conferenceId");
    await sql.query(
      `UPDATE "HotelConfig" t SET (${cols.map((c) => `"${c}"`).join(", ")}) = (SELECT ${cols.map((c) => `s."${c}"`).join(", ")} FROM json_populate_record(NULL::"HotelConfig", $1::json) s) WHERE t."conferenceId" = $2`,
      [JSON.stringify(saved.config), demoId],
    );
  } else await sql.query(`DELETE FROM "HotelConfig" WHERE "conferenceId" = $1`, [demoId]);
  await sql.query(`UPDATE "ConferenceModule" SET enabled = $2 WHERE "conferenceId" = $1 AND module = 'hotel'`, [demoId, saved.hotelModule]);
  if (saved.rule)
    await sql.query(`UPDATE "RegisterConfig" SET "registerRule" = $2, "costsSet" = $3 WHERE "conferenceId" = $1`, [
      demoId,
      saved.rule.registerRule,
      saved.rule.costsSet,
    ]);
}
