import { readFileSync } from "node:fs";
import { png } from "../support/png";
import type { Locator, Page } from "@playwright/test";
import pg from "pg";
import { parseDatabaseUrl } from "../../lib/server/database-url";
import { E2E_SERVERS } from "./support/servers";
import { createSessionToken, createUser, expect, test } from "./support/fixtures";

// Website settings (/platform/config/website), the publish panel (/platform/publish) and
// the closed conference, on the seeded unpublished conference draft.localhost. Everything it changes
// is put back at the end (other specs rely on the seed).
test.describe.configure({ mode: "serial" });

const HOST = "draft.localhost";
const SETTINGS = "/platform/config/website";
const PUBLISH = "/platform/publish";
const MANAGER = "manager@example.org";
const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";

function poolConfig(schemaName: string): pg.PoolConfig {
  const { connectionString, schema } = parseDatabaseUrl(readFileSync(`.data/e2e-${schemaName}.url`, "utf8").trim());
  return { connectionString, max: 2, options: `-c search_path=${schema}` };
}

/** The MUI form control around a field's input: its helper text holds the field's error. */
const fieldBox = (page: Page, name: string): Locator => page.locator(".MuiFormControl-root", { has: page.getByTestId(`field-${name}`) });

let conferenceId = 0;
let savedConference: Record<string, unknown> = {};
let savedSite: Record<string, unknown> | null = null;
let lastHistoryId = 0;

test.beforeAll(async ({ sql }) => {
  conferenceId = (await sql.query(`SELECT "conferenceId" FROM "ConferenceDomain" WHERE host = $1`, [HOST])).rows[0].conferenceId;
  savedConference = (await sql.query(`SELECT * FROM "Conference" WHERE id = $1`, [conferenceId])).rows[0];
  savedSite = (await sql.query(`SELECT * FROM "WebsiteConfig" WHERE "conferenceId" = $1`, [conferenceId])).rows[0] ?? null;
  lastHistoryId = (await sql.query(`SELECT coalesce(max(id), 0) AS id FROM "ConferenceStatusChange"`)).rows[0].id;
});

test.afterAll(async ({ sql }) => {
  const c = savedConference;
  await sql.query(
    `UPDATE "Conference" SET "nameZh"=$2, "nameEn"=$3, "shortName"=$4, status=$5, "languageType"=$6, "startDate"=$7, "endDate"=$8,
       "locationZh"=$9, "locationEn"=$10, "timeZone"=$11, "closedAt"=$12 WHERE id = $1`,
    [conferenceId, c.nameZh, c.nameEn, c.shortName, c.status, c.languageType, c.startDate, c.endDate, c.locationZh, c.locationEn, c.timeZone, c.closedAt],
  );
  if (savedSite) {
    const w = savedSite;
    await sql.query(
      `UPDATE "WebsiteConfig" SET "primaryColor"=$2, "logoFile"=$3, "bannerFile"=$4, "faviconFile"=$5, "footerZh"=$6, "footerEn"=$7,
         "contactEmail"=$8, "contactPhone"=$9 WHERE "conferenceId" = $1`,
      [conferenceId, w.primaryColor, w.logoFile, w.bannerFile, w.faviconFile, w.footerZh, w.footerEn, w.contactEmail, w.contactPhone],
    );
  }
  await sql.query(`DELETE FROM "ConferenceStatusChange" WHERE "conferenceId" = $1 AND id > $2`, [conferenceId, lastHistoryId]);
});

/** Status changes the platform administrator would make (approval is not the manager's). */
async function setStatus(sql: pg.Pool, status: number) {
  await sql.query(`UPDATE "Conference" SET status = $2 WHERE id = $1`, [conferenceId, status]); // the e2e servers cache no conference
}

