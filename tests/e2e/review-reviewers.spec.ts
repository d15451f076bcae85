import type { Browser, BrowserContext, Page } from "@playwright/test";
import { createUser, expect, test } from "./support/fixtures";

// /platform/manage/reviewer (SPEC §2): the demo conference's manager adds a reviewer by
// email and sees them "not activated", imports a small CSV through its preview, makes an activated
// reviewer the review chair, removes one after confirming; the list fits a phone; non-managers get
// /403. Everything the journey creates ("e2e-rev-…") is removed afterwards.

const DEMO = "demo.localhost";
const DESKTOP = { viewport: { width: 1366, height: 900 } };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const tag = Math.random().toString(36).slice(2, 8);
const mail = (n: string) => `e2e-rev-${tag}-${n}@example.org`;

test.describe.configure({ mode: "serial" });

let demoId = 0;
let accountEmail = "";

test.beforeAll(async ({ sql }) => {
  demoId = (await sql.query<{ conferenceId: number }>(`SELECT "conferenceId" FROM "ConferenceDomain" WHERE host = $1`, [DEMO])).rows[0].conferenceId;
  accountEmail = await createUser(sql, `e2e-rev-${tag}-account`);
});

test.afterAll(async ({ sql }) => {
  await sql.query(`DELETE FROM "ConferenceUser" WHERE "userId" IN (SELECT id FROM "User" WHERE email LIKE 'e2e-rev-%')`);
  await sql.query(`DELETE FROM "Reviewer" WHERE email LIKE 'e2e-rev-%'`);
});

async function managerPage(browser: Browser, signIn: (c: BrowserContext, h: string, e: string) => Promise<string>, locale = "en", device = DESKTOP) {
  const context = await browser.newContext(device);
  await context.addCookies([{ name: "locale", value: locale, domain: DEMO, path: "/" }]);
  await signIn(context, DEMO, "manager@example.org");
  return { context, page: await context.newPage() };
}

const row = (page: Page, email: string) => page.getByTestId("reviewer-row").and(page.locator(`[data-email="${email}"]`));

async function add(page: Page, email: string, names = { first: "Ning", last: "Zhao" }) {
  await page.getByTestId("reviewer-add").click();
  const dialog = page.getByTestId("reviewer-add-dialog");
  await dialog.getByTestId("field-email").fill(email);
  await dialog.getByTestId("field-lastName").fill(names.last);
  await dialog.getByTestId("field-firstName").fill(names.first);
  await dialog.getByTestId("field-unit").fill("Institute of Computing Technology");
  await dialog.getByTestId("reviewer-add-submit").click();
  await expect(dialog).toHaveCount(0);
}

