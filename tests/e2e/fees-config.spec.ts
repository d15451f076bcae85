import type { BrowserContext, Page } from "@playwright/test";
import type pg from "pg";
import { createSessionToken, createUser, expect, test } from "./support/fixtures";

// /platform/config/fee (SPEC §2): categories and fees with every §5 rule on its field,
// 'Has children, delete failed', the confirmation of a price change that voids unpaid orders (with
// their number), the third-world list, and the denial of non-managers on the page and the gateway.
// Rows this spec makes are named "E2E …" and removed before and after it; the demo fees stay as seeded.

const DEMO = "demo.localhost";
const DESKTOP = { viewport: { width: 1366, height: 900 } };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const FEE = "/conference/platform/config/fee";

test.describe.configure({ mode: "serial" });

let demoId = 0;
const ids = { category: 0, child: 0, fee: 0 };

async function cleanUp(sql: pg.Pool) {
  await sql.query(`DELETE FROM "Order" o USING "OrderItem" i WHERE i."orderId" = o.id AND i."titleEn" LIKE 'E2E %' AND o."conferenceId" = $1`, [demoId]);
  await sql.query(`DELETE FROM "Fee" WHERE "conferenceId" = $1 AND "titleEn" LIKE 'E2E %'`, [demoId]);
  for (let i = 0; i < 3; i++) {
    // children first: a parent row is restricted while a child points at it
    await sql.query(
      `DELETE FROM "FeeCategory" c WHERE c."conferenceId" = $1 AND c."nameEn" LIKE 'E2E %' AND NOT EXISTS (SELECT 1 FROM "FeeCategory" k WHERE k."parentId" = c.id)`,
      [demoId],
    );
  }
  await sql.query(`UPDATE "RegisterConfig" SET "thirdWorldCountries" = NULL WHERE "conferenceId" = $1`, [demoId]);
}

test.beforeAll(async ({ sql }) => {
  demoId = (await sql.query<{ conferenceId: number }>(`SELECT "conferenceId" FROM "ConferenceDomain" WHERE host = $1`, [DEMO])).rows[0].conferenceId;
  await cleanUp(sql);
});

test.afterAll(async ({ sql }) => cleanUp(sql));

async function managerPage(browser: import("@playwright/test").Browser, signIn: (c: BrowserContext, h: string, e: string) => Promise<string>, locale = "zh") {
  const context = await browser.newContext(DESKTOP);
  await context.addCookies([{ name: "locale", value: locale, domain: DEMO, path: "/" }]);
  await signIn(context, DEMO, "manager@example.org");
  return { context, page: await context.newPage() };
}

const toast = (page: Page) => page.getByTestId("fees-message");

/** An order holding the fee, written straight to the database: the state a price change meets. */
async function orderWith(sql: pg.Pool, email: string, feeId: number, status: string) {
  const r = await sql.query<{ id: number }>(
    `INSERT INTO "Order" ("orderNo", type, "conferenceId", "userId", "totalMinor", currency, "transactionStatus", "payStatus", "updatedAt")
     SELECT 'E2E' || floor(random() * 1e12)::bigint, 'REGISTRATION', $1, u.id, 80000, 'CNY', $3::"TransactionStatus", CASE WHEN $3 = 'PAID' THEN 'PAID'::"PayStatus" ELSE 'UNPAID'::"PayStatus" END, now()
     FROM "User" u WHERE u.email = $2 RETURNING id`,
    [demoId, email, status],
  );
  const orderId = r.rows[0].id;
  await sql.query(
    `INSERT INTO "OrderItem" ("conferenceId", "orderId", type, "feeId", "titleZh", "titleEn", "unitPriceMinor", "amountMinor") VALUES ($1, $2, 'REGISTRATION', $3, 'E2E 注册', 'E2E registration', 80000, 80000)`,
    [demoId, orderId, feeId],
  );
  return orderId;
}

