import type { BrowserContext, Page } from "@playwright/test";
import type pg from "pg";
import { expect, test } from "./support/fixtures";
import { clearOrders, ensureDemoBilling, PEOPLE, resetSimulator, restoreSimulatedProviders, simDeliveries } from "./support/payments";
import { E2E_PAYSIM_URL } from "./support/servers";

// Paying online through the loopback payment simulator (SPEC §2 order/pay/goto/{orderIds},
// order/pay/goto/result/{billId}; §3 the payment mails): alice pays two orders together with PayPal
// and is told once; bob pays with WeChat Pay's QR code on a phone-sized window; a declined payment
// leaves the order payable; the manager sees the provider's transaction number and every message.
// Each test starts by restoring the simulated providers and deleting alice's and bob's orders.

const DEMO = "demo.localhost";
const DESKTOP = { viewport: { width: 1366, height: 900 } };
// PayPal brings its token and PayerID along.
const BILL_URL = /\/profile\/order\/pay\/goto\/result\/(P\d{8}-[A-Z0-9]{8})(\?.*)?$/;

// Serial: each journey builds on the last, so a retry replays the group from its start and one
// timeout fails them all.
test.describe.configure({ mode: "serial" });

let demoId = 0;
const fee = { early: 0, dinner: 0 };

test.beforeAll(async ({ sql }) => {
  demoId = (await sql.query<{ conferenceId: number }>(`SELECT "conferenceId" FROM "ConferenceDomain" WHERE host = $1`, [DEMO])).rows[0].conferenceId;
  await ensureDemoBilling(sql, demoId);
  const id = async (titleEn: string) =>
    (await sql.query<{ id: number }>(`SELECT id FROM "Fee" WHERE "conferenceId" = $1 AND "titleEn" = $2`, [demoId, titleEn])).rows[0].id;
  fee.early = await id("Early-bird registration");
  fee.dinner = await id("Conference dinner");
});

test.beforeEach(async ({ sql }) => {
  await restoreSimulatedProviders(sql, demoId);
  await resetSimulator();
  await clearOrders(sql, demoId);
});

test.afterAll(async ({ sql }) => {
  await clearOrders(sql, demoId);
  // bob is "an account without a registration" for the other specs (README demo accounts).
  await sql.query(`DELETE FROM "Attendee" WHERE "conferenceId" = $1 AND "userId" = (SELECT id FROM "User" WHERE email = $2)`, [demoId, PEOPLE[1]]);
});

async function as(context: BrowserContext, signIn: (c: BrowserContext, h: string, e: string) => Promise<string>, email: string, locale: "en" | "zh" = "en") {
  await signIn(context, DEMO, email);
  await context.addCookies([{ name: "locale", value: locale, domain: DEMO, path: "/" }]);
}

const ordersOf = async (sql: pg.Pool, email: string) =>
  (
    await sql.query<{ id: number; transactionStatus: string; transactionNo: string | null }>(
      `SELECT o.id, o."transactionStatus", o."transactionNo" FROM "Order" o JOIN "User" u ON u.id = o."userId" WHERE o."conferenceId" = $1 AND u.email = $2 ORDER BY o.id`,
      [demoId, email],
    )
  ).rows;

const billOf = async (sql: pg.Pool, billNo: string) =>
  (
    await sql.query<{ id: number; status: string; providerTxnNo: string | null }>(`SELECT id, status, "providerTxnNo" FROM "Payment" WHERE "billNo" = $1`, [
      billNo,
    ])
  ).rows[0];

const registrationCodeOf = async (sql: pg.Pool, email: string) =>
  (
    await sql.query<{ registrationCode: string | null }>(
      `SELECT a."registrationCode" FROM "Attendee" a JOIN "User" u ON u.id = a."userId" WHERE a."conferenceId" = $1 AND u.email = $2`,
      [demoId, email],
    )
  ).rows[0]?.registrationCode;

/** Until the simulator's notification about the bill has been answered 2xx by the app (it is sent beside the payer's return). */
async function webhookAnswered(billNo: string) {
  await expect
    .poll(async () => (await simDeliveries(billNo)).flatMap((d) => d.attempts.map((a) => a.status ?? 0)).some((s) => s >= 200 && s < 300), {
      message: `a 2xx answer to the simulator's notification about ${billNo}`,
    })
    .toBe(true);
}

