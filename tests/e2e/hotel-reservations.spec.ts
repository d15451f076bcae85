import { devices, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import ExcelJS from "exceljs";
import pg from "pg";
import { parseDatabaseUrl } from "../../lib/server/database-url";
import { createSessionToken, expect, test } from "./support/fixtures";
import { cleanUp, createBookings, email, HOTEL_EN, ids } from "./support/hotel-reservations-setup";
import { E2E_SERVERS } from "./support/servers";

// /platform/manage/hotel (SPEC §2): the manager filters the reservations, reads "2 / 5" in
// the occupancy grid, downloads the CSV / Excel export and the rooming list, cancels an unpaid
// reservation and sees its night freed; a manager of another conference is denied the page and the
// calls, with proxy.ts on and off. The hotel and its bookings are written with SQL at the start
// (support/hotel-reservations-setup.ts; cleaned first, so a retry starts the same).

const DEMO = "demo.localhost";
const PHONE = { viewport: { width: 390, height: 844 }, userAgent: devices["iPhone 13"].userAgent, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1366, height: 900 } };

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ sql }) => {
  ids.conf = (await sql.query<{ id: number }>(`SELECT "conferenceId" AS id FROM "ConferenceDomain" WHERE host = $1`, [DEMO])).rows[0].id;
  const hotelModule = `SELECT enabled FROM "ConferenceModule" WHERE "conferenceId" = $1 AND module = 'hotel'`;
  ids.hotelModule = (await sql.query(hotelModule, [ids.conf])).rows[0]?.enabled ?? false;
  await sql.query(`UPDATE "ConferenceModule" SET enabled = true WHERE "conferenceId" = $1 AND module = 'hotel'`, [ids.conf]);
  await cleanUp(sql);
  await createBookings(sql);
});

test.afterAll(async ({ sql }) => {
  await cleanUp(sql);
  await sql.query(`UPDATE "ConferenceModule" SET enabled = $2 WHERE "conferenceId" = $1 AND module = 'hotel'`, [ids.conf, ids.hotelModule]);
});

async function managerPage(browser: Browser, signIn: (c: BrowserContext, h: string, e: string) => Promise<string>, locale: "zh" | "en", view = DESKTOP) {
  const context = await browser.newContext(view);
  await signIn(context, DEMO, "manager@example.org");
  await context.addCookies([{ name: "locale", value: locale, domain: DEMO, path: "/" }]);
  return { context, page: await context.newPage() };
}

const noPageScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

/** A download the page starts, fetched by the page itself (Node cannot resolve *.localhost). */
const fetchFile = (page: Page, url: string) =>
  page.evaluate(async (u) => {
    const r = await fetch(u);
    return { status: r.status, type: r.headers.get("content-type"), bytes: [...new Uint8Array(await r.arrayBuffer())] };
  }, url);

const cell = (page: Page, night: string) => page.locator(`[data-testid="occupancy-room"][data-room-id="${ids.room}"] [data-night="${night}"]`);

