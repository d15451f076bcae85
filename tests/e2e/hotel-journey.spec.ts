import { devices, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from "@playwright/test";
import type pg from "pg";
import { addDays } from "../../lib/hotel/nights";
import { startTestSmtpServer, type TestSmtpServer } from "../support/smtp";
import { createSessionToken, createUser, expect, test } from "./support/fixtures";
import { clearOrders, resetSimulator, restoreSimulatedProviders } from "./support/payments";
import { E2E_PAYSIM_URL, E2E_SMTP_AUTH, E2E_SMTP_PORT } from "./support/servers";

// The whole hotel journey in Chromium: the demo's manager configures booking,
// a hotel and two room types on /platform/config/hotel; alice, in English on a phone, books two
// nights and pays them with PayPal at the loopback payment simulator; the manager sees the booking
// paid in manage/hotel and in the occupancy grid; the reservation and payment mails arrive at the
// SMTP server; the manager of another conference is denied (guards.spec.ts repeats this with
// proxy.ts off). The demo's hotel settings, module switch, registration rule and mail setting are
// put back afterwards; rows made here are named "E2E Journey …".

const DEMO = "demo.localhost";
const ALICE = "alice@example.org";
const DESKTOP = { viewport: { width: 1366, height: 900 } };
const PHONE = { viewport: { width: 390, height: 844 }, userAgent: devices["iPhone 13"].userAgent, isMobile: true, hasTouch: true };
const BILL_URL = /\/profile\/order\/pay\/goto\/result\/(P\d{8}-[A-Z0-9]{8})(\?.*)?$/;

test.describe.configure({ mode: "serial" });

let smtp: TestSmtpServer;
let demoId = 0;
let today = "";
let windowStart = "";
const ids = { hotel: 0, king: 0, twin: 0, order: 0 };
let saved: {
  config: unknown;
  module: boolean;
  rule: { registerRule: string; costsSet: boolean } | null;
  mailActive: boolean | null;
  aliceLocale: string;
} | null = null;

async function cleanUp(sql: pg.Pool) {
  await clearOrders(sql, demoId);
  await sql.query(`DELETE FROM "HotelReservation" r USING "Hotel" h WHERE r."hotelId" = h.id AND h."conferenceId" = $1 AND h."nameEn" LIKE 'E2E Journey%'`, [
    demoId,
  ]);
  await sql.query(`DELETE FROM "Hotel" WHERE "conferenceId" = $1 AND "nameEn" LIKE 'E2E Journey%'`, [demoId]);
}

test.beforeAll(async ({ sql }) => {
  smtp = await startTestSmtpServer({ port: E2E_SMTP_PORT, user: E2E_SMTP_AUTH.user, pass: E2E_SMTP_AUTH.pass });
  demoId = (await sql.query<{ id: number }>(`SELECT "conferenceId" AS id FROM "ConferenceDomain" WHERE host = $1`, [DEMO])).rows[0].id;
  saved = {
    config: (await sql.query(`SELECT row_to_json(c) AS row FROM "HotelConfig" c WHERE "conferenceId" = $1`, [demoId])).rows[0]?.row ?? null,
    module: (await sql.query(`SELECT enabled FROM "ConferenceModule" WHERE "conferenceId" = $1 AND module = 'hotel'`, [demoId])).rows[0]?.enabled ?? false,
    rule: (await sql.query(`SELECT "registerRule", "costsSet" FROM "RegisterConfig" WHERE "conferenceId" = $1`, [demoId])).rows[0] ?? null,
    mailActive: (await sql.query(`SELECT active FROM "MailConfig" WHERE "conferenceId" = $1`, [demoId])).rows[0]?.active ?? null,
    aliceLocale: (await sql.query(`SELECT locale FROM "User" WHERE email = $1`, [ALICE])).rows[0].locale,
  };
  await cleanUp(sql);
  await restoreSimulatedProviders(sql, demoId);
  await resetSimulator();
  await sql.query(`DELETE FROM "HotelConfig" WHERE "conferenceId" = $1`, [demoId]);
  await sql.query(`UPDATE "ConferenceModule" SET enabled = true WHERE "conferenceId" = $1 AND module = 'hotel'`, [demoId]);
  // Rooms without paying the registration first (under the demo's rule they wait for it, which
  // hotel-booking.spec.ts covers); mail through the platform's SMTP, i.e. this spec's server.
  await sql.query(`UPDATE "RegisterConfig" SET "registerRule" = 'SUBMIT_FIRST_AND_PAY_LATER' WHERE "conferenceId" = $1`, [demoId]);
  await sql.query(`UPDATE "MailConfig" SET active = false WHERE "conferenceId" = $1`, [demoId]);
  // Mail goes out in the account's language: alice reads English here.
  await sql.query(`UPDATE "User" SET locale = 'en' WHERE email = $1`, [ALICE]);
  today = (await sql.query<{ d: string }>(`SELECT to_char(current_date, 'YYYY-MM-DD') AS d`)).rows[0].d;
  windowStart = addDays(today, 30);
});

test.afterAll(async ({ sql }) => {
  await smtp?.stop();
  if (!demoId || !saved) return;
  await cleanUp(sql);
  await sql.query(`DELETE FROM "HotelConfig" WHERE "conferenceId" = $1`, [demoId]);
  if (saved.config) {
    const cols = Object.keys(saved.config as object).filter((c) => c !== "id");
    await sql.query(
      `INSERT INTO "HotelConfig" (${cols.map((c) => `"${c}"`).join(", ")}) SELECT ${cols.map((c) => `s."${c}"`).join(", ")} FROM json_populate_record(NULL::"HotelConfig", $1::json) s`,
      [JSON.stringify(saved.config)],
    );
  }
  await sql.query(`UPDATE "ConferenceModule" SET enabled = $2 WHERE "conferenceId" = $1 AND module = 'hotel'`, [demoId, saved.module]);
  if (saved.rule) await sql.query(`UPDATE "RegisterConfig" SET "registerRule" = $2 WHERE "conferenceId" = $1`, [demoId, saved.rule.registerRule]);
  await sql.query(`UPDATE "User" SET locale = $2 WHERE email = $1`, [ALICE, saved.aliceLocale]);
  if (saved.mailActive !== null) await sql.query(`UPDATE "MailConfig" SET active = $2 WHERE "conferenceId" = $1`, [demoId, saved.mailActive]);
});

async function person(
  browser: Browser,
  signIn: (c: BrowserContext, h: string, e: string) => Promise<string>,
  email: string,
  locale: "zh" | "en",
  device: BrowserContextOptions = DESKTOP,
) {
  const context = await browser.newContext(device);
  await context.addCookies([{ name: "locale", value: locale, domain: DEMO, path: "/" }]);
  await signIn(context, DEMO, email);
  return { context, page: await context.newPage() };
}

/** Fills the room type dialog as a manager types it; the window runs from `windowStart` for five nights. */
async function addRoomType(page: Page, room: { zh: string; en: string; price: string; display: string; total: string }) {
  await page.getByTestId(`room-add-${ids.hotel}`).click();
  const dialog = page.getByTestId("room-dialog");
  await dialog.getByTestId("field-typeZh").fill(room.zh);
  await dialog.getByTestId("field-typeEn").fill(room.en);
  await dialog.getByTestId("field-price").fill(room.price);
  await dialog.getByTestId("field-displayPrice").fill(room.display);
  await dialog.getByTestId("field-checkInStart").fill(windowStart);
  await dialog.getByTestId("field-checkInEnd").fill(addDays(windowStart, 5));
  await dialog.getByTestId("field-totalBookable").fill(room.total);
  await dialog.getByTestId("field-maxPerPerson").fill("2");
  await dialog.getByTestId("room-save").click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId("hotel-config-message")).toHaveText("房型已添加。");
}

