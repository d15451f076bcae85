import type { Browser, BrowserContext, Page } from "@playwright/test";
import type pg from "pg";
import { startTestSmtpServer, type TestSmtpServer } from "../support/smtp";
import { writeContent } from "./support/editor";
import { expect, test } from "./support/fixtures";
import { E2E_SMTP_AUTH, E2E_SMTP_PORT } from "./support/servers";

// The site, end to end: the platform administrator creates `new.localhost` with a new creator; the
// creator follows the invitation (read from a real SMTP server), builds a page with a heading, an
// image and a link in both languages, puts it in the menu under a parent and applies to publish;
// the administrator approves; an anonymous visitor sees the page in both languages on a desktop
// and on a phone; the same page id on demo.localhost is 404.
test.describe.configure({ mode: "serial" });

const HOST = "new.localhost";
const CREATOR = "new-creator@example.org";
const PASSWORD = "Journey-creator-2026!";
const DESKTOP = { viewport: { width: 1366, height: 900 } };
const PHONE = {
  viewport: { width: 390, height: 844 },
  userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1",
  isMobile: true,
  hasTouch: true,
};
let smtp: TestSmtpServer;
const ids = { conference: 0, page: 0, parent: 0, child: 0 };

test.beforeAll(async ({ sql }) => {
  smtp = await startTestSmtpServer({ port: E2E_SMTP_PORT, user: E2E_SMTP_AUTH.user, pass: E2E_SMTP_AUTH.pass });
  // A retry starts over: no conference on the host, no creator account.
  await sql.query(`DELETE FROM "Conference" WHERE id IN (SELECT "conferenceId" FROM "ConferenceDomain" WHERE host = $1)`, [HOST]);
  await sql.query(`DELETE FROM "User" WHERE email = $1`, [CREATOR]);
});
test.afterAll(async () => {
  await smtp?.stop();
});

async function mailTo(email: string, after = 0) {
  await expect.poll(() => smtp.messages.filter((m) => m.envelopeTo.includes(email)).length, { timeout: 20_000 }).toBeGreaterThan(after);
  return smtp.messages.filter((m) => m.envelopeTo.includes(email)).at(-1)!;
}

async function creatorPage(browser: Browser, locale: "zh" | "en" = "zh"): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(DESKTOP);
  await context.addCookies([{ name: "locale", value: locale, domain: HOST, path: "/" }]);
  const page = await context.newPage();
  return { context, page };
}

async function signInAsCreator(page: Page, at: (h: string, p?: string) => string) {
  await page.goto(at(HOST, "/conferencelogin"));
  await page.getByTestId("field-email").fill(CREATOR);
  await page.getByTestId("field-password").fill(PASSWORD);
  await page.getByTestId("login-submit").click();
  await expect(page).toHaveURL(at(HOST, "/platform"));
}

const menuId = async (sql: pg.Pool, titleZh: string) =>
  (await sql.query(`SELECT id FROM "Menu" WHERE "conferenceId" = $1 AND "titleZh" = $2`, [ids.conference, titleZh])).rows[0].id as number;