test("a manager adds a category and a fee; every §5 rule shows its message on its field", async ({ browser, signIn, at, sql }) => {
  const { context, page } = await managerPage(browser, signIn);
  await page.goto(at(DEMO, "/platform/config/fee"));
  await expect(page.getByRole("heading", { name: "费用配置", level: 1 })).toBeVisible();

  // A category with a total limit of 2.
  await page.getByTestId("category-add").click();
  const catDialog = page.getByTestId("category-dialog");
  await catDialog.getByTestId("category-save").click();
  await expect(catDialog.getByTestId("field-nameZh")).toHaveAccessibleDescription("此项为必填项");
  await catDialog.getByTestId("field-nameZh").fill("E2E 会议注册");
  await catDialog.getByTestId("field-nameEn").fill("E2E registration");
  await catDialog.getByTestId("field-totalLimit").fill("2");
  await catDialog.getByTestId("category-save").click();
  await expect(catDialog).toHaveCount(0);
  await expect(toast(page)).toHaveText("类别已添加。");
  ids.category = (await sql.query(`SELECT id FROM "FeeCategory" WHERE "conferenceId" = $1 AND "nameEn" = 'E2E registration'`, [demoId])).rows[0].id;
  await expect(page.getByTestId(`category-row-${ids.category}`)).toContainText("限额 2");

  // The fee: an empty save shows "required" on each text and "choose a category" on the category.
  await page.getByTestId("fee-add").click();
  const dialog = page.getByTestId("fee-dialog");
  await dialog.getByTestId("fee-save").click();
  for (const name of ["titleZh", "titleEn", "descriptionZh", "descriptionEn", "price", "openDate", "deadline"]) {
    await expect(dialog.getByTestId(`field-${name}`)).toHaveAccessibleDescription(/此项为必填项/);
  }
  const category = dialog.getByRole("combobox", { name: /^类别/ });
  await expect(category).toHaveAccessibleDescription("请选择类别");

  // Then each rule with a wrong value: price 0, open date after the deadline, per-account maximum above the category's limit.
  await category.click();
  await page.getByRole("option", { name: "E2E 会议注册" }).click();
  await dialog.getByTestId("field-titleZh").fill("E2E 早鸟注册");
  await dialog.getByTestId("field-titleEn").fill("E2E early bird");
  await dialog.getByTestId("field-descriptionZh").fill("含会议资料");
  await dialog.getByTestId("field-descriptionEn").fill("Materials included");
  await dialog.getByTestId("field-price").fill("0");
  await dialog.getByTestId("field-openDate").fill("2026-05-01");
  await dialog.getByTestId("field-deadline").fill("2026-04-01");
  await dialog.getByTestId("field-perAccountMax").fill("3");
  await dialog.getByTestId("fee-save").click();
  await expect(dialog.getByTestId("field-price")).toHaveAccessibleDescription(/价格必须大于零/);
  await expect(dialog.getByTestId("field-deadline")).toHaveAccessibleDescription("开放日期必须早于截止日期");
  await expect(dialog.getByTestId("field-perAccountMax")).toHaveAccessibleDescription("不能超过类别的总限额（2）");
  await expect(dialog.getByTestId("field-displayPrice")).not.toHaveAccessibleDescription(/.+/);

  // A display price needs its currency.
  await dialog.getByTestId("field-displayPrice").fill("110");
  await dialog.getByTestId("fee-save").click();
  await expect(dialog.getByRole("combobox", { name: /^显示币种/ })).toHaveAccessibleDescription("显示币种与显示价格须同时设置");
  await dialog.getByRole("combobox", { name: /^显示币种/ }).click();
  await page.getByRole("option", { name: "USD" }).click();

  await dialog.getByTestId("field-price").fill("800");
  await dialog.getByTestId("field-openDate").fill("2026-01-01");
  await dialog.getByTestId("field-deadline").fill("2026-12-31");
  await dialog.getByTestId("field-perAccountMax").fill("1");
  await dialog.getByTestId("field-invitationCode").fill("E2E-CODE");
  await dialog.getByTestId("field-codePrefix").fill("E2E-");
  await dialog.getByTestId("fee-save").click();
  await expect(dialog).toHaveCount(0);
  await expect(toast(page)).toHaveText("费用已添加。");
  ids.fee = (await sql.query(`SELECT id FROM "Fee" WHERE "conferenceId" = $1 AND "titleEn" = 'E2E early bird'`, [demoId])).rows[0].id;
  await expect(page.getByTestId(`fee-price-${ids.fee}`)).toContainText("¥800.00");
  await expect(page.getByTestId(`fee-price-${ids.fee}`)).toContainText("US$110.00");
  await expect(page.getByTestId(`fee-row-${ids.fee}`)).toContainText("邀请码：E2E-CODE");
  const row = (await sql.query(`SELECT "priceMinor", currency, "displayPriceMinor", "displayCurrency", "codePrefix" FROM "Fee" WHERE id = $1`, [ids.fee]))
    .rows[0];
  expect(row).toEqual({ priceMinor: 80000, currency: "CNY", displayPriceMinor: 11000, displayCurrency: "USD", codePrefix: "E2E-" });
  await context.close();
});

