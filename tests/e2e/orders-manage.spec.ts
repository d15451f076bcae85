import { devices, type Browser, type Page } from "@playwright/test";
import type pg from "pg";
import { createSessionToken, expect, test } from "./support/fixtures";

// /platform/manage/order and /platform/manage/order/{orderId} (SPEC §2): a manager finds an
// order by its number, confirms the payment (a wrong amount is refused on the field), sees it paid
// with its history row; cancels another with a reason; a participant is denied the pages and the
// call. The orders are written with SQL at the start (cleaned first, so a retry starts the same).

const DEMO = "demo.localhost";
const PAYER = "orderadmin-payer@example.org";
const PAID_NO = "F20261122-E2EOA1"; // dinner ×2, payment declared, waiting for confirmation
const CANCEL_NO = "R20261122-E2EOA2"; // early-bird registration, unpaid
const PHONE = { viewport: { width: 390, height: 844 }, userAgent: devices["iPhone 13"].userAgent, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1366, height: 900 } };

test.describe.configure({ mode: "serial" });

const ids = { paid: 0, cancel: 0 };

async function cleanUp(sql: pg.Pool) {
  const orders = `SELECT id FROM "Order" WHERE "orderNo" IN ('${PAID_NO}', '${CANCEL_NO}')`;
  await sql.query(`DELETE FROM "Payment" WHERE id IN (SELECT "paymentId" FROM "PaymentOrder" WHERE "orderId" IN (${orders}))`);
  await sql.query(`DELETE FROM "Payment" WHERE "userId" IN (SELECT id FROM "User" WHERE email = $1)`, [PAYER]);
  await sql.query(`DELETE FROM "Order" WHERE id IN (${orders})`);
  await sql.query(`DELETE FROM "Order" WHERE "userId" IN (SELECT id FROM "User" WHERE email = $1)`, [PAYER]);
  await sql.query(`DELETE FROM "User" WHERE email = $1`, [PAYER]); // the attendee row goes with it
}

async function createOrders(sql: pg.Pool) {
  const conf = (await sql.query<{ id: number }>(`SELECT "conferenceId" AS id FROM "ConferenceDomain" WHERE host = $1`, [DEMO])).rows[0].id;
  const user = (
    await sql.query<{ id: number }>(
      `INSERT INTO "User" (email, "trueName", "firstName", "lastName", "updatedAt") VALUES ($1, 'Olivia Payer', 'Olivia', 'Payer', now()) RETURNING id`,
      [PAYER],
    )
  ).rows[0].id;
  await sql.query(
    `INSERT INTO "Attendee" ("conferenceId", "userId", "formVersionId", email, "fullName", "registrationCode", status, "updatedAt")
     SELECT $1, $2, v.id, $3, 'Olivia Payer', 'OA-E2E-0001', 'NORMAL', now() FROM "RegisterFormVersion" v WHERE v."conferenceId" = $1 ORDER BY v.id LIMIT 1`,
    [conf, user, PAYER],
  );
  const fee = async (kind: string) =>
    (
      await sql.query(
        `SELECT id, "titleZh", "titleEn", "priceMinor", "displayPriceMinor" FROM "Fee" WHERE "conferenceId" = $1 AND kind = $2 ORDER BY "order" LIMIT 1`,
        [conf, kind],
      )
    ).rows[0];
  const order = async (
    no: string,
    type: string,
    f: { id: number; titleZh: string; titleEn: string; priceMinor: number; displayPriceMinor: number },
    qty: number,
    status: string,
  ) => {
    const id = (
      await sql.query<{ id: number }>(
        // Created at 01:05 on 22 November in Beijing (still the 21st in UTC); due in a week, so the expiry loop leaves it alone.
        `INSERT INTO "Order" ("orderNo", type, "conferenceId", "userId", "totalMinor", currency, "displayTotalMinor", "displayCurrency", "transactionStatus",
           "paymentMethod", "deadlineAt", "createdAt", "updatedAt")
         VALUES ($1, $2, $3, $4, $5, 'CNY', $6, 'USD', $7, $8, now() + interval '7 days', '2026-11-21T17:05:00Z', now()) RETURNING id`,
        [no, type, conf, user, f.priceMinor * qty, f.displayPriceMinor * qty, status, status === "UNPAID" ? null : "BANK_REMITTANCE"],
      )
    ).rows[0].id;
    await sql.query(
      `INSERT INTO "OrderItem" ("conferenceId", "orderId", type, "feeId", "titleZh", "titleEn", quantity, "unitPriceMinor", "amountMinor", "displayUnitPriceMinor", "displayCurrency")
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'USD')`,
      [conf, id, type, f.id, f.titleZh, f.titleEn, qty, f.priceMinor, f.priceMinor * qty, f.displayPriceMinor],
    );
    await sql.query(
      `INSERT INTO "OrderTransition" ("conferenceId", "orderId", "fromStatus", "toStatus", "actorUserId", "createdAt") VALUES ($1, $2, NULL, 'UNPAID', $3, '2026-11-21T17:05:00Z')`,
      [conf, id, user],
    );
    return id;
  };
  const dinner = await fee("OPTIONAL");
  ids.paid = await order(PAID_NO, "OPTIONAL", dinner, 2, "WAITING_CONFIRMATION");
  await sql.query(
    `INSERT INTO "OrderTransition" ("conferenceId", "orderId", "fromStatus", "toStatus", "actorUserId", reason) VALUES ($1, $2, 'UNPAID', 'WAITING_CONFIRMATION', $3, '{"text":"Sent from ICBC"}')`,
    [conf, ids.paid, user],
  );
  const bill = await sql.query<{ id: number }>(
    `INSERT INTO "Payment" ("billNo", "conferenceId", "userId", provider, "amountMinor", currency, status, "payerNote", "updatedAt")
     VALUES ('P20261122-E2EOA001', $1, $2, 'BANK_REMITTANCE', $3, 'CNY', 'PENDING', 'Sent from ICBC', now()) RETURNING id`,
    [conf, user, dinner.priceMinor * 2],
  );
  await sql.query(`INSERT INTO "PaymentOrder" ("paymentId", "orderId") VALUES ($1, $2)`, [bill.rows[0].id, ids.paid]);
  ids.cancel = await order(CANCEL_NO, "REGISTRATION", await fee("REGISTRATION"), 1, "UNPAID");
}