test("the manager edits the settings in Chinese and English; errors show on their fields; the colour is applied", async ({ page, context, at, signIn }) => {
  await signIn(context, HOST, MANAGER);
  await context.addCookies([{ name: "locale", value: "zh", domain: HOST, path: "/" }]);
  await page.goto(at(HOST, SETTINGS));
  await expect(page.getByRole("heading", { name: "网站配置" })).toBeVisible();
  await expect(page.getByTestId("conference-status")).toHaveText("未发布");
  await expect(page.getByTestId("website-hosts")).toContainText(HOST);

  await page.getByTestId("field-startDate").fill("2027-05-10");
  await page.getByTestId("field-endDate").fill("2027-05-01");
  await page.getByTestId("field-primaryColor").fill("blue");
  await page.getByTestId("field-contactEmail").fill("no-at-sign");
  await page.getByTestId("website-save").click();
  await expect(fieldBox(page, "endDate")).toContainText("结束日期不能早于开始日期。");
  await expect(fieldBox(page, "primaryColor")).toContainText("请按 #rrggbb 格式输入颜色");
  await expect(fieldBox(page, "contactEmail")).toContainText("请输入有效的邮箱地址");
  await expect(page.getByTestId("website-message")).toHaveCount(0);

  // a light colour: dark text on it, and a warning that links in it would be hard to read
  await page.getByTestId("field-primaryColor").fill("#ffeb3b");
  await expect(page.getByTestId("color-sample")).toHaveCSS("color", "rgba(0, 0, 0, 0.87)");
  await expect(page.getByTestId("color-contrast-warning")).toBeVisible();
  await page.getByTestId("field-endDate").fill("2027-05-12");
  await page.getByTestId("field-primaryColor").fill("#0b6e4f");
  await expect(page.getByTestId("color-contrast-warning")).toHaveCount(0);
  await page.getByTestId("field-contactEmail").fill("qc@example.org");
  await page.getByTestId("field-nameZh").fill("2027 量子计算研讨会（测试）");
  await page.getByTestId("field-footerZh").fill("主办：量子计算中心");
  await expect(page.getByTestId("website-unsaved")).toBeVisible();
  await page.getByTestId("website-save").click();
  await expect(page.getByTestId("website-message")).toHaveText("网站配置已保存。");
  await expect(page.getByTestId("site-footer")).toHaveText("主办：量子计算中心");
  await expect(page.getByTestId("site-title")).toHaveText("2027 量子计算研讨会（测试）");
  // this conference's theme only: a primary button in the new colour, readable text on it
  await expect(page.getByTestId("website-save")).toHaveCSS("background-color", "rgb(11, 110, 79)");
  await expect(page.getByTestId("website-save")).toHaveCSS("color", "rgb(255, 255, 255)");

  await context.addCookies([{ name: "locale", value: "en", domain: HOST, path: "/" }]);
  await page.goto(at(HOST, SETTINGS));
  await expect(page.getByRole("heading", { name: "Website settings" })).toBeVisible();
  await page.getByTestId("field-primaryColor").fill("#12345");
  await page.getByTestId("field-footerEn").fill("Hosted by the Quantum Computing Centre");
  await page.getByTestId("website-save").click();
  await expect(fieldBox(page, "primaryColor")).toContainText("Please enter a colour as #rrggbb");
  await page.getByTestId("field-primaryColor").fill("#0b6e4f");
  await page.getByTestId("website-save").click();
  await expect(page.getByTestId("website-message")).toHaveText("Website settings saved.");
  await expect(page.getByTestId("site-footer")).toHaveText("Hosted by the Quantum Computing Centre");

  // the other conferences keep their own colour
  await signIn(context, "demo.localhost", MANAGER);
  await page.goto(at("demo.localhost", "/platform/config/email"));
  await expect(page.getByTestId("mail-config-save")).toHaveCSS("background-color", "rgb(29, 78, 137)");
});