test("the manager opens booking and configures a hotel with two room types", async ({ browser, signIn, at, sql }) => {
  const { context, page } = await person(browser, signIn, "manager@example.org", "zh");
  await page.goto(at(DEMO, "/platform/config/hotel"));
  await page.getByTestId("field-bookingStart").fill(addDays(today, -1));
  await page.getByTestId("field-bookingEnd").fill(addDays(today, 20));
  await page.getByTestId("field-open").check();
  await page.getByRole("combobox", { name: /^结算币种/ }).click();
  await page.getByRole("option", { name: "CNY" }).click();
  await page.getByRole("combobox", { name: /^显示币种/ }).click();
  await page.getByRole("option", { name: "USD" }).click();
  await page.getByTestId("hotel-settings-save").click();
  await expect(page.getByTestId("hotel-config-message")).toHaveText("酒店设置已保存。");

  await page.getByTestId("hotel-add").click();
  const hotel = page.getByTestId("hotel-dialog");
  await hotel.getByTestId("field-nameZh").fill("E2E 旅程酒店");
  await hotel.getByTestId("field-nameEn").fill("E2E Journey Hotel");
  await hotel.getByTestId("field-addressEn").fill("8 Lake Road, Beijing");
  await hotel.getByTestId("hotel-save").click();
  await expect(hotel).toHaveCount(0);
  ids.hotel = (await sql.query(`SELECT id FROM "Hotel" WHERE "conferenceId" = $1 AND "nameEn" = 'E2E Journey Hotel'`, [demoId])).rows[0].id;

  await addRoomType(page, { zh: "E2E 旅程大床房", en: "E2E Journey King", price: "480", display: "70", total: "5" });
  await addRoomType(page, { zh: "E2E 旅程双床房", en: "E2E Journey Twin", price: "380", display: "55", total: "4" });
  const rooms = await sql.query<{ id: number; typeEn: string; nights: number; rooms: number }>(
    `SELECT r.id, r."typeEn", count(n.id)::int AS nights, min(n.total)::int AS rooms FROM "HotelRoom" r JOIN "HotelRoomNight" n ON n."roomId" = r.id
     WHERE r."hotelId" = $1 GROUP BY r.id ORDER BY r.id`,
    [ids.hotel],
  );
  expect(rooms.rows.map((r) => [r.typeEn, r.nights, r.rooms])).toEqual([
    ["E2E Journey King", 5, 5],
    ["E2E Journey Twin", 5, 4],
  ]);
  [ids.king, ids.twin] = rooms.rows.map((r) => r.id);
  await context.close();
});

