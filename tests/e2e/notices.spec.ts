import { devices, type Browser, type BrowserContextOptions, type Page } from "@playwright/test";
import type pg from "pg";
import { expect, test } from "./support/fixtures";
import { openAs, type SignIn } from "./support/contexts";

// Notices: alice (registered on the demo) sees her unread count on the personal centre's
// "notices" entry and in the header, reads her notices on /profile/notice in Chinese on a desktop
// and in English on a phone, opens one (it is marked read and leads to her orders; the badge drops),
// marks all read (the badge goes); the manager ticks alice on /platform/manage/user, sends a notice
// after a confirmation that says how many will receive it, and alice sees it. Another conference's
// manager cannot send. Restores what it changes: the notices it made are deleted and alice's
// notices that were unread before are unread again.

const DEMO = "demo.localhost";
const DESKTOP = { viewport: { width: 1366, height: 900 } };
const PHONE = { viewport: { width: 390, height: 844 }, userAgent: devices["iPhone 13"].userAgent, isMobile: true, hasTouch: true };
const ORDER_NO = "E2E-NOTICE-7";

test.describe.configure({ mode: "serial" });

const state = { conferenceId: 0, aliceId: 0, maxId: 0, unreadBefore: [] as number[] };

async function unread(sql: pg.Pool): Promise<number> {
  const r = await sql.query(`SELECT count(*)::int AS n FROM "Notice" WHERE "conferenceId" = $1 AND "userId" = $2 AND "readAt" IS NULL`, [
    state.conferenceId,
    state.aliceId,
  ]);
  return r.rows[0].n;
}

test.beforeAll(async ({ sql }) => {
  state.conferenceId = (await sql.query(`SELECT "conferenceId" FROM "ConferenceDomain" WHERE host = $1`, [DEMO])).rows[0].conferenceId;
  state.aliceId = (await sql.query(`SELECT id FROM "User" WHERE email = 'alice@example.org'`)).rows[0].id;
  state.maxId = (await sql.query(`SELECT coalesce(max(id), 0)::int AS m FROM "Notice"`)).rows[0].m;
  state.unreadBefore = (
    await sql.query(`SELECT id FROM "Notice" WHERE "conferenceId" = $1 AND "userId" = $2 AND "readAt" IS NULL`, [state.conferenceId, state.aliceId])
  ).rows.map((r) => r.id);
  // Three notices as the producers write them, oldest first (the list shows the newest first).
  const add = (kind: string, params: object, href: string, minutesAgo: number) =>
    sql.query(
      `INSERT INTO "Notice" ("conferenceId", "userId", kind, params, href, "createdAt") VALUES ($1, $2, $3::"NoticeKind", $4, $5, now() - $6 * interval '1 minute')`,
      [state.conferenceId, state.aliceId, kind, JSON.stringify(params), href, minutesAgo],
    );
  await add("SUBMISSION_DECISION", { number: "E2E-A-001", title: "Graphene membranes", decision: "ACCEPTED" }, "/profile/submission", 3);
  await add("ORGANISER_MESSAGE", { title: "E2E 欢迎晚宴", body: "晚宴 18:30 开始。\nDinner starts at 18:30." }, "", 2);
  await add("ORDER_STATUS", { orderNo: ORDER_NO, type: "REGISTRATION", status: "PAID" }, "/profile/order/list", 1);
});

test.afterAll(async ({ sql }) => {
  await sql.query(`DELETE FROM "Notice" WHERE id > $1`, [state.maxId]);
  await sql.query(`UPDATE "Notice" SET "readAt" = NULL WHERE id = ANY($1::int[])`, [state.unreadBefore]);
});

const open = (browser: Browser, signIn: SignIn, email: string, locale: string, device: BrowserContextOptions) => openAs(browser, signIn, email, locale, device);