test("the administrator creates new.localhost; the creator follows the invitation and sets a password", async ({ page, context, browser, at, signIn, sql }) => {
  await signIn(context, "demo.localhost", "admin@example.org");
  await context.addCookies([{ name: "locale", value: "en", domain: "demo.localhost", path: "/" }]);
  await page.goto(at("demo.localhost", "/admin/conferences/new"));
  await page.getByTestId("field-nameZh").fill("新会议 2027");
  await page.getByTestId("field-nameEn").fill("New Conference 2027");
  await page.getByTestId("field-startDate").fill("2027-05-10");
  await page.getByTestId("field-endDate").fill("2027-05-12");
  await page.getByTestId("field-hosts").fill(HOST);
  await page.getByTestId("creator-new").click();
  await page.getByTestId("field-creatorName").fill("Nora New");
  await page.getByTestId("field-creatorEmail").fill(CREATOR);
  await page.getByTestId("conference-submit").click();
  await expect(page).toHaveURL(/\/admin\/conferences\/\d+\?created=invited$/);
  ids.conference = Number(/conferences\/(\d+)/.exec(page.url())![1]);

  // Not published: a visitor of the new host is sent to /unpublished.
  const visitor = await browser.newContext();
  const anon = await visitor.newPage();
  await anon.goto(at(HOST, "/"));
  await expect(anon).toHaveURL(at(HOST, "/unpublished"));
  await visitor.close();

  const invitation = await mailTo(CREATOR);
  const link = /https?:\/\/\S+\/resetPassword\?email=\S+/.exec(String(invitation.text))![0];
  const { context: creator, page: cp } = await creatorPage(browser, "en");
  await cp.goto(link);
  await cp.getByTestId("send-code").click();
  const code = /\b(\d{6})\b/.exec(String((await mailTo(CREATOR, 1)).text))![1];
  await cp.getByTestId("field-code").fill(code);
  await cp.getByTestId("field-password").fill(PASSWORD);
  await cp.getByTestId("field-confirmPassword").fill(PASSWORD);
  await cp.getByTestId("reset-submit").click();
  await expect(cp).toHaveURL(at(HOST, "/conferencelogin?reset=1"));
  await signInAsCreator(cp, at);
  await creator.close();
  expect((await sql.query(`SELECT status FROM "Conference" WHERE id = $1`, [ids.conference])).rows[0].status).toBe(1);
});

test("the creator builds a page in both languages, puts it in the menu under a parent and applies to publish", async ({ browser, at, sql }) => {
  test.slow(); // a whole editing session (two languages, the editor, the menu dialog): 38 s seen on a loaded machine
  const { context, page } = await creatorPage(browser);
  await signInAsCreator(page, at);

  await page.goto(at(HOST, "/platform/config/page/add"));
  await page.getByTestId("field-name").fill("journey-venue");
  await page.getByTestId("field-titleZh").fill("会场与交通");
  await writeContent(page, "zh", { heading: "会场信息", items: ["地铁四号线", "机场大巴"], link: "会场网站", cell: "时间" });
  await page.getByTestId("page-tab-en").click();
  await page.getByTestId("field-titleEn").fill("Venue and travel");
  await writeContent(page, "en", { heading: "Venue details", items: ["Metro line 4", "Airport bus"], link: "Venue website", cell: "Time" });
  await page.getByTestId("page-save").click();
  await page.waitForURL(/\/platform\/config\/page\/edit\/\d+\?saved=saved/);
  ids.page = Number(/edit\/(\d+)/.exec(page.url())![1]);
  await page.getByTestId("page-publish").click();
  await expect(page.getByTestId("page-status")).toHaveText("已发布");

  await page.goto(at(HOST, "/platform/config/menu"));
  const dialog = page.getByTestId("menu-dialog");
  await page.getByTestId("menu-add").click();
  await dialog.getByTestId("field-titleZh").fill("参会指南");
  await dialog.getByTestId("field-titleEn").fill("Attending");
  await dialog.getByTestId("target-none").click();
  await dialog.getByTestId("menu-save").click();
  await expect(page.getByTestId("menu-message")).toHaveText("菜单项已添加。");
  await page.getByTestId("menu-add").click();
  await dialog.getByTestId("field-titleZh").fill("会场交通");
  await dialog.getByTestId("field-titleEn").fill("Getting there");
  await dialog.getByRole("combobox", { name: /^上级菜单/ }).click();
  await page.getByRole("option", { name: "参会指南" }).click();
  await dialog.getByTestId("target-page").click();
  await dialog.getByRole("combobox", { name: /^页面/ }).click();
  await page.getByRole("option", { name: /会场与交通 · journey-venue/ }).click();
  await dialog.getByTestId("menu-save").click();
  // The message is the same as after the first item's save: wait for the row itself.
  await expect
    .poll(async () => (await sql.query(`SELECT 1 FROM "Menu" WHERE "conferenceId" = $1 AND "titleZh" = '会场交通'`, [ids.conference])).rowCount)
    .toBe(1);
  await expect(page.getByTestId("menu-message")).toHaveText("菜单项已添加。");
  ids.parent = await menuId(sql, "参会指南");
  ids.child = await menuId(sql, "会场交通");
  expect((await sql.query(`SELECT "parentId", "pageId" FROM "Menu" WHERE id = $1`, [ids.child])).rows[0]).toEqual({ parentId: ids.parent, pageId: ids.page });

  await page.goto(at(HOST, "/platform/publish"));
  await page.getByTestId("publish-apply").click();
  await expect(page.getByTestId("publish-message")).toHaveText("等待平台管理员审核");
  expect((await sql.query(`SELECT status FROM "Conference" WHERE id = $1`, [ids.conference])).rows[0].status).toBe(2);
  await context.close();
});

