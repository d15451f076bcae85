import { execFileSync } from "node:child_process";
import { devices, type BrowserContext, type Page } from "@playwright/test";
import type pg from "pg";
import { expect, test } from "./support/fixtures";
import { clearOrders, ensureDemoBilling } from "./support/payments";

// Fees and orders, the participant's side (SPEC §2 conference/fee, order/list, order/pay/goto/{orderIds},
// order/pay/goto/result/{billId}; §8 'the order cannot be paid'): alice (English) chooses the
// early-bird fee and a dinner, sees the totals in USD and the amount charged in CNY, pays both
// together by bank transfer and says she has paid; bob finds the student fee only with its code;
// a cancelled or expired order cannot be paid; the fee page on a phone.
// Each test starts by deleting alice's and bob's orders, so a retry starts clean.

const DEMO = "demo.localhost";
const DESKTOP = { viewport: { width: 1366, height: 900 } };
const PHONE = { viewport: { width: 390, height: 844 }, userAgent: devices["iPhone 13"].userAgent, isMobile: true, hasTouch: true };

test.describe.configure({ mode: "serial" });

let demoId = 0;
const fee = { early: 0, student: 0, dinner: 0 };

test.beforeAll(async ({ sql }) => {
  demoId = (await sql.query<{ conferenceId: number }>(`SELECT "conferenceId" FROM "ConferenceDomain" WHERE host = $1`, [DEMO])).rows[0].conferenceId;
  await ensureDemoBilling(sql, demoId);
  const id = async (titleEn: string) =>
    (await sql.query<{ id: number }>(`SELECT id FROM "Fee" WHERE "conferenceId" = $1 AND "titleEn" = $2`, [demoId, titleEn])).rows[0].id;
  fee.early = await id("Early-bird registration");
  fee.student = await id("Student registration");
  fee.dinner = await id("Conference dinner");
});

test.beforeEach(async ({ sql }) => clearOrders(sql, demoId));
test.afterAll(async ({ sql }) => {
  await clearOrders(sql, demoId);
  // bob is "an account without a registration" for the other specs (README demo accounts).
  await sql.query(`DELETE FROM "Attendee" WHERE "conferenceId" = $1 AND "userId" = (SELECT id FROM "User" WHERE email = 'bob@example.org')`, [demoId]);
});

async function as(context: BrowserContext, signIn: (c: BrowserContext, h: string, e: string) => Promise<string>, email: string, locale: "en" | "zh" = "en") {
  await signIn(context, DEMO, email);
  await context.addCookies([{ name: "locale", value: locale, domain: DEMO, path: "/" }]);
}

const ordersOf = async (sql: pg.Pool, email: string) =>
  (
    await sql.query<{ id: number; transactionStatus: string; totalMinor: number }>(
      `SELECT o.id, o."transactionStatus", o."totalMinor" FROM "Order" o JOIN "User" u ON u.id = o."userId" WHERE o."conferenceId" = $1 AND u.email = $2 ORDER BY o.id`,
      [demoId, email],
    )
  ).rows;

async function chooseEarlyBird(page: Page, at: (h: string, p?: string) => string) {
  await page.goto(at(DEMO, "/profile/conference/fee"));
  await page.getByTestId(`fee-radio-${fee.early}`).check();
  await page.getByTestId("fee-submit").click();
  await expect(page).toHaveURL(/\/profile\/order\/pay\/goto\/\d+$/);
}

