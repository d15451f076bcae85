import { devices, type Browser, type BrowserContextOptions, type Page } from "@playwright/test";
import type pg from "pg";
import { addDays } from "../../lib/hotel/nights";
import { createSessionToken, createUser, expect, test } from "./support/fixtures";
import { openAs, type SignIn } from "./support/contexts";
import { DEMO, restoreHotelBooking, setConfig, setUpHotelBooking, type HotelBookingSetup } from "./support/hotel-booking-setup";

// /profile/hotel/order (SPEC §2): a registered participant on a phone, in English, picks a
// room type and two nights, sees the rooms left each night and the total, books and lands on the pay
// page of the new HOTEL order; the reservation is listed. A stay outside the room type's window is
// answered on its field; an unpaid reservation is cancelled and its nights are free again; with the
// service closed or outside the booking window the page says so; a person not registered is sent to
// registration, and one who has not paid the registration fee (the demo's rule) to the fee page.
// The hotel is set up with SQL and put back afterwards (support/hotel-booking-setup.ts).

const DESKTOP = { viewport: { width: 1366, height: 900 } };
const PHONE = { viewport: { width: 390, height: 844 }, userAgent: devices["iPhone 13"].userAgent, isMobile: true, hasTouch: true };

test.describe.configure({ mode: "serial" });

let setup: HotelBookingSetup;
let demoId = 0;
let ids: HotelBookingSetup["ids"];
let start = "";
let end = "";
let guest = "";

type Sql = pg.Pool;
const one = async <T>(sql: Sql, q: string, p: unknown[] = []) => (await sql.query(q, p)).rows[0] as T;

test.beforeAll(async ({ sql, playwright, port }) => {
  setup = await setUpHotelBooking(sql, playwright, port);
  ({ demoId, ids, start, end, guest } = setup);
});

test.afterAll(async ({ sql }) => {
  if (setup) await restoreHotelBooking(sql, setup);
});

const open = (browser: Browser, signIn: SignIn, email: string, locale: string, device: BrowserContextOptions = PHONE) =>
  openAs(browser, signIn, email, locale, device);

const noOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
const nights = async (sql: Sql, roomId: number) =>
  (await sql.query<{ booked: number }>(`SELECT booked FROM "HotelRoomNight" WHERE "roomId" = $1 ORDER BY night`, [roomId])).rows.map((r) => r.booked);
/** The whole MUI control (label, input, helper text) around the input with this test id. */
const field = (page: Page, name: string) => page.locator(".MuiFormControl-root").filter({ has: page.getByTestId(`field-${name}`) });

test("a registered participant who has not paid the registration fee is sent to pay it first", async ({ browser, signIn, at, sql }) => {
  const { context, page } = await open(browser, signIn, guest, "en");
  await page.goto(at(DEMO, "/profile/hotel/order"));
  await expect(page.getByTestId("pay-first-notice")).toBeVisible();
  await expect(page.getByTestId("room-picker")).toHaveCount(0);
  await expect(page).toHaveURL(at(DEMO, "/profile/conference/fee"), { timeout: 15_000 });
  await context.close();
  // paid (as the fee journeys do it): booking opens
  await sql.query(
    `INSERT INTO "Order" ("orderNo", type, "conferenceId", "userId", "totalMinor", currency, "transactionStatus", "payStatus", "paidAt", "updatedAt")
     SELECT 'R-E2E-HOTELBOOK-' || u.id, 'REGISTRATION', $1, u.id, 120000, 'CNY', 'PAID', 'PAID', now(), now() FROM "User" u WHERE u.email = $2`,
    [demoId, guest],
  );
});