test("images: a banner is uploaded and previewed, a disguised .exe and a file past 10 MB are refused on the field; logo and favicon reach the site", async ({
  page,
  context,
  at,
  signIn,
}) => {
  await signIn(context, HOST, MANAGER);
  await context.addCookies([{ name: "locale", value: "en", domain: HOST, path: "/" }]);
  await page.goto(at(HOST, SETTINGS));
  await expect(page.getByTestId("image-banner")).toContainText("1295 × 250");

  const banner = page.getByTestId("upload-banner");
  await banner.setInputFiles({
    name: "setup.png",
    mimeType: "image/png",
    buffer: Buffer.concat([Buffer.from("MZ\x90\x00\x03\x00\x00\x00"), Buffer.alloc(4096, 1)]),
  });
  await expect(page.getByTestId("error-banner")).toHaveText("Only PNG, JPG, GIF, WEBP images are accepted (checked by their content).");
  const big = Buffer.alloc(10 * 1024 * 1024 + 1);
  png(1295, 250).copy(big);
  await banner.setInputFiles({ name: "huge.png", mimeType: "image/png", buffer: big });
  await expect(page.getByTestId("error-banner")).toHaveText("The file must not be larger than 10 MB.");
  await expect(page.getByTestId("preview-banner")).toHaveCount(0);

  await banner.setInputFiles({ name: "square.png", mimeType: "image/png", buffer: png(600, 600) });
  await expect(page.getByTestId("preview-banner")).toBeVisible();
  await expect(page.getByTestId("banner-shape-warning")).toContainText("600 × 600");
  await banner.setInputFiles({ name: "banner.png", mimeType: "image/png", buffer: png(1295, 250, [200, 60, 40]) });
  await expect(page.getByTestId("banner-shape-warning")).toHaveCount(0);
  await expect(page.getByTestId("error-banner")).toHaveCount(0);
  await page.getByTestId("upload-logo").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: png(64, 64, [255, 200, 0]) });
  await page.getByTestId("upload-favicon").setInputFiles({ name: "icon.png", mimeType: "image/png", buffer: png(32, 32, [0, 128, 0]) });
  await expect(page.getByTestId("preview-favicon")).toBeVisible();
  await page.getByTestId("website-save").click();
  await expect(page.getByTestId("website-message")).toHaveText("Website settings saved.");

  await page.goto(at(HOST, SETTINGS));
  await expect(page.getByTestId("preview-banner")).toBeVisible();
  await expect(page.getByTestId("site-logo")).toBeVisible();
  const icon = await page.locator("link[rel=icon]").getAttribute("href");
  expect(icon).toMatch(/^\/site-file\/[a-f0-9]{32}\.png$/);
  expect(await page.locator("link[rel=icon]").count()).toBe(1);
  expect(await page.evaluate(async (u) => (await fetch(u)).headers.get("content-type"), icon!)).toBe("image/png");

  // removing asks first; after saving, the platform's icon is back
  await page.getByTestId("remove-favicon").click();
  await expect(page.getByTestId("remove-favicon-dialog")).toBeVisible();
  await page.getByTestId("remove-favicon-dialog-confirm").click();
  await expect(page.getByTestId("preview-favicon")).toHaveCount(0);
  await page.getByTestId("website-save").click();
  await expect(page.getByTestId("website-message")).toHaveText("Website settings saved.");
  await page.goto(at(HOST, SETTINGS));
  await expect(page.locator("link[rel=icon][type='image/svg+xml']")).toHaveAttribute("href", "/icon.svg");

  // the refusal reaches the field in Chinese too
  await context.addCookies([{ name: "locale", value: "zh", domain: HOST, path: "/" }]);
  await page.goto(at(HOST, SETTINGS));
  await page.getByTestId("upload-favicon").setInputFiles({
    name: "icon.png",
    mimeType: "image/png",
    buffer: Buffer.concat([Buffer.from("MZ\x90\x00\x03\x00\x00\x00"), Buffer.alloc(4096, 1)]),
  });
  await expect(page.getByTestId("error-favicon")).toHaveText("只接受 PNG, ICO 格式的图片（按文件内容检查）。");
});