const badge = (page: Page) => page.getByTestId("profile-menu").getByTestId("menu-badge-notice");
const item = (page: Page, text: string) => page.getByTestId("notice-item").filter({ hasText: text });
const noOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test("alice sees her unread count, reads her notices in Chinese, and opening one marks it read", async ({ browser, signIn, at, sql }) => {
  const { context, page } = await open(browser, signIn, "alice@example.org", "zh", DESKTOP);
  const n = await unread(sql);
  expect(n).toBeGreaterThanOrEqual(3);
  await page.goto(at(DEMO, "/profile/userInfo"));
  const entry = page.getByTestId("profile-menu").getByRole("link", { name: /^通知/ });
  await expect(entry).toHaveAttribute("href", "/profile/notice");
  await expect(badge(page)).toHaveAttribute("data-count", String(n));
  await expect(page.getByTestId("account-badge").locator(".MuiBadge-badge")).not.toHaveClass(/MuiBadge-invisible/);

  await entry.click();
  await expect(page.getByRole("heading", { name: "通知", level: 1 })).toBeVisible();
  await expect(page.getByTestId("notice-item").first()).toContainText(`您的注册费订单 ${ORDER_NO} 状态变为：已支付。`);
  await expect(item(page, "E2E-A-001")).toContainText("您的投稿 E2E-A-001“Graphene membranes”有了结果：已录用");
  await expect(item(page, "E2E 欢迎晚宴").getByTestId("notice-body")).toHaveText("晚宴 18:30 开始。\nDinner starts at 18:30.");
  for (const t of [ORDER_NO, "E2E-A-001", "E2E 欢迎晚宴"]) await expect(item(page, t)).toHaveAttribute("data-unread", "true");
  await expect(page.getByTestId("notice-filter-unread")).toHaveText(`未读 (${n})`);
  await page.screenshot({ path: test.info().outputPath("notice-zh-desktop.png"), fullPage: true });

  // Opening the order's notice marks it read, then leads to the orders; the badge drops by one.
  await item(page, ORDER_NO).click();
  await expect(page).toHaveURL(/\/profile\/order\/list$/);
  await expect(badge(page)).toHaveAttribute("data-count", String(n - 1));
  expect(await unread(sql)).toBe(n - 1);
  await page.goto(at(DEMO, "/profile/notice?filter=unread"));
  await expect(item(page, ORDER_NO)).toHaveCount(0);
  await expect(item(page, "E2E-A-001")).toBeVisible();
  await page.goto(at(DEMO, "/profile/notice"));
  await expect(item(page, ORDER_NO)).toHaveAttribute("data-unread", "false");
  await context.close();
});

test("on a phone in English: the words follow the language; mark all read empties the unread list and the badge", async ({ browser, signIn, at, sql }) => {
  const { context, page } = await open(browser, signIn, "alice@example.org", "en", PHONE);
  await page.goto(at(DEMO, "/profile/notice"));
  await expect(page.getByRole("heading", { name: "Notices", level: 1 })).toBeVisible();
  await expect(item(page, ORDER_NO)).toContainText(`Your order ${ORDER_NO} (Registration fee) is now: Paid.`);
  await expect(item(page, "E2E-A-001")).toContainText("Decision on your submission E2E-A-001 “Graphene membranes”: Accepted.");
  await expect(page.getByTestId("drawer-badge").locator(".MuiBadge-badge")).not.toHaveClass(/MuiBadge-invisible/);
  expect(await noOverflow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath("notice-en-phone.png"), fullPage: true });

  await page.getByTestId("notice-mark-all").click();
  await expect(page.getByTestId("notice-message")).toHaveText("All notices marked as read");
  expect(await unread(sql)).toBe(0);
  await expect(page.locator('[data-testid="notice-item"][data-unread="true"]')).toHaveCount(0);
  await expect(page.getByTestId("notice-mark-all")).toBeDisabled();
  await page.getByTestId("side-menu-toggle").click();
  await expect(page.getByTestId("profile-menu").getByRole("link", { name: "Notices" })).toBeVisible();
  await expect(badge(page)).toHaveCount(0);
  await page.getByTestId("notice-filter-unread").click();
  await expect(page.getByTestId("notice-empty")).toHaveText("No unread notices.");
  await page.screenshot({ path: test.info().outputPath("notice-en-phone-read.png"), fullPage: true });
  await context.close();
});

