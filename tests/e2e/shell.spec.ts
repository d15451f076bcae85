import { devices, type Page } from "@playwright/test";
import { createSessionToken, DEMO_PASSWORD, expect, test } from "./support/fixtures";

// SPEC §2 top menu by status, mobile drawer by user-agent, the two side menus, and the platform's
// page for an unknown host. Also: one header row, account menu, no all-caps, skip link.

const openAccountMenu = async (page: Page) => {
  await page.getByTestId("account-button").click();
  await expect(page.getByRole("menu")).toBeVisible();
};

test("anonymous visitor: home in Chinese with the public menu and sign-in links", async ({ page, at }) => {
  await page.goto(at("demo.localhost", "/"));
  await expect(page.getByTestId("conference-name")).toContainText("会议");
  await expect(page.getByTestId("conference-dates")).toBeVisible();
  const menu = page.getByTestId("main-menu");
  for (const label of ["首页", "关于会议", "日程安排", "联系我们"]) await expect(menu.getByText(label, { exact: true })).toBeVisible();
  await expect(page.getByTestId("nav-login")).toBeVisible();
  await expect(page.getByTestId("account-button")).toHaveCount(0);
  await expect(page.getByTestId("nav-exit")).toHaveCount(0);
});

test("attendee: the account menu opens the personal centre, whose menu lists only built screens", async ({ page, context, at, signIn }) => {
  await signIn(context, "demo.localhost", "alice@example.org");
  await page.goto(at("demo.localhost", "/"));
  await expect(page.getByTestId("account-button")).toHaveText("Alice Liddell");
  await openAccountMenu(page);
  await expect(page.getByTestId("nav-management")).toHaveCount(0);
  await page.getByTestId("nav-profile").click();
  await expect(page).toHaveURL(at("demo.localhost", "/profile/userInfo"));
  const side = page.getByTestId("profile-menu");
  await expect(side.getByText("个人信息", { exact: true })).toBeVisible();
  // Only screens that are built get an entry; these all are now.
  for (const label of ["我的订单", "缴费", "我的投稿", "酒店预订"]) await expect(side.getByText(label, { exact: true })).toBeVisible();
  for (const label of ["意见反馈", "资料下载"]) await expect(side.getByText(label, { exact: true })).toBeVisible();
});

test("non-attendee is offered registration; manager gets management with its built entries", async ({ page, context, browser, at, signIn }) => {
  await signIn(context, "demo.localhost", "bob@example.org");
  await page.goto(at("demo.localhost", "/"));
  await openAccountMenu(page);
  await expect(page.getByTestId("nav-attend")).toBeVisible();
  await expect(page.getByTestId("nav-profile")).toHaveCount(0);

  const m = await browser.newContext();
  await signIn(m, "demo.localhost", "manager@example.org");
  const mp = await m.newPage();
  await mp.goto(at("demo.localhost", "/"));
  await openAccountMenu(mp);
  await mp.getByTestId("nav-management").click();
  await expect(mp).toHaveURL(at("demo.localhost", "/platform"));
  await expect(mp.getByTestId("platform-overview")).toBeVisible();
  const side = mp.getByTestId("platform-menu");
  for (const label of ["用户管理", "订单管理", "邮件配置", "网站配置", "酒店管理", "反馈管理"])
    await expect(side.getByText(label, { exact: true })).toBeVisible();
  await m.close();
});

test("a reviewer's management entry leads to their area", async ({ page, context, at, signIn }) => {
  await signIn(context, "demo.localhost", "reviewer@example.org");
  await page.goto(at("demo.localhost", "/"));
  await openAccountMenu(page);
  await expect(page.getByTestId("nav-myConference")).toBeVisible();
  await page.getByTestId("nav-management").click();
  await expect(page).toHaveURL(at("demo.localhost", "/platform/submissionManage/index"));
  await expect(page.getByTestId("submission-list")).toBeVisible();
});

test("exit revokes the session on the server", async ({ page, context, at, signIn, sql }) => {
  const token = await signIn(context, "demo.localhost", "alice@example.org");
  await page.goto(at("demo.localhost", "/"));
  await openAccountMenu(page);
  await page.getByTestId("nav-exit").click();
  await expect(page.getByTestId("nav-login")).toBeVisible();
  const { createHash } = await import("node:crypto");
  const { rows } = await sql.query(`SELECT "revokedAt" FROM "Session" WHERE "tokenHash" = $1`, [createHash("sha256").update(token).digest("hex")]);
  expect(rows[0].revokedAt).not.toBeNull();
});