test("the server checks the category's limit too, with the message on perAccountMax", async ({ api, sql }) => {
  const manager = await createSessionToken(sql, "manager@example.org");
  const body = {
    kind: "OPTIONAL",
    titleZh: "E2E 晚宴",
    titleEn: "E2E dinner",
    descriptionZh: "晚宴",
    descriptionEn: "Dinner",
    categoryId: ids.category,
    price: "300",
    currency: "CNY",
    openDate: "2026-01-01",
    deadline: "2026-12-31",
    perAccountMax: 5,
  };
  const r = await api(DEMO, `${FEE}/add`, { method: "POST", token: manager, body, headers: { "accept-language": "en" } });
  expect(r.status).toBe(400);
  expect(Object.keys(r.json.data.fieldErrors)).toEqual(["perAccountMax"]);
  expect(["Cannot exceed the category's total limit (2)", "不能超过类别的总限额（2）"]).toContain(r.json.data.fieldErrors.perAccountMax);
});

test("a price change says how many unpaid orders it voids, and voids only those after confirming", async ({ browser, signIn, at, sql }) => {
  const unpaid = [await orderWith(sql, "alice@example.org", ids.fee, "UNPAID"), await orderWith(sql, "bob@example.org", ids.fee, "PAYMENT_FAILED")];
  const paid = await orderWith(sql, "bob@example.org", ids.fee, "PAID");
  const { context, page } = await managerPage(browser, signIn);
  await page.goto(at(DEMO, "/platform/config/fee"));
  await page.getByTestId(`fee-edit-${ids.fee}`).click();
  const dialog = page.getByTestId("fee-dialog");
  await dialog.getByTestId("field-price").fill("900");
  await dialog.getByTestId("fee-save").click();
  const confirm = page.getByTestId("fee-confirm-void");
  await expect(confirm).toContainText("有 2 个未支付订单包含此费用");
  // Cancelled: nothing changed.
  await confirm.getByRole("button", { name: "取消" }).click();
  const price = async () => (await sql.query(`SELECT "priceMinor" FROM "Fee" WHERE id = $1`, [ids.fee])).rows[0].priceMinor;
  expect(await price()).toBe(80000);

  await dialog.getByTestId("fee-save").click();
  await expect(page.getByTestId("fee-confirm-void-confirm")).toHaveText("作废 2 个订单并保存");
  await page.getByTestId("fee-confirm-void-confirm").click();
  await expect(dialog).toHaveCount(0);
  await expect(toast(page)).toHaveText("费用已保存。2 个未支付订单已作废，并已通知相关参会者。");
  await expect(page.getByTestId(`fee-price-${ids.fee}`)).toContainText("¥900.00");
  expect(await price()).toBe(90000);
  const statuses = await sql.query(`SELECT id, "transactionStatus" AS s FROM "Order" WHERE id = ANY($1) ORDER BY id`, [[...unpaid, paid]]);
  expect(statuses.rows.map((o) => o.s)).toEqual(["CANCELLED", "CANCELLED", "PAID"]);
  await context.close();
});

