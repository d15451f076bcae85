import { openAs } from "./support/contexts";
import { createUser, expect, test } from "./support/fixtures";

// SPEC §2 step 1, §6, §8: a signed-in person who is not registered sees a countdown with a link
// before being sent to registration; a failed organisation search says so. That every page has its
// own title "<page> - <conference>" is checked by the accessibility sweep, on each page it loads
// (tests/e2e/support/page-title.ts).

const DESKTOP = { viewport: { width: 1366, height: 900 } };
const DEMO = "demo.localhost";

test("a signed-in person who is not registered sees a countdown, then goes to registration; the link goes at once", async ({ browser, signIn, at, sql }) => {
  const stranger = await createUser(sql, "countdown");
  const { context, page } = await openAs(browser, signIn, stranger, "en", DESKTOP, DEMO);
  await page.goto(at(DEMO, "/profile/order/list"));
  await expect(page).toHaveURL(at(DEMO, "/registerFirst"));
  await expect(page).toHaveTitle(/^Registration required - /);
  const countdown = page.getByTestId("register-first-countdown");
  await expect(countdown).toHaveAttribute("role", "status");
  await expect(countdown).toContainText(/in [123] s/);
  await expect(page).toHaveURL(at(DEMO, "/conferenceRegister"), { timeout: 8_000 });

  // The link, by keyboard, before the time is up.
  await page.goto(at(DEMO, "/profile/hotel/order"));
  await expect(page).toHaveURL(at(DEMO, "/registerFirst"));
  const go = page.getByTestId("register-first-go");
  await expect(go).toHaveAccessibleName("Register now");
  await go.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(at(DEMO, "/conferenceRegister"));
  await context.close();
});

test("the countdown page is in Chinese too", async ({ browser, signIn, at, sql }) => {
  const stranger = await createUser(sql, "countdown-zh");
  const { context, page } = await openAs(browser, signIn, stranger, "zh", DESKTOP, DEMO);
  await page.goto(at(DEMO, "/profile/submission"));
  await expect(page.getByTestId("register-first-countdown")).toContainText(/[123] 秒后跳转到报名页面/);
  await expect(page.getByTestId("register-first-go")).toHaveText("立即报名");
  await page.screenshot({ path: test.info().outputPath("register-first-zh-desktop.png") });
  await context.close();
  // A phone, as the countdown lays out there.
  const phone = await openAs(browser, signIn, stranger, "zh", { viewport: { width: 390, height: 844 }, isMobile: true }, DEMO);
  await phone.page.goto(at(DEMO, "/profile/submission"));
  await expect(phone.page.getByTestId("register-first-go")).toBeVisible();
  await phone.page.screenshot({ path: test.info().outputPath("register-first-zh-phone.png") });
  await phone.context.close();
});

test("a failed organisation search shows a notification: the server's message, or that it could not reach the server", async ({ browser, signIn, at }) => {
  const { context, page } = await openAs(browser, signIn, null, "en", DESKTOP, DEMO);
  // The directory failing (non-200 with its message), then no answer at all.
  await page.route("**/api/conference/conferenceUser/getEdugainInfo", (r) =>
    r.fulfill({ status: 502, contentType: "application/json", body: JSON.stringify({ code: 502, message: "Directory unavailable", data: null }) }),
  );
  await page.goto(at(DEMO, "/conferencelogin"));
  await page.getByTestId("org-search").fill("Uni");
  await expect(page.getByTestId("org-search-error")).toHaveText("Directory unavailable");
  await expect(page.getByTestId("org-search-error")).toHaveAttribute("role", "alert");
  await page.unroute("**/api/conference/conferenceUser/getEdugainInfo");
  await page.route("**/api/conference/conferenceUser/getEdugainInfo", (r) => r.abort("internetdisconnected"));
  await page.getByTestId("org-search").fill("Univ");
  await expect(page.getByTestId("org-search-error")).toHaveText("The search could not reach the server; check your connection and try again");
  await context.close();
});