test("publish panel: apply, withdraw, rejection reason, cancel publish and close — what visitors see each time", async ({
  page,
  context,
  browser,
  at,
  signIn,
  sql,
}) => {
  await signIn(context, HOST, MANAGER);
  await context.addCookies([{ name: "locale", value: "zh", domain: HOST, path: "/" }]);
  await page.goto(at(HOST, SETTINGS));
  await page.getByTestId("open-publish").click();
  await expect(page).toHaveURL(at(HOST, PUBLISH));
  await expect(page.getByTestId("publish-status")).toHaveText("未发布");
  await expect(page.getByTestId("history-empty")).toBeVisible();

  await page.getByTestId("publish-apply").click();
  await expect(page.getByTestId("publish-message")).toHaveText("等待平台管理员审核");
  await expect(page.getByTestId("publish-status")).toHaveText("等待审核");
  await expect(page.getByTestId("history-row")).toHaveCount(1);
  await expect(page.getByTestId("history-row").first()).toContainText("未发布 → 等待审核");
  await expect(page.getByTestId("history-row").first()).toContainText("王明");

  await page.getByTestId("publish-withdraw").click();
  await expect(page.getByTestId("publish-status")).toHaveText("未发布");
  await expect(page.getByTestId("history-row")).toHaveCount(2);

  // the administrator rejects with a reason (their screen is tested in admin.spec.ts): the panel shows it
  const admin = (await sql.query(`SELECT id FROM "User" WHERE email = 'admin@example.org'`)).rows[0].id;
  await sql.query(`INSERT INTO "ConferenceStatusChange" ("conferenceId","fromStatus","toStatus",reason,"actorId") VALUES ($1, 2, 3, $2, $3)`, [
    conferenceId,
    "请补充会议日程",
    admin,
  ]);
  await setStatus(sql, 3);
  await page.reload();
  await expect(page.getByTestId("rejection-reason")).toContainText("请补充会议日程");
  await expect(page.getByTestId("publish-apply")).toBeVisible();

  // published (approved by the administrator) → cancel publish, with a confirmation
  await setStatus(sql, 4);
  await page.reload();
  await expect(page.getByTestId("publish-status")).toHaveText("已发布");
  await page.getByTestId("publish-cancel").click();
  await expect(page.getByTestId("publish-confirm")).toContainText("访客将无法再看到网站");
  await page.getByTestId("publish-confirm-confirm").click();
  await expect(page.getByTestId("publish-status")).toHaveText("未发布");
  const visitor = await browser.newContext();
  const anon = await visitor.newPage();
  await anon.goto(at(HOST, "/"));
  await expect(anon).toHaveURL(at(HOST, "/unpublished"));

  // published again → close: every page says so, registration refused, sign-in still works
  await setStatus(sql, 4);
  await page.reload();
  await page.getByTestId("publish-close").click();
  await expect(page.getByTestId("publish-confirm")).toContainText("只有平台管理员可以重新开放");
  await page.getByTestId("publish-confirm-confirm").click();
  await expect(page.getByTestId("publish-status")).toHaveText("已关闭");
  await expect(page.getByTestId("reopen-hint")).toBeVisible();
  await expect(page.getByTestId("publish-close")).toHaveCount(0);
  await page.goto(at(HOST, "/platform"));
  await expect(page.getByTestId("conference-status")).toHaveText("已关闭");

  await anon.goto(at(HOST, "/"));
  await expect(anon).toHaveURL(at(HOST, "/"));
  await expect(anon.getByTestId("closed-notice")).toContainText("本次会议已关闭");
  await expect(anon.getByTestId("closed-notice")).toContainText("参会者仍可登录查看订单和发票");
  await anon.goto(at(HOST, "/conferenceRegister"));
  await expect(anon.getByTestId("attend-closed")).toHaveText("本次会议已关闭，不能再报名。");
  await anon.goto(at(HOST, "/conferencelogin"));
  await expect(anon.getByTestId("closed-notice")).toBeVisible();
  await expect(anon.getByTestId("field-email")).toBeVisible();
  // a signed-in person keeps the personal centre
  await signIn(visitor, HOST, "bob@example.org");
  await anon.goto(at(HOST, "/profile/userInfo"));
  await expect(anon).toHaveURL(at(HOST, "/profile/userInfo"));
  await expect(anon.getByTestId("closed-notice")).toBeVisible();
  await visitor.close();

  const rows = await sql.query(`SELECT "fromStatus", "toStatus" FROM "ConferenceStatusChange" WHERE "conferenceId" = $1 AND id > $2 ORDER BY id`, [
    conferenceId,
    lastHistoryId,
  ]);
  expect(rows.rows.map((r) => `${r.fromStatus}>${r.toStatus}`)).toEqual(["1>2", "2>1", "2>3", "4>1", "4>5"]);
  await setStatus(sql, 1);
});