test("on a phone in English a participant books two nights, sees each night and the total, and lands on the pay page", async ({ browser, signIn, at, sql }) => {
  const { context, page } = await open(browser, signIn, guest, "en");
  await page.goto(at(DEMO, "/profile/hotel/order"));
  await expect(page.getByRole("heading", { name: "Hotel reservation", level: 1 })).toBeVisible();
  await expect(page.getByTestId("hotel-description")).toContainText("five-minute walk");
  await expect(page.getByTestId("reservations-empty")).toHaveText("You have no hotel reservations yet.");
  const hotel = page.getByTestId(`hotel-${ids.hotel}`);
  await expect(hotel).toContainText("E2E Book Grand Hotel");
  await expect(hotel).toContainText("1 Zhongguancun Street");
  await expect(hotel.getByRole("img", { name: "E2E Book Grand Hotel, photo 1" })).toBeVisible();
  await expect(page.getByTestId(`room-price-${ids.king}`)).toContainText("$70.00");
  await expect(page.getByTestId(`room-price-${ids.king}`)).toContainText("charged CN¥480.00");

  await page.getByTestId(`room-${ids.king}`).click();
  await expect(page.getByTestId(`room-${ids.king}`)).toHaveAttribute("aria-pressed", "true");
  const form = page.getByTestId("stay-form");
  await expect(form.getByTestId("stay-room")).toHaveText("E2E Book Grand Hotel · E2E King room");
  await expect(form.getByTestId("stay-quote")).toContainText("Choose check-in and check-out");
  await expect(page.getByTestId("field-checkIn")).toHaveAttribute("min", start);
  await expect(page.getByTestId("field-checkOut")).toHaveAttribute("max", end);
  const [first, second] = [addDays(start, 1), addDays(start, 2)];
  await page.getByTestId("field-checkIn").fill(first);
  await expect(page.getByTestId("field-checkOut")).toHaveValue(addDays(first, 1)); // the next morning, at once
  await page.getByTestId("field-checkOut").fill(addDays(first, 2));
  await expect(page.getByTestId(`night-${first}`)).toContainText("3 left");
  await expect(page.getByTestId(`night-${second}`)).toContainText("3 left");
  await expect(page.locator("[data-testid^=night-]")).toHaveCount(2);
  await expect(page.getByTestId("stay-total-amount")).toHaveText("$140.00");
  await expect(page.getByTestId("stay-formula")).toHaveText("2 nights × 1 room × $70.00");
  await expect(page.getByTestId("stay-charged")).toHaveText("Amount charged: CN¥960.00");
  await expect(page.getByTestId("hotel-condition")).toContainText("Unpaid reservations are cancelled");
  await page.getByTestId("field-specialRequirements").fill("Arriving late, around 23:00");
  expect(await noOverflow(page)).toBeLessThanOrEqual(0);

  await page.getByTestId("booking-submit").click();
  await expect(page).toHaveURL(/\/profile\/order\/pay\/goto\/\d+$/);
  const orderId = Number(page.url().split("/").pop());
  const order = await one<{ type: string; totalMinor: number; currency: string; orderNo: string; transactionStatus: string; email: string }>(
    sql,
    `SELECT o.type, o."totalMinor", o.currency, o."orderNo", o."transactionStatus", u.email FROM "Order" o JOIN "User" u ON u.id = o."userId" WHERE o.id = $1`,
    [orderId],
  );
  expect(order).toMatchObject({ type: "HOTEL", totalMinor: 96000, currency: "CNY", transactionStatus: "UNPAID", email: guest });
  await expect(page.getByTestId(`summary-order-${orderId}`)).toContainText(order.orderNo);
  // the order line says what the amount is made of
  await expect(page.getByTestId(`summary-order-${orderId}`).getByTestId("order-stay-line")).toHaveText("2 nights × 1 room × CN¥480.00 = CN¥960.00 (≈ $140.00)");
  expect(await nights(sql, ids.king)).toEqual([0, 1, 1, 0, 0]);

  await page.goto(at(DEMO, "/profile/hotel/order"));
  const row = page.locator(`[data-order-id="${orderId}"]`);
  await expect(row).toContainText("E2E King room");
  await expect(row).toContainText(`${first} → ${addDays(first, 2)} · 2 nights · 1 room`);
  await expect(row).toContainText("Unpaid");
  await expect(row).toContainText(`Order ${order.orderNo}`);
  await expect(row).toContainText("Arriving late");
  await expect(row.getByRole("link", { name: "Pay" })).toHaveAttribute("href", `/profile/order/pay/goto/${orderId}`);
  expect(await noOverflow(page)).toBeLessThanOrEqual(0);
  await context.close();
});