test("alice chooses the early-bird fee and a dinner, pays both together by bank transfer; the manager confirms; she sees paid, her code and the PDF", async ({
  page,
  context,
  browser,
  at,
  signIn,
  sql,
}) => {
  test.slow(); // three people, a PDF: the whole journey
  await page.setViewportSize(DESKTOP.viewport);
  await as(context, signIn, "alice@example.org");
  await page.goto(at(DEMO, "/profile/conference/fee"));
  await expect(page.getByRole("heading", { name: "Fee payment" })).toBeVisible();
  await expect(page.getByText("Early-bird registration")).toBeVisible();
  await expect(page.getByText("Student registration")).toHaveCount(0);
  await expect(page.getByTestId("fee-total-none")).toHaveText("Nothing chosen yet.");

  await page.getByTestId(`fee-radio-${fee.early}`).check();
  await page.getByTestId(`fee-more-${fee.dinner}`).click();
  await expect(page.getByTestId(`fee-qty-${fee.dinner}`)).toHaveText("1");
  // Totals: what the fees were advertised in (USD) and, apart, what is charged (CNY).
  await expect(page.getByTestId("fee-totals")).toContainText("Total in USD");
  await expect(page.getByTestId("fee-total-display")).toHaveText("$212.00");
  await expect(page.getByTestId("fee-totals")).toContainText("Amount to be charged in CNY");
  await expect(page.getByTestId("fee-total-charged-CNY")).toHaveText("CN¥1,500.00");

  await page.getByTestId("fee-submit").click();
  await expect(page).toHaveURL(/\/profile\/order\/pay\/goto\/\d+,\d+$/); // combined: both orders on one page
  const [registration, dinner] = await ordersOf(sql, "alice@example.org");
  expect([registration.totalMinor, dinner.totalMinor]).toEqual([120000, 30000]);
  await expect(page.getByTestId("summary-total")).toHaveText("CN¥1,500.00");
  await expect(page.getByTestId("summary-total-display")).toHaveText("≈ $212.00");

  await expect(page.getByTestId("pay-method-BANK_REMITTANCE")).toBeChecked();
  await page.getByTestId("pay-continue").click();
  const reference = (await page.getByTestId("pay-reference").textContent())!;
  expect(reference).toMatch(/^P\d{8}-[A-Z0-9]{8}$/);
  await expect(page.getByTestId("pay-amount")).toHaveText("CN¥1,500.00");
  await expect(page.getByTestId("pay-detail-accountName")).toHaveText("Symposia Demo Conference");
  await expect(page.getByTestId("pay-instructions")).toContainText("Account number");

  await page.getByTestId("pay-note").fill("Sent from Alice Liddell's account");
  await page.getByTestId("pay-declare-submit").click();
  await expect(page).toHaveURL(new RegExp(`/profile/order/pay/goto/result/${reference}$`));
  await expect(page.getByTestId("result-status")).toContainText("Waiting for the organisers' confirmation");
  await expect(page.getByTestId("result-reference")).toHaveText(reference);
  expect((await ordersOf(sql, "alice@example.org")).map((o) => o.transactionStatus)).toEqual(["WAITING_CONFIRMATION", "WAITING_CONFIRMATION"]);

  await page.getByRole("link", { name: "My orders" }).first().click();
  await expect(page).toHaveURL(/\/profile\/order\/list$/);
  for (const o of [registration, dinner]) {
    await expect(page.getByTestId(`order-status-${o.id}`).first()).toHaveText("Waiting for confirmation");
    await expect(page.getByTestId(`order-pay-${o.id}`)).toHaveCount(0);
    await expect(page.getByTestId(`order-bill-${o.id}`).first()).toBeVisible();
  }
  await expect(page.getByTestId(`order-items-${dinner.id}`).first()).toContainText("Conference dinner");

  // Only the payer sees the bill.
  const other = await browser.newContext(DESKTOP);
  await as(other, signIn, "bob@example.org");
  const res = await (await other.newPage()).goto(at(DEMO, `/profile/order/pay/goto/result/${reference}`));
  expect(res?.status()).toBe(404);
  await other.close();

  // The manager finds the transfer and confirms it: one bill, so both orders become paid.
  const office = await browser.newContext(DESKTOP);
  await as(office, signIn, "manager@example.org");
  const desk = await office.newPage();
  await desk.goto(at(DEMO, `/platform/manage/order/${registration.id}`));
  await desk.getByTestId("action-confirm").click();
  const dialog = desk.getByTestId("confirm-dialog");
  await expect(dialog.getByTestId("field-amount")).toHaveValue("1500.00"); // the bill's total
  await dialog.getByTestId("field-transactionNo").fill("DEMO-BANK-0042");
  await dialog.getByTestId("confirm-submit").click();
  await expect(desk.getByTestId("detail-status")).toHaveText("Paid");
  await office.close();

  // alice sees both paid, her registration code, and downloads the confirmation.
  await page.goto(at(DEMO, "/profile/order/list"));
  for (const o of [registration, dinner]) await expect(page.getByTestId(`order-status-${o.id}`).first()).toHaveText("Paid");
  const code = (
    await sql.query<{ registrationCode: string }>(
      `SELECT a."registrationCode" FROM "Attendee" a JOIN "User" u ON u.id = a."userId" WHERE a."conferenceId" = $1 AND u.email = $2`,
      [demoId, "alice@example.org"],
    )
  ).rows[0].registrationCode;
  expect(code).toMatch(/^DEMO-\d{4}$/);
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId(`order-confirmation-${registration.id}`).first().click()]);
  const text = execFileSync("pdftotext", ["-enc", "UTF-8", await download.path(), "-"], { encoding: "utf8" });
  expect(text).toContain("Alice Liddell");
  expect(text).toMatch(/1,200\.00/);
  await page.goto(at(DEMO, "/profile/conference/fee"));
  await expect(page.getByTestId("fee-registration-code")).toContainText(code);
  await expect(page.getByTestId("fee-registration-code")).toContainText("Valid");
});

