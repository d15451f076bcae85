import { devices, type Browser, type Page } from "@playwright/test";
import type pg from "pg";
import { createSessionToken, createUser, expect, test } from "./support/fixtures";

// /platform/config/menu (SPEC §2) and the visitor's top menu (§2 "Top menu and mobile",
// §3 Menu, §5 'Has children, delete failed', §7 fixedAndPublish). The journey changes the demo
// menu; afterAll puts every row back as it was, since other specs read it.

const DEMO = "demo.localhost";
const PHONE = { viewport: { width: 390, height: 844 }, userAgent: devices["iPhone 13"].userAgent, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1366, height: 900 } };

test.describe.configure({ mode: "serial" });

type MenuRow = { id: number; titleZh: string; titleEn: string; published: boolean; order: number; parentId: number | null };
let snapshot: MenuRow[] = [];
let demoId = 0;
const ids = { parent: 0, child: 0, about: 0, contact: 0 };

const rowsOf = async (sql: pg.Pool, conferenceId: number) =>
  (await sql.query<MenuRow>(`SELECT id, "titleZh", "titleEn", published, "order", "parentId" FROM "Menu" WHERE "conferenceId" = $1`, [conferenceId])).rows;
const idOf = async (sql: pg.Pool, where: string, value: string) =>
  (await sql.query<{ id: number }>(`SELECT id FROM "Menu" WHERE "conferenceId" = $1 AND ${where} = $2`, [demoId, value])).rows[0].id;

test.beforeAll(async ({ sql }) => {
  demoId = (await sql.query<{ conferenceId: number }>(`SELECT "conferenceId" FROM "ConferenceDomain" WHERE host = $1`, [DEMO])).rows[0].conferenceId;
  snapshot = await rowsOf(sql, demoId);
  ids.about = await idOf(sql, "key", "about");
  ids.contact = await idOf(sql, "key", "contact");
});

test.afterAll(async ({ sql }) => {
  const keep = snapshot.map((r) => r.id);
  await sql.query(`DELETE FROM "Menu" WHERE "conferenceId" = $1 AND NOT (id = ANY($2)) AND "parentId" IS NOT NULL`, [demoId, keep]);
  await sql.query(`DELETE FROM "Menu" WHERE "conferenceId" = $1 AND NOT (id = ANY($2))`, [demoId, keep]);
  for (const r of snapshot) {
    await sql.query(`UPDATE "Menu" SET "titleZh" = $2, "titleEn" = $3, published = $4, "order" = $5, "parentId" = $6 WHERE id = $1`, [
      r.id,
      r.titleZh,
      r.titleEn,
      r.published,
      r.order,
      r.parentId,
    ]);
  }
});

async function managerPage(browser: Browser, signIn: (c: import("@playwright/test").BrowserContext, h: string, e: string) => Promise<string>) {
  const context = await browser.newContext(DESKTOP);
  await signIn(context, DEMO, "manager@example.org");
  const page = await context.newPage();
  return { context, page };
}

const save = async (page: Page, message: string) => {
  await page.getByTestId("menu-dialog").getByTestId("menu-save").click();
  await expect(page.getByTestId("menu-dialog")).toHaveCount(0);
  await expect(page.getByTestId("menu-message")).toHaveText(message);
};

