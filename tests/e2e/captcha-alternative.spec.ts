import type { Page } from "@playwright/test";
import type pg from "pg";
import { openAs } from "./support/contexts";
import { choose, removeE2eFeedback } from "./support/feedback";
import { DEMO_PASSWORD, expect, test } from "./support/fixtures";

// WCAG 1.1.1: the verification picture (feedback, and a sign-in after repeated failures) has an
// alternative for people who cannot see it — a labelled button, reached by keyboard, that mails a
// 6-digit code to type in the same field. Both languages.

const DEMO = "demo.localhost";
const DESKTOP = { viewport: { width: 1366, height: 900 } };
const TITLE = "E2E mailed verification code";

const forgetLimits = (sql: pg.Pool) => sql.query(`DELETE FROM "RateLimitHit" WHERE key LIKE 'login:%' OR key LIKE 'challenge:%' OR key LIKE 'feedback:%'`);

/** The 6-digit code of the newest verification mail to `to` (sent after `afterId`). */
async function mailedCode(sql: pg.Pool, to: string, afterId: number): Promise<string> {
  let text = "";
  await expect
    .poll(async () => {
      const { rows } = await sql.query(`SELECT text FROM "MailOutbox" WHERE "to" = $1 AND id > $2 ORDER BY id DESC LIMIT 1`, [to, afterId]);
      text = rows[0]?.text ?? "";
      return text;
    })
    .toMatch(/\b\d{6}\b/);
  return /\b(\d{6})\b/.exec(text)![1];
}
const lastMailId = async (sql: pg.Pool) => (await sql.query(`SELECT coalesce(max(id), 0)::int AS id FROM "MailOutbox"`)).rows[0].id as number;

/** Tabs forward from where the focus is until `testId` has it (at most `max` presses). */
async function tabTo(page: Page, testId: string, max = 6) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    if (await page.getByTestId(testId).evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`${testId} not reached by Tab`);
}

test.beforeEach(async ({ sql }) => {
  await forgetLimits(sql);
});
test.afterAll(async ({ sql }) => {
  await removeE2eFeedback(sql);
  await forgetLimits(sql);
});

test("feedback without seeing the picture: the mailed code, by keyboard, sends it (en)", async ({ browser, signIn, at, sql }) => {
  const { context, page } = await openAs(browser, signIn, "alice@example.org", "en", DESKTOP, DEMO);
  await page.goto(at(DEMO, "/profile/feedback"));
  await page.getByTestId("field-title").fill(TITLE);
  await page.getByTestId("field-phone").fill("138 0013 8000");
  await choose(page, "Type", "Suggestion");
  await page.getByTestId("field-content").fill("Please switch on the hearing loop in hall A.");
  const since = await lastMailId(sql);

  await page.getByTestId("field-captcha").focus();
  await tabTo(page, "feedback-mail-code");
  await expect(page.getByTestId("feedback-mail-code")).toHaveAccessibleName("Cannot see the picture? Email me a code instead");
  await page.keyboard.press("Enter");
  const status = page.getByTestId("feedback-mail-code-status");
  await expect(status).toHaveAttribute("role", "status");
  await expect(status).toHaveText(/^A 6-digit code has been sent to a\*\*\*@example\.org\./);
  await expect(page.getByTestId("field-captcha")).toBeFocused();
  await expect(page.getByTestId("feedback-captcha")).toContainText("The 6-digit code from the mail");
  await page.getByTestId("feedback-captcha").screenshot({ path: test.info().outputPath("feedback-mail-code-en-desktop.png") });

  const code = await mailedCode(sql, "alice@example.org", since);
  await page.keyboard.type(code);
  await page.getByTestId("feedback-submit").click();
  await page.waitForURL(/\/profile\/feedBackDetails\?id=\d+$/);
  await expect(page.getByRole("heading", { name: TITLE, level: 1 })).toBeVisible();
  await context.close();
});

test("the mail-code button is labelled in Chinese too", async ({ browser, signIn, at }) => {
  const { context, page } = await openAs(browser, signIn, "alice@example.org", "zh", DESKTOP, DEMO);
  await page.goto(at(DEMO, "/profile/feedback"));
  await expect(page.getByTestId("feedback-mail-code")).toHaveAccessibleName("看不清图片？改用邮件接收验证码");
  await context.close();
  const phone = await openAs(browser, signIn, "alice@example.org", "zh", { viewport: { width: 390, height: 844 }, isMobile: true }, DEMO);
  await phone.page.goto(at(DEMO, "/profile/feedback"));
  await phone.page.getByTestId("feedback-mail-code").scrollIntoViewIfNeeded();
  await phone.page.screenshot({ path: test.info().outputPath("feedback-mail-code-zh-phone.png") });
  await phone.context.close();
});

test("a sign-in past repeated failures: the code mailed to the account instead of the picture signs in", async ({ browser, at, sql }) => {
  const context = await browser.newContext(DESKTOP);
  await context.addCookies([{ name: "locale", value: "en", domain: DEMO, path: "/" }]);
  const page = await context.newPage();
  await page.goto(at(DEMO, "/conferencelogin"));
  const logIn = async (password: string) => {
    await page.getByTestId("field-email").fill("alice@example.org");
    await page.getByTestId("field-password").fill(password);
    await page.getByTestId("login-submit").click();
  };
  for (let i = 0; i < 5; i++) {
    await logIn(`not-alices-${i}`);
    await expect(page.getByTestId("login-form").getByTestId("form-message")).toHaveText("Email or password is wrong, please check it");
  }
  await expect(page.getByTestId("challenge-image")).toBeVisible();
  const since = await lastMailId(sql);
  await page.getByTestId("field-challenge").focus();
  await tabTo(page, "login-mail-code");
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("login-mail-code-status")).toHaveText(/^If an account exists for a\*\*\*@example\.org, a 6-digit code has been sent to it\./);
  await expect(page.getByTestId("field-challenge")).toBeFocused();
  await page.getByTestId("login-challenge").screenshot({ path: test.info().outputPath("login-mail-code-en-desktop.png") });
  await page.keyboard.type(await mailedCode(sql, "alice@example.org", since));
  await page.getByTestId("field-password").fill(DEMO_PASSWORD);
  await page.getByTestId("login-submit").click();
  await page.waitForURL(at(DEMO, "/profile/userInfo"));
  await context.close();
});