test("alice books two nights in English on a phone and pays them with PayPal at the simulator", async ({ browser, signIn, at, sql }) => {
  const { context, page } = await person(browser, signIn, ALICE, "en", PHONE);
  const [first, second] = [addDays(windowStart, 1), addDays(windowStart, 2)];
  await page.goto(at(DEMO, "/profile/hotel/order"));
  await expect(page.getByTestId(`hotel-${ids.hotel}`)).toContainText("E2E Journey Hotel");
  await expect(page.getByTestId(`room-${ids.twin}`)).toBeVisible();
  await page.getByTestId(`room-${ids.king}`).click();
  await page.getByTestId("field-checkIn").fill(first);
  await page.getByTestId("field-checkOut").fill(addDays(first, 2));
  await expect(page.getByTestId(`night-${first}`)).toContainText("5 left");
  await expect(page.getByTestId(`night-${second}`)).toContainText("5 left");
  await expect(page.getByTestId("stay-total-amount")).toHaveText("$140.00");
  await expect(page.getByTestId("stay-charged")).toHaveText("Amount charged: CN¥960.00");
  await page.getByTestId("booking-submit").click();
  await expect(page).toHaveURL(/\/profile\/order\/pay\/goto\/\d+$/);
  ids.order = Number(page.url().split("/").pop());

  await page.getByTestId("pay-method-PAYPAL").check();
  await page.getByTestId("pay-continue").click();
  await page.waitForURL(`${E2E_PAYSIM_URL}/sim/pay/**`);
  await expect(page.getByTestId("sim-banner")).toContainText("DEMO PAYMENT");
  await expect(page.getByTestId("sim-amount")).toHaveText("960.00 CNY");
  await page.getByTestId("sim-approve").click();
  await page.waitForURL(BILL_URL);
  await expect(page.getByTestId("result-status")).toHaveAttribute("data-status", "SUCCEEDED");
  await expect(page.getByTestId("result-amount")).toHaveText("CN¥960.00");

  const reservation = (
    await sql.query(
      `SELECT r."payStatus", r."paidMinor", r."roomCount", r."checkIn"::text AS "checkIn", r."checkOut"::text AS "checkOut", o."transactionStatus", o.type
       FROM "HotelReservation" r JOIN "Order" o ON o.id = r."orderId" WHERE r."orderId" = $1`,
      [ids.order],
    )
  ).rows[0];
  expect(reservation).toEqual({
    payStatus: "PAID",
    paidMinor: 96000,
    roomCount: 1,
    checkIn: first,
    checkOut: addDays(first, 2),
    transactionStatus: "PAID",
    type: "HOTEL",
  });
  const nights = await sql.query<{ booked: number }>(`SELECT booked FROM "HotelRoomNight" WHERE "roomId" = $1 ORDER BY night`, [ids.king]);
  expect(nights.rows.map((n) => n.booked)).toEqual([0, 1, 1, 0, 0]);

  // Her reservations list it as paid, with its order.
  await page.goto(at(DEMO, "/profile/hotel/order"));
  const row = page.locator(`[data-order-id="${ids.order}"]`);
  await expect(row).toContainText("E2E Journey King");
  await expect(row).toContainText("Paid");
  await expect(row.getByRole("link", { name: "Pay" })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await context.close();
});

test("the reservation and the payment mails reach alice at the SMTP server, in English", async () => {
  const toAlice = (subject: string) => smtp.messages.filter((m) => m.envelopeTo.includes(ALICE) && String(m.subject).includes(subject));
  await expect.poll(() => toAlice("Hotel reservation").length, { timeout: 30_000 }).toBe(1);
  const reservation = toAlice("Hotel reservation")[0];
  expect(reservation.text).toContain("E2E Journey King");
  expect(reservation.text).toContain("E2E Journey Hotel");
  expect(reservation.text).toContain(addDays(windowStart, 1));
  await expect.poll(() => toAlice("Hotel payment received").length, { timeout: 30_000 }).toBe(1);
  const paid = toAlice("Hotel payment received")[0];
  expect(paid.text).toContain("E2E Journey Hotel");
  expect(paid.text).toContain("CN¥960.00");
});

test("the manager sees the booking paid in the reservation list and taken in the occupancy grid", async ({ browser, signIn, at }) => {
  const { context, page } = await person(browser, signIn, "manager@example.org", "en");
  await page.goto(at(DEMO, "/platform/manage/hotel"));
  const row = page.locator(`[data-testid="hotel-row"][data-email="${ALICE}"]`);
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId("hotel-status")).toHaveText("Paid");
  await expect(row.getByTestId("hotel-amount")).toContainText("Paid CN¥960.00");
  await expect(row.getByTestId("hotel-stay")).toContainText("2 nights × 1 room");
  await page.getByTestId("hotel-tab-occupancy").click();
  const cell = (room: number, night: string) => page.locator(`[data-testid="occupancy-room"][data-room-id="${room}"] [data-night="${night}"]`);
  await expect(cell(ids.king, windowStart)).toHaveText("0 / 5");
  await expect(cell(ids.king, addDays(windowStart, 1))).toHaveText("1 / 5");
  await expect(cell(ids.king, addDays(windowStart, 2))).toHaveText("1 / 5");
  await expect(cell(ids.twin, addDays(windowStart, 1))).toHaveText("0 / 4");
  await context.close();
});