test("deleting: a parent with children ('Has children, delete failed'), a category with fees, a fee orders hold", async ({ browser, signIn, at, sql }) => {
  const { context, page } = await managerPage(browser, signIn);
  await page.goto(at(DEMO, "/platform/config/fee"));
  await page.getByTestId(`category-add-child-${ids.category}`).click();
  const catDialog = page.getByTestId("category-dialog");
  await catDialog.getByTestId("field-nameZh").fill("E2E 学生");
  await catDialog.getByTestId("field-nameEn").fill("E2E students");
  await catDialog.getByTestId("category-save").click();
  await expect(toast(page)).toHaveText("类别已添加。");
  ids.child = (await sql.query(`SELECT id FROM "FeeCategory" WHERE "conferenceId" = $1 AND "nameEn" = 'E2E students'`, [demoId])).rows[0].id;
  expect((await sql.query(`SELECT "parentId" FROM "FeeCategory" WHERE id = $1`, [ids.child])).rows[0].parentId).toBe(ids.category);

  await page.getByTestId(`category-delete-${ids.category}`).click();
  await expect(page.getByTestId("category-confirm-delete")).toContainText("E2E 会议注册");
  await page.getByTestId("category-confirm-delete-confirm").click();
  await expect(toast(page)).toHaveText("存在子节点，删除失败");

  // The child goes; the parent still has its fee.
  await page.getByTestId(`category-delete-${ids.child}`).click();
  await page.getByTestId("category-confirm-delete-confirm").click();
  await expect(toast(page)).toHaveText("类别已删除。");
  await page.getByTestId(`category-delete-${ids.category}`).click();
  await page.getByTestId("category-confirm-delete-confirm").click();
  await expect(toast(page)).toHaveText("该类别下仍有费用或订单，无法删除。");

  // The paid order still holds the fee.
  await page.getByTestId(`fee-delete-${ids.fee}`).click();
  await page.getByTestId("fee-confirm-delete-confirm").click();
  await expect(toast(page)).toHaveText("仍有 1 个订单占用此费用，无法删除。");
  await expect(page.getByTestId(`fee-row-${ids.fee}`)).toBeVisible();
  await context.close();
});

test("the third-world list: add a country, then reset to the default (English)", async ({ browser, signIn, at, sql }) => {
  const { context, page } = await managerPage(browser, signIn, "en");
  await page.goto(at(DEMO, "/platform/config/fee"));
  await expect(page.getByRole("heading", { name: "Fee configuration", level: 1 })).toBeVisible();
  const summary = page.getByTestId("third-world-summary");
  await expect(summary).toHaveText("The platform's default list (45 countries).");
  await page.getByTestId("third-world-edit").click();
  const dialog = page.getByTestId("third-world-dialog");
  await dialog.getByRole("combobox", { name: "Countries" }).fill("Bolivia");
  await page.getByRole("option", { name: "Bolivia" }).click();
  await dialog.getByTestId("third-world-save").click();
  await expect(dialog).toHaveCount(0);
  await expect(toast(page)).toHaveText("Country list saved.");
  await expect(summary).toHaveText("A list edited for this conference (46 countries).");
  const stored = (await sql.query(`SELECT "thirdWorldCountries" AS c FROM "RegisterConfig" WHERE "conferenceId" = $1`, [demoId])).rows[0].c as string[];
  expect(stored).toContain("BO");
  expect(stored).toHaveLength(46);

  await page.getByTestId("third-world-reset").click();
  await page.getByTestId("third-world-confirm-reset-confirm").click();
  await expect(toast(page)).toHaveText("Country list reset to the default.");
  await expect(summary).toHaveText("The platform's default list (45 countries).");
  await context.close();
});

