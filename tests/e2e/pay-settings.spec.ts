import { devices, type Page } from "@playwright/test";
import type pg from "pg";
import { createSessionToken, expect, test } from "./support/fixtures";

// /platform/config/pay (SPEC §2) and §3 "Payment methods": the manager sets up bank
// transfer and provider credentials; secrets show only as set / not set and never reach the page.
// The journey changes the demo conference's payment settings; afterAll puts them back as they were,
// since the order journeys pay by the seeded bank transfer.

const DEMO = "demo.localhost";
const PAGE = "/platform/config/pay";
const DESKTOP = { viewport: { width: 1366, height: 900 } };
const PHONE = { viewport: { width: 390, height: 844 }, userAgent: devices["iPhone 13"].userAgent, isMobile: true, hasTouch: true };
const PAYPAL_SECRET = "PayPal-e2e-secret-90817";
const CARD_PASSWORD = "Card-e2e-pass-55120";
const CERT = Buffer.concat([Buffer.from([0x30, 0x82, 0x02, 0x10]), Buffer.from("e2e-pkcs12-body-77331")]);

test.describe.configure({ mode: "serial" });

let demoId = 0;
let methods: Record<string, unknown>[] = [];
let settings: Record<string, unknown>[] = [];

test.beforeAll(async ({ sql }) => {
  demoId = (await sql.query<{ conferenceId: number }>(`SELECT "conferenceId" FROM "ConferenceDomain" WHERE host = $1`, [DEMO])).rows[0].conferenceId;
  methods = (await sql.query(`SELECT * FROM "PaymentMethodConfig" WHERE "conferenceId" = $1`, [demoId])).rows;
  settings = (await sql.query(`SELECT * FROM "PaymentSettings" WHERE "conferenceId" = $1`, [demoId])).rows;
});

test.afterAll(async ({ sql }) => {
  await sql.query(`DELETE FROM "PaymentMethodConfig" WHERE "conferenceId" = $1`, [demoId]);
  await sql.query(`DELETE FROM "PaymentSettings" WHERE "conferenceId" = $1`, [demoId]);
  for (const [table, rows] of [
    ["PaymentMethodConfig", methods],
    ["PaymentSettings", settings],
  ] as const) {
    for (const row of rows) {
      const cols = Object.keys(row);
      const values = cols.map((c) => (c === "config" ? JSON.stringify(row[c]) : row[c]));
      await sql.query(`INSERT INTO "${table}" (${cols.map((c) => `"${c}"`).join(",")}) VALUES (${cols.map((_, i) => `$${i + 1}`).join(",")})`, values);
    }
  }
});

const rawConfig = async (sql: pg.Pool, method: string) =>
  (await sql.query<{ config: string }>(`SELECT config::text AS config FROM "PaymentMethodConfig" WHERE "conferenceId" = $1 AND method = $2`, [demoId, method]))
    .rows[0]?.config ?? "";

async function open(page: Page, method: string) {
  await page.getByTestId(`pay-method-open-${method}`).click();
  await expect(page.getByTestId(`pay-method-form-${method}`)).toBeVisible();
  return page.getByTestId(`pay-method-form-${method}`);
}