test("the manager filters the reservations, reads the occupancy and downloads the exports", async ({ browser, signIn, at }) => {
  const { context, page } = await managerPage(browser, signIn, "en");
  await page.goto(at(DEMO, "/platform"));
  await expect(page.getByTestId("platform-menu").getByRole("link", { name: "Hotel bookings" })).toHaveAttribute("href", "/platform/manage/hotel");
  await page.goto(at(DEMO, "/platform/manage/hotel"));
  await expect(page.getByRole("heading", { name: "Hotel bookings" })).toBeVisible();
  await expect(page.getByTestId("hotel-row")).toHaveCount(5);

  await page.getByTestId("hotel-search").fill("peking");
  await page.getByTestId("hotel-filter-submit").click();
  await expect(page).toHaveURL(/search=peking/);
  const row = page.getByTestId("hotel-row");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Ben Quay");
  await expect(row).toContainText(email("ben"));
  await expect(row).toContainText("Peking University · 13900000022");
  await expect(row).toContainText("E2E Harbour Hotel");
  await expect(row).toContainText("Sea view room");
  await expect(row.getByTestId("hotel-stay")).toContainText("2027-06-02 → 2027-06-04");
  await expect(row.getByTestId("hotel-stay")).toContainText("2 nights × 1 room");
  await expect(row.getByTestId("hotel-amount")).toContainText("CN¥1,200.00");
  await expect(row.getByTestId("hotel-amount")).toContainText("Paid CN¥1,200.00");
  await expect(row.getByTestId("hotel-status")).toHaveText("Paid");
  await expect(row.getByTestId("hotel-order-link")).toHaveAttribute("href", /\/platform\/manage\/order\/\d+$/);

  await page.goto(at(DEMO, "/platform/manage/hotel?payStatus=UNPAID&from=2027-06-02&to=2027-06-02"));
  await expect(page.getByTestId("hotel-row")).toHaveCount(1);
  await expect(page.getByTestId("hotel-row")).toContainText("蔡文");
  await expect(page.getByTestId("hotel-row")).toContainText("无烟房");

  // The exports carry what the filters select.
  const csvHref = (await page.getByTestId("hotel-export-csv").getAttribute("href"))!;
  expect(csvHref).toContain("payStatus=UNPAID");
  const csv = await fetchFile(page, csvHref);
  const text = Buffer.from(csv.bytes).toString("utf8");
  expect([csv.status, csv.type]).toEqual([200, "text/csv; charset=utf-8"]);
  expect(text.split("\r\n")).toHaveLength(2);
  expect(text).toContain(
    `H20261122-E2EHA3,${email("cai")},蔡文,复旦大学,13700000033,E2E Harbour Hotel,Sea view room,1,2027-06-02,2027-06-03,1,无烟房,600.00,0.00,CNY,Unpaid`,
  );
  const xlsx = await fetchFile(page, (await page.getByTestId("hotel-export-xlsx").getAttribute("href"))!);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(Buffer.from(xlsx.bytes) as unknown as ArrayBuffer);
  const ws = wb.getWorksheet("reservations")!;
  expect(ws.rowCount).toBe(2);
  expect((ws.getRow(2).values as unknown[]).slice(1, 4)).toEqual(["H20261122-E2EHA3", email("cai"), "蔡文"]);
  // The rooming list: one sheet for the hotel, every live booking by check-in.
  const rooming = await fetchFile(page, (await page.getByTestId("hotel-rooming-list").getAttribute("href"))!);
  const rb = new ExcelJS.Workbook();
  await rb.xlsx.load(Buffer.from(rooming.bytes) as unknown as ArrayBuffer);
  const sheet = rb.getWorksheet(HOTEL_EN)!;
  expect([2, 3, 4].map((i) => sheet.getRow(i).getCell(1).value)).toEqual(["Ann Harbour", "Ben Quay", "蔡文"]);

  await page.getByTestId("hotel-tab-occupancy").click();
  await expect(page).toHaveURL(/view=occupancy/);
  await expect(page.getByTestId("occupancy-legend")).toContainText("Full");
  await expect(cell(page, "2027-06-01")).toHaveText("2 / 5");
  await expect(cell(page, "2027-06-02")).toHaveText("2 / 5");
  await expect(cell(page, "2027-06-03")).toHaveText("1 / 5");
  await expect(cell(page, "2027-06-01")).toHaveAttribute("data-level", "low");
  await expect(cell(page, "2027-06-05")).toHaveText("4 / 5");
  await expect(cell(page, "2027-06-05")).toHaveAttribute("data-level", "high");
  await expect(cell(page, "2027-06-06")).toHaveText("5 / 5");
  await expect(cell(page, "2027-06-06")).toHaveAttribute("data-level", "full");
  await context.close();
});

test("the manager cancels an unpaid reservation with a reason and the grid shows its night freed", async ({ browser, signIn, at }) => {
  const { context, page } = await managerPage(browser, signIn, "zh");
  await page.goto(at(DEMO, "/platform/manage/hotel?search=tsinghua"));
  const row = page.getByTestId("hotel-row");
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId("hotel-status")).toHaveText("未支付");
  await row.getByTestId("hotel-cancel").click();
  const dialog = page.getByTestId("hotel-cancel-dialog");
  await expect(dialog).toContainText("取消 Ann Harbour 的预订");
  await expect(dialog).toContainText("H20261122-E2EHA1");
  await dialog.getByTestId("hotel-cancel-submit").click();
  await expect(dialog.getByText("此项为必填项")).toBeVisible();
  await dialog.getByTestId("field-reason").fill("参会人行程取消");
  await page.screenshot({ path: test.info().outputPath("cancel-dialog.png") });
  await dialog.getByTestId("hotel-cancel-submit").click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId("hotel-cancel-done")).toHaveText("预订已取消，房间已释放。");
  await expect(row.getByTestId("hotel-status")).toHaveText("已取消");
  await expect(row).toHaveAttribute("data-cancelled", "true");
  await expect(row.getByTestId("hotel-cancel")).toHaveCount(0);

  await page.goto(at(DEMO, "/platform/manage/hotel?view=occupancy"));
  await expect(cell(page, "2027-06-01")).toHaveText("0 / 5");
  await expect(cell(page, "2027-06-02")).toHaveText("2 / 5");
  // The order went through the order screen's cancellation: cancelled, with the reason in its history.
  await page.goto(at(DEMO, "/platform/manage/hotel?search=tsinghua"));
  await page.getByTestId("hotel-order-link").click();
  await expect(page.getByTestId("detail-status")).toHaveText("已取消");
  await expect(page.getByTestId("history-row").last().getByTestId("history-reason")).toHaveText("参会人行程取消");
  await context.close();
});