test("the administrator approves; the creator is told by mail", async ({ page, context, at, signIn, sql }) => {
  await signIn(context, "demo.localhost", "admin@example.org");
  await context.addCookies([{ name: "locale", value: "en", domain: "demo.localhost", path: "/" }]);
  const before = smtp.messages.filter((m) => m.envelopeTo.includes(CREATOR)).length;
  await page.goto(at("demo.localhost", "/admin/requests"));
  const card = page.locator(`[data-testid=request-card][data-id="${ids.conference}"]`);
  await card.getByTestId("request-approve").click();
  await page.getByTestId("approve-dialog-confirm").click();
  await expect(page.getByTestId("request-message")).toContainText("is published");
  expect((await sql.query(`SELECT status FROM "Conference" WHERE id = $1`, [ids.conference])).rows[0].status).toBe(4);
  expect((await mailTo(CREATOR, before)).subject).toMatch(/published|发布/i);
});

for (const locale of ["zh", "en"] as const) {
  const words =
    locale === "zh"
      ? { parent: "参会指南", child: "会场交通", title: "会场与交通", heading: "会场信息", link: "会场网站" }
      : { parent: "Attending", child: "Getting there", title: "Venue and travel", heading: "Venue details", link: "Venue website" };

  async function expectPage(page: Page) {
    await expect(page.getByTestId("page-title")).toHaveText(words.title);
    const content = page.getByTestId("page-content");
    await expect(content.getByRole("heading", { name: words.heading })).toBeVisible();
    await expect(content.getByRole("link", { name: words.link })).toHaveAttribute("href", "https://example.org/venue");
    const img = content.locator("img");
    await expect(img).toBeVisible();
    expect(await img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(8); // the uploaded picture loads
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(1);
  }

  test(`an anonymous visitor finds the page through the menu on a desktop (${locale})`, async ({ browser, at }) => {
    const context = await browser.newContext(DESKTOP);
    await context.addCookies([{ name: "locale", value: locale, domain: HOST, path: "/" }]);
    const page = await context.newPage();
    await page.goto(at(HOST, "/"));
    await expect(page).toHaveURL(at(HOST, "/"));
    await page.getByTestId(`nav-menu-${ids.parent}`).click();
    await page.getByRole("menu").getByTestId(`nav-menu-${ids.child}`).click();
    await expect(page).toHaveURL(at(HOST, `/page/${ids.page}`));
    await expectPage(page);
    await context.close();
  });

  test(`an anonymous visitor finds the page in the drawer on a phone (${locale})`, async ({ browser, at }) => {
    const context = await browser.newContext(PHONE);
    await context.addCookies([{ name: "locale", value: locale, domain: HOST, path: "/" }]);
    const page = await context.newPage();
    await page.goto(at(HOST, "/"));
    await page.getByTestId("open-drawer").click();
    const group = page.getByTestId("drawer-menu").getByTestId(`nav-group-menu-${ids.parent}`);
    await expect(group).toContainText(words.parent);
    await group.getByTestId(`nav-menu-${ids.child}`).click();
    await expect(page).toHaveURL(at(HOST, `/page/${ids.page}`));
    await expectPage(page);
    await context.close();
  });
}

test("the same page id on demo.localhost is the 404 page", async ({ page, at }) => {
  const res = await page.goto(at("demo.localhost", `/page/${ids.page}`));
  expect(res?.status()).toBe(404);
});
