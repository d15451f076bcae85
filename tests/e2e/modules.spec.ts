import { randomBytes } from "node:crypto";
import { devices, type Browser, type BrowserContext, type BrowserContextOptions, type Locator, type Page } from "@playwright/test";
import type pg from "pg";
import { addDays } from "../../lib/hotel/nights";
import { createUser, expect, test } from "./support/fixtures";

// The module switches on a conference created through /admin (nothing seeded): the administrator
// ticks feedback on at creation; its manager switches on fees and payment, hotel and submission on
// /platform/config/modules, sees what each still needs, and configures the minimum on the usual
// screens (a bank transfer, a fee, a hotel with a room type, the call for abstracts with a theme);
// a participant then registers, pays offline, books a room and submits an abstract through the
// menus alone. Switched off again, hotel booking leaves the menu and its page refuses with the
// module's message; the booking is still there; with every module off, each participant page of
// each module refuses with its module's message. Before anything is switched on, the manager sees
// that fees charged while payments are off ask nobody to pay, and that a switched-off module's
// management page says so. Publishing and the registration dates are set with SQL (their screens
// have their own journeys).
test.describe.configure({ mode: "serial" });

const DESKTOP = { viewport: { width: 1366, height: 900 } };
const PHONE = { viewport: { width: 390, height: 844 }, userAgent: devices["iPhone 13"].userAgent, isMobile: true, hasTouch: true };
const tag = randomBytes(4).toString("hex");
const HOST = `mods-${tag}.localhost`;
const state = { conferenceId: 0, manager: "", participant: "", room: 0, today: "", stay: "" };

async function person(
  browser: Browser,
  signIn: (c: BrowserContext, h: string, e: string) => Promise<string>,
  email: string,
  device: BrowserContextOptions = DESKTOP,
) {
  const context = await browser.newContext(device);
  await context.addCookies([{ name: "locale", value: "en", domain: HOST, path: "/" }]);
  await signIn(context, HOST, email);
  return { context, page: await context.newPage() };
}

/** A menu's link to `href` (labels are the screens' titles, which other work may reword). */
const link = (menu: Locator, href: string) => menu.locator(`a[href="${href}"]`);
const card = (page: Page, module: string) => page.getByTestId(`module-${module}`);
const needs = (page: Page, module: string) =>
  page
    .getByTestId(`module-${module}-needs`)
    .locator("li")
    .evaluateAll((lis) => lis.map((li) => li.getAttribute("data-need")));
const one = async <T>(sql: pg.Pool, q: string, v: unknown[] = []) => (await sql.query(q, v)).rows[0] as T;

test("the administrator creates a conference with feedback ticked besides the defaults", async ({ browser, signIn, at, sql }) => {
  state.manager = await createUser(sql, "modmanager");
  state.today = (await one<{ d: string }>(sql, `SELECT to_char(current_date, 'YYYY-MM-DD') AS d`)).d;
  const context = await browser.newContext(DESKTOP);
  await signIn(context, "demo.localhost", "admin@example.org");
  await context.addCookies([{ name: "locale", value: "en", domain: "demo.localhost", path: "/" }]);
  const page = await context.newPage();
  await page.goto(at("demo.localhost", "/admin/conferences/new"));
  await page.getByTestId("field-nameZh").fill(`模块会议 ${tag}`);
  await page.getByTestId("field-nameEn").fill(`Modules Conference ${tag}`);
  await page.getByTestId("field-startDate").fill(addDays(state.today, 60));
  await page.getByTestId("field-endDate").fill(addDays(state.today, 62));
  await page.getByTestId("field-hosts").fill(HOST);
  await page.getByTestId("field-creatorEmail").fill(state.manager);
  // Registration and the download centre are ticked already; the rest starts off.
  await expect(page.getByTestId("create-module-register").locator("input")).toBeChecked();
  await expect(page.getByTestId("create-module-download").locator("input")).toBeChecked();
  await expect(page.getByTestId("create-module-hotel").locator("input")).not.toBeChecked();
  await page.getByTestId("create-module-feedback").click();
  await page.getByTestId("conference-submit").click();
  await expect(page).toHaveURL(/\/admin\/conferences\/\d+\?created=1$/);
  state.conferenceId = Number(new URL(page.url()).pathname.split("/").pop());
  const rows = await sql.query<{ module: string }>(`SELECT module FROM "ConferenceModule" WHERE "conferenceId" = $1 AND enabled ORDER BY module`, [
    state.conferenceId,
  ]);
  expect(rows.rows.map((r) => r.module)).toEqual(["download", "feedback", "register"]);
  await context.close();
  // Published and open for registration (the publishing and registration screens have their own journeys).
  await sql.query(`UPDATE "Conference" SET status = 4 WHERE id = $1`, [state.conferenceId]);
  await sql.query(`UPDATE "RegisterConfig" SET "registerStartDate" = current_date - 1, "registerEndDate" = current_date + 30 WHERE "conferenceId" = $1`, [
    state.conferenceId,
  ]);
});

