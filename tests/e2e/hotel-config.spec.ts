import type { Browser, BrowserContext, Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import pg from "pg";
import { parseDatabaseUrl } from "../../lib/server/database-url";
import { tinyPng } from "./support/editor";
import { createSessionToken, createUser, expect, test } from "./support/fixtures";
import { E2E_SERVERS } from "./support/servers";

// /platform/config/hotel (SPEC §2): booking settings with every §5 rule on its field, a
// hotel with a photo, two room types (one with its own number of rooms on a night), the refusal to
// delete what a live reservation holds, the confirmation of a settlement-currency change that
// voids the unpaid hotel orders (with their number), and the denial of a manager of another
// conference on the page and the gateway (proxy on and off). Rows this spec makes are named
// "E2E …"; the demo's hotel config and module switch are put back afterwards.

const DEMO = "demo.localhost";
const DESKTOP = { viewport: { width: 1366, height: 900 } };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const H = "/conference/platform/config/hotel";
const PATH = "/platform/config/hotel";

test.describe.configure({ mode: "serial" });

let demoId = 0;
let saved: { config: Record<string, unknown> | null; module: boolean } = { config: null, module: false };
const ids = { hotel: 0, king: 0, twin: 0, order: 0 };

async function cleanUp(sql: pg.Pool) {
  await sql.query(`DELETE FROM "Order" WHERE "conferenceId" = $1 AND "orderNo" LIKE 'E2EH%'`, [demoId]); // reservations' orderId → null
  await sql.query(`DELETE FROM "HotelReservation" r USING "Hotel" h WHERE r."hotelId" = h.id AND h."conferenceId" = $1 AND h."nameEn" LIKE 'E2E %'`, [demoId]);
  await sql.query(`DELETE FROM "Hotel" WHERE "conferenceId" = $1 AND "nameEn" LIKE 'E2E %'`, [demoId]);
}

test.beforeAll(async ({ sql }) => {
  demoId = (await sql.query<{ conferenceId: number }>(`SELECT "conferenceId" FROM "ConferenceDomain" WHERE host = $1`, [DEMO])).rows[0].conferenceId;
  saved = {
    config: (await sql.query(`SELECT * FROM "HotelConfig" WHERE "conferenceId" = $1`, [demoId])).rows[0] ?? null,
    module: (await sql.query(`SELECT enabled FROM "ConferenceModule" WHERE "conferenceId" = $1 AND module = 'hotel'`, [demoId])).rows[0]?.enabled ?? false,
  };
  await cleanUp(sql);
  await sql.query(`DELETE FROM "HotelConfig" WHERE "conferenceId" = $1`, [demoId]);
  await sql.query(`UPDATE "ConferenceModule" SET enabled = true WHERE "conferenceId" = $1 AND module = 'hotel'`, [demoId]);
});

test.afterAll(async ({ sql }) => {
  await cleanUp(sql);
  await sql.query(`DELETE FROM "HotelConfig" WHERE "conferenceId" = $1`, [demoId]);
  const c = saved.config;
  if (c) {
    const cols = Object.keys(c).filter((k) => k !== "id");
    await sql.query(
      `INSERT INTO "HotelConfig" (${cols.map((k) => `"${k}"`).join(",")}) VALUES (${cols.map((_, i) => `$${i + 1}`).join(",")})`,
      cols.map((k) => c[k]),
    );
  }
  await sql.query(`UPDATE "ConferenceModule" SET enabled = $2 WHERE "conferenceId" = $1 AND module = 'hotel'`, [demoId, saved.module]);
});

async function managerPage(browser: Browser, signIn: (c: BrowserContext, h: string, e: string) => Promise<string>, locale = "zh", device: object = DESKTOP) {
  const context = await browser.newContext(device);
  await context.addCookies([{ name: "locale", value: locale, domain: DEMO, path: "/" }]);
  await signIn(context, DEMO, "manager@example.org");
  return { context, page: await context.newPage() };
}

const toast = (page: Page) => page.getByTestId("hotel-config-message");
const otherHotels = async (sql: pg.Pool) =>
  (await sql.query(`SELECT count(*)::int AS n FROM "Hotel" WHERE "conferenceId" = $1 AND "nameEn" NOT LIKE 'E2E %'`, [demoId])).rows[0].n as number;

test("a manager sets up booking, a hotel and two room types; each §5 rule shows on its field", async ({ browser, signIn, at, sql }) => {
  const { context, page } = await managerPage(browser, signIn);
  await page.goto(at(DEMO, PATH));
  await expect(page.getByRole("heading", { name: "酒店配置", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "酒店配置" })).toHaveAttribute("href", PATH); // the management menu offers it now
  // The empty state, unless another spec left a hotel of its own on the demo.
  if (!(await otherHotels(sql))) await expect(page.getByTestId("hotels-empty")).toHaveText("还没有酒店，请添加。");

  // Settings: booking end before its start is refused on bookingEnd, nothing stored.
  await page.getByTestId("field-bookingStart").fill("2026-12-31");
  await page.getByTestId("field-bookingEnd").fill("2026-11-01");
  await page.getByTestId("hotel-settings-save").click();
  await expect(page.getByTestId("field-bookingEnd")).toHaveAccessibleDescription("预订结束日期不能早于开始日期。");
  expect((await sql.query(`SELECT count(*)::int AS n FROM "HotelConfig" WHERE "conferenceId" = $1`, [demoId])).rows[0].n).toBe(0);
  await page.getByTestId("field-bookingStart").fill("2026-11-01");
  await page.getByTestId("field-bookingEnd").fill("2027-04-30");
  await page.getByTestId("field-open").check();
  await page.getByRole("combobox", { name: /^结算币种/ }).click();
  await page.getByRole("option", { name: "CNY" }).click();
  await page.getByRole("combobox", { name: /^显示币种/ }).click();
  await page.getByRole("option", { name: "USD" }).click();
  await page.getByTestId("field-descriptionZh").click();
  await page.keyboard.type("E2E 会议协议酒店，含早餐。");
  await page.getByTestId("hotel-settings-save").click();
  await expect(toast(page)).toHaveText("酒店设置已保存。");
  const config = (
    await sql.query(
      `SELECT "bookingEnd"::text AS e, open, "settlementCurrency" AS s, "displayCurrency" AS d, "descriptionZh" AS t FROM "HotelConfig" WHERE "conferenceId" = $1`,
      [demoId],
    )
  ).rows[0];
  expect(config).toEqual({ e: "2027-04-30", open: true, s: "CNY", d: "USD", t: "<p>E2E 会议协议酒店，含早餐。</p>" });

  // A hotel with a photo; a link that is not a web address is refused on its field first.
  await page.getByTestId("hotel-add").click();
  const hotel = page.getByTestId("hotel-dialog");
  await hotel.getByTestId("hotel-save").click();
  await expect(hotel.getByTestId("field-nameZh")).toHaveAccessibleDescription("此项为必填项");
  await hotel.getByTestId("field-nameZh").fill("E2E 会议酒店");
  await hotel.getByTestId("field-nameEn").fill("E2E Conference Hotel");
  await hotel.getByRole("combobox", { name: /^星级/ }).click();
  await page.getByRole("option", { name: "4 星" }).click();
  await hotel.getByTestId("field-addressZh").fill("北京市海淀区中关村");
  await hotel.getByTestId("field-link").fill("hotel.example.org");
  await hotel.getByTestId("upload-photo").setInputFiles({ name: "lobby.png", mimeType: "image/png", buffer: tinyPng() });
  await expect(hotel.getByTestId("hotel-photo")).toHaveCount(1);
  await hotel.getByTestId("hotel-save").click();
  await expect(hotel.getByTestId("field-link")).toHaveAccessibleDescription("请输入以 http:// 或 https:// 开头的网址。");
  await hotel.getByTestId("field-link").fill("https://hotel.example.org");
  await hotel.getByTestId("hotel-save").click();
  await expect(hotel).toHaveCount(0);
  await expect(toast(page)).toHaveText("酒店已添加。");
  const h = (await sql.query(`SELECT id, star, photos FROM "Hotel" WHERE "conferenceId" = $1 AND "nameEn" = 'E2E Conference Hotel'`, [demoId])).rows[0];
  ids.hotel = h.id;
  expect([h.star, h.photos.length]).toEqual([4, 1]);
  await expect(page.getByTestId(`hotel-photos-${ids.hotel}`).locator("img")).toHaveJSProperty("complete", true);
  await expect(page.getByTestId(`rooms-empty-${ids.hotel}`)).toHaveText("还没有房型，请添加。");

  // Room type 1: minimum above maximum is refused on both fields; then a night of its own.
  await page.getByTestId(`room-add-${ids.hotel}`).click();
  const room = page.getByTestId("room-dialog");
  await room.getByTestId("field-typeZh").fill("E2E 大床房");
  await room.getByTestId("field-typeEn").fill("E2E King");
  await room.getByTestId("field-price").fill("480");
  await room.getByTestId("field-displayPrice").fill("70");
  await room.getByTestId("field-checkInStart").fill("2027-05-01");
  await room.getByTestId("field-checkInEnd").fill("2027-05-06");
  await room.getByTestId("field-totalBookable").fill("5");
  await room.getByTestId("field-maxPerPerson").fill("3");
  await room.getByTestId("field-minPerPerson").fill("4");
  await room.getByTestId("room-save").click();
  await expect(room.getByTestId("field-minPerPerson")).toHaveAccessibleDescription("每人最少预订数不能超过每人最多预订数（3）。");
  await expect(room.getByTestId("field-maxPerPerson")).toHaveAccessibleDescription("每人最多预订数不能少于每人最少预订数（4）。");
  await room.getByTestId("field-minPerPerson").fill("1");
  await expect(room.getByTestId("night-row-2027-05-05")).toBeVisible();
  await expect(room.getByTestId("night-row-2027-05-06")).toHaveCount(0); // the last check-out day is no night
  await room.getByTestId("night-total-2027-05-03").fill("8");
  await room.getByTestId("room-save").click();
  await expect(room).toHaveCount(0);
  await expect(toast(page)).toHaveText("房型已添加。");
  ids.king = (await sql.query(`SELECT id FROM "HotelRoom" WHERE "hotelId" = $1 AND "typeEn" = 'E2E King'`, [ids.hotel])).rows[0].id;
  const nights = await sql.query(`SELECT night::text AS n, total, booked FROM "HotelRoomNight" WHERE "roomId" = $1 ORDER BY night`, [ids.king]);
  expect(nights.rows.map((r) => `${r.n} ${r.total}/${r.booked}`)).toEqual([
    "2027-05-01 5/0",
    "2027-05-02 5/0",
    "2027-05-03 8/0",
    "2027-05-04 5/0",
    "2027-05-05 5/0",
  ]);

  // Room type 2, listed after the first.
  await page.getByTestId(`room-add-${ids.hotel}`).click();
  await room.getByTestId("field-typeZh").fill("E2E 双床房");
  await room.getByTestId("field-typeEn").fill("E2E Twin");
  await room.getByTestId("field-price").fill("380");
  await room.getByTestId("field-displayPrice").fill("55");
  await room.getByTestId("field-checkInStart").fill("2027-05-02");
  await room.getByTestId("field-checkInEnd").fill("2027-05-05");
  await room.getByTestId("field-totalBookable").fill("4");
  await room.getByTestId("field-maxPerPerson").fill("2");
  await room.getByTestId("field-order").fill("1");
  await room.getByTestId("room-save").click();
  await expect(room).toHaveCount(0); // the first room type's notice may still be showing: wait for this save
  await expect(toast(page)).toHaveText("房型已添加。");
  ids.twin = (await sql.query(`SELECT id FROM "HotelRoom" WHERE "hotelId" = $1 AND "typeEn" = 'E2E Twin'`, [ids.hotel])).rows[0].id;
  const rows = page.getByTestId(`hotel-row-${ids.hotel}`).locator('[data-testid^="room-name-"]');
  await expect(rows).toHaveText(["E2E 大床房", "E2E 双床房"]);
  await expect(page.getByTestId(`room-price-${ids.king}`)).toContainText("¥480.00");
  await expect(page.getByTestId(`room-price-${ids.king}`)).toContainText("US$70.00");
  await expect(page.getByTestId(`room-facts-${ids.king}`)).toContainText("每晚 5 间（1 晚另行设置）");
  await context.close();
});

/** An unpaid hotel order of alice's for one room on 2027-05-02 and 05-03, written as a booking would. */
async function unpaidBooking(sql: pg.Pool) {
  const o = await sql.query<{ id: number }>(
    `INSERT INTO "Order" ("orderNo", type, "conferenceId", "userId", "totalMinor", currency, "deadlineAt", "updatedAt")
     SELECT 'E2EH' || floor(random() * 1e12)::bigint, 'HOTEL', $1, u.id, 96000, 'CNY', now() + interval '3 days', now() FROM "User" u WHERE u.email = 'alice@example.org' RETURNING id`,
    [demoId],
  );
  const r = await sql.query<{ id: number }>(
    `INSERT INTO "HotelReservation" ("conferenceId", "userId", "hotelId", "roomId", "orderId", "bookerEmail", name, "roomCount", days, "checkIn", "checkOut", "totalPayableMinor", currency, "updatedAt")
     SELECT $1, u.id, $2, $3, $4, u.email, 'Alice', 1, 2, '2027-05-02', '2027-05-04', 96000, 'CNY', now() FROM "User" u WHERE u.email = 'alice@example.org' RETURNING id`,
    [demoId, ids.hotel, ids.king, o.rows[0].id],
  );
  await sql.query(
    `INSERT INTO "OrderItem" ("conferenceId", "orderId", type, "roomId", "reservationId", "hotelNameZh", "hotelNameEn", "roomTypeZh", "roomTypeEn", "checkIn", "checkOut", days, "roomQuantity", "unitPriceMinor", "amountMinor")
     VALUES ($1, $2, 'HOTEL', $3, $4, 'E2E 会议酒店', 'E2E Conference Hotel', 'E2E 大床房', 'E2E King', '2027-05-02', '2027-05-04', 2, 1, 48000, 96000)`,
    [demoId, o.rows[0].id, ids.king, r.rows[0].id],
  );
  await sql.query(`UPDATE "HotelRoomNight" SET booked = booked + 1 WHERE "roomId" = $1 AND night IN ('2027-05-02', '2027-05-03')`, [ids.king]);
  return o.rows[0].id;
}

test("a manager of another conference is denied the page and every call (proxy on and off)", async ({ browser, playwright }) => {
  for (const server of E2E_SERVERS) {
    const { connectionString, schema } = parseDatabaseUrl(readFileSync(`.data/e2e-${server.schema}.url`, "utf8").trim());
    const pool = new pg.Pool({ connectionString, max: 2, options: `-c search_path=${schema}` });
    try {
      const email = await createUser(pool, "hotel-en-manager");
      await pool.query(
        `INSERT INTO "ConferenceUser" ("conferenceId", "userId", role) SELECT d."conferenceId", u.id, 'MANAGER' FROM "ConferenceDomain" d, "User" u WHERE d.host = 'en.localhost' AND u.email = $1`,
        [email],
      );
      const token = await createSessionToken(pool, email);
      const context = await browser.newContext(DESKTOP);
      await context.addCookies([{ name: "symposia_session", value: token, domain: DEMO, path: "/", httpOnly: true, sameSite: "Lax" }]);
      const page = await context.newPage();
      await page.goto(`http://${DEMO}:${server.port}${PATH}`);
      expect([server.name, new URL(page.url()).pathname]).toEqual([server.name, "/403"]);
      await context.close();

      const api = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${server.port}` });
      const call = async (host: string, method: string, path: string, data?: unknown) =>
        (
          await api.fetch(`/api${H}/${path}`, {
            method,
            headers: { host: `${host}:${server.port}`, authorization: `Bearer ${token}`, origin: `http://${host}:${server.port}` },
            data,
          })
        ).status();
      const calls: [string, string, unknown?][] = [
        ["GET", "find"],
        ["POST", "saveConfig", { bookingStart: "2026-11-01", bookingEnd: "2026-12-31", settlementCurrency: "USD", voidCount: 0 }],
        ["POST", "saveHotel", { id: null, nameZh: "E2E 偷偷" }],
        ["POST", "deleteHotel", { id: ids.hotel }],
        ["POST", "saveRoomType", { hotelId: ids.hotel }],
        ["POST", "deleteRoomType", { id: ids.king }],
      ];
      for (const [method, path, data] of calls) expect([server.name, path, await call(DEMO, method, path, data)]).toEqual([server.name, path, 403]);
      // On their own conference, this conference's hotel and room type are not found.
      if (server.name === "proxy-on") {
        expect(await call("en.localhost", "POST", "deleteHotel", { id: ids.hotel })).toBe(404);
        expect(await call("en.localhost", "POST", "deleteRoomType", { id: ids.king })).toBe(404);
        expect(await call("en.localhost", "GET", "find")).toBe(200);
      }
      await api.dispose();
      await pool.query(`DELETE FROM "User" WHERE email = $1`, [email]);
    } finally {
      await pool.end();
    }
  }
});