test("bob sees the student fee only after entering its invitation code, and orders it with the code", async ({ page, context, at, signIn, sql }) => {
  await page.setViewportSize(DESKTOP.viewport);
  await as(context, signIn, "bob@example.org");
  await page.goto(at(DEMO, "/profile/conference/fee"));
  await expect(page.getByText("Early-bird registration")).toBeVisible();
  await expect(page.getByTestId(`fee-${fee.student}`)).toHaveCount(0);

  await page.getByTestId("fee-code").fill("STUDENT2027");
  await page.getByTestId("fee-code-apply").click();
  await expect(page.getByTestId("fee-code-note")).toHaveText("The code revealed 1 fee.");
  await expect(page.getByTestId(`fee-${fee.student}`)).toContainText("Student registration");
  await expect(page.getByTestId(`fee-price-${fee.student}`)).toContainText("$85.00");

  await page.getByTestId(`fee-radio-${fee.student}`).check();
  await expect(page.getByTestId("fee-total-charged-CNY")).toHaveText("CN¥600.00");
  await page.getByTestId("fee-submit").click();
  await expect(page).toHaveURL(/\/profile\/order\/pay\/goto\/\d+$/);
  await expect(page.getByTestId("order-summary")).toContainText("Student registration");
  expect((await ordersOf(sql, "bob@example.org")).map((o) => o.totalMinor)).toEqual([60000]);

  // Back on the fee page the registration order is shown instead of a second one.
  await page.goto(at(DEMO, "/profile/conference/fee"));
  await expect(page.getByTestId("fee-registration-order")).toContainText("Student registration");
  await expect(page.getByTestId(`fee-radio-${fee.early}`)).toHaveCount(0);
});

test("a cancelled or expired order's pay page says the order cannot be paid", async ({ page, context, at, signIn, sql }) => {
  await page.setViewportSize(DESKTOP.viewport);
  await as(context, signIn, "bob@example.org");
  await chooseEarlyBird(page, at);
  const [order] = await ordersOf(sql, "bob@example.org");

  await page.goto(at(DEMO, "/profile/order/list"));
  await page.getByTestId(`order-cancel-${order.id}`).first().click();
  await expect(page.getByTestId("order-cancel-dialog")).toContainText("cannot be undone");
  await page.getByTestId("order-cancel-dialog-confirm").click();
  await expect(page.getByTestId("order-notice")).toContainText("was cancelled");
  await expect(page.getByTestId(`order-status-${order.id}`).first()).toHaveText("Cancelled");
  await expect(page.getByTestId(`order-void-reason-${order.id}`).first()).toHaveText("Cancelled by you.");
  await page.goto(at(DEMO, `/profile/order/pay/goto/${order.id}`));
  await expect(page.getByTestId("pay-state")).toContainText("The order cannot be paid.");
  await expect(page.getByTestId("pay-methods")).toHaveCount(0);

  // Past its deadline (set in the database: the expiry job is not waited for).
  await chooseEarlyBird(page, at);
  const expired = (await ordersOf(sql, "bob@example.org")).at(-1)!;
  await sql.query(`UPDATE "Order" SET "deadlineAt" = now() - interval '1 minute' WHERE id = $1`, [expired.id]);
  await page.goto(at(DEMO, `/profile/order/pay/goto/${expired.id}`));
  await expect(page.getByTestId("pay-state")).toContainText("The order cannot be paid.");
  await page.goto(at(DEMO, "/profile/order/list"));
  await expect(page.getByTestId(`order-row-${expired.id}`)).toBeVisible();
  await expect(page.getByTestId(`order-pay-${expired.id}`)).toHaveCount(0);
});

test("the fee page and the order list on a 390 px phone; two orders paid together from the list", async ({ browser, at, signIn }) => {
  const context = await browser.newContext(PHONE);
  await as(context, signIn, "alice@example.org");
  const page = await context.newPage();
  await page.goto(at(DEMO, "/profile/conference/fee"));
  await page.getByTestId(`fee-radio-${fee.early}`).check();
  await page.getByTestId(`fee-more-${fee.dinner}`).click();
  await expect(page.getByTestId("fee-total-charged-CNY")).toHaveText("CN¥1,500.00");
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);

  await page.getByTestId("fee-submit").click();
  await expect(page).toHaveURL(/\/profile\/order\/pay\/goto\/\d+,\d+$/);
  expect(await overflow()).toBeLessThanOrEqual(0);
  await page.goto(at(DEMO, "/profile/order/list"));
  await expect(page.getByTestId("order-cards")).toBeVisible();
  await expect(page.getByTestId("order-table")).toBeHidden();
  expect(await overflow()).toBeLessThanOrEqual(0);
  // Two payable orders, combining on: select both on their cards and pay them together.
  const cards = page.getByTestId("order-cards");
  const boxes = cards.locator('input[data-testid^="order-select-"]');
  await expect(boxes).toHaveCount(2);
  await expect(page.getByTestId("order-pay-together")).toBeDisabled();
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  await page.getByTestId("order-pay-together").click();
  await expect(page).toHaveURL(/\/profile\/order\/pay\/goto\/\d+,\d+$/);
  await expect(page.getByTestId("summary-total")).toHaveText("CN¥1,500.00");
  await context.close();
});