test("its manager switches on fees and payment, hotel and submission, sees what each needs, and configures the minimum", async ({
  browser,
  signIn,
  at,
  sql,
}) => {
  test.setTimeout(180_000); // five configuration screens in one journey
  const { context, page } = await person(browser, signIn, state.manager);
  await page.goto(at(HOST, "/platform"));
  const menu = page.getByTestId("platform-menu");
  await expect(link(menu, "/platform/config/hotel")).toHaveCount(0); // off: no configuration entry yet
  await link(menu, "/platform/config/modules").click();
  await expect(page).toHaveURL(at(HOST, "/platform/config/modules"));
  await expect(page.getByRole("heading", { name: "Modules", level: 1 })).toBeVisible();
  await expect(card(page, "register").getByTestId("module-register-state")).toHaveText("Open to participants");
  await expect(card(page, "feedback").getByTestId("module-feedback-state")).toHaveText("Open to participants");
  await expect(card(page, "hotel")).toHaveAttribute("data-enabled", "false");

  // Registration settings that charge fees while payments are off: both screens say nobody is asked to pay.
  await sql.query(`UPDATE "RegisterConfig" SET "costsSet" = true WHERE "conferenceId" = $1`, [state.conferenceId]);
  await page.goto(at(HOST, "/platform/config/register"));
  await expect(page.getByTestId("settings-fees-payment-off")).toContainText('"Fees and payment" is switched off');
  await page.goto(at(HOST, "/platform/config/modules"));
  await expect(page.getByTestId("module-payment-note")).toContainText("nobody is asked to pay");
  await sql.query(`UPDATE "RegisterConfig" SET "costsSet" = false WHERE "conferenceId" = $1`, [state.conferenceId]);
  // A switched-off module's management page still works (to prepare it), and says participants do not see it.
  await page.goto(at(HOST, "/platform/config/hotel"));
  await expect(page.getByTestId("module-off-banner")).toHaveAttribute("data-module", "hotel");
  await expect(page.getByTestId("module-off-banner")).toContainText("Hotel booking is switched off");
  await page.goto(at(HOST, "/platform/config/modules"));

  for (const m of ["payment", "hotel", "submission"]) {
    await page.getByTestId(`module-${m}-switch`).locator("input").click(); // the switch follows the stored answer
    await expect(card(page, m)).toHaveAttribute("data-enabled", "true");
  }
  // On, but not open to participants until configured — said next to each switch.
  await expect(card(page, "payment").getByTestId("module-payment-state")).toHaveText("On");
  expect(await needs(page, "payment")).toEqual(["fees", "paymentMethod"]);
  expect(await needs(page, "hotel")).toEqual(["hotelOpen", "hotelRooms"]);
  expect(await needs(page, "submission")).toEqual(["submissionOpen", "submissionThemes"]);
  await expect(page.getByTestId("module-payment-needs")).toContainText("Configure at least one payment method");
  // The menu follows at once.
  await expect(link(menu, "/platform/config/pay")).toBeVisible();

  // Payment: bank transfer, from the menu entry that just appeared.
  await link(menu, "/platform/config/pay").click();
  await page.getByTestId("pay-method-open-BANK_REMITTANCE").click();
  const bank = page.getByTestId("pay-method-form-BANK_REMITTANCE");
  await bank.getByTestId("field-enabled").check();
  await bank.getByTestId("field-accountName").fill("Modules Conference");
  await bank.getByTestId("field-account").fill("6222 0000 1234 5678");
  await bank.getByTestId("field-bankName").fill("Bank of Demo");
  await bank.getByTestId("pay-method-save-BANK_REMITTANCE").click();
  await expect(page.getByTestId("pay-method-status-BANK_REMITTANCE")).toHaveText("Enabled");
  await expect(page.getByTestId("module-off-banner")).toHaveCount(0); // switched on: no warning

  // A registration fee in its category.
  await link(menu, "/platform/config/fee").click();
  await page.getByTestId("category-add").click();
  const cat = page.getByTestId("category-dialog");
  await cat.getByTestId("field-nameZh").fill("注册费");
  await cat.getByTestId("field-nameEn").fill("Registration");
  await cat.getByTestId("category-save").click();
  await expect(cat).toHaveCount(0);
  await page.getByTestId("fee-add").first().click();
  const fee = page.getByTestId("fee-dialog");
  await fee.getByRole("combobox", { name: /^Category/ }).click();
  await page.getByRole("option", { name: "Registration" }).click();
  await fee.getByTestId("field-titleZh").fill("普通注册");
  await fee.getByTestId("field-titleEn").fill("Standard registration");
  await fee.getByTestId("field-descriptionZh").fill("含会议资料");
  await fee.getByTestId("field-descriptionEn").fill("Materials included");
  await fee.getByTestId("field-price").fill("800");
  await fee.getByTestId("field-openDate").fill(addDays(state.today, -1));
  await fee.getByTestId("field-deadline").fill(addDays(state.today, 30));
  await fee.getByTestId("fee-save").click();
  await expect(fee).toHaveCount(0);
  await expect
    .poll(async () => (await one<{ n: number }>(sql, `SELECT count(*)::int AS n FROM "Fee" WHERE "conferenceId" = $1 AND open`, [state.conferenceId])).n)
    .toBe(1);

  // Hotel: booking open now, one hotel, one room type for stays a month ahead.
  state.stay = addDays(state.today, 30);
  await link(menu, "/platform/config/hotel").click();
  await page.getByTestId("field-bookingStart").fill(addDays(state.today, -1));
  await page.getByTestId("field-bookingEnd").fill(addDays(state.today, 20));
  await page.getByTestId("field-open").check();
  await page.getByTestId("hotel-settings-save").click();
  await expect.poll(async () => (await sql.query(`SELECT open FROM "HotelConfig" WHERE "conferenceId" = $1`, [state.conferenceId])).rows[0]?.open).toBe(true);
  await page.getByTestId("hotel-add").click();
  const hotel = page.getByTestId("hotel-dialog");
  await hotel.getByTestId("field-nameZh").fill("湖畔酒店");
  await hotel.getByTestId("field-nameEn").fill("Lakeside Hotel");
  await hotel.getByTestId("hotel-save").click();
  await expect(hotel).toHaveCount(0);
  const hotelId = (await one<{ id: number }>(sql, `SELECT id FROM "Hotel" WHERE "conferenceId" = $1`, [state.conferenceId])).id;
  await page.getByTestId(`room-add-${hotelId}`).click();
  const room = page.getByTestId("room-dialog");
  await room.getByTestId("field-typeZh").fill("大床房");
  await room.getByTestId("field-typeEn").fill("King room");
  await room.getByTestId("field-price").fill("480");
  await room.getByTestId("field-checkInStart").fill(state.stay);
  await room.getByTestId("field-checkInEnd").fill(addDays(state.stay, 5));
  await room.getByTestId("field-totalBookable").fill("5");
  await room.getByTestId("field-maxPerPerson").fill("2");
  await room.getByTestId("room-save").click();
  await expect(room).toHaveCount(0);
  state.room = (await one<{ id: number }>(sql, `SELECT id FROM "HotelRoom" WHERE "hotelId" = $1`, [hotelId])).id;

  // The call for abstracts: open, its dates, one theme.
  await link(menu, "/platform/config/contribute").click();
  await expect(page).toHaveURL(at(HOST, "/platform/config/contribute"));
  await page.getByTestId("field-startDate").fill(addDays(state.today, -1));
  await page.getByTestId("field-endDate").fill(addDays(state.today, 30));
  // Ticked last and checked again: a switch ticked while the screen was still settling was seen to
  // be sent unticked.
  await page.getByTestId("field-open").check();
  await expect(page.getByTestId("field-open")).toBeChecked();
  await page.getByTestId("settings-save").click();
  await expect
    .poll(async () => (await sql.query(`SELECT open FROM "SubmissionConfig" WHERE "conferenceId" = $1`, [state.conferenceId])).rows[0]?.open)
    .toBe(true);
  await page.getByTestId("theme-add").click();
  const theme = page.getByTestId("theme-dialog");
  await theme.getByTestId("field-nameZh").fill("材料科学");
  await theme.getByTestId("field-nameEn").fill("Materials science");
  await theme.getByTestId("field-prefix").fill("M");
  await theme.getByTestId("theme-save").click();
  await expect(theme).toHaveCount(0);

  // Back on the modules screen: everything switched on is open to participants now.
  await link(menu, "/platform/config/modules").click();
  for (const m of ["payment", "hotel", "submission"]) await expect(page.getByTestId(`module-${m}-state`)).toHaveText("Open to participants");
  await expect(page.getByTestId("module-hotel-needs")).toHaveCount(0);
  await context.close();
});

