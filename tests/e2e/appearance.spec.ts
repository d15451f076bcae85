import type { Page } from "@playwright/test";
import type pg from "pg";
import { createSessionToken, createUser, expect, test } from "./support/fixtures";

// /platform/config/exterior/*. A manager adds an appearance with a thumbnail and a CSS
// file full of attacks, activates it, and a visitor's home page wears the harmless rule only, with
// the sign-in still there; the built-in looks are switched and photographed; the active one cannot
// be deleted; plain users and other conferences' managers stay out.
test.describe.configure({ mode: "serial" });

const HOST = "demo.localhost";
const EX = "/platform/config/exterior";
const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201ffa0f3b9b40000000049454e44ae426082",
  "hex",
);
const EXE = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(300, 0x90)]);
const GIF = Buffer.from("4749463839610100010080000000000000ffffff21f90401000000002c00000000010001000002024401003b", "hex");
const CSS = `@import url(https://evil.example/x.css);
.x { background: url(javascript:alert('pwned')) }
.y { width: expression(alert('pwned')) }
.z { behavior: url(evil.htc) }
[data-protected], header, .MuiAppBar-root, a[href*="conferencelogin"] { display: none !important }
body { display: none; background-color: #fdf6e3 }
h1 { color: rgb(18, 52, 86) }
`;

async function conferenceId(sql: pg.Pool, host: string): Promise<number> {
  return (await sql.query(`SELECT "conferenceId" FROM "ConferenceDomain" WHERE host = $1`, [host])).rows[0].conferenceId;
}

/** Classic active again and no appearance of ours left (a retry starts from the seed's state). */
async function restore(sql: pg.Pool) {
  const id = await conferenceId(sql, HOST);
  await sql.query(`UPDATE "Appearance" SET "isActive" = ("builtIn" = 'classic') WHERE "conferenceId" = $1`, [id]);
  await sql.query(`DELETE FROM "Appearance" WHERE "conferenceId" = $1 AND name LIKE 'E2E%'`, [id]);
}

async function activate(page: Page, listUrl: string, name: string) {
  await page.goto(listUrl);
  const card = page.locator('[data-testid^="appearance-card-"]', { has: page.getByTestId("appearance-name").getByText(name, { exact: true }) });
  await card.getByRole("button", { name: /Use this appearance|启用此外观/ }).click();
  await expect(card.getByTestId("badge-active")).toBeVisible();
}

test.beforeAll(async ({ sql }) => restore(sql));
test.afterAll(async ({ sql }) => restore(sql));