test("a manager adds a parent and a child, reorders, renames 'about' and hides 'contact'", async ({ browser, signIn, at, sql }) => {
  const { context, page } = await managerPage(browser, signIn);
  await page.goto(at(DEMO, "/platform/config/menu"));
  await expect(page.getByRole("heading", { name: "菜单配置" })).toBeVisible();
  await expect(page.getByTestId(`menu-row-about`)).toBeVisible();
  await expect(page.getByTestId(`menu-delete-${ids.about}`)).toBeDisabled(); // fixed

  // The parent: titles required and at most 50 characters, shown on the field.
  await page.getByTestId("menu-add").click();
  const dialog = page.getByTestId("menu-dialog");
  await dialog.getByTestId("menu-save").click();
  await expect(dialog.getByText("此项为必填项")).toBeVisible();
  await dialog.getByTestId("field-titleZh").fill("会议资料");
  await dialog.getByTestId("field-titleEn").fill("M".repeat(51));
  await dialog.getByTestId("target-url").click();
  await dialog.getByTestId("field-url").fill("javascript:alert(1)");
  await dialog.getByTestId("menu-save").click();
  await expect(dialog.getByText("长度不能超过 50 个字符")).toBeVisible();
  await expect(dialog.getByText("请输入 http://、https:// 或 mailto: 地址")).toBeVisible();
  await dialog.getByTestId("field-titleEn").fill("Materials");
  await dialog.getByTestId("target-none").click();
  await save(page, "菜单项已添加。");
  ids.parent = await idOf(sql, `"titleZh"`, "会议资料");

  // The child opens the schedule page.
  await page.getByTestId("menu-add").click();
  await dialog.getByTestId("field-titleZh").fill("会议日程");
  await dialog.getByTestId("field-titleEn").fill("Programme");
  await dialog.getByRole("combobox", { name: /^上级菜单/ }).click();
  await page.getByRole("option", { name: "会议资料" }).click();
  await dialog.getByTestId("target-page").click();
  await dialog.getByRole("combobox", { name: /^页面/ }).click();
  await page.getByRole("option", { name: /日程安排 · schedule/ }).click();
  await save(page, "菜单项已添加。");
  ids.child = await idOf(sql, `"titleZh"`, "会议日程");
  await expect(page.getByTestId(`menu-title-${ids.child}`)).toContainText("会议日程");

  // Up moves the new parent before "contact" (it was added last).
  const y = async (testId: string) => (await page.getByTestId(testId).boundingBox())!.y;
  expect(await y(`menu-row-${ids.parent}`)).toBeGreaterThan(await y("menu-row-contact"));
  await page.getByTestId(`menu-up-${ids.parent}`).click();
  await expect(page.getByTestId("menu-message")).toHaveText("顺序已保存。");
  expect(await y(`menu-row-${ids.parent}`)).toBeLessThan(await y("menu-row-contact"));
  // A pointer can drag it too: dropped on "home", it takes home's place.
  await page.getByTestId(`menu-row-${ids.parent}`).dragTo(page.getByTestId("menu-row-home"));
  await expect.poll(async () => (await y(`menu-row-${ids.parent}`)) < (await y("menu-row-home"))).toBe(true);
  const top = await sql.query(`SELECT id FROM "Menu" WHERE "conferenceId" = $1 AND "parentId" IS NULL ORDER BY "order", id LIMIT 1`, [demoId]);
  expect(top.rows[0].id).toBe(ids.parent);

  // Rename the fixed "about" in both languages; hide "contact".
  await page.getByTestId(`menu-edit-${ids.about}`).click();
  await dialog.getByTestId("field-titleZh").fill("会议介绍");
  await dialog.getByTestId("field-titleEn").fill("Overview");
  await save(page, "菜单项已保存。");
  await page.getByTestId(`menu-edit-${ids.contact}`).click();
  await dialog.getByTestId("field-published").uncheck();
  await save(page, "菜单项已保存。");
  await expect(page.getByTestId(`menu-hidden-${ids.contact}`)).toBeVisible();

  // The screen has no horizontal overflow on a phone either.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await context.close();
});