test("a manager of another conference is refused the pages and every new gateway call, with the proxy on and off", async ({ browser, playwright }) => {
  // demo.localhost is published, so the refusal is the manager check's (an unpublished one answers /unpublished first)
  const DEMO = "demo.localhost";
  const calls = [
    ["GET", "/conference/platform/config/website"],
    ["POST", "/conference/platform/config/website"],
    ["GET", "/conference/platform/findConferenceStatus"],
    ["GET", "/conference/platform/statusHistory"],
    ["POST", "/conference/platform/applyRelease"],
    ["POST", "/conference/platform/withdrawRelease"],
    ["POST", "/conference/platform/cancelRelease"],
    ["POST", "/conference/platform/close"],
  ];
  for (const server of E2E_SERVERS) {
    const pool = new pg.Pool(poolConfig(server.schema));
    try {
      // a manager of en.localhost only
      const email = await createUser(pool, "en-manager");
      await pool.query(
        `INSERT INTO "ConferenceUser" ("conferenceId","userId",role) SELECT d."conferenceId", u.id, 'MANAGER' FROM "ConferenceDomain" d, "User" u WHERE d.host = 'en.localhost' AND u.email = $1`,
        [email],
      );
      const token = await createSessionToken(pool, email);
      const context = await browser.newContext();
      await context.addCookies([{ name: "symposia_session", value: token, domain: DEMO, path: "/", httpOnly: true, sameSite: "Lax" }]);
      const page = await context.newPage();
      for (const path of [SETTINGS, PUBLISH]) {
        await page.goto(`http://${DEMO}:${server.port}${path}`);
        expect([server.name, new URL(page.url()).pathname]).toEqual([server.name, "/403"]);
      }
      await context.close();
      const api = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${server.port}` });
      for (const [method, path] of calls) {
        const res = await api.fetch(`/api${path}`, {
          method,
          headers: { host: `${DEMO}:${server.port}`, authorization: `Bearer ${token}`, origin: `http://${DEMO}:${server.port}` },
          data: method === "POST" ? {} : undefined,
        });
        expect([server.name, method, path, res.status()]).toEqual([server.name, method, path, 403]);
      }
      await api.dispose();
      const status = (await pool.query(`SELECT c.status FROM "Conference" c JOIN "ConferenceDomain" d ON d."conferenceId" = c.id WHERE d.host = $1`, [DEMO]))
        .rows[0].status;
      expect(status).toBe(4);
    } finally {
      await pool.end();
    }
  }
});

test("phones: settings and publish panel fit 390 × 844 without sideways scrolling", async ({ browser, at, sql }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, userAgent: IPHONE, isMobile: true, hasTouch: true });
  const token = await createSessionToken(sql, MANAGER, { mobile: true });
  await context.addCookies([
    { name: "symposia_session", value: token, domain: HOST, path: "/", httpOnly: true, sameSite: "Lax" },
    { name: "locale", value: "en", domain: HOST, path: "/" },
  ]);
  const page = await context.newPage();
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  for (const path of [SETTINGS, PUBLISH]) {
    await page.goto(at(HOST, path));
    await expect(page.locator("h1")).toBeVisible();
    expect(await overflow(), path).toBeLessThanOrEqual(1);
  }
  // on phones the history keeps two columns: the change with its time and author under it, and the reason
  const row = page.getByTestId("status-history").getByTestId("history-row").first();
  await expect(row.getByTestId("history-change")).toBeVisible();
  await expect(row.getByTestId("history-actor")).toBeHidden();
  await context.close();
});