/** Chooses the early-bird fee (and `dinners` dinners) and lands on the pay page. */
async function chooseFees(page: Page, at: (h: string, p?: string) => string, dinners = 0) {
  await page.goto(at(DEMO, "/profile/conference/fee"));
  await page.getByTestId(`fee-radio-${fee.early}`).check();
  for (let i = 0; i < dinners; i++) await page.getByTestId(`fee-more-${fee.dinner}`).click();
  await page.getByTestId("fee-submit").click();
  await expect(page).toHaveURL(dinners ? /\/profile\/order\/pay\/goto\/\d+,\d+$/ : /\/profile\/order\/pay\/goto\/\d+$/);
}

/** On the pay page: PayPal → the simulator's approve page (marked demo, with the amount) → approve or decline. */
async function payPalAtSimulator(page: Page, decision: "approve" | "decline", amount: string) {
  await page.getByTestId("pay-method-PAYPAL").check();
  await page.getByTestId("pay-continue").click();
  await page.waitForURL(`${E2E_PAYSIM_URL}/sim/pay/**`);
  await expect(page.getByTestId("sim-banner")).toContainText("DEMO PAYMENT");
  await expect(page.getByTestId("sim-amount")).toHaveText(amount);
  await page.getByTestId(`sim-${decision}`).click();
}

/** alice pays her early-bird registration with PayPal; returns the order and the bill number, once the provider's webhook has been answered. */
async function alicePaysRegistration(page: Page, at: (h: string, p?: string) => string, sql: pg.Pool) {
  await chooseFees(page, at);
  await payPalAtSimulator(page, "approve", "1200.00 CNY");
  await page.waitForURL(BILL_URL);
  await expect(page.getByTestId("result-status")).toHaveAttribute("data-status", "SUCCEEDED");
  const billNo = BILL_URL.exec(page.url())![1];
  await webhookAnswered(billNo);
  const [order] = await ordersOf(sql, PEOPLE[0]);
  return { order, billNo };
}

