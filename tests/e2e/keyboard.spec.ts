import type { Locator, Page } from "@playwright/test";
import { startTestSmtpServer, type TestSmtpServer } from "../support/smtp";
import { expectNoTrap, focusFailures, installFocusProbe, tabTo } from "./support/keyboard";
import { createUser, expect, test } from "./support/fixtures";
import { E2E_SMTP_AUTH, E2E_SMTP_PORT } from "./support/servers";

// Sign-up, attendance registration and the fee page with the keyboard alone (no clicks):
// every control shows where focus is, Tab never gets stuck (menus close on Tab), and form errors are
// tied to their fields and announced.
// Run: NEXT_DIST_DIR=.next-hb E2E_PORT_OFFSET=120 npx playwright test tests/e2e/keyboard.spec.ts --project proxy-on

const DEMO = "demo.localhost";

let smtp: TestSmtpServer;
test.beforeAll(async () => {
  smtp = await startTestSmtpServer({ port: E2E_SMTP_PORT, user: E2E_SMTP_AUTH.user, pass: E2E_SMTP_AUTH.pass });
});
test.afterAll(async () => {
  await smtp?.stop();
});

async function codeMailTo(email: string): Promise<string> {
  await expect.poll(() => smtp.messages.some((m) => m.envelopeTo.includes(email)), { timeout: 20_000 }).toBe(true);
  const mail = smtp.messages.filter((m) => m.envelopeTo.includes(email)).at(-1)!;
  return /\b(\d{6})\b/.exec(String(mail.text))![1];
}

/** The field's error: aria-invalid, its description (aria-describedby) says `message`, and that text is announced. */
async function expectAnnouncedError(field: Locator, message: string) {
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(new RegExp(message));
  const ids = (await field.getAttribute("aria-describedby"))!.split(/\s+/);
  const described = field.page().locator(ids.map((id) => `[id="${id}"]`).join(", "));
  await expect(described.filter({ hasText: message })).toHaveCount(1);
  const live = await described
    .filter({ hasText: message })
    .evaluate((el) => !!el.closest('[role="alert"], [role="status"], [aria-live="polite"], [aria-live="assertive"]'));
  expect(live, `"${message}" sits in a live region`).toBe(true);
}

async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

test("sign up, register and choose a fee with the keyboard alone: focus always visible, no trap", async ({ page, context, at }) => {
  test.slow(); // three pages, every control passed by Tab
  await installFocusProbe(context);
  await context.addCookies([{ name: "locale", value: "en", domain: DEMO, path: "/" }]);
  const email = `keys${Date.now()}@example.org`;

  // Sign-up: the code comes by mail.
  await page.goto(at(DEMO, "/userRegister"));
  await typeInto(page, page.getByTestId("field-email"), email);
  await tabTo(page, page.getByTestId("send-code"));
  await page.keyboard.press("Enter");
  const code = await codeMailTo(email);
  await typeInto(page, page.getByTestId("field-code"), code);
  await typeInto(page, page.getByTestId("field-trueName"), "Kim Keys");
  await typeInto(page, page.getByTestId("field-password"), "Keyboard-only-2026");
  await typeInto(page, page.getByTestId("field-confirmPassword"), "Keyboard-only-2026");
  await tabTo(page, page.getByTestId("register-submit"));
  await expect(focusFailures(page)).resolves.toEqual([]);
  await expectNoTrap(page);
  await tabTo(page, page.getByTestId("register-submit"));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/conferenceRegister$/);

  // Attendance registration: a checkbox by Space, a select by the arrow keys.
  await tabTo(page, page.getByTestId("attend-notice"));
  await page.keyboard.press("Space");
  await expect(page.getByTestId("attend-notice")).toBeChecked();
  await typeInto(page, page.getByTestId("field-telephone"), "+86 10 1234 5678");
  const country = page.getByTestId("field-country").locator("xpath=..").getByRole("combobox");
  await tabTo(page, country);
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("listbox")).toBeVisible();
  await page.keyboard.press("Tab"); // Tab leaves the open menu: it closes, nothing is chosen
  await expect(page.getByRole("listbox")).toHaveCount(0);
  await expect(page.getByTestId("field-country")).toHaveValue("");
  if (!(await country.evaluate((el) => el === document.activeElement))) await tabTo(page, country, { back: true });
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("listbox")).toHaveCount(0);
  await expect(page.getByTestId("field-country")).not.toHaveValue("");
  await typeInto(page, page.getByTestId("field-unit"), "Keyboard Institute");
  await tabTo(page, page.getByTestId("attend-submit"));
  await expect(focusFailures(page)).resolves.toEqual([]);
  await expectNoTrap(page);
  await tabTo(page, page.getByTestId("attend-submit"));
  await page.keyboard.press("Enter");
  await page.waitForURL(at(DEMO, "/profile/conference/fee"), { timeout: 15_000 });

  // The fee page: a fee chosen by Space, the order placed by Enter.
  const firstFee = page.locator('[data-testid^="fee-radio-"]:not([disabled])').first();
  await tabTo(page, firstFee);
  await page.keyboard.press("Space");
  await expect(firstFee).toBeChecked();
  await tabTo(page, page.getByTestId("fee-submit"));
  await expect(focusFailures(page)).resolves.toEqual([]);
  await expectNoTrap(page);
  await tabTo(page, page.getByTestId("fee-submit"));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/profile\/order\/pay\/goto\/\d+$/);
});

test("errors on sign-up, registration and a management form are tied to their fields and announced", async ({ browser, signIn, at, sql }) => {
  const open = async (email: string | null) => {
    const context = await browser.newContext();
    await context.addCookies([{ name: "locale", value: "en", domain: DEMO, path: "/" }]);
    if (email) await signIn(context, DEMO, email);
    return context.newPage();
  };

  const signUp = await open(null);
  await signUp.goto(at(DEMO, "/userRegister"));
  await signUp.getByTestId("field-email").fill("not-an-email");
  await signUp.getByTestId("register-submit").click();
  await expectAnnouncedError(signUp.getByTestId("field-email"), "Please enter a valid email");

  const registering = await open(await createUser(sql, "keys"));
  await registering.goto(at(DEMO, "/conferenceRegister"));
  await registering.getByTestId("attend-notice").check();
  await registering.getByTestId("attend-submit").click();
  await expectAnnouncedError(registering.getByTestId("field-telephone"), "Please enter Telephone");

  const manager = await open("manager@example.org");
  await manager.goto(at(DEMO, "/platform/config/email"));
  await manager.getByTestId("field-address").fill("not-an-email");
  await manager.getByTestId("mail-config-save").click();
  await expectAnnouncedError(manager.getByTestId("field-address"), "Please enter a valid email");

  for (const p of [signUp, registering, manager]) await p.context().close();
});