test("the manager of another conference is denied the hotel screens and calls of the demo", async ({ page, context, at, signIn, api, sql }) => {
  const other = await createUser(sql, "hotel-journey-manager");
  await sql.query(
    `INSERT INTO "ConferenceUser" ("conferenceId", "userId", role) SELECT d."conferenceId", u.id, 'MANAGER' FROM "ConferenceDomain" d, "User" u WHERE d.host = 'en.localhost' AND u.email = $1`,
    [other],
  );
  await signIn(context, DEMO, other);
  for (const path of ["/platform/config/hotel", "/platform/manage/hotel"]) {
    await page.goto(at(DEMO, path));
    await expect(page, path).toHaveURL(at(DEMO, "/403"));
  }
  const token = await createSessionToken(sql, other);
  for (const path of ["/conference/platform/config/hotel/find", "/conference/platform/manage/hotel/list", "/conference/platform/manage/hotel/occupancy"]) {
    expect((await api(DEMO, path, { token })).status, path).toBe(403);
  }
  const cancel = await api(DEMO, "/conference/platform/manage/hotel/cancel", { token, method: "POST", body: { reservationId: 1, reason: "x" } });
  expect(cancel.status).toBe(403);
  expect((await sql.query(`SELECT "transactionStatus" FROM "Order" WHERE id = $1`, [ids.order])).rows[0].transactionStatus).toBe("PAID");
  // …while on their own conference the same calls answer.
  expect((await api("en.localhost", "/conference/platform/manage/hotel/list", { token })).status).toBe(200);
  await sql.query(`DELETE FROM "User" WHERE email = $1`, [other]);
});