test("alice pays the early-bird fee and a dinner together with PayPal at the simulator: both paid once, one payment mail, her registration code", async ({
  page,
  context,
  at,
  signIn,
  sql,
}) => {
  await page.setViewportSize(DESKTOP.viewport);
  await as(context, signIn, PEOPLE[0]);
  const mailsBefore = (await sql.query<{ id: number }>(`SELECT COALESCE(MAX(id), 0) AS id FROM "MailOutbox"`)).rows[0].id;

  await chooseFees(page, at, 1);
  await expect(page.getByTestId("pay-demo")).toContainText("Demo payment");
  await expect(page.getByTestId("pay-demo")).toContainText("no real money is moved");
  const [registration, dinner] = await ordersOf(sql, PEOPLE[0]);
  await payPalAtSimulator(page, "approve", "1500.00 CNY");

  // Back from PayPal: the result page asks the provider (the return itself proves nothing) and shows paid.
  await page.waitForURL(BILL_URL);
  const billNo = BILL_URL.exec(page.url())![1];
  await expect(page.getByTestId("result-status")).toHaveAttribute("data-status", "SUCCEEDED");
  const bill = await billOf(sql, billNo);
  expect(bill.providerTxnNo).toBeTruthy();
  await expect(page.getByTestId("result-transaction")).toHaveText(bill.providerTxnNo!);
  await expect(page.getByTestId("result-amount")).toHaveText("CN¥1,500.00");
  const code = await registrationCodeOf(sql, PEOPLE[0]);
  expect(code).toMatch(/^DEMO-\d{4}$/);
  await expect(page.getByTestId("result-registration-code")).toContainText(code!);

  // The simulator also sent PayPal's capture webhook: answered 2xx, and settled nothing twice.
  await webhookAnswered(billNo);
  expect((await simDeliveries(billNo)).map((d) => d.event)).toContain("PAYMENT.CAPTURE.COMPLETED");
  const orders = await ordersOf(sql, PEOPLE[0]);
  expect(orders.map((o) => [o.id, o.transactionStatus, o.transactionNo])).toEqual([
    [registration.id, "PAID", bill.providerTxnNo],
    [dinner.id, "PAID", bill.providerTxnNo],
  ]);
  const paidTransitions = await sql.query<{ orderId: number; n: number }>(
    `SELECT "orderId", COUNT(*)::int AS n FROM "OrderTransition" WHERE "orderId" = ANY($1) AND "toStatus" = 'PAID' GROUP BY "orderId" ORDER BY "orderId"`,
    [[registration.id, dinner.id]],
  );
  expect(paidTransitions.rows).toEqual([
    { orderId: registration.id, n: 1 },
    { orderId: dinner.id, n: 1 },
  ]);
  const mails = await sql.query<{ templateKind: string; n: number }>(
    `SELECT "templateKind"::text AS "templateKind", COUNT(*)::int AS n FROM "MailOutbox" WHERE id > $1 AND "to" = $2 AND "templateKind" IN ('REGISTRATION_PAYMENT','OPTIONAL_FEE_PAYMENT') GROUP BY 1 ORDER BY 1`,
    [mailsBefore, PEOPLE[0]],
  );
  expect(mails.rows).toEqual([
    { templateKind: "OPTIONAL_FEE_PAYMENT", n: 1 },
    { templateKind: "REGISTRATION_PAYMENT", n: 1 },
  ]);
  // One message applied the payment, the other one (query or webhook, whichever came second) was a duplicate.
  const notices = await sql.query<{ source: string; result: string }>(
    `SELECT source, result FROM "PaymentNotification" WHERE "paymentId" = $1 AND outcome = 'paid'`,
    [bill.id],
  );
  expect(notices.rows.filter((n) => n.result === "applied")).toHaveLength(1);
  expect(notices.rows).toContainEqual({ source: "NOTIFY", result: expect.stringMatching(/^(applied|duplicate)$/) });

  await page.goto(at(DEMO, "/profile/order/list"));
  for (const o of [registration, dinner]) {
    await expect(page.getByTestId(`order-row-${o.id}`).getByTestId(`order-status-${o.id}`)).toHaveText("Paid");
    await expect(page.getByTestId(`order-pay-${o.id}`)).toHaveCount(0);
  }
  // The order list has no place for the code (the fee page shows it): it is checked there.
  await page.goto(at(DEMO, "/profile/conference/fee"));
  await expect(page.getByTestId("fee-registration-code")).toContainText(code!);
});