test("the manager adds, imports, makes a chair and removes reviewers (en)", async ({ browser, signIn, at, sql }) => {
  const { context, page } = await managerPage(browser, signIn);
  await page.goto(at(DEMO, "/platform/manage/reviewer"));
  await expect(page.getByRole("heading", { name: "Reviewers", level: 1 })).toBeVisible();

  // A new email: invited, shown as not activated; a second try is refused on the email field.
  await add(page, mail("new"));
  await expect(page.getByTestId("reviewer-message")).toContainText("invitation has been sent");
  await expect(row(page, mail("new")).getByTestId("reviewer-status")).toHaveText("Not activated");
  const stored = await sql.query(`SELECT "activationKeyHash" IS NOT NULL AS keyed, "activatedAt" FROM "Reviewer" WHERE "conferenceId" = $1 AND email = $2`, [
    demoId,
    mail("new"),
  ]);
  expect(stored.rows[0]).toEqual({ keyed: true, activatedAt: null });
  await page.getByTestId("reviewer-add").click();
  const dialog = page.getByTestId("reviewer-add-dialog");
  await dialog.getByTestId("field-email").fill(mail("new"));
  await dialog.getByTestId("field-lastName").fill("Zhao");
  await dialog.getByTestId("field-firstName").fill("Ning");
  await dialog.getByTestId("reviewer-add-submit").click();
  await expect(dialog.getByTestId("field-email")).toHaveAccessibleDescription("The reviewer already exists");
  await dialog.getByRole("button", { name: "Cancel" }).click();

  // Import: the preview classifies, the confirmation creates only the valid rows.
  await page.getByTestId("reviewer-import").click();
  const imp = page.getByTestId("reviewer-import-dialog");
  const csv = [
    "email,first name,last name,organisation,themes",
    `${mail("a")},Ann,Lee,PKU,`,
    `${mail("b")},Bo,Li,,`,
    `${mail("new")},Ning,Zhao,,`,
    "not-an-email,X,Y,,",
  ].join("\n");
  await imp.getByTestId("import-file").setInputFiles({ name: "reviewers.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await expect(imp.getByTestId("import-count-create")).toHaveAttribute("data-count", "2");
  await expect(imp.getByTestId("import-count-duplicate")).toHaveAttribute("data-count", "1");
  await expect(imp.getByTestId("import-count-invalid")).toHaveAttribute("data-count", "1");
  await expect(imp.locator(`[data-testid="import-row"][data-kind="duplicate"]`)).toContainText("Already a reviewer");
  expect((await sql.query(`SELECT count(*)::int AS n FROM "Reviewer" WHERE email IN ($1, $2)`, [mail("a"), mail("b")])).rows[0].n).toBe(0);
  await imp.getByTestId("reviewer-import-submit").click();
  await expect(imp.getByTestId("import-result")).toHaveText("2 reviewers created.");
  await imp.getByTestId("reviewer-import-submit").click();
  await expect(imp).toHaveCount(0);
  await expect(row(page, mail("a"))).toBeVisible();
  await expect(row(page, mail("b"))).toBeVisible();

  // An account is a reviewer at once; made review chair, ConferenceUser says so.
  await add(page, accountEmail, { first: "Carol", last: "Test" });
  await expect(row(page, accountEmail).getByTestId("reviewer-status")).toHaveText("Activated");
  await row(page, accountEmail).getByTestId("reviewer-role").click();
  const role = page.getByTestId("reviewer-role-dialog");
  await role.getByTestId("field-chair").check();
  await role.getByTestId("reviewer-role-submit").click();
  await expect(role).toHaveCount(0);
  await expect(row(page, accountEmail).getByTestId("reviewer-role-label")).toHaveText("Review chair");
  const roles = await sql.query(`SELECT role FROM "ConferenceUser" cu JOIN "User" u ON u.id = cu."userId" WHERE cu."conferenceId" = $1 AND u.email = $2`, [
    demoId,
    accountEmail,
  ]);
  expect(roles.rows.map((r) => r.role)).toEqual(["REVIEW_CHAIR"]);

  // Remove after confirming.
  await row(page, mail("b")).getByTestId("reviewer-remove").click();
  const confirm = page.getByTestId("reviewer-remove-dialog");
  await expect(confirm).toContainText(mail("b"));
  await confirm.getByTestId("reviewer-remove-submit").click();
  await expect(row(page, mail("b"))).toHaveCount(0);
  expect((await sql.query(`SELECT count(*)::int AS n FROM "Reviewer" WHERE email = $1`, [mail("b")])).rows[0].n).toBe(0);

  // The details page of one of them.
  await row(page, accountEmail).getByTestId("reviewer-info-link").click();
  await expect(page.getByTestId("reviewer-facts")).toContainText(accountEmail);
  await expect(page.getByTestId("fact-role")).toHaveText("Review chair");
  await context.close();
});

test("the list and its dialogs fit a phone (zh)", async ({ browser, signIn, at }) => {
  const { context, page } = await managerPage(browser, signIn, "zh", PHONE);
  await page.goto(at(DEMO, "/platform/manage/reviewer"));
  await expect(page.getByRole("heading", { name: "审稿人管理", level: 1 })).toBeVisible();
  await expect(page.getByTestId("reviewer-cards")).toBeVisible();
  await expect(page.getByTestId("reviewer-table")).toBeHidden();
  const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(await fits()).toBe(true);
  await page.getByTestId("reviewer-add").click();
  await expect(page.getByTestId("reviewer-add-dialog")).toBeVisible();
  expect(await fits()).toBe(true);
  await context.close();
});

test("participants and reviewers get /403 for the pages, and the calls refuse them", async ({ browser, signIn, at, api, sql }) => {
  const reviewerId = (await sql.query<{ id: number }>(`SELECT id FROM "Reviewer" WHERE "conferenceId" = $1 ORDER BY id LIMIT 1`, [demoId])).rows[0].id;
  for (const email of ["alice@example.org", "reviewer@example.org"]) {
    const context = await browser.newContext(DESKTOP);
    const token = await signIn(context, DEMO, email);
    const page = await context.newPage();
    await page.goto(at(DEMO, "/platform/manage/reviewer"));
    await expect(page).toHaveURL(at(DEMO, "/403"));
    await page.goto(at(DEMO, `/platform/manage/reviewer/info/${reviewerId}`));
    await expect(page).toHaveURL(at(DEMO, "/403"));
    expect((await api(DEMO, "/conference/platform/manage/review", { token })).status).toBe(403);
    await context.close();
  }
});