for (const [locale, labels] of [
  ["zh", { about: "会议介绍", contact: "联系我们", parent: "会议资料", child: "会议日程" }],
  ["en", { about: "Overview", contact: "Contact", parent: "Materials", child: "Programme" }],
] as const) {
  test(`a visitor sees the configured menu on a desktop, dropdown included (${locale})`, async ({ browser, at }) => {
    const context = await browser.newContext(DESKTOP);
    await context.addCookies([{ name: "locale", value: locale, domain: DEMO, path: "/" }]);
    const page = await context.newPage();
    await page.goto(at(DEMO, "/"));
    const menu = page.getByTestId("main-menu");
    await expect(menu.getByText(labels.about, { exact: true })).toBeVisible();
    await expect(menu.getByText(labels.contact, { exact: true })).toHaveCount(0);
    // One row at 1366 px, the new parent included.
    const tops = await menu.evaluate((el) => [...el.children].map((c) => Math.round(c.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);

    // Keyboard: Enter opens the dropdown, Escape closes it and returns focus.
    const parent = page.getByTestId(`nav-menu-${ids.parent}`);
    await expect(parent).toHaveText(labels.parent);
    await parent.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("menu")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("menu")).toHaveCount(0);
    await expect(parent).toBeFocused();

    await parent.click();
    const child = page.getByRole("menu").getByTestId(`nav-menu-${ids.child}`);
    await expect(child).toHaveText(labels.child);
    await child.click();
    await expect(page).toHaveURL(at(DEMO, "/page/schedule"));
    await context.close();
  });

  test(`a phone shows the child nested in the drawer (${locale})`, async ({ browser, at }) => {
    const context = await browser.newContext(PHONE);
    await context.addCookies([{ name: "locale", value: locale, domain: DEMO, path: "/" }]);
    const page = await context.newPage();
    await page.goto(at(DEMO, "/"));
    await page.getByTestId("open-drawer").click();
    const group = page.getByTestId("drawer-menu").getByTestId(`nav-group-menu-${ids.parent}`);
    await expect(group).toContainText(labels.parent);
    await expect(page.getByTestId("drawer-menu")).not.toContainText(labels.contact);
    await group.getByTestId(`nav-menu-${ids.child}`).click();
    await expect(page).toHaveURL(at(DEMO, "/page/schedule"));
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await context.close();
  });
}

test("fixedAndPublish answers the configured tree in the asked language", async ({ api }) => {
  const en = await api(DEMO, "/conference/menu/config/fixedAndPublish?lang=en");
  expect(en.status).toBe(200);
  type Node = { id: number; key: string | null; title: string; href: string | null; children: Node[] };
  const data = en.json.data as Node[];
  expect(data.find((m) => m.key === "about")?.title).toBe("Overview");
  expect(data.find((m) => m.key === "contact")).toBeUndefined();
  expect(data.find((m) => m.id === ids.parent)).toMatchObject({ title: "Materials", href: null, children: [{ title: "Programme", href: "/page/schedule" }] });
  const zh = await api(DEMO, "/conference/menu/config/fixedAndPublish?lang=zh");
  expect((zh.json.data as Node[]).find((m) => m.id === ids.parent)?.title).toBe("会议资料");
});

test("deleting a parent with children is refused on the screen, after confirming", async ({ browser, signIn, at }) => {
  const { context, page } = await managerPage(browser, signIn);
  await page.goto(at(DEMO, "/platform/config/menu"));
  await page.getByTestId(`menu-delete-${ids.parent}`).click();
  await page.getByTestId("menu-confirm-delete-confirm").click();
  await expect(page.getByTestId("menu-message")).toHaveText("存在子菜单，删除失败");
  await expect(page.getByTestId(`menu-row-${ids.parent}`)).toBeVisible();
  await context.close();
});

test("the gateway refuses the parent's deletion with the §5 message and non-managers with 403", async ({ api, sql, browser, signIn, at }) => {
  const manager = await createSessionToken(sql, "manager@example.org");
  const refused = await api(DEMO, `/conference/menu/config/${ids.parent}`, { method: "DELETE", token: manager, headers: { "accept-language": "en" } });
  expect(refused.status).toBe(409);
  expect(["Has children, delete failed", "存在子菜单，删除失败"]).toContain(refused.json.message);
  const list = await api(DEMO, "/conference/menu/config/list", { token: manager });
  expect(list.status).toBe(200);
  expect(list.json.data.total).toBeGreaterThan(10);

  // bob: the screen sends him to /403, the gateway answers 403.
  const bob = await browser.newContext(DESKTOP);
  await signIn(bob, DEMO, "bob@example.org");
  const bobPage = await bob.newPage();
  await bobPage.goto(at(DEMO, "/platform/config/menu"));
  await expect(bobPage).toHaveURL(at(DEMO, "/403"));
  await bob.close();
  const bobToken = await createSessionToken(sql, "bob@example.org");
  expect((await api(DEMO, "/conference/menu/config/list", { token: bobToken })).status).toBe(403);
  expect((await api(DEMO, "/conference/menu/config/reorder", { method: "POST", token: bobToken, body: { parentId: null, ids: [ids.parent] } })).status).toBe(
    403,
  );

  // A manager of another conference: 403 here, and this conference's ids are not found on theirs.
  const email = await createUser(sql, "en-manager");
  await sql.query(
    `INSERT INTO "ConferenceUser" ("conferenceId", "userId", role) SELECT d."conferenceId", u.id, 'MANAGER' FROM "ConferenceDomain" d, "User" u WHERE d.host = 'en.localhost' AND u.email = $1`,
    [email],
  );
  const other = await createSessionToken(sql, email);
  expect((await api(DEMO, "/conference/menu/config/list", { token: other })).status).toBe(403);
  expect((await api("en.localhost", "/conference/menu/config/list", { token: other })).status).toBe(200);
  expect((await api("en.localhost", `/conference/menu/config/${ids.child}`, { method: "DELETE", token: other })).status).toBe(404);
  const update = {
    id: ids.about,
    titleZh: "被改",
    titleEn: "",
    parentId: null,
    icon: "",
    target: "none",
    pageId: null,
    url: "",
    newWindow: false,
    published: true,
  };
  expect((await api("en.localhost", "/conference/menu/config/update", { method: "PUT", token: other, body: update })).status).toBe(404);
  await sql.query(`DELETE FROM "User" WHERE email = $1`, [email]);
});

test("the manager deletes the child, then the parent, after confirming", async ({ browser, signIn, at }) => {
  const { context, page } = await managerPage(browser, signIn);
  await page.goto(at(DEMO, "/platform/config/menu"));
  await page.getByTestId(`menu-delete-${ids.child}`).click();
  await expect(page.getByTestId("menu-confirm-delete")).toContainText("会议日程");
  await page.getByTestId("menu-confirm-delete-confirm").click();
  await expect(page.getByTestId("menu-message")).toHaveText("菜单项已删除。");
  await page.getByTestId(`menu-delete-${ids.parent}`).click();
  await page.getByTestId("menu-confirm-delete-confirm").click();
  await expect(page.getByTestId("menu-message")).toHaveText("菜单项已删除。");
  await expect(page.getByTestId(`menu-row-${ids.parent}`)).toHaveCount(0);
  await context.close();
});