test("a participant registers, pays offline, books a room and submits an abstract through the menus alone", async ({ browser, signIn, at, sql }) => {
  state.participant = await createUser(sql, "modpart");
  const { context, page } = await person(browser, signIn, state.participant);
  await page.goto(at(HOST, "/"));
  await page.getByTestId("account-button").click();
  await page.getByTestId("nav-attend").click();
  await expect(page).toHaveURL(at(HOST, "/conferenceRegister"));
  await expect(page.getByTestId("field-telephone")).toBeVisible();
  if (await page.getByTestId("attend-notice").count()) await page.getByTestId("attend-notice").check();
  await page.getByTestId("field-telephone").fill("+86 10 1234 5678");
  await page.getByTestId("field-country").locator("xpath=..").click();
  await page.getByRole("option").first().click();
  await page.getByTestId("field-unit").fill("Institute of Modules");
  await page.getByTestId("attend-submit").click();
  await expect(page.getByTestId("attend-success")).toBeVisible();
  await page.waitForURL(/\/profile\//, { timeout: 10_000 });

  const side = page.getByTestId("profile-menu");
  for (const href of [
    "/profile/submission",
    "/profile/hotel/order",
    "/profile/order/list",
    "/profile/conference/fee",
    "/profile/feedback",
    "/profile/download",
  ]) {
    await expect(link(side, href)).toBeVisible();
  }

  // The fee, paid by bank transfer ("I have paid").
  await link(side, "/profile/conference/fee").click();
  const feeId = (await one<{ id: number }>(sql, `SELECT id FROM "Fee" WHERE "conferenceId" = $1`, [state.conferenceId])).id;
  await page.getByTestId(`fee-radio-${feeId}`).check();
  await page.getByTestId("fee-submit").click();
  await expect(page).toHaveURL(/\/profile\/order\/pay\/goto\/\d+$/);
  await page.getByTestId("pay-method-BANK_REMITTANCE").check();
  await page.getByTestId("pay-continue").click();
  await page.getByTestId("pay-note").fill("Sent from the institute's account");
  await page.getByTestId("pay-declare-submit").click();
  await expect(page).toHaveURL(/\/profile\/order\/pay\/goto\/result\//);
  await expect(page.getByTestId("result-status")).toContainText("Waiting for the organisers' confirmation");

  // A room, from the personal centre's menu.
  await link(side, "/profile/hotel/order").click();
  await page.getByTestId(`room-${state.room}`).click();
  await page.getByTestId("field-checkIn").fill(state.stay);
  await page.getByTestId("field-checkOut").fill(addDays(state.stay, 2));
  await page.getByTestId("booking-submit").click();
  await expect(page).toHaveURL(/\/profile\/order\/pay\/goto\/\d+$/);

  // An abstract.
  await link(side, "/profile/submission").click();
  await page.getByTestId("submission-new").click();
  await page.getByRole("textbox", { name: /^Title/ }).fill("Switchable modules for conference platforms");
  await page.getByRole("combobox", { name: /^Theme/ }).click();
  await page.getByRole("option", { name: /Materials science/ }).click();
  await page.getByTestId("abstract-editor").click();
  await page.keyboard.type("We show that a conference can switch its services on when it is ready.");
  await page.getByTestId("keywords-input").fill("modules");
  await page.getByTestId("keywords-input").press("Enter");
  await page.getByTestId("submission-submit").click();
  await expect(page.getByTestId("submission-saved")).toBeVisible();

  const held = await one<{ orders: number; reservations: number; submissions: number }>(
    sql,
    `SELECT (SELECT count(*)::int FROM "Order" WHERE "conferenceId" = $1) AS orders,
            (SELECT count(*)::int FROM "HotelReservation" WHERE "conferenceId" = $1) AS reservations,
            (SELECT count(*)::int FROM "Submission" WHERE "conferenceId" = $1) AS submissions`,
    [state.conferenceId],
  );
  expect(held).toEqual({ orders: 2, reservations: 1, submissions: 1 });
  await context.close();
});

test("switched off, hotel booking leaves the menu and its page refuses with the module's message; nothing is deleted", async ({ browser, signIn, at, sql }) => {
  const manager = await person(browser, signIn, state.manager, PHONE);
  await manager.page.goto(at(HOST, "/platform/config/modules"));
  await manager.page.getByTestId("module-hotel-switch").locator("input").click();
  await expect(card(manager.page, "hotel")).toHaveAttribute("data-enabled", "false");
  await expect(manager.page.getByTestId("modules-toast")).toContainText("Nothing it holds was deleted.");
  const overflow = await manager.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(1); // the phone layout does not scroll sideways
  await manager.context.close();

  const { context, page } = await person(browser, signIn, state.participant);
  await page.goto(at(HOST, "/profile/userInfo"));
  const side = page.getByTestId("profile-menu");
  await expect(link(side, "/profile/submission")).toBeVisible();
  await expect(link(side, "/profile/hotel/order")).toHaveCount(0);
  await page.goto(at(HOST, "/profile/hotel/order"));
  await expect(page.getByTestId("module-closed")).toContainText("Hotel booking is not open for this conference.");
  await expect(page.getByTestId("room-picker")).toHaveCount(0);
  expect((await one<{ n: number }>(sql, `SELECT count(*)::int AS n FROM "HotelReservation" WHERE "conferenceId" = $1`, [state.conferenceId])).n).toBe(1);
  await context.close();
});

test("every participant page of a switched-off module refuses with that module's message", async ({ browser, signIn, at, sql }) => {
  const order = await one<{ id: number; billNo: string }>(
    sql,
    `SELECT o.id, (SELECT p."billNo" FROM "PaymentOrder" po JOIN "Payment" p ON p.id = po."paymentId" WHERE po."orderId" = o.id LIMIT 1) AS "billNo"
       FROM "Order" o WHERE o."conferenceId" = $1 AND o.type = 'REGISTRATION'`,
    [state.conferenceId],
  );
  await sql.query(`UPDATE "ConferenceModule" SET enabled = false WHERE "conferenceId" = $1 AND module <> 'register'`, [state.conferenceId]);
  const pages: [path: string, module: string][] = [
    ["/profile/submission", "submission"],
    ["/profile/submission/details", "submission"],
    ["/profile/hotel/order", "hotel"],
    ["/profile/conference/fee", "payment"],
    [`/profile/conference/fee/register/update/${order.id}`, "payment"],
    [`/profile/conference/fee/optional/update/${order.id}`, "payment"],
    ["/profile/order/list", "payment"],
    [`/profile/order/pay/goto/${order.id}`, "payment"],
    [`/profile/order/receipt/${order.id}`, "receipt"],
    ["/profile/feedback", "feedback"],
    ["/profile/feedBackDetails?id=1", "feedback"],
    ["/profile/download", "download"],
    [`/profile/order/pay/goto/result/${order.billNo}`, "payment"], // the bill of "I have paid"
  ];
  const { context, page } = await person(browser, signIn, state.participant, PHONE);
  for (const [path, module] of pages) {
    await page.goto(at(HOST, path));
    await expect(page.getByTestId("module-closed"), path).toHaveAttribute("data-module", module);
  }
  await context.close();
});