test("a stay outside the room type's window is answered on its field, in the form and by the server, and nothing is stored", async ({
  browser,
  signIn,
  at,
  sql,
  api,
}) => {
  const { context, page } = await open(browser, signIn, guest, "en");
  await page.goto(at(DEMO, "/profile/hotel/order"));
  await page.getByTestId(`room-${ids.twin}`).click();
  await page.getByTestId("field-checkIn").fill(addDays(start, 3));
  await page.getByTestId("field-checkOut").fill(addDays(end, 2));
  await page.getByTestId("field-checkOut").blur(); // checked on leaving the field
  await expect(field(page, "checkOut")).toContainText(`Check-out cannot be later than ${end}.`);
  await page.getByTestId("booking-submit").click();
  await expect(page.getByTestId("booking-invalid")).toHaveText("Please correct the highlighted fields.");
  await expect(field(page, "checkOut")).toContainText(`Check-out cannot be later than ${end}.`);
  await expect(page).toHaveURL(/\/profile\/hotel\/order$/);
  // the server gives the same answer on the same field
  const token = await signIn(context, DEMO, guest);
  const res = await api(DEMO, "/conference/hotel/book", {
    method: "POST",
    token,
    headers: { cookie: "locale=en" },
    body: { roomId: ids.twin, checkIn: addDays(start, -1), checkOut: addDays(start, 1), rooms: 1, specialRequirements: "" },
  });
  expect(res.status).toBe(400);
  expect(res.json.data.fieldErrors).toEqual({ checkIn: `Check-in cannot be earlier than ${start}.` });
  expect(await nights(sql, ids.twin)).toEqual([0, 0, 0, 0, 0]);
  await context.close();
});

test("an unpaid reservation is cancelled after a confirmation and its nights are free again", async ({ browser, signIn, at, sql }) => {
  const { context, page } = await open(browser, signIn, guest, "en");
  await page.goto(at(DEMO, "/profile/hotel/order"));
  const { id: orderId, orderNo } = await one<{ id: number; orderNo: string }>(
    sql,
    `SELECT o.id, o."orderNo" FROM "Order" o JOIN "HotelReservation" r ON r."orderId" = o.id WHERE r."roomId" = $1 AND o."transactionStatus" = 'UNPAID'`,
    [ids.king],
  );
  const row = page.locator(`[data-order-id="${orderId}"]`);
  await row.getByRole("button", { name: "Cancel" }).click();
  const dialog = page.getByTestId("reservation-cancel-dialog");
  await expect(dialog).toContainText(`Order ${orderNo} will be cancelled and its rooms released`);
  await dialog.getByRole("button", { name: "Keep it" }).click();
  await expect(dialog).toBeHidden();
  expect(await nights(sql, ids.king)).toEqual([0, 1, 1, 0, 0]);
  await row.getByRole("button", { name: "Cancel" }).click();
  await page.getByTestId("reservation-cancel-dialog-confirm").click();
  await expect(page.getByTestId("reservation-notice")).toHaveText(`Reservation ${orderNo} was cancelled.`);
  await expect(row).toContainText("Cancelled");
  await expect(row).toContainText("the rooms were released");
  await expect(row.getByRole("button", { name: "Cancel" })).toHaveCount(0);
  await expect(row.getByRole("link", { name: "Pay" })).toHaveCount(0);
  expect(await nights(sql, ids.king)).toEqual([0, 0, 0, 0, 0]);
  expect((await one<{ s: string }>(sql, `SELECT "transactionStatus" AS s FROM "Order" WHERE id = $1`, [orderId])).s).toBe("CANCELLED");
  await context.close();
});

test("with the service closed, or outside the booking window, the page says so and offers no form", async ({ browser, signIn, at, sql }) => {
  const { context, page } = await open(browser, signIn, guest, "en");
  try {
    await sql.query(`UPDATE "HotelConfig" SET open = false WHERE "conferenceId" = $1`, [demoId]);
    await page.goto(at(DEMO, "/profile/hotel/order"));
    await expect(page.getByTestId("hotel-refusal")).toContainText("Hotel booking is not open.");
    await expect(page.getByTestId("room-picker")).toHaveCount(0);
    await expect(page.getByTestId("my-reservations")).toBeVisible(); // one's reservations stay in view
    await sql.query(`UPDATE "HotelConfig" SET open = true, "bookingEnd" = current_date - 2 WHERE "conferenceId" = $1`, [demoId]);
    await page.reload();
    await expect(page.getByTestId("hotel-refusal")).toContainText(/Hotel booking is open from \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}\./);
    await expect(page.getByTestId("stay-form")).toHaveCount(0);
  } finally {
    await setConfig(sql, demoId, true, "current_date - 5", "current_date + 30");
  }
  await context.close();
});

test("a person not registered for the conference is sent to registration, as from /profile/submission", async ({ browser, signIn, at, sql }) => {
  const stranger = await createUser(sql, "hotelbook-stranger");
  const { context, page } = await open(browser, signIn, stranger, "en", DESKTOP);
  for (const path of ["/profile/submission", "/profile/hotel/order"]) {
    await page.goto(at(DEMO, path));
    await expect(page, path).toHaveURL(at(DEMO, "/registerFirst")); // SPEC §6 countdown, then registration
  }
  await context.close();
});

