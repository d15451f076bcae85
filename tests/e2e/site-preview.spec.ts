import { expect, test, DEMO_PASSWORD } from "./support/fixtures";
import { openAs } from "./support/contexts";

// The platform administrator previews a site waiting for review: the queue's signed link opens the
// conference's own host, asks for a sign-in there and then shows the unpublished pages — to the
// administrator and the conference's managers only. And a signed-out person opening a protected
// file link is sent to sign in with the way back, in either language, instead of raw JSON.

const DRAFT = "draft.localhost";
const DESKTOP = { viewport: { width: 1366, height: 900 } };

test.describe.configure({ mode: "serial" });

test("the administrator previews a pending site through its signed link; others never see it", async ({ browser, signIn, at, sql }) => {
  const id = (await sql.query(`SELECT "conferenceId" FROM "ConferenceDomain" WHERE host = $1`, [DRAFT])).rows[0].conferenceId as number;
  await sql.query(`UPDATE "Conference" SET status = 2 WHERE id = $1`, [id]);
  try {
    const admin = await openAs(browser, signIn, "admin@example.org", "en", DESKTOP);
    // The waiting request is counted on the administrator's home and in the menu.
    await admin.page.goto(at("demo.localhost", "/admin"));
    await expect(admin.page.getByTestId("pending-requests")).toContainText(/publish requests? (is|are) waiting for your review/);
    await expect(admin.page.getByTestId("admin-nav-requests-badge")).toBeVisible();
    await admin.page.screenshot({ path: "/tmp/h5-admin-home.png" });
    await admin.page.getByTestId("pending-requests").getByRole("link").click();
    await admin.page.waitForURL(at("demo.localhost", "/admin/requests"));
    const card = admin.page.locator(`[data-testid=request-card][data-id="${id}"]`);
    const href = (await card.getByTestId("request-preview").getAttribute("href"))!;
    expect(href).toMatch(new RegExp(`^${at(DRAFT, "/preview").replace(/[.?]/g, "\\$&")}\\?token=${id}\\.`));

    // The administrator is not signed in on the conference's host: sign in there, land on the site.
    const [popup] = await Promise.all([admin.page.waitForEvent("popup"), card.getByTestId("request-preview").click()]);
    await popup.waitForURL(/\/conferencelogin\?redirect=/);
    expect(new URL(popup.url()).searchParams.get("redirect")).toBe(new URL(href).pathname + new URL(href).search);
    await popup.getByTestId("field-email").fill("admin@example.org");
    await popup.getByTestId("field-password").fill(DEMO_PASSWORD);
    await popup.getByTestId("login-submit").click();
    await popup.waitForURL(at(DRAFT, "/"));
    await expect(popup.getByTestId("conference-name")).toBeVisible();
    await admin.context.close();

    // The link alone shows nothing: a visitor is asked to sign in, a participant is refused.
    const visitor = await openAs(browser, signIn, null, "zh", DESKTOP, DRAFT);
    await visitor.page.goto(href);
    await expect(visitor.page).toHaveURL(/\/conferencelogin\?redirect=%2Fpreview/);
    await visitor.page.goto(at(DRAFT, "/"));
    await expect(visitor.page).toHaveURL(at(DRAFT, "/unpublished"));
    await visitor.context.close();
    const bob = await openAs(browser, signIn, "bob@example.org", "en", DESKTOP, DRAFT);
    await bob.page.goto(href);
    await expect(bob.page).toHaveURL(at(DRAFT, "/403"));
    await bob.page.goto(at(DRAFT, "/"));
    await expect(bob.page).toHaveURL(at(DRAFT, "/unpublished"));
    // An altered link is no link.
    await bob.page.goto(href.replace(/\.(\d+)\./, (_m, exp) => `.${Number(exp) + 1}.`));
    await expect(bob.page).toHaveURL(at(DRAFT, "/unpublished"));
    await bob.context.close();
  } finally {
    await sql.query(`UPDATE "Conference" SET status = 1 WHERE id = $1`, [id]);
  }
});

for (const [locale, button] of [
  ["zh", "登录"],
  ["en", "Log in"],
] as const) {
  test(`a signed-out visitor opening a protected file link is sent to sign in and back (${locale})`, async ({ browser, signIn, at }) => {
    const file = `/api/conference/conferenceUser/file?name=${"a".repeat(32)}.pdf`;
    const visitor = await openAs(browser, signIn, null, locale, DESKTOP);
    const response = await visitor.page.goto(at("demo.localhost", file));
    expect(response?.headers()["content-type"] ?? "").toContain("text/html");
    await expect(visitor.page).toHaveURL(at("demo.localhost", `/conferencelogin?redirect=${encodeURIComponent(file)}`));
    await expect(visitor.page.getByTestId("login-submit")).toContainText(button);
    // Signed in, the browser goes back to the file link itself.
    await visitor.page.getByTestId("field-email").fill("alice@example.org");
    await visitor.page.getByTestId("field-password").fill(DEMO_PASSWORD);
    const back = visitor.page.waitForRequest((r) => r.url() === at("demo.localhost", file));
    await visitor.page.getByTestId("login-submit").click();
    await back;
    await visitor.context.close();
  });
}