test.beforeAll(async ({ sql }) => {
  await cleanUp(sql);
  await createOrders(sql);
});

test.afterAll(async ({ sql }) => cleanUp(sql));

async function managerPage(
  browser: Browser,
  signIn: (c: import("@playwright/test").BrowserContext, h: string, e: string) => Promise<string>,
  locale: "zh" | "en",
  view = DESKTOP,
) {
  const context = await browser.newContext(view);
  await signIn(context, DEMO, "manager@example.org");
  await context.addCookies([{ name: "locale", value: locale, domain: DEMO, path: "/" }]);
  return { context, page: await context.newPage() };
}

const noPageScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

test("a manager finds the order by number, is refused a wrong amount, confirms the payment and sees it paid with its history", async ({
  browser,
  signIn,
  at,
}) => {
  const { context, page } = await managerPage(browser, signIn, "en");
  await page.goto(at(DEMO, "/platform/manage/order"));
  await expect(page.getByRole("heading", { name: "Orders" })).toBeVisible();
  await page.getByTestId("order-search").fill("no-such-order");
  await page.getByTestId("order-filter-submit").click();
  await expect(page.getByTestId("order-empty")).toContainText("No order matches these filters.");
  await expect(page.getByTestId("order-row")).toHaveCount(0);
  await page.getByTestId("order-search").fill(PAID_NO.toLowerCase());
  await page.getByTestId("order-filter-submit").click();
  await expect(page).toHaveURL(/search=f20261122-e2eoa1/);
  const row = page.getByTestId("order-row");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Olivia Payer");
  await expect(row).toContainText("Conference dinner ×2");
  await expect(row.getByTestId("order-total")).toContainText("CN¥600.00");
  await expect(row.getByTestId("order-total")).toContainText("$84.00");
  await expect(row).toContainText("2026-11-22 01:05"); // the conference's clock, not UTC
  await expect(row.getByTestId("order-status")).toHaveText("Waiting for confirmation");

  // The export carries what the list shows (fetched by the page: Node cannot resolve *.localhost).
  const href = (await page.getByTestId("order-export-csv").getAttribute("href"))!;
  expect(href).toContain(`search=${PAID_NO.toLowerCase()}`);
  const csv = await page.evaluate(async (url) => {
    const r = await fetch(url);
    return { status: r.status, text: await r.text() };
  }, href);
  expect(csv.status).toBe(200);
  expect(csv.text).toContain(`${PAID_NO},Olivia Payer,${PAYER},Optional fee,Conference dinner ×2,600.00,CNY,84.00,USD`);

  await row.getByTestId("order-link").click();
  await expect(page).toHaveURL(at(DEMO, `/platform/manage/order/${ids.paid}`));
  await expect(page.getByRole("heading", { name: `Order ${PAID_NO}` })).toBeVisible();
  await expect(page.getByTestId("fact-code")).toContainText("OA-E2E-0001");
  await expect(page.getByTestId("code-status")).toHaveText("Valid");
  await expect(page.getByTestId("order-bill")).toContainText("Sent from ICBC");
  await expect(page.getByTestId("order-bill-status")).toHaveText("Declared paid");
  await expect(page.getByTestId("action-payLater")).toBeVisible();

  await page.getByTestId("action-confirm").click();
  const dialog = page.getByTestId("confirm-dialog");
  await expect(dialog.getByTestId("field-amount")).toHaveValue("600.00");
  await page.screenshot({ path: test.info().outputPath("confirm-dialog.png") });
  await dialog.getByTestId("field-amount").fill("500");
  await dialog.getByTestId("field-transactionNo").fill("ICBC-20261122-7788");
  await dialog.getByTestId("confirm-submit").click();
  await expect(dialog.getByText("The amount must equal the order total (CN¥600.00).")).toBeVisible();
  await expect(page.getByTestId("detail-status")).toHaveText("Waiting for confirmation");

  await dialog.getByTestId("field-amount").fill("600.00");
  await dialog.getByTestId("confirm-submit").click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId("order-action-message")).toHaveText("The payment was confirmed; the order is paid.");
  await expect(page.getByTestId("detail-status")).toHaveText("Paid");
  await expect(page.getByTestId("fact-transactionNo")).toHaveText("ICBC-20261122-7788");
  const last = page.getByTestId("history-row").last();
  await expect(last.getByTestId("history-change")).toHaveText("Waiting for confirmation → Paid");
  await expect(last.getByTestId("history-actor")).toContainText("manager@example.org");
  await expect(last.getByTestId("history-reason")).toHaveText("ICBC-20261122-7788");
  await expect(page.getByTestId("order-bill-status")).toHaveText("Succeeded");
  // Paid: no second confirmation, no pay-later; cancelling (with a refund) and the refund note remain.
  await expect(page.getByTestId("action-confirm")).toHaveCount(0);
  await expect(page.getByTestId("action-payLater")).toHaveCount(0);
  await expect(page.getByTestId("action-cancel")).toBeVisible();
  await context.close();
});