test("the manager ticks alice, confirms the count and sends a notice; alice sees it; another conference's manager cannot send", async ({
  browser,
  signIn,
  at,
  sql,
  api,
}) => {
  const { context, page } = await open(browser, signIn, "manager@example.org", "zh", DESKTOP);
  await page.goto(at(DEMO, "/platform/manage/user?search=alice%40example.org"));
  const row = page.getByTestId("user-row").filter({ hasText: "alice@example.org" });
  await expect(row).toHaveCount(1);
  await row.getByTestId("user-select").check();
  await page.screenshot({ path: test.info().outputPath("manage-user-zh-desktop.png"), fullPage: true });
  await page.getByTestId("notice-send-open").click();
  const dialog = page.getByTestId("notice-send-dialog");
  await expect(dialog.getByTestId("notice-to-selected")).toBeChecked();
  await expect(dialog).toContainText("列表中勾选的 1 人");
  await dialog.getByTestId("notice-send-submit").click(); // empty: each field says so, nothing sent
  await expect(dialog.getByText("此项为必填项").first()).toBeVisible();
  await dialog.getByTestId("field-title").fill("E2E 会场变更");
  await dialog.getByTestId("field-body").fill("报告厅改为 B 厅。\nTalks move to Hall B.");
  await page.screenshot({ path: test.info().outputPath("send-zh-desktop.png") });
  await dialog.getByTestId("notice-send-submit").click();
  await expect(dialog).toContainText("这条通知将发送给 1 人");
  expect((await sql.query(`SELECT count(*)::int AS n FROM "Notice" WHERE params->>'title' = 'E2E 会场变更'`)).rows[0].n).toBe(0);
  await dialog.getByTestId("notice-send-submit").click();
  await expect(page.getByTestId("notice-send-message")).toHaveText("通知已发送给 1 人");
  const sent = await sql.query(`SELECT "userId", "conferenceId", kind FROM "Notice" WHERE params->>'title' = 'E2E 会场变更'`);
  expect(sent.rows).toEqual([{ userId: state.aliceId, conferenceId: state.conferenceId, kind: "ORGANISER_MESSAGE" }]);

  // "All the filters match": the confirmation names the list's count (not sent here).
  await page.goto(at(DEMO, "/platform/manage/user"));
  const total = (await sql.query(`SELECT count(*)::int AS n FROM "Attendee" WHERE "conferenceId" = $1`, [state.conferenceId])).rows[0].n;
  await page.getByTestId("notice-send-open").click();
  await expect(dialog.getByTestId("notice-to-filtered")).toBeChecked();
  await dialog.getByTestId("field-title").fill("E2E not sent");
  await dialog.getByTestId("field-body").fill("—");
  await dialog.getByTestId("notice-send-submit").click();
  await expect(dialog).toContainText(`这条通知将发送给 ${total} 人`);
  await dialog.getByRole("button", { name: "返回修改" }).click();
  await dialog.getByRole("button", { name: "取消" }).click();
  await expect(dialog).toHaveCount(0);
  await context.close();

  // The same on a phone: the action and the tick boxes fit; the dialog takes the screen's width.
  const phone = await open(browser, signIn, "manager@example.org", "en", PHONE);
  await phone.page.goto(at(DEMO, "/platform/manage/user?search=alice%40example.org"));
  await phone.page.getByTestId("user-select").first().check();
  expect(await noOverflow(phone.page)).toBeLessThanOrEqual(0);
  await phone.page.screenshot({ path: test.info().outputPath("manage-user-en-phone.png"), fullPage: true });
  await phone.page.getByTestId("notice-send-open").click();
  await expect(phone.page.getByTestId("notice-send-dialog")).toContainText("The 1 attendee ticked in the list");
  await phone.page.screenshot({ path: test.info().outputPath("send-en-phone.png") });
  await phone.context.close();

  const alice = await open(browser, signIn, "alice@example.org", "zh", PHONE);
  await alice.page.goto(at(DEMO, "/profile/notice"));
  const mine = item(alice.page, "E2E 会场变更");
  await expect(mine).toHaveAttribute("data-unread", "true");
  await expect(mine.getByTestId("notice-body")).toHaveText("报告厅改为 B 厅。\nTalks move to Hall B.");
  await alice.page.getByTestId("side-menu-toggle").click();
  await expect(badge(alice.page)).toHaveAttribute("data-count", "1");
  await alice.page.screenshot({ path: test.info().outputPath("notice-zh-phone.png"), fullPage: true });
  await alice.page.getByTestId("open-drawer").click();
  await expect(alice.page.getByTestId("drawer-menu").getByTestId("nav-badge-profile")).toHaveAttribute("data-count", "1");
  await alice.page.screenshot({ path: test.info().outputPath("drawer-zh-phone.png") });
  await alice.context.close();

  // Another conference's host: the manager there is not this one's, so refused; nothing written.
  const attendee = (await sql.query(`SELECT id FROM "Attendee" WHERE "conferenceId" = $1 AND "userId" = $2`, [state.conferenceId, state.aliceId])).rows[0].id;
  const r = await api("en.localhost", "/conference/platform/manage/user/notice", {
    method: "POST",
    token: await signIn(await browser.newContext(), "en.localhost", "manager@example.org"),
    body: { title: "E2E other", body: "x", audience: "selected", ids: [attendee] },
  });
  expect(r.status).toBe(403);
  expect((await sql.query(`SELECT count(*)::int AS n FROM "Notice" WHERE params->>'title' = 'E2E other'`)).rows[0].n).toBe(0);
});