test("bob pays with WeChat Pay's QR code on a phone-sized window; the 'scan' at the simulator moves his page on by itself", async ({
  browser,
  at,
  signIn,
  sql,
}) => {
  // Phone-sized, but a desktop browser's user agent (the context's default): the app offers the QR
  // code (Native) to a desktop browser and would send a phone's browser to WeChat's H5 page instead.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  await as(context, signIn, PEOPLE[1], "zh");
  const page = await context.newPage();
  expect(await page.evaluate(() => navigator.userAgent)).not.toMatch(/Android|iPhone|iPad|Mobile/);
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth);

  await chooseFees(page, at);
  const [order] = await ordersOf(sql, PEOPLE[1]);
  await expect(page.getByTestId("pay-demo")).toContainText("演示支付");
  await page.getByTestId("pay-method-WECHAT").check();
  await page.getByTestId("pay-continue").click();
  await expect(page.getByTestId("pay-qr")).toContainText("请使用微信扫码支付");
  await expect(page.getByTestId("pay-qr-image")).toBeVisible();
  expect(await page.getByTestId("pay-qr-image").getAttribute("data-code-url")).toMatch(/^weixin:\/\//);
  await expect(page.getByTestId("pay-qr-waiting")).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(390);

  // The "phone": the demo link opens the simulator's scan page, which leads to the approve page.
  const scan = await page.getByTestId("pay-qr-simulate").getAttribute("href");
  expect(scan).toMatch(new RegExp(`^${E2E_PAYSIM_URL}/wechat/scan\\?code=`));
  const phone = await context.newPage();
  await phone.goto(scan!);
  await expect(phone).toHaveURL(new RegExp(`^${E2E_PAYSIM_URL}/sim/pay/`));
  await expect(phone.getByTestId("sim-banner")).toContainText("DEMO PAYMENT");
  await expect(phone.getByTestId("sim-amount")).toHaveText("1200.00 CNY");
  await phone.getByTestId("sim-approve").click();
  await expect(phone.getByTestId("sim-done")).toBeVisible();
  await phone.close();

  // bob's page has been polling: the notification settles the bill and the page moves on.
  await page.waitForURL(BILL_URL, { timeout: 20_000 });
  const billNo = BILL_URL.exec(page.url())![1];
  await expect(page.getByTestId("result-status")).toHaveAttribute("data-status", "SUCCEEDED");
  const bill = await billOf(sql, billNo);
  await expect(page.getByTestId("result-transaction")).toHaveText(bill.providerTxnNo!);
  const code = await registrationCodeOf(sql, PEOPLE[1]);
  expect(code).toMatch(/^DEMO-\d{4}$/);
  await expect(page.getByTestId("result-registration-code")).toContainText(code!);
  expect(await overflow()).toBeLessThanOrEqual(390);
  expect((await ordersOf(sql, PEOPLE[1])).map((o) => o.transactionStatus)).toEqual(["PAID"]);

  await page.goto(at(DEMO, "/profile/order/list"));
  const card = page.getByTestId(`order-card-${order.id}`);
  await expect(card).toBeVisible();
  await expect(card.getByTestId(`order-status-${order.id}`)).toHaveText("已支付");
  await expect(card.getByTestId(`order-pay-${order.id}`)).toHaveCount(0);
  expect(await overflow()).toBeLessThanOrEqual(390);
  await page.goto(at(DEMO, "/profile/conference/fee"));
  await expect(page.getByTestId("fee-registration-code")).toContainText(code!);
  await context.close();
});

test("a payment declined at PayPal brings alice back to the pay page with her order still payable, and she can pay it then", async ({
  page,
  context,
  at,
  signIn,
  sql,
}) => {
  await page.setViewportSize(DESKTOP.viewport);
  await as(context, signIn, PEOPLE[0]);
  await chooseFees(page, at);
  const [order] = await ordersOf(sql, PEOPLE[0]);
  const payUrl = page.url();

  await payPalAtSimulator(page, "decline", "1200.00 CNY");
  await page.waitForURL(/\/profile\/order\/pay\/goto\/\d+\?cancelled=P\d{8}-[A-Z0-9]{8}(&.*)?$/); // PayPal adds its token
  expect(page.url().split("?")[0]).toBe(payUrl);
  await expect(page.getByTestId("pay-cancelled")).toContainText("Payment not completed");
  await expect(page.getByTestId("pay-methods")).toBeVisible();
  await expect(page.getByTestId("pay-method-PAYPAL")).toBeVisible();
  await expect(page.getByTestId("pay-method-WECHAT")).toBeVisible();
  // The declined attempt is recorded as declined (bill and history), and the order stays payable.
  expect((await ordersOf(sql, PEOPLE[0])).map((o) => o.transactionStatus)).toEqual(["PAYMENT_FAILED"]);
  const declined = await sql.query<{ status: string; problem: string }>(
    `SELECT p.status, p.problem FROM "Payment" p JOIN "PaymentOrder" po ON po."paymentId" = p.id WHERE po."orderId" = $1`,
    [order.id],
  );
  expect(declined.rows).toEqual([{ status: "FAILED", problem: "declined" }]);

  await page.goto(at(DEMO, "/profile/order/list"));
  await expect(page.getByTestId(`order-row-${order.id}`).getByTestId(`order-status-${order.id}`)).toHaveText("Payment failed");
  await page.getByTestId(`order-row-${order.id}`).getByTestId(`order-pay-${order.id}`).click();
  await expect(page).toHaveURL(new RegExp(`/profile/order/pay/goto/${order.id}$`));
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");

  // Paying again makes a new bill; the declined one does not stand in the way.
  await payPalAtSimulator(page, "approve", "1200.00 CNY");
  await page.waitForURL(BILL_URL);
  await expect(page.getByTestId("result-status")).toHaveAttribute("data-status", "SUCCEEDED");
  expect((await ordersOf(sql, PEOPLE[0])).map((o) => o.transactionStatus)).toEqual(["PAID"]);
  const bills = await sql.query<{ status: string }>(
    `SELECT p.status FROM "Payment" p JOIN "PaymentOrder" po ON po."paymentId" = p.id WHERE po."orderId" = $1 ORDER BY p.id`,
    [order.id],
  );
  expect(bills.rows.map((b) => b.status)).toEqual([expect.not.stringMatching(/^SUCCEEDED$/), "SUCCEEDED"]);
});