test("manager adds an appearance: field errors in Chinese and English, thumbnail by content, CSS cleaned", async ({ page, context, at, signIn, sql }) => {
  await signIn(context, HOST, "manager@example.org");
  await context.addCookies([{ name: "locale", value: "zh", domain: HOST, path: "/" }]);
  await page.goto(at(HOST, `${EX}/add`));
  await expect(page.getByRole("heading", { name: "添加外观" })).toBeVisible();
  const form = page.getByTestId("appearance-form");
  await page.getByTestId("appearance-save").click();
  await expect(form).toContainText("此项为必填项");
  await expect(page.getByTestId("thumbnail-error")).toHaveText("请上传缩略图（JPG 或 PNG，不超过 1 MB）。");
  await page.getByTestId("field-name").fill("一二三四五六七八九十一二三四五六七八九十多");
  await page.getByTestId("appearance-save").click();
  await expect(form).toContainText("长度不能超过 20 个字符");
  await page.getByTestId("upload-thumbnail").setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: EXE });
  await expect(page.getByTestId("thumbnail-error")).toHaveText("只接受 PNG, JPG 格式的图片（按文件内容检查）。");

  await context.addCookies([{ name: "locale", value: "en", domain: HOST, path: "/" }]);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Add appearance" })).toBeVisible();
  await page.getByTestId("field-name").fill("x".repeat(21));
  await page.getByTestId("appearance-save").click();
  await expect(form).toContainText("At most 20 characters");
  await expect(page.getByTestId("thumbnail-error")).toHaveText("Please upload a thumbnail (JPG or PNG, at most 1 MB).");
  await page.getByTestId("upload-thumbnail").setInputFiles({ name: "anim.gif", mimeType: "image/gif", buffer: GIF });
  await expect(page.getByTestId("thumbnail-error")).toHaveText("Only PNG, JPG images are accepted (checked by their content).");
  await page
    .getByTestId("upload-thumbnail")
    .setInputFiles({ name: "huge.png", mimeType: "image/png", buffer: Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]) });
  await expect(page.getByTestId("thumbnail-error")).toHaveText("The file must not be larger than 1 MB.");
  await page.getByTestId("upload-css").setInputFiles({ name: "big.css", mimeType: "text/css", buffer: Buffer.alloc(1024 * 1024 + 1, 0x20) });
  await expect(page.getByTestId("css-error")).toHaveText("The CSS file must not be larger than 1024 KB.");

  // a valid one
  await page.getByTestId("field-name").fill("E2E look");
  await page.getByTestId("upload-thumbnail").setInputFiles({ name: "thumb.png", mimeType: "image/png", buffer: PNG });
  await expect(page.getByTestId("thumbnail-preview")).toBeVisible();
  await page.getByTestId("upload-css").setInputFiles({ name: "site.css", mimeType: "text/css", buffer: Buffer.from(CSS) });
  await expect(page.getByTestId("css-removed")).toContainText("unsafe parts will be left out");
  await page.getByTestId("appearance-save").click();
  await expect(page).toHaveURL(/\/platform\/config\/exterior\/list\?saved=1$/);
  await expect(page.getByTestId("appearance-message")).toHaveText("The appearance was saved.");

  const { rows } = await sql.query(`SELECT css, "cssFile" FROM "Appearance" WHERE name = 'E2E look'`);
  expect(rows[0].cssFile).toMatch(/^[a-f0-9]{32}\.css$/);
  for (const bad of ["@import", "javascript", "expression", "behavior", "evil", "data-protected"]) expect(rows[0].css).not.toContain(bad);
  expect(rows[0].css).not.toMatch(/\.sym-site \{[^}]*display/); // the content area itself cannot be hidden
  expect(rows[0].css).toContain(".sym-shell .sym-site h1");

  // the edit screen shows what was saved; a renamed appearance keeps its CSS
  await page
    .getByTestId(/^edit-/)
    .last()
    .click();
  await expect(page.getByRole("heading", { name: "Edit appearance" })).toBeVisible();
  await expect(page.getByTestId("field-name")).toHaveValue("E2E look");
  await expect(page.getByTestId("thumbnail-preview")).toBeVisible();
  await expect(page.getByTestId("css-chosen")).toHaveText("site.css");
  await page.getByTestId("field-name").fill("E2E look 2");
  await page.getByTestId("appearance-save").click();
  await expect(page.getByTestId("appearance-message")).toHaveText("The appearance was saved.");
  await page
    .getByTestId(/^edit-/)
    .last()
    .click();
  await page.getByTestId("field-name").fill("E2E look");
  await page.getByTestId("appearance-save").click();
  await expect(page.getByTestId("appearance-name").last()).toHaveText("E2E look");
  expect((await sql.query(`SELECT css FROM "Appearance" WHERE name = 'E2E look'`)).rows[0].css).toBe(rows[0].css);
});

test("the active custom appearance styles the public content, never the sign-in; the active one cannot be deleted", async ({
  page,
  context,
  browser,
  at,
  signIn,
}) => {
  await signIn(context, HOST, "manager@example.org");
  await context.addCookies([{ name: "locale", value: "zh", domain: HOST, path: "/" }]);
  await activate(page, at(HOST, `${EX}/list`), "E2E look");
  await expect(page.getByTestId("appearance-message")).toHaveText("网站外观已切换为“E2E look”。");

  // deleting the active one is refused with SPEC §5's message
  const card = page.locator('[data-testid^="appearance-card-"]', { has: page.getByText("E2E look", { exact: true }) });
  await card.getByRole("button", { name: "删除" }).click();
  await page.getByTestId("confirm-delete-confirm").click();
  await expect(page.getByTestId("appearance-message")).toHaveText("外观正在使用中，不能删除");
  await expect(card).toBeVisible();

  await page.goto(at(HOST, EX));
  await expect(page.getByTestId("active-appearance-name")).toHaveText("E2E look");
  await expect(page.getByTestId("appearance-preview")).toHaveAttribute("href", "/");
  // management keeps its own look
  await expect(page.getByTestId("appearance-style")).toHaveCount(0);

  const visitor = await browser.newContext({ locale: "en-US" });
  const home = await visitor.newPage();
  const response = await home.goto(at(HOST, "/"));
  const source = await response!.text();
  for (const bad of ["javascript:alert", "expression(", "@import", "evil.example", "behavior:", "evil.htc"]) expect(source).not.toContain(bad);
  const area = home.getByTestId("appearance-area");
  await expect(area).toHaveAttribute("data-appearance", "custom");
  await expect(area).toHaveCSS("background-color", "rgb(253, 246, 227)");
  await expect(home.getByTestId("conference-name")).toHaveCSS("color", "rgb(18, 52, 86)");
  await expect(area).toBeVisible();
  await expect(home.getByTestId("nav-login")).toBeVisible();
  await expect(home.getByTestId("site-title")).toBeVisible();
  // the sign-in page gets no organiser CSS at all
  await home.goto(at(HOST, "/conferencelogin"));
  expect(await home.getByTestId("appearance-style").textContent()).not.toContain("rgb(18, 52, 86)");
  await visitor.close();
});