for (const locale of ["zh", "en"]) {
  test(`the page fits a phone without sideways scrolling (${locale})`, async ({ browser, signIn, at }) => {
    const context = await browser.newContext(PHONE);
    await context.addCookies([{ name: "locale", value: locale, domain: DEMO, path: "/" }]);
    await signIn(context, DEMO, "manager@example.org");
    const page = await context.newPage();
    await page.goto(at(DEMO, "/platform/config/fee"));
    await expect(page.getByTestId(`fee-row-${ids.fee}`)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.getByTestId(`fee-edit-${ids.fee}`).click();
    await expect(page.getByTestId("fee-dialog")).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await context.close();
  });
}

test("non-managers are denied the page and every manager call; participants get only their fees", async ({ browser, signIn, at, api, sql }) => {
  // alice, an attendee: the page sends her to /403, the gateway answers 403.
  const alice = await browser.newContext(DESKTOP);
  await signIn(alice, DEMO, "alice@example.org");
  const page = await alice.newPage();
  await page.goto(at(DEMO, "/platform/config/fee"));
  await expect(page).toHaveURL(at(DEMO, "/403"));
  await alice.close();

  const token = await createSessionToken(sql, "alice@example.org");
  const category = { nameZh: "E2E 偷偷", nameEn: "E2E sneaky", parentId: null, totalLimit: null, order: 0 };
  const calls: [string, string, unknown?][] = [
    ["GET", `${FEE}/list`],
    ["POST", `${FEE}/category/add`, category],
    ["PUT", `${FEE}/category/update`, { id: ids.category, ...category }],
    ["DELETE", `${FEE}/category/${ids.category}`],
    ["PUT", `${FEE}/update`, { id: ids.fee, voidCount: null }],
    ["GET", `${FEE}/unpaidOrders/${ids.fee}`],
    ["DELETE", `${FEE}/${ids.fee}`],
    ["GET", `${FEE}/thirdWorld`],
    ["PUT", `${FEE}/thirdWorld`, { countries: ["CN"] }],
    ["POST", `${FEE}/thirdWorld/reset`],
  ];
  for (const [method, path, body] of calls) expect((await api(DEMO, path, { method, token, body })).status, `${method} ${path}`).toBe(403);
  expect((await sql.query(`SELECT count(*)::int AS n FROM "FeeCategory" WHERE "nameEn" = 'E2E sneaky'`)).rows[0].n).toBe(0);

  // What she may see: the fees for her, without other fees' invitation codes or counters.
  const info = await api(DEMO, "/conference/conferenceRegUserConfig/getRegFeeInfo", { token });
  expect(info.status).toBe(200);
  expect(info.json.data.manager).toBe(false);
  expect(JSON.stringify(info.json.data)).not.toContain("E2E-CODE");
  expect(JSON.stringify(info.json.data)).not.toContain("usedCount");
  const mine = await api(DEMO, "/conference/conferenceRegUserConfig/getRegFee", { token });
  expect(mine.status).toBe(200);
  expect((mine.json.data as { id: number }[]).some((f) => f.id === ids.fee)).toBe(false); // it needs its code
  expect((await api(DEMO, "/conference/conferenceRegUserConfig/getRegFee")).status).toBe(401);

  // A manager of another conference: 403 here, and this conference's ids are not found on theirs.
  const email = await createUser(sql, "fees-manager");
  await sql.query(
    `INSERT INTO "ConferenceUser" ("conferenceId", "userId", role) SELECT d."conferenceId", u.id, 'MANAGER' FROM "ConferenceDomain" d, "User" u WHERE d.host = 'en.localhost' AND u.email = $1`,
    [email],
  );
  const other = await createSessionToken(sql, email);
  expect((await api(DEMO, `${FEE}/list`, { token: other })).status).toBe(403);
  expect((await api("en.localhost", `${FEE}/list`, { token: other })).status).toBe(200);
  expect((await api("en.localhost", `${FEE}/${ids.fee}`, { method: "DELETE", token: other })).status).toBe(404);
  expect((await api("en.localhost", `${FEE}/category/${ids.category}`, { method: "DELETE", token: other })).status).toBe(404);
  await sql.query(`DELETE FROM "User" WHERE email = $1`, [email]);

  // The manager's view holds every setting.
  const manager = await createSessionToken(sql, "manager@example.org");
  const full = await api(DEMO, "/conference/conferenceRegUserConfig/getRegFeeInfo", { token: manager });
  expect(full.json.data.manager).toBe(true);
  expect(JSON.stringify(full.json.data)).toContain("E2E-CODE");
});