test("exit goes through the action guard: a cross-site replay signs nobody out", async ({ page, context, at, signIn, sql, port, playwright }) => {
  await signIn(context, "demo.localhost", "alice@example.org");
  await page.goto(at("demo.localhost", "/"));
  const captured = page.waitForRequest((r) => r.method() === "POST" && !!r.headers()["next-action"]);
  await openAccountMenu(page);
  await page.getByTestId("nav-exit").click();
  const request = await captured;
  await expect(page.getByTestId("nav-login")).toBeVisible();

  // Replayed from elsewhere with a live session: the browser says cross-site and sends no Origin,
  // which Next's own action check lets through.
  const victim = await createSessionToken(sql, "alice@example.org");
  const http = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${port}` });
  const res = await http.post("/", {
    headers: {
      host: `demo.localhost:${port}`,
      "next-action": request.headers()["next-action"],
      "content-type": request.headers()["content-type"],
      accept: "text/x-component",
      "sec-fetch-site": "cross-site",
      cookie: `symposia_session=${victim}`,
    },
    data: request.postData() ?? "",
    maxRedirects: 0,
  });
  expect(await res.text()).toContain('"status":403');
  const { rows } = await sql.query(`SELECT "revokedAt" FROM "Session" WHERE "tokenHash" = encode(sha256($1::bytea), 'hex')`, [victim]);
  expect(rows[0].revokedAt).toBeNull();
  await http.dispose();
});

test("the account menu works by keyboard", async ({ page, context, at, signIn }) => {
  await signIn(context, "demo.localhost", "manager@example.org");
  await page.goto(at("demo.localhost", "/"));
  const button = page.getByTestId("account-button");
  await button.focus();
  await page.keyboard.press("Enter");
  const menu = page.getByRole("menu");
  await expect(menu).toBeVisible();
  await expect(button).toHaveAttribute("aria-expanded", "true");
  await expect(menu.getByRole("menuitem").first()).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(menu).toHaveCount(0);
  await expect(button).toBeFocused();
  // Open again, walk down to "conference management" and follow it with Enter.
  await page.keyboard.press("ArrowDown");
  await expect(menu).toBeVisible();
  const items = await menu.getByRole("menuitem").evaluateAll((els) => els.map((e) => e.getAttribute("data-testid")));
  for (let i = 0; i < items.indexOf("nav-management"); i++) await page.keyboard.press("ArrowDown");
  await expect(page.getByTestId("nav-management")).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(at("demo.localhost", "/platform"));
});

for (const locale of ["en", "zh"]) {
  test(`the header fits on one row at 1366 px for a manager (${locale}), without all-caps`, async ({ page, context, at, signIn }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await context.addCookies([{ name: "locale", value: locale, domain: "demo.localhost", path: "/" }]);
    await signIn(context, "demo.localhost", "manager@example.org");
    await page.goto(at("demo.localhost", "/"));
    const bar = page.getByTestId("top-bar");
    const layout = await bar.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const items = [
        ...el.querySelectorAll("[data-testid=site-title], [data-testid=main-menu] > *, [data-testid=account-menu] > *, [data-testid=language-switch]"),
      ];
      const title = el.querySelector<HTMLElement>("[data-testid=site-title]")!;
      return {
        bar: { top: box.top, bottom: box.bottom, right: box.right, height: box.height },
        items: items.map((i) => {
          const r = i.getBoundingClientRect();
          return { top: r.top, bottom: r.bottom, right: r.right, visible: r.width > 0 };
        }),
        overflow: el.scrollWidth > el.clientWidth,
        titleCut: title.scrollWidth > title.clientWidth,
      };
    });
    expect(layout.items.length).toBeGreaterThanOrEqual(7); // title, 4 content entries, account, language
    expect(layout.bar.height).toBeLessThanOrEqual(72);
    const rowTop = Math.min(...layout.items.map((i) => i.top));
    for (const i of layout.items) {
      expect(i.visible).toBe(true);
      expect(i.top).toBeLessThan(rowTop + 24); // all on one row
      expect(i.bottom).toBeLessThanOrEqual(layout.bar.bottom);
      expect(i.right).toBeLessThanOrEqual(layout.bar.right);
    }
    expect(layout.overflow).toBe(false);
    expect(layout.titleCut).toBe(false);

    // Nothing is upper-cased by style — header, menus, buttons, the code button.
    await openAccountMenu(page);
    const upper = await page.evaluate(() =>
      [...document.querySelectorAll("button, a, [role=menuitem], .MuiChip-label")]
        .filter((e) => getComputedStyle(e).textTransform !== "none")
        .map((e) => e.textContent),
    );
    expect(upper).toEqual([]);
  });
}

test("the code button's countdown is not upper-cased", async ({ page, at }) => {
  await page.context().addCookies([{ name: "locale", value: "en", domain: "demo.localhost", path: "/" }]);
  await page.goto(at("demo.localhost", "/userRegister"));
  await expect(page.getByTestId("send-code")).toHaveCSS("text-transform", "none");
});

test("managers land on /platform after sign-in; a redirect query still wins", async ({ page, at }) => {
  const login = async (query: string) => {
    await page.context().clearCookies();
    await page.goto(at("demo.localhost", `/conferencelogin${query}`));
    await page.getByTestId("field-email").fill("manager@example.org");
    await page.getByTestId("field-password").fill(DEMO_PASSWORD);
    await page.getByTestId("login-submit").click();
  };
  await login("");
  await page.waitForURL(at("demo.localhost", "/platform"));
  await expect(page.getByTestId("platform-overview")).toBeVisible();
  await login("?redirect=%2Fprofile%2Fpassword");
  await page.waitForURL(at("demo.localhost", "/profile/password"));
});

test("the footer names the year once; the skip link leads to the main content", async ({ page, at }) => {
  await page.goto(at("demo.localhost", "/"));
  const footer = page.getByTestId("site-footer");
  await expect(footer).toContainText("2026 全国科学计算学术会议");
  await expect(footer).not.toContainText(/2026\D+2026/);
  const skip = page.getByTestId("skip-link");
  await page.keyboard.press("Tab");
  await expect(skip).toBeFocused();
  const box = (await skip.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0); // on screen while focused
  await page.keyboard.press("Enter");
  await expect(page.locator("main#content")).toBeFocused();
});

test("the site has a favicon, also on an unpublished conference", async ({ page, at }) => {
  // Through the browser: Node's request client cannot resolve *.localhost.
  for (const host of ["demo.localhost", "draft.localhost"]) {
    const res = await page.goto(at(host, "/favicon.ico"));
    expect(res?.status()).toBe(200);
    expect(res?.headers()["content-type"]).toContain("icon");
  }
  await page.goto(at("demo.localhost", "/"));
  const icon = await page.locator("link[rel=icon][type='image/svg+xml']").getAttribute("href");
  expect((await page.goto(at("demo.localhost", icon!)))?.status()).toBe(200);
});

test("/unpublished offers no link that bounces back to it", async ({ page, browser, at, signIn }) => {
  const check = async (p: Page) => {
    await p.goto(at("draft.localhost", "/"));
    await expect(p).toHaveURL(at("draft.localhost", "/unpublished"));
    const hrefs = await p.locator("a[href^='/']").evaluateAll((as) => as.map((a) => a.getAttribute("href")!));
    for (const href of hrefs) {
      await p.goto(at("draft.localhost", href));
      expect(new URL(p.url()).pathname, href).not.toBe("/unpublished");
      await p.goto(at("draft.localhost", "/unpublished"));
    }
    return hrefs;
  };
  expect(await check(page)).toEqual(["/conferencelogin", "/conferencelogin"]); // the menu's and the prompt's
  const bob = await browser.newContext();
  await signIn(bob, "draft.localhost", "bob@example.org");
  const bobPage = await bob.newPage();
  expect(await check(bobPage)).toEqual([]);
  await bobPage.getByTestId("account-button").click();
  await expect(bobPage.getByRole("menuitem")).toHaveCount(1); // exit only
  await bob.close();
});

test.describe("mobile", () => {
  const { viewport, userAgent, deviceScaleFactor } = devices["Pixel 7"];
  test.use({ viewport, userAgent, deviceScaleFactor, isMobile: true, hasTouch: true });
  test("a phone gets the drawer menu with the site's name and a close button", async ({ page, at }) => {
    await page.goto(at("demo.localhost", "/"));
    await expect(page.getByTestId("mobile-bar")).toBeVisible();
    await expect(page.getByTestId("main-menu")).toHaveCount(0);
    // The title is shown whole (on two lines if need be), not cut.
    const title = page.getByTestId("site-title");
    expect(await title.evaluate((e) => e.scrollHeight <= e.clientHeight && e.scrollWidth <= e.clientWidth)).toBe(true);
    await page.getByTestId("open-drawer").click();
    const drawer = page.getByTestId("drawer-menu");
    await expect(drawer.getByTestId("drawer-title")).toHaveText("2026 全国科学计算学术会议");
    await page.getByTestId("close-drawer").click();
    await expect(drawer).toHaveCount(0);
    await page.getByTestId("open-drawer").click();
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
  await expect(page).toHaveTitle(/^403 无权访问 - 2026 全国科学计算学术会议$/);
});