test("classic and modern switch the public look (screenshots at 1366×900 and 390×844)", async ({ page, context, browser, at, signIn }, info) => {
  await signIn(context, HOST, "manager@example.org");
  await context.addCookies([{ name: "locale", value: "en", domain: HOST, path: "/" }]);
  for (const [kind, name] of [
    ["modern", "现代 Modern"],
    ["classic", "学术经典 Classic"],
  ] as const) {
    await activate(page, at(HOST, `${EX}/list`), name);
    for (const [w, h] of [
      [1366, 900],
      [390, 844],
    ]) {
      const visitor = await browser.newContext({ viewport: { width: w, height: h } });
      await visitor.addCookies([{ name: "locale", value: "zh", domain: HOST, path: "/" }]);
      const home = await visitor.newPage();
      await home.goto(at(HOST, "/"));
      await expect(home.getByTestId("appearance-area")).toHaveAttribute("data-appearance", kind);
      // no horizontal overflow on either size
      expect(await home.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await home.screenshot({ path: info.outputPath(`${kind}-${w}x${h}.png`), fullPage: true });
      await visitor.close();
    }
  }
  // classic is active at the end; the custom appearance, no longer in use, can go
  const card = page.locator('[data-testid^="appearance-card-"]', { has: page.getByText("E2E look", { exact: true }) });
  await card.getByRole("button", { name: "Delete" }).click();
  await page.getByTestId("confirm-delete-confirm").click();
  await expect(page.getByTestId("appearance-message")).toHaveText("The appearance was deleted.");
  await expect(card).toHaveCount(0);
});

test("plain users get /403; the gateway keeps managers to their own conference", async ({ page, context, at, signIn, sql, api }) => {
  await signIn(context, HOST, "bob@example.org");
  await page.goto(at(HOST, `${EX}/list`));
  await expect(page).toHaveURL(/\/403$/);

  const demo = await conferenceId(sql, HOST);
  const en = await conferenceId(sql, "en.localhost");
  const otherManager = await createUser(sql, "en-manager");
  await sql.query(`INSERT INTO "ConferenceUser" ("conferenceId", "userId", role) SELECT $1, id, 'MANAGER' FROM "User" WHERE email = $2`, [en, otherManager]);
  const other = await createSessionToken(sql, otherManager);
  const demoAppearance = (await sql.query(`SELECT id FROM "Appearance" WHERE "conferenceId" = $1 ORDER BY id LIMIT 1`, [demo])).rows[0].id;
  const enAppearance = (await sql.query(`SELECT id FROM "Appearance" WHERE "conferenceId" = $1 ORDER BY id LIMIT 1`, [en])).rows[0].id;
  expect((await api(HOST, "/conference/platform/config/exterior/list", { token: other })).status).toBe(403);
  expect((await api(HOST, `/conference/platform/config/exterior/${demoAppearance}`, { token: other })).status).toBe(403);
  expect((await api(HOST, "/conference/platform/config/exterior/activate", { method: "POST", token: other, body: { id: demoAppearance } })).status).toBe(403);
  expect((await api("en.localhost", "/conference/platform/config/exterior/list", { token: other })).status).toBe(200);
  // demo's manager asking for en's appearance on demo's host: not found
  const manager = await createSessionToken(sql, "manager@example.org");
  expect((await api(HOST, `/conference/platform/config/exterior/${enAppearance}`, { token: manager })).status).toBe(404);
  expect((await api(HOST, `/conference/platform/config/exterior/${enAppearance}`, { method: "DELETE", token: manager })).status).toBe(404);
});