test("a manager of another conference is denied the page and the calls", async ({ page, context, at, signIn, api, sql }) => {
  await signIn(context, "en.localhost", "manager@example.org");
  await page.goto(at("en.localhost", "/platform/manage/hotel"));
  await expect(page).toHaveURL(at("en.localhost", "/403"));
  const token = await createSessionToken(sql, "manager@example.org");
  for (const path of ["/list", "/occupancy", "/export?format=csv", "/roomingList"]) {
    const r = await api("en.localhost", `/conference/platform/manage/hotel${path}`, { token });
    expect([r.status, r.json.code], path).toEqual([403, 403]);
  }
  const body = { reservationId: ids.reservations.cai, reason: "Not yours" };
  const denied = await api("en.localhost", "/conference/platform/manage/hotel/cancel", { method: "POST", token, body });
  expect(denied.status).toBe(403);
  // Where they do manage (draft.localhost), the demo's reservation is not found and not listed.
  const draftCancel = await api("draft.localhost", "/conference/platform/manage/hotel/cancel", { method: "POST", token, body });
  expect(draftCancel.status).toBe(404);
  const draftList = await api("draft.localhost", "/conference/platform/manage/hotel/list", { token });
  expect(draftList.json.data.rows.map((r: { bookerEmail: string }) => r.bookerEmail)).not.toContain(email("cai"));
  // and the demo's own manager still has it, live
  const own = await api(DEMO, "/conference/platform/manage/hotel/list?search=13700000033", { token });
  expect(own.json.data.rows).toMatchObject([{ id: ids.reservations.cai, cancelledAt: null }]);
});

// The proxy-off server (its own schema) runs beside this one: pages and calls deny by themselves.
test("with proxy.ts switched off, the other conference's manager is denied the page and the calls too", async ({ browser, playwright }) => {
  const off = E2E_SERVERS.find((x) => !x.proxy)!;
  const { connectionString, schema } = parseDatabaseUrl(readFileSync(`.data/e2e-${off.schema}.url`, "utf8").trim());
  const pool = new pg.Pool({ connectionString, max: 1, options: `-c search_path=${schema}` });
  try {
    const token = await createSessionToken(pool, "manager@example.org");
    const context = await browser.newContext();
    await context.addCookies([{ name: "symposia_session", value: token, domain: "en.localhost", path: "/", httpOnly: true, sameSite: "Lax" }]);
    const page = await context.newPage();
    await page.goto(`http://en.localhost:${off.port}/platform/manage/hotel`);
    await expect(page).toHaveURL(`http://en.localhost:${off.port}/403`);
    await context.close();
    const request = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${off.port}` });
    const headers = { host: `en.localhost:${off.port}`, authorization: `Bearer ${token}` };
    for (const path of ["/list", "/occupancy", "/export?format=csv", "/roomingList"]) {
      expect((await request.get(`/api/conference/platform/manage/hotel${path}`, { headers })).status(), path).toBe(403);
    }
    const cancel = await request.post("/api/conference/platform/manage/hotel/cancel", { headers, data: { reservationId: 1, reason: "Not yours" } });
    expect(cancel.status()).toBe(403);
    await request.dispose();
  } finally {
    await pool.end();
  }
});

for (const locale of ["zh", "en"] as const) {
  for (const [label, view] of [
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const) {
    test(`both views fit a ${label} in ${locale}`, async ({ browser, signIn, at }, info) => {
      const { context, page } = await managerPage(browser, signIn, locale, view);
      await page.goto(at(DEMO, "/platform/manage/hotel"));
      // A table beside the menu at 1366 px; cards on a phone.
      await expect(page.getByTestId(label === "desktop" ? "hotel-table" : "hotel-cards")).toBeVisible();
      await expect(page.getByTestId(label === "desktop" ? "hotel-cards" : "hotel-table")).toBeHidden();
      await page.screenshot({ path: info.outputPath(`list-${label}-${locale}.png`), fullPage: true });
      await noPageScroll(page);
      const box = (await page.getByTestId("hotel-filters").boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(view.viewport.width);
      await page.goto(at(DEMO, "/platform/manage/hotel?view=occupancy"));
      await expect(cell(page, "2027-06-02")).toHaveText("2 / 5");
      await page.screenshot({ path: info.outputPath(`occupancy-${label}-${locale}.png`), fullPage: true });
      // the grid scrolls inside its box on a phone, the page does not
      await noPageScroll(page);
      // this spec's hotel (the demo has its own)
      const grid = page.getByTestId("occupancy-scroll").filter({ has: page.locator(`[data-room-id="${ids.room}"]`) });
      const overflow = await grid.evaluate((e) => e.scrollWidth - e.clientWidth);
      if (label === "phone") expect(overflow).toBeGreaterThan(0);
      await grid.scrollIntoViewIfNeeded();
      await grid.evaluate((e) => e.scrollTo({ left: e.scrollWidth }));
      await expect(cell(page, "2027-06-07")).toBeInViewport();
      await page.screenshot({ path: info.outputPath(`occupancy-scrolled-${label}-${locale}.png`) });
      await context.close();
    });
  }
}