test("what a live booking holds cannot be deleted; the currency change voids its unpaid order after confirming", async ({ browser, signIn, at, sql }) => {
  ids.order = await unpaidBooking(sql);
  // Every unpaid hotel order of the conference is voided: ours, and any another spec left behind.
  const unpaid = (
    await sql.query(
      `SELECT count(*)::int AS n FROM "Order" WHERE "conferenceId" = $1 AND type = 'HOTEL' AND "transactionStatus" IN ('UNPAID', 'PAYMENT_FAILED')`,
      [demoId],
    )
  ).rows[0].n as number;
  const orders = unpaid === 1 ? "1 unpaid hotel order" : `${unpaid} unpaid hotel orders`;
  const { context, page } = await managerPage(browser, signIn, "en");
  await page.goto(at(DEMO, PATH));
  await expect(page.getByRole("heading", { name: "Hotel configuration", level: 1 })).toBeVisible();

  // The room type's nights show what is booked on each.
  await page.getByTestId(`room-edit-${ids.king}`).click();
  const room = page.getByTestId("room-dialog");
  await expect(room.getByTestId("night-booked-2027-05-02")).toHaveText("1");
  await expect(room.getByTestId("night-booked-2027-05-04")).toHaveText("0");
  await room.getByRole("button", { name: "Cancel" }).click();

  // Deleting the room type or its hotel is refused while the booking holds it.
  await page.getByTestId(`room-delete-${ids.king}`).click();
  await expect(page.getByTestId("hotel-confirm-delete")).toContainText("“E2E King” and its nights will be deleted.");
  await page.getByTestId("hotel-confirm-delete-confirm").click();
  await expect(toast(page)).toHaveText("1 reservation of this room type is not cancelled: the room type cannot be deleted.");
  await page.getByTestId(`hotel-delete-${ids.hotel}`).click();
  await page.getByTestId("hotel-confirm-delete-confirm").click();
  await expect(toast(page)).toHaveText("1 reservation at this hotel is not cancelled: the hotel cannot be deleted.");
  await expect(page.getByTestId(`room-row-${ids.king}`)).toBeVisible();

  // The settlement currency: the confirmation says how many orders; cancelling it changes nothing.
  await page.getByRole("combobox", { name: /^Settlement currency/ }).click();
  await page.getByRole("option", { name: "EUR" }).click();
  await page.getByTestId("hotel-settings-save").click();
  const confirm = page.getByTestId("hotel-confirm-void");
  await expect(confirm).toContainText(`Changing the currency voids ${orders} and clears room prices — continue?`);
  await confirm.getByRole("button", { name: "Cancel" }).click();
  const status = async () => (await sql.query(`SELECT "transactionStatus" AS s FROM "Order" WHERE id = $1`, [ids.order])).rows[0].s;
  expect(await status()).toBe("UNPAID");
  expect((await sql.query(`SELECT "settlementCurrency" AS c FROM "HotelConfig" WHERE "conferenceId" = $1`, [demoId])).rows[0].c).toBe("CNY");

  await page.getByTestId("hotel-settings-save").click();
  await expect(page.getByTestId("hotel-confirm-void-confirm")).toHaveText(unpaid === 1 ? "Void 1 order and save" : `Void ${unpaid} orders and save`);
  await page.getByTestId("hotel-confirm-void-confirm").click();
  await expect(toast(page)).toHaveText(
    `Hotel settings saved. ${orders} ${unpaid === 1 ? "was" : "were"} voided and the bookers notified; set the room prices again.`,
  );
  expect(await status()).toBe("CANCELLED");
  const reservation = (await sql.query(`SELECT "cancelledAt" IS NOT NULL AS gone FROM "HotelReservation" WHERE "orderId" = $1`, [ids.order])).rows[0];
  expect(reservation.gone).toBe(true);
  const booked = await sql.query(`SELECT sum(booked)::int AS n FROM "HotelRoomNight" WHERE "roomId" = $1`, [ids.king]);
  expect(booked.rows[0].n).toBe(0);
  const prices = await sql.query(`SELECT "priceMinor" AS p FROM "HotelRoom" WHERE "hotelId" = $1 ORDER BY id`, [ids.hotel]);
  expect(prices.rows.map((r) => r.p)).toEqual([null, null]);
  await expect(page.getByTestId(`room-price-${ids.king}`)).toHaveText("No price — set one before it can be booked");

  // Priced again in the new currency; then the twin room type goes.
  await page.getByTestId(`room-edit-${ids.king}`).click();
  await expect(room.getByTestId("field-price")).toHaveValue("");
  await room.getByTestId("field-price").fill("60");
  await room.getByTestId("room-save").click();
  await expect(toast(page)).toHaveText("Room type saved.");
  await expect(page.getByTestId(`room-price-${ids.king}`)).toContainText("€60.00");
  await page.getByTestId(`room-delete-${ids.twin}`).click();
  await page.getByTestId("hotel-confirm-delete-confirm").click();
  await expect(toast(page)).toHaveText("Room type deleted.");
  await expect(page.getByTestId(`room-row-${ids.twin}`)).toHaveCount(0);
  expect((await sql.query(`SELECT count(*)::int AS n FROM "HotelRoomNight" WHERE "roomId" = $1`, [ids.twin])).rows[0].n).toBe(0);
  await context.close();
});

