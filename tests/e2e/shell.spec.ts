import { devices } from "@playwright/test";
import { expect, test } from "./support/fixtures";

// SPEC §2 top menu by status, mobile drawer by user-agent, the two side menus, and the platform's
// page for an unknown host.

test("anonymous visitor: home in Chinese with the public menu and sign-in links", async ({ page, at }) => {
  await page.goto(at("demo.localhost", "/"));
  await expect(page.getByTestId("conference-name")).toContainText("会议");
  await expect(page.getByTestId("conference-dates")).toBeVisible();
  const menu = page.getByTestId("main-menu");
  for (const label of ["首页", "关于会议", "日程安排", "联系我们"]) await expect(menu.getByText(label, { exact: true })).toBeVisible();
  await expect(page.getByTestId("nav-login")).toBeVisible();
  await expect(page.getByTestId("nav-management")).toHaveCount(0);
  await expect(page.getByTestId("nav-exit")).toHaveCount(0);
});

test("attendee sees personal centre, not management; the profile menu lists §2 entries", async ({ page, context, at, signIn }) => {
  await signIn(context, "demo.localhost", "alice@example.org");
  await page.goto(at("demo.localhost", "/"));
  await expect(page.getByTestId("nav-profile")).toBeVisible();
  await expect(page.getByTestId("nav-management")).toHaveCount(0);
  await page.getByTestId("nav-profile").click();
  await expect(page).toHaveURL(at("demo.localhost", "/profile/userInfo"));
  const side = page.getByTestId("profile-menu");
  for (const label of ["个人信息", "在线投稿", "酒店预订", "我的订单", "缴费", "意见反馈", "下载"]) await expect(side.getByText(label, { exact: true })).toBeVisible();
});

test("non-attendee is offered registration; manager gets management with its menu", async ({ page, context, browser, at, signIn }) => {
  await signIn(context, "demo.localhost", "bob@example.org");
  await page.goto(at("demo.localhost", "/"));
  await expect(page.getByTestId("nav-attend")).toBeVisible();
  await expect(page.getByTestId("nav-profile")).toHaveCount(0);

  const m = await browser.newContext();
  await signIn(m, "demo.localhost", "manager@example.org");
  const mp = await m.newPage();
  await mp.goto(at("demo.localhost", "/"));
  await mp.getByTestId("nav-management").click();
  await expect(mp).toHaveURL(at("demo.localhost", "/platform"));
  const side = mp.getByTestId("platform-menu");
  for (const label of ["用户管理", "订单管理", "邮件配置", "评审列表"]) await expect(side.getByText(label, { exact: true })).toBeVisible();
  await m.close();
});

test("reviewer's management link opens the review area with only review entries", async ({ page, context, at, signIn }) => {
  await signIn(context, "demo.localhost", "reviewer@example.org");
  await page.goto(at("demo.localhost", "/"));
  await page.getByTestId("nav-management").click();
  await expect(page).toHaveURL(at("demo.localhost", "/platform/submissionManage/index"));
  const side = page.getByTestId("platform-menu");
  await expect(side.getByText("评审列表", { exact: true })).toBeVisible();
  await expect(side.getByText("用户管理", { exact: true })).toHaveCount(0);
});

test("exit revokes the session on the server", async ({ page, context, at, signIn, sql }) => {
  const token = await signIn(context, "demo.localhost", "alice@example.org");
  await page.goto(at("demo.localhost", "/"));
  await page.getByTestId("nav-exit").click();
  await expect(page.getByTestId("nav-login")).toBeVisible();
  const { createHash } = await import("node:crypto");
  const { rows } = await sql.query(`SELECT "revokedAt" FROM "Session" WHERE "tokenHash" = $1`, [createHash("sha256").update(token).digest("hex")]);
  expect(rows[0].revokedAt).not.toBeNull();
});

test.describe("mobile", () => {
  const { viewport, userAgent, deviceScaleFactor } = devices["Pixel 7"];
  test.use({ viewport, userAgent, deviceScaleFactor, isMobile: true, hasTouch: true });
  test("a phone gets the drawer menu", async ({ page, at }) => {
    await page.goto(at("demo.localhost", "/"));
    await expect(page.getByTestId("mobile-bar")).toBeVisible();
    await expect(page.getByTestId("main-menu")).toHaveCount(0);
    await page.getByTestId("open-drawer").click();
    const drawer = page.getByTestId("drawer-menu");
    await expect(drawer.getByText("日程安排", { exact: true })).toBeVisible();
    await drawer.getByTestId("nav-login").click();
    await expect(page).toHaveURL(/\/conferencelogin/);
  });
});

test("an unmapped host shows the platform's no-such-conference page with 404", async ({ page, port }) => {
  const res = await page.goto(`http://nowhere.localhost:${port}/`);
  expect(res?.status()).toBe(404);
  await expect(page.getByTestId("prompt-no-conference")).toBeVisible();
});

test("menu entries open their content page; an unknown page answers 404; pages carry titles", async ({ page, at }) => {
  await page.goto(at("demo.localhost", "/"));
  await page.getByTestId("main-menu").getByText("关于会议", { exact: true }).click();
  await expect(page).toHaveURL(at("demo.localhost", "/page/about"));
  await expect(page.getByRole("heading", { name: "关于会议" })).toBeVisible();
  const missing = await page.goto(at("demo.localhost", "/page/no-such-page"));
  expect(missing?.status()).toBe(404);
  await page.goto(at("demo.localhost", "/403"));
  await expect(page).toHaveTitle(/^403 无权访问 · 2026 全国科学计算学术会议$/);
});