test("a manager cancels an unpaid order with a reason", async ({ browser, signIn, at }) => {
  const { context, page } = await managerPage(browser, signIn, "zh");
  await page.goto(at(DEMO, "/platform/manage/order?status=UNPAID&from=2026-11-22&to=2026-11-22"));
  const row = page.locator(`[data-testid="order-row"][data-order-no="${CANCEL_NO}"]`);
  await expect(row.getByTestId("order-status")).toHaveText("未支付");
  await row.getByTestId("order-link").click();
  await expect(page.getByRole("heading", { name: `订单 ${CANCEL_NO}` })).toBeVisible();
  await page.goto(page.url()); // a fresh load waits for hydration; the link's landing does not

  await page.getByTestId("action-cancel").click();
  const dialog = page.getByTestId("cancel-dialog");
  await dialog.getByTestId("cancel-submit").click();
  await expect(dialog.getByText("此项为必填项")).toBeVisible();
  await dialog.getByTestId("field-reason").fill("重复下单");
  await dialog.getByTestId("cancel-submit").click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId("order-action-message")).toHaveText("订单已取消。");
  await expect(page.getByTestId("detail-status")).toHaveText("已取消");
  await expect(page.getByTestId("detail-available")).toContainText("无效");
  await expect(page.getByTestId("fact-voidReason")).toHaveText("管理员已取消。");
  const last = page.getByTestId("history-row").last();
  await expect(last.getByTestId("history-change")).toHaveText("未支付 → 已取消");
  await expect(last.getByTestId("history-reason")).toHaveText("重复下单");
  await expect(page.getByTestId("order-actions")).toContainText("当前状态下没有可执行的操作。");
  await context.close();
});

test("a participant is denied both pages and the list call", async ({ page, context, at, signIn, api, sql }) => {
  await signIn(context, DEMO, "alice@example.org");
  for (const path of ["/platform/manage/order", `/platform/manage/order/${ids.paid}`]) {
    await page.goto(at(DEMO, path));
    await expect(page, path).toHaveURL(at(DEMO, "/403"));
  }
  const token = await createSessionToken(sql, "alice@example.org");
  const r = await api(DEMO, "/conference/platform/manage/order/list", { token });
  expect([r.status, r.json.code]).toEqual([403, 403]);
  const empty = await api(DEMO, "/conference/platform/manage/order/list", { token: await createSessionToken(sql, "manager@example.org") });
  expect(empty.status).toBe(200);
});

for (const locale of ["zh", "en"] as const) {
  for (const [label, view] of [
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const) {
    test(`both pages fit a ${label} in ${locale}`, async ({ browser, signIn, at }, info) => {
      const { context, page } = await managerPage(browser, signIn, locale, view);
      await page.goto(at(DEMO, "/platform/manage/order"));
      // A table beside the menu at 1366 px; cards on a phone.
      await expect(page.getByTestId(label === "desktop" ? "order-table" : "order-cards")).toBeVisible();
      await expect(page.getByTestId(label === "desktop" ? "order-cards" : "order-table")).toBeHidden();
      await noPageScroll(page);
      // The filters and exports stay inside the screen; on a phone the search has a row of its own.
      const box = (await page.getByTestId("order-filters").boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(view.viewport.width);
      await page.screenshot({ path: info.outputPath(`list-${label}-${locale}.png`), fullPage: true });
      await page.goto(at(DEMO, `/platform/manage/order/${ids.paid}`));
      await expect(page.getByTestId("order-history")).toBeVisible();
      await noPageScroll(page);
      await page.screenshot({ path: info.outputPath(`detail-${label}-${locale}.png`), fullPage: true });
      await page.getByTestId("action-refundNote").click();
      await expect(page.getByTestId("refund-note-dialog")).toBeVisible();
      await page.screenshot({ path: info.outputPath(`dialog-${label}-${locale}.png`) });
      await context.close();
    });
  }
}