for (const locale of ["zh", "en"]) {
  test(`the screen and its dialogs fit a phone and a desktop (${locale})`, async ({ browser, signIn, at }, info) => {
    for (const [device, label] of [
      [DESKTOP, "desktop"],
      [PHONE, "phone"],
    ] as const) {
      const { context, page } = await managerPage(browser, signIn, locale, device);
      await page.goto(at(DEMO, PATH));
      await expect(page.getByTestId(`room-row-${ids.king}`)).toBeVisible();
      const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
      expect(await fits()).toBe(true);
      await page.screenshot({ path: info.outputPath(`hotel-config-${label}-${locale}.png`), fullPage: true });
      await page.getByTestId(`room-edit-${ids.king}`).click();
      await expect(page.getByTestId("room-dialog")).toBeVisible();
      expect(await fits()).toBe(true);
      await page.screenshot({ path: info.outputPath(`room-dialog-${label}-${locale}.png`) });
      await page
        .getByTestId("room-dialog")
        .getByRole("button", { name: locale === "zh" ? "取消" : "Cancel" })
        .click();
      await page.getByTestId(`hotel-edit-${ids.hotel}`).click();
      await expect(page.getByTestId("hotel-dialog")).toBeVisible();
      await page.screenshot({ path: info.outputPath(`hotel-dialog-${label}-${locale}.png`) });
      await context.close();
    }
  });
}

test("the hotel goes with its room types once no live reservation holds them", async ({ browser, signIn, at, sql }) => {
  const { context, page } = await managerPage(browser, signIn);
  await page.goto(at(DEMO, PATH));
  await page.getByTestId(`hotel-delete-${ids.hotel}`).click();
  await expect(page.getByTestId("hotel-confirm-delete")).toContainText("将删除“E2E 会议酒店”及其所有房型");
  await page.getByTestId("hotel-confirm-delete-confirm").click();
  await expect(toast(page)).toHaveText("酒店已删除。");
  if (!(await otherHotels(sql))) await expect(page.getByTestId("hotels-empty")).toBeVisible();
  expect((await sql.query(`SELECT count(*)::int AS n FROM "HotelRoom" WHERE "hotelId" = $1`, [ids.hotel])).rows[0].n).toBe(0);
  // the voided order keeps what it was for
  const item = (await sql.query(`SELECT "roomId", "roomTypeEn" FROM "OrderItem" WHERE "orderId" = $1`, [ids.order])).rows[0];
  expect(item).toEqual({ roomId: null, roomTypeEn: "E2E King" });
  await context.close();
});