test("manager sets up bank transfer: required fields on enabling, saved, in Chinese and English", async ({ page, context, at, signIn, sql }) => {
  // A retry starts from no bank transfer configured.
  await sql.query(`DELETE FROM "PaymentMethodConfig" WHERE "conferenceId" = $1 AND method = 'BANK_REMITTANCE'`, [demoId]);
  await signIn(context, DEMO, "manager@example.org");
  await context.addCookies([{ name: "locale", value: "zh", domain: DEMO, path: "/" }]);
  await page.goto(at(DEMO, PAGE));
  await expect(page.getByRole("heading", { name: "支付配置", level: 1 })).toBeVisible();
  let form = await open(page, "BANK_REMITTANCE");
  await expect(form.getByTestId("field-titleZh")).toHaveValue("银行汇款"); // prefilled with the usual name
  await form.getByTestId("field-enabled").check();
  await form.getByTestId("pay-method-save-BANK_REMITTANCE").click();
  await expect(form.getByText("启用此支付方式前须填写此项")).toHaveCount(3);

  await context.addCookies([{ name: "locale", value: "en", domain: DEMO, path: "/" }]);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Payment settings", level: 1 })).toBeVisible();
  form = await open(page, "BANK_REMITTANCE");
  await expect(form.getByTestId("field-titleEn")).toHaveValue("Bank transfer");
  await form.getByTestId("field-enabled").check();
  await form.getByTestId("field-accountName").fill("Symposia Demo Conference");
  await form.getByTestId("pay-method-save-BANK_REMITTANCE").click();
  await expect(form.getByText("Required to enable this method")).toHaveCount(2);
  await form.getByTestId("field-account").fill("6222 0000 1234 5678");
  await form.getByTestId("field-bankName").fill("Bank of Demo, Beijing Branch");
  await form.getByTestId("field-swift").fill("BAD");
  await form.getByTestId("pay-method-save-BANK_REMITTANCE").click();
  await expect(form).toContainText("Enter a valid SWIFT/BIC code: 8 or 11 characters");
  await form.getByTestId("field-swift").fill("DEMOCNBJ");
  await form.getByTestId("field-noteEn").fill("Put the payment reference in the transfer memo.");
  await form.getByTestId("pay-method-save-BANK_REMITTANCE").click();
  await expect(page.getByTestId("pay-method-message-BANK_REMITTANCE")).toHaveText("Bank transfer saved.");
  await expect(page.getByTestId("pay-method-status-BANK_REMITTANCE")).toHaveText("Enabled");

  const row = (await sql.query(`SELECT * FROM "PaymentMethodConfig" WHERE "conferenceId" = $1 AND method = 'BANK_REMITTANCE'`, [demoId])).rows[0];
  expect(row).toMatchObject({ enabled: true, titleZh: "银行汇款", titleEn: "Bank transfer", noteEn: "Put the payment reference in the transfer memo." });
  expect(row.config).toMatchObject({
    accountName: "Symposia Demo Conference",
    account: "6222 0000 1234 5678",
    bankName: "Bank of Demo, Beijing Branch",
    swift: "DEMOCNBJ",
  });

  await page.reload();
  form = await open(page, "BANK_REMITTANCE");
  await expect(form.getByTestId("field-account")).toHaveValue("6222 0000 1234 5678");
  await expect(form.getByTestId("field-enabled")).toBeChecked();
});

test("credentials are stored encrypted, show as set, and never reach the page", async ({ page, context, at, signIn, sql }) => {
  await sql.query(`DELETE FROM "PaymentMethodConfig" WHERE "conferenceId" = $1 AND method IN ('PAYPAL', 'CARD_DOMESTIC')`, [demoId]);
  await signIn(context, DEMO, "manager@example.org");
  await context.addCookies([{ name: "locale", value: "en", domain: DEMO, path: "/" }]);
  await page.goto(at(DEMO, PAGE));

  let form = await open(page, "PAYPAL");
  await expect(form.getByTestId("secret-secret")).toHaveText("Not set.");
  await form.getByTestId("field-clientId").fill("AbC-client-id");
  await form.getByTestId("field-webhookId").fill("WH-E2E-0001");
  await form.getByTestId("field-secret").fill(PAYPAL_SECRET);
  await form.getByTestId("pay-method-save-PAYPAL").click();
  await expect(page.getByTestId("pay-method-message-PAYPAL")).toHaveText("PayPal saved.");
  await expect(form.getByTestId("secret-secret")).toHaveText("Set — leave empty to keep it.");
  await expect(form.getByTestId("field-secret")).toHaveValue("");

  form = await open(page, "CARD_DOMESTIC");
  await form.getByTestId("field-merchantId").fill("M-100200");
  await form.getByTestId("field-terminalNo").fill("T-77");
  await form.getByTestId("field-paymentPassword").fill(CARD_PASSWORD);
  await form.getByTestId("field-certificate").setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
  await expect(form).toContainText("Choose a .pfx, .p12 or .pem certificate file");
  await form.getByTestId("field-certificate").setInputFiles({ name: "merchant.p12", mimeType: "application/x-pkcs12", buffer: CERT });
  await expect(form.getByTestId("secret-certificate")).toHaveText("To upload: merchant.p12");
  await form.getByTestId("field-providerCertificate").fill("-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----");
  await form.getByTestId("field-enabled").check();
  await form.getByTestId("pay-method-save-CARD_DOMESTIC").click();
  await expect(page.getByTestId("pay-method-message-CARD_DOMESTIC")).toHaveText("Card (domestic) saved.");
  await expect(form.getByTestId("secret-certificate")).toHaveText("Stored: merchant.p12");
  await expect(form.getByTestId("secret-paymentPassword")).toHaveText("Set — leave empty to keep it.");
  await expect(form.getByTestId("secret-certificatePassword")).toHaveText("Not set.");

  for (const [method, plain] of [
    ["PAYPAL", PAYPAL_SECRET],
    ["CARD_DOMESTIC", CARD_PASSWORD],
    ["CARD_DOMESTIC", CERT.toString("base64")],
  ]) {
    const raw = await rawConfig(sql, method);
    expect(raw).toContain('"v1.');
    expect(raw).not.toContain(plain);
  }

  // Saving again with the secret fields empty keeps what is stored.
  const before = JSON.parse(await rawConfig(sql, "PAYPAL")).secrets;
  await page.reload();
  form = await open(page, "PAYPAL");
  await expect(form.getByTestId("secret-secret")).toHaveText("Set — leave empty to keep it.");
  await form.getByTestId("field-clientId").fill("AbC-client-id-2");
  await form.getByTestId("pay-method-save-PAYPAL").click();
  await expect(page.getByTestId("pay-method-message-PAYPAL")).toHaveText("PayPal saved.");
  expect(JSON.parse(await rawConfig(sql, "PAYPAL")).secrets).toEqual(before);

  await open(page, "CARD_DOMESTIC");
  const html = await page.content();
  for (const plain of [PAYPAL_SECRET, CARD_PASSWORD, CERT.toString("base64"), before.secret]) expect(html).not.toContain(plain);
});

