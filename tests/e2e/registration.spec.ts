import { createUser, expect, test } from "./support/fixtures";

// Issue 5 journeys. Run: NEXT_DIST_DIR=.next-reg E2E_PORT_OFFSET=70 npx playwright test tests/e2e/registration.spec.ts

test("a new account registers on demo with the default form; sees the countdown and lands on the fee page", async ({ page, context, at, signIn, sql }) => {
  const email = await createUser(sql, "carol");
  await signIn(context, "demo.localhost", email);
  await page.goto(at("demo.localhost", "/conferenceRegister"));
  await page.getByTestId("attend-submit").click();
  await expect(page.getByTestId("notice-error")).toBeVisible();
  await page.getByTestId("attend-notice").check();
  await page.getByTestId("field-telephone").fill("+86 10 1234 5678");
  await page.getByTestId("field-country").locator("xpath=..").click();
  await page.getByRole("option").first().click();
  await page.getByTestId("field-unit").fill("Some Institute");
  await expect(page.getByTestId("field-email")).toHaveValue(email);
  await expect(page.getByTestId("field-email")).toBeDisabled();
  await page.getByTestId("attend-submit").click();
  await expect(page.getByTestId("attend-success")).toContainText("3");
  await page.waitForURL(/\/profile\/conference\/fee/, { timeout: 10_000 });
  const { rows } = await sql.query(`SELECT "unit", "phone" FROM "Attendee" WHERE email = $1`, [email]);
  expect(rows[0]).toMatchObject({ unit: "Some Institute", phone: "+86 10 1234 5678" });
});

test("a manager of another conference gets 403 for every manage call", async ({ api, sql }) => {
  const token = (await import("./support/fixtures")).createSessionToken;
  const t = await token(sql, "manager@example.org");
  const calls: [string, string, unknown?][] = [
    ["GET", "/conference/admin/register/config/basic/find"],
    ["POST", "/conference/conferenceUser/list", {}],
    ["GET", "/conference/conferenceRegUserConfig/getRuleVersion"],
    ["DELETE", "/conference/conferenceRegUserConfig/deleteRules?version=default"],
    ["POST", "/conference/conferenceUser/addUser", { email: "x@example.org" }],
  ];
  for (const [method, path, body] of calls) {
    const r = await api("en.localhost", path, { method, body, token: t });
    expect(r.status, `${method} ${path}`).toBe(403);
  }
});