test("the manager sees alice's PayPal payment on her registration order: the provider's transaction number and the messages, raw on demand", async ({
  page,
  context,
  browser,
  at,
  signIn,
  sql,
}) => {
  await page.setViewportSize(DESKTOP.viewport);
  await as(context, signIn, PEOPLE[0]);
  const { order, billNo } = await alicePaysRegistration(page, at, sql);
  const bill = await billOf(sql, billNo);
  expect(bill.providerTxnNo).toBeTruthy();
  expect(order.transactionNo).toBe(bill.providerTxnNo);

  const office = await browser.newContext(DESKTOP);
  await as(office, signIn, "manager@example.org");
  const desk = await office.newPage();
  await desk.goto(at(DEMO, `/platform/manage/order/${order.id}`));
  const row = desk.getByTestId("order-bill").filter({ hasText: billNo });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId("order-bill-txn")).toHaveText(bill.providerTxnNo!);

  const notices = desk.getByTestId("order-notices-section").getByTestId("order-notice");
  await expect(notices.first()).toBeVisible();
  expect(await notices.count()).toBeGreaterThanOrEqual(2); // our query on her return and PayPal's webhook
  await expect(desk.locator('[data-testid="order-notice"][data-result="applied"]')).toHaveCount(1);
  const webhook = notices.filter({ hasText: "Notification" }).first();
  await webhook.getByTestId("order-notice-raw-toggle").click();
  const raw = desk.getByTestId("order-notice-raw");
  await expect(raw).toBeVisible();
  await expect(raw).toContainText("PAYMENT.CAPTURE.COMPLETED");
  await expect(raw).toContainText(bill.providerTxnNo!);
  await office.close();
});

test("back from Alipay before its notification: the result page says 'confirming', offers no second payment, then shows paid", async ({
  page,
  context,
  at,
  signIn,
  sql,
}) => {
  await page.setViewportSize(DESKTOP.viewport);
  await as(context, signIn, PEOPLE[0]);
  await chooseFees(page, at);
  await page.getByTestId("pay-method-ALIPAY").check();
  await page.getByTestId("pay-continue").click();
  await page.waitForURL(`${E2E_PAYSIM_URL}/sim/pay/**`);
  // The provider cannot be asked and its notification comes 6 s late: only the notification can settle it.
  await fetch(`${E2E_PAYSIM_URL}/sim/controls`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ outage: true, delayMs: 6000 }),
  });
  await page.getByTestId("sim-approve").click();
  await page.waitForURL(BILL_URL);
  const status = page.getByTestId("result-status");
  await expect(status).toHaveAttribute("data-phase", "confirming");
  await expect(status).toContainText("Confirming your payment…");
  await expect(page.getByRole("link", { name: "Continue paying" })).toHaveCount(0);
  await resetSimulator();
  await expect(status).toHaveAttribute("data-status", "SUCCEEDED", { timeout: 30_000 });
  expect((await ordersOf(sql, PEOPLE[0])).map((o) => o.transactionStatus)).toEqual(["PAID"]);
});