test("general settings: plan, combining and the hours to pay", async ({ page, context, at, signIn, sql }) => {
  await signIn(context, DEMO, "manager@example.org");
  await context.addCookies([{ name: "locale", value: "en", domain: DEMO, path: "/" }]);
  await page.goto(at(DEMO, PAGE));
  const form = page.getByTestId("pay-general-form");
  await form.getByTestId("field-payWithinHours").fill("0");
  await form.getByTestId("pay-general-save").click();
  await expect(form).toContainText("Must be at least 1");
  await form.getByTestId("field-payWithinHours").fill("48");
  await form.getByTestId("field-plan-HOTEL_SEPARATE").check();
  await form.getByTestId("field-combineOrders").uncheck();
  await form.getByTestId("pay-general-save").click();
  await expect(page.getByTestId("pay-general-message")).toHaveText("Payment settings saved.");
  const row = (await sql.query(`SELECT plan, "combineOrders", "payWithinHours" FROM "PaymentSettings" WHERE "conferenceId" = $1`, [demoId])).rows[0];
  expect(row).toEqual({ plan: "HOTEL_SEPARATE", combineOrders: false, payWithinHours: 48 });
});

test("on a phone the screen fits the width", async ({ browser, signIn, at }) => {
  const context = await browser.newContext(PHONE);
  await signIn(context, DEMO, "manager@example.org");
  await context.addCookies([{ name: "locale", value: "zh", domain: DEMO, path: "/" }]);
  const page = await context.newPage();
  await page.goto(at(DEMO, PAGE));
  await open(page, "CARD_DOMESTIC");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await context.close();
});

test("an attendee is refused the screen and the manager calls; sees the enabled methods without credentials", async ({ browser, signIn, at, api, sql }) => {
  const context = await browser.newContext(DESKTOP);
  await signIn(context, DEMO, "alice@example.org");
  const page = await context.newPage();
  await page.goto(at(DEMO, PAGE));
  await expect(page).toHaveURL(at(DEMO, "/403"));
  await context.close();

  const alice = await createSessionToken(sql, "alice@example.org");
  const P = "/conference/platform/config/pay";
  expect((await api(DEMO, `${P}/find`, { token: alice })).status).toBe(403);
  expect((await api(DEMO, `${P}/method/save`, { method: "POST", token: alice, body: { method: "PAYPAL", clientId: "x" } })).status).toBe(403);
  expect(
    (await api(DEMO, `${P}/settings/save`, { method: "POST", token: alice, body: { plan: "GENERAL", combineOrders: true, payWithinHours: 1 } })).status,
  ).toBe(403);

  const list = await api(DEMO, "/conference/pay/methods", { token: alice });
  expect(list.status).toBe(200);
  const text = JSON.stringify(list.json);
  expect(text).toContain("Bank of Demo");
  for (const plain of [PAYPAL_SECRET, CARD_PASSWORD, CERT.toString("base64"), '"v1.']) expect(text).not.toContain(plain);

  const manager = await createSessionToken(sql, "manager@example.org");
  const found = await api(DEMO, `${P}/find`, { token: manager });
  expect(found.status).toBe(200);
  for (const plain of [PAYPAL_SECRET, CARD_PASSWORD, CERT.toString("base64"), '"v1.']) expect(JSON.stringify(found.json)).not.toContain(plain);
});
