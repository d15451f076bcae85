import { createHash, randomBytes } from "node:crypto";
import { devices, type Page } from "@playwright/test";
import type pg from "pg";
import { expect, test } from "./support/fixtures";

// Reviewer activation in Chromium: an invitation for a new address on demo.localhost
// (written with SQL, its key made as the app makes them: 32 random bytes in base64url, the SHA-256
// hex stored) opens the form in Chinese; the person fills it, confirms in the prompt, reads 激活成功,
// signs in with the new password and lands in the review area. The same link then shows only the
// notice, as does an expired one; on a 390 px phone in English the form fits without sideways scrolling.

const DEMO = "demo.localhost";
const PREFIX = "e2e-activation-";
const PASSWORD = "lantern-orchard-2026";
const NOTICE_ZH = "账号已激活或激活邮件已过期，请联系管理员。";
const PHONE = { viewport: { width: 390, height: 844 }, userAgent: devices["iPhone 13"].userAgent, isMobile: true, hasTouch: true };

test.describe.configure({ mode: "serial" });

let demoId = 0;

async function invite(sql: pg.Pool, opts: { expired?: boolean } = {}): Promise<{ email: string; key: string }> {
  const email = `${PREFIX}${randomBytes(4).toString("hex")}@example.org`;
  const key = randomBytes(32).toString("base64url");
  const hash = createHash("sha256").update(key).digest("hex");
  await sql.query(
    `INSERT INTO "Reviewer" ("conferenceId", email, "activationKeyHash", "activationExpiresAt", "invitedAt", "updatedAt")
     VALUES ($1, $2, $3, now() + ($4::int * interval '1 day'), now(), now())`,
    [demoId, email, hash, opts.expired ? -1 : 14],
  );
  return { email, key };
}

async function cleanUp(sql: pg.Pool) {
  await sql.query(`DELETE FROM "Reviewer" WHERE email LIKE $1`, [`${PREFIX}%`]);
  await sql.query(`DELETE FROM "User" WHERE email LIKE $1`, [`${PREFIX}%`]);
}

async function language(page: Page, locale: "zh" | "en") {
  await page.context().addCookies([{ name: "locale", value: locale, domain: DEMO, path: "/" }]);
}

test.beforeAll(async ({ sql }) => {
  demoId = (await sql.query<{ id: number }>(`SELECT "conferenceId" AS id FROM "ConferenceDomain" WHERE host = $1`, [DEMO])).rows[0].id;
  await cleanUp(sql);
});

test.afterAll(async ({ sql }) => cleanUp(sql));

test("a new reviewer activates in Chinese, signs in with the new password and lands in the review area; the link then shows the notice", async ({
  page,
  at,
  sql,
}) => {
  const { email, key } = await invite(sql);
  await language(page, "zh");
  await page.goto(at(DEMO, `/review/active/${key}`));
  const form = page.getByTestId("activation-form");
  await expect(page.getByTestId("field-email")).toHaveValue(email);
  await expect(page.getByTestId("field-email")).toHaveAttribute("readonly", "");

  // Nothing is asked before the required fields are there, and nothing is posted before the prompt.
  await page.getByTestId("activation-submit").click();
  await expect(page.getByTestId("activation-confirm")).toHaveCount(0);
  await expect(form).toContainText("此项为必填项");

  await page.getByTestId("field-password").fill(PASSWORD);
  await page.getByTestId("field-confirmPassword").fill(PASSWORD);
  await page.getByTestId("field-lastName").fill("李");
  await page.getByTestId("field-firstName").fill("瑞");
  await page.getByTestId("field-unit").fill("中国科学院生物物理研究所");
  await page.getByTestId("field-phone").fill("+86 10 6488 0000");
  await page.getByRole("combobox", { name: "国家/地区" }).click();
  await page.getByRole("option", { name: "中国", exact: true }).click();
  await page.getByTestId("field-direction").fill("冷冻电镜");
  await page.getByTestId("activation-submit").click();
  const dialog = page.getByTestId("activation-confirm");
  await expect(dialog).toContainText("确认激活审稿人账号？");
  await page.getByTestId("activation-confirm-confirm").click();
  await expect(page.getByTestId("activation-done")).toContainText("激活成功");

  await page.getByTestId("activation-sign-in").click();
  await page.waitForURL(/\/conferencelogin\?redirect=%2Fplatform%2FsubmissionManage%2Findex$/);
  await page.getByTestId("field-email").fill(email);
  await page.getByTestId("field-password").fill(PASSWORD);
  await page.getByTestId("login-submit").click();
  await page.waitForURL(at(DEMO, "/platform/submissionManage/index"));
  const roles = await sql.query(`SELECT role FROM "ConferenceUser" WHERE "conferenceId" = $1 AND "userId" = (SELECT id FROM "User" WHERE email = $2)`, [
    demoId,
    email,
  ]);
  expect(roles.rows).toEqual([{ role: "REVIEWER" }]);

  // Used: the same link shows only the notice.
  await page.goto(at(DEMO, `/review/active/${key}`));
  await expect(page.getByTestId("activation-unavailable")).toHaveText(NOTICE_ZH);
  await expect(page.getByTestId("activation-form")).toHaveCount(0);
});

test("an expired link shows only the notice", async ({ page, at, sql }) => {
  const { key } = await invite(sql, { expired: true });
  await language(page, "zh");
  await page.goto(at(DEMO, `/review/active/${key}`));
  await expect(page.getByTestId("activation-unavailable")).toHaveText(NOTICE_ZH);
  await expect(page.getByTestId("activation-form")).toHaveCount(0);
});

test("the form fits a 390 px phone in English, prompt included", async ({ browser, at, sql }) => {
  const { email, key } = await invite(sql);
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await language(page, "en");
  await page.goto(at(DEMO, `/review/active/${key}`));
  await expect(page.getByTestId("field-email")).toHaveValue(email);
  await expect(page.getByTestId("review-activation")).toContainText("Reviewer activation");
  const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(await fits()).toBe(true);
  await page.getByTestId("field-password").fill(PASSWORD);
  await page.getByTestId("field-confirmPassword").fill("something-else-2026");
  await page.getByTestId("field-lastName").fill("Liddell");
  await page.getByTestId("field-firstName").fill("Alice");
  await page.getByTestId("field-unit").fill("University of Oxford");
  await page.getByTestId("field-phone").fill("+44 1865 270000");
  await page.getByRole("combobox", { name: "Country/Region" }).click();
  await page.getByRole("option", { name: "United Kingdom", exact: true }).click();
  await page.getByTestId("field-direction").fill("Logic");
  await page.getByTestId("activation-submit").click();
  // The mismatch is refused on the confirmation field before any prompt.
  await expect(page.getByTestId("activation-form")).toContainText("Two password entries do not match");
  await expect(page.getByTestId("activation-confirm")).toHaveCount(0);
  expect(await fits()).toBe(true);
  await page.getByTestId("field-confirmPassword").fill(PASSWORD);
  await page.getByTestId("activation-submit").click();
  await expect(page.getByTestId("activation-confirm")).toContainText("Activate your reviewer account?");
  expect(await fits()).toBe(true);
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByTestId("activation-confirm")).toHaveCount(0);
  await context.close();
});