test("the site's top menu and the personal centre offer hotel booking while the hotel module is on", async ({ browser, signIn, at, sql }) => {
  const { context, page } = await open(browser, signIn, guest, "en", DESKTOP);
  await page.goto(at(DEMO, "/profile/userInfo"));
  await expect(page.getByTestId("profile-menu").getByRole("link", { name: "Hotel reservation" })).toHaveAttribute("href", "/profile/hotel/order");
  await expect(page.locator('header a[href="/profile/hotel/order"]')).toHaveCount(1);
  await page.goto(at(DEMO, "/"));
  await page.locator('header a[href="/profile/hotel/order"]').click();
  await expect(page).toHaveURL(at(DEMO, "/profile/hotel/order"));
  try {
    await sql.query(`UPDATE "ConferenceModule" SET enabled = false WHERE "conferenceId" = $1 AND module = 'hotel'`, [demoId]);
    await page.goto(at(DEMO, "/profile/userInfo"));
    await expect(page.getByTestId("profile-menu")).toBeVisible();
    await expect(page.locator('a[href="/profile/hotel/order"]')).toHaveCount(0);
  } finally {
    await sql.query(`UPDATE "ConferenceModule" SET enabled = true WHERE "conferenceId" = $1 AND module = 'hotel'`, [demoId]);
  }
  await context.close();
});

test("screenshots at 1366×900 and 390×844 in Chinese and English", async ({ browser, signIn, at, api, sql }, info) => {
  // an unpaid reservation beside the cancelled one, booked through the gateway
  const token = await createSessionToken(sql, guest);
  const stay = { roomId: ids.twin, checkIn: addDays(start, 2), checkOut: addDays(start, 3), rooms: 1, specialRequirements: "" };
  const about = await api(DEMO, "/conference/hotel/info", { token, headers: { cookie: "locale=en" } });
  expect(about.json.data.config).toMatchObject({ refusal: null, currency: "CNY", displayCurrency: "USD" });
  expect(about.json.data.hotels.find((h: { id: number }) => h.id === ids.hotel).rooms.map((r: { name: string }) => r.name)).toEqual([
    "E2E King room",
    "E2E Twin room",
  ]);
  const q = `roomId=${ids.twin}&checkIn=${stay.checkIn}&checkOut=${addDays(stay.checkIn, 2)}`;
  expect((await api(DEMO, `/conference/hotel/availability?${q}`, { token })).json.data).toEqual([
    { night: stay.checkIn, total: 2, booked: 0, free: 2 },
    { night: stay.checkOut, total: 2, booked: 0, free: 2 },
  ]);
  const booked = await api(DEMO, "/conference/hotel/book", { method: "POST", token, body: stay });
  expect(booked.status).toBe(200);
  expect(booked.json.data.next).toBe(`/profile/order/pay/goto/${booked.json.data.orderId}`);
  const mine = await api(DEMO, "/conference/hotel/mine", { token });
  expect(mine.json.data.map((r: { roomType: string; cancelled: boolean }) => [r.roomType, r.cancelled])).toEqual([
    ["E2E 双床房", false],
    ["E2E 大床房", true],
  ]);
  for (const locale of ["zh", "en"] as const) {
    for (const [label, device] of [
      ["desktop", DESKTOP],
      ["phone", PHONE],
    ] as const) {
      const { context, page } = await open(browser, signIn, guest, locale, device);
      await page.goto(at(DEMO, "/profile/hotel/order"));
      await page.getByTestId(`room-${ids.king}`).click();
      await page.getByTestId("field-checkIn").fill(addDays(start, 1));
      await page.getByTestId("field-checkOut").fill(addDays(start, 3));
      await expect(page.getByTestId(`night-${addDays(start, 2)}`)).toBeVisible();
      await expect(page.getByTestId("stay-total")).toBeVisible();
      expect(await noOverflow(page)).toBeLessThanOrEqual(0);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: info.outputPath(`booking-${label}-${locale}.png`), fullPage: true });
      await page.getByTestId("stay-form").screenshot({ path: info.outputPath(`stay-${label}-${locale}.png`) });
      await page.getByTestId("my-reservations").screenshot({ path: info.outputPath(`mine-${label}-${locale}.png`) });
      await context.close();
    }
  }
});