test("an open PayPal checkout: the pay page shows 'a payment is in progress' instead of a second payment; cancelled, alice may pay again", async ({
  page,
  context,
  at,
  signIn,
  sql,
}, info) => {
  await page.setViewportSize(DESKTOP.viewport);
  await as(context, signIn, PEOPLE[0]);
  await chooseFees(page, at);
  const payUrl = page.url();
  await page.getByTestId("pay-method-PAYPAL").check();
  await page.getByTestId("pay-continue").click();
  await page.waitForURL(`${E2E_PAYSIM_URL}/sim/pay/**`);
  await page.goto(payUrl); // back to the pay page without deciding at PayPal (another tab, the back button)
  const panel = page.getByTestId("pay-in-progress");
  await expect(panel).toContainText("A payment is in progress");
  await expect(page.getByTestId("pay-methods")).toHaveCount(0);
  await page.screenshot({ path: info.outputPath("pay-in-progress-en.png"), fullPage: true });
  await page.getByTestId("pay-in-progress-cancel").click();
  await page.getByTestId("pay-in-progress-cancel-confirm").click();
  await expect(page.getByTestId("pay-methods")).toBeVisible();
  const [order] = await ordersOf(sql, PEOPLE[0]);
  const bills = await sql.query<{ status: string; problem: string }>(
    `SELECT p.status, p.problem FROM "Payment" p JOIN "PaymentOrder" po ON po."paymentId" = p.id WHERE po."orderId" = $1`,
    [order.id],
  );
  expect(bills.rows).toEqual([{ status: "CANCELLED", problem: "cancelledByPayer" }]);
});

test("a WeChat Pay charge for an order already paid: the manager finds it under 'payment exception' and records the refund", async ({
  browser,
  page,
  context,
  at,
  signIn,
  sql,
}, info) => {
  await page.setViewportSize(DESKTOP.viewport);
  await as(context, signIn, PEOPLE[0]);
  await chooseFees(page, at);
  const [order] = await ordersOf(sql, PEOPLE[0]);
  await page.getByTestId("pay-method-WECHAT").check();
  await page.getByTestId("pay-continue").click();
  const scan = await page.getByTestId("pay-qr-simulate").getAttribute("href");
  // Meanwhile her bank transfer of the same order is confirmed (what a manager's confirmation writes).
  await sql.query(`UPDATE "Order" SET "transactionStatus" = 'PAID', "payStatus" = 'PAID', "paidAt" = now() WHERE id = $1`, [order.id]);
  const phone = await context.newPage();
  await phone.goto(scan!);
  await phone.getByTestId("sim-approve").click();
  await expect(phone.getByTestId("sim-done")).toBeVisible();
  const billNo = (
    await sql.query<{ billNo: string }>(`SELECT p."billNo" FROM "Payment" p JOIN "PaymentOrder" po ON po."paymentId" = p.id WHERE po."orderId" = $1`, [
      order.id,
    ])
  ).rows[0].billNo;
  await webhookAnswered(billNo);
  expect((await billOf(sql, billNo)).status).toBe("EXCEPTION");

  const office = await browser.newContext(DESKTOP);
  await as(office, signIn, "manager@example.org");
  const desk = await office.newPage();
  await desk.goto(at(DEMO, "/platform/manage/order?flag=paymentException"));
  await expect(desk.getByTestId("order-table").getByTestId("order-exception")).toHaveText(["Payment exception / double charge"]);
  await desk.screenshot({ path: info.outputPath("exception-list-en.png"), fullPage: true });
  await desk.goto(at(DEMO, `/platform/manage/order/${order.id}`));
  const bill = desk.getByTestId("order-bill").filter({ hasText: billNo });
  await bill.getByTestId("bill-record-refund").click();
  const dialog = desk.getByTestId("record-refund-dialog");
  await dialog.getByTestId("field-reference").fill("REFUND-E2E-1");
  await dialog.getByTestId("record-refund-submit").click();
  await expect(dialog).toContainText("Confirm that the money has been sent back"); // not without the confirmation
  await dialog.getByTestId("field-confirmed").check();
  await desk.screenshot({ path: info.outputPath("record-refund-en.png") });
  await dialog.getByTestId("record-refund-submit").click();
  await expect(bill.getByTestId("order-bill-status")).toHaveText("Refunded");
  await expect(bill).toContainText("REFUND-E2E-1");
  await desk.goto(at(DEMO, "/platform/manage/order?flag=paymentException"));
  await expect(desk.getByTestId("order-exception")).toHaveCount(0);
  await office.close();
});
