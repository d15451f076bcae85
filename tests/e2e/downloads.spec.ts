import { readFileSync } from "node:fs";
import { devices, type Browser, type BrowserContextOptions, type Page } from "@playwright/test";
import pg from "pg";
import { parseDatabaseUrl } from "../../lib/server/database-url";
import { formatBytes } from "../../lib/forms/format-bytes";
import { createSessionToken, createUser, expect, test } from "./support/fixtures";
import { openAs, type SignIn } from "./support/contexts";
import { E2E_SERVERS } from "./support/servers";

// The download centre: a manager uploads a PDF (a renamed text file is refused), titles it
// in Chinese and English and publishes it; a visitor in English sees the English title with its
// size and date and downloads the same bytes; a participants-only file is listed and served to alice
// (registered on the demo) but not to bob (signed in, not registered) nor to anyone anonymous; a
// manager of another conference is denied the screen and every call; the phone layouts; deleting.
// Files this spec makes are titled "E2E …" and removed afterwards.

const DEMO = "demo.localhost";
const DESKTOP = { viewport: { width: 1366, height: 900 } };
const PHONE = { viewport: { width: 390, height: 844 }, userAgent: devices["iPhone 13"].userAgent, isMobile: true, hasTouch: true };
const CONFIG = "/platform/config/download";
const C = "/conference/platform/config/download";

test.describe.configure({ mode: "serial" });

const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n`);
const PROGRAMME = pdf("E2E programme");
const MEMBERS = pdf("E2E members only — 参会者资料");
const ids = { programme: 0, members: 0 };

type Sql = pg.Pool;
const cleanUp = (sql: Sql) => sql.query(`DELETE FROM "DownloadFile" WHERE "titleEn" LIKE 'E2E %' OR "originalName" LIKE 'E2E%'`);
test.beforeAll(async ({ sql }) => void (await cleanUp(sql)));
test.afterAll(async ({ sql }) => void (await cleanUp(sql)));

const open = (browser: Browser, signIn: SignIn, email: string | null, locale: string, device: BrowserContextOptions = DESKTOP) =>
  openAs(browser, signIn, email, locale, device);

const toast = (page: Page) => page.getByTestId("download-config-message");
const noOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Uploads one file through the screen and saves its titles in the dialog that opens. */
async function upload(page: Page, name: string, bytes: Buffer, titles: { zh: string; en: string }, audience?: string) {
  await page.getByTestId("download-upload-input").setInputFiles({ name, mimeType: "application/pdf", buffer: bytes });
  const dialog = page.getByTestId("download-dialog");
  await expect(dialog).toBeVisible();
  await dialog.getByTestId("field-titleZh").fill(titles.zh);
  await dialog.getByTestId("field-titleEn").fill(titles.en);
  await dialog.getByTestId("field-kind").selectOption("PROGRAMME");
  if (audience) await dialog.getByTestId("field-audience").selectOption(audience);
  // The notice shows for two seconds: watch for it from the click on, before waiting for the dialog
  // to close, so a slow machine cannot miss it.
  const saved = expect(toast(page)).toHaveText("已保存");
  await dialog.getByTestId("download-save").click();
  await saved;
  await expect(dialog).toHaveCount(0);
}

test("a manager uploads a PDF, titles it in both languages and publishes it; a disguised text file is refused", async ({ browser, signIn, at, sql }) => {
  const { context, page } = await open(browser, signIn, "manager@example.org", "zh");
  await page.goto(at(DEMO, CONFIG));
  await expect(page.getByRole("heading", { name: "下载中心", level: 1 })).toBeVisible();
  await expect(page.getByTestId("platform-menu").getByRole("link", { name: "下载中心" })).toHaveAttribute("href", CONFIG);

  const before = (await sql.query(`SELECT count(*)::int AS n FROM "DownloadFile"`)).rows[0].n;
  await page
    .getByTestId("download-upload-input")
    .setInputFiles({ name: "E2E fake.pdf", mimeType: "application/pdf", buffer: Buffer.from("<html>not a pdf</html>") });
  await expect(page.getByTestId("download-upload-error")).toHaveText(/^只能上传 PDF、Office 文档/);
  expect((await sql.query(`SELECT count(*)::int AS n FROM "DownloadFile"`)).rows[0].n).toBe(before);

  await upload(page, "E2E 会议日程.pdf", PROGRAMME, { zh: "E2E 会议日程", en: "E2E Programme" });
  await upload(page, "E2E members.pdf", MEMBERS, { zh: "E2E 参会者资料", en: "E2E Participants' pack" }, "PARTICIPANTS");
  const rows = (await sql.query(`SELECT id, "titleEn", audience, published, "originalName" FROM "DownloadFile" WHERE "titleEn" LIKE 'E2E %' ORDER BY id`)).rows;
  expect(rows.map((r) => [r.titleEn, r.audience, r.published, r.originalName])).toEqual([
    ["E2E Programme", "PUBLIC", false, "E2E 会议日程.pdf"],
    ["E2E Participants' pack", "PARTICIPANTS", false, "E2E members.pdf"],
  ]);
  [ids.programme, ids.members] = rows.map((r) => r.id as number);

  for (const id of [ids.programme, ids.members]) {
    const row = page.locator(`[data-testid="download-row"][data-id="${id}"]`);
    await expect(row).toContainText("未发布");
    await row.getByTestId("download-publish").click(); // controlled: it turns once the server answers
    await expect(toast(page)).toHaveText("文件已发布");
    await expect(row.getByTestId("download-publish")).toBeChecked();
  }
  expect((await sql.query(`SELECT count(*)::int AS n FROM "DownloadFile" WHERE id = ANY($1) AND published`, [[ids.programme, ids.members]])).rows[0].n).toBe(2);
  await page.screenshot({ path: test.info().outputPath("manager-desktop.png"), fullPage: true });
  await context.close();
});

test("a visitor in English sees the English title, size and date, and downloads the same bytes", async ({ browser, signIn, at, sql }) => {
  const { context, page } = await open(browser, signIn, "bob@example.org", "en");
  await page.goto(at(DEMO, "/profile/download"));
  await expect(page.getByRole("heading", { name: "Downloads", level: 1 })).toBeVisible();
  const item = page.getByTestId("download-item").filter({ hasText: "E2E Programme" });
  await expect(item.getByTestId("download-title")).toHaveText("E2E Programme");
  await expect(item.getByTestId("download-size")).toHaveText(formatBytes(PROGRAMME.byteLength, "en"));
  const { created, tz } = (
    await sql.query(
      `SELECT to_char(f."createdAt", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created, c."timeZone" AS tz FROM "DownloadFile" f JOIN "Conference" c ON c.id = f."conferenceId" WHERE f.id = $1`,
      [ids.programme],
    )
  ).rows[0];
  await expect(item.getByTestId("download-date")).toHaveText(new Intl.DateTimeFormat("en-CA", { timeZone: tz, dateStyle: "short" }).format(new Date(created)));
  await expect(item.getByTestId("file-icon-pdf")).toBeVisible();
  // bob is not registered: the participants-only file is not listed, and the page says why.
  await expect(page.getByText("E2E Participants' pack")).toHaveCount(0);
  await expect(page.getByTestId("download-private-hint")).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("visitor-desktop.png"), fullPage: true });
  const [download] = await Promise.all([page.waitForEvent("download"), item.getByTestId("download-button").click()]);
  expect(download.suggestedFilename()).toBe("E2E 会议日程.pdf");
  expect(readFileSync((await download.path())!)).toEqual(PROGRAMME);
  await context.close();
});

test("a participants-only file is listed and served to alice, not to bob nor to anyone anonymous", async ({ browser, signIn, at, sql, playwright, port }) => {
  const { context, page } = await open(browser, signIn, "alice@example.org", "en", PHONE);
  await page.goto(at(DEMO, "/profile/download"));
  const item = page.getByTestId("download-item").filter({ hasText: "E2E Participants' pack" });
  await expect(item.getByTestId("download-private")).toHaveText("Participants only");
  await expect(page.getByTestId("download-private-hint")).toHaveCount(0);
  expect(await noOverflow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath("visitor-phone.png"), fullPage: true });
  const [download] = await Promise.all([page.waitForEvent("download"), item.getByTestId("download-button").click()]);
  expect(readFileSync((await download.path())!)).toEqual(MEMBERS);
  await context.close();

  const api = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${port}` });
  const file = async (id: number, token?: string) => {
    const headers: Record<string, string> = { host: `${DEMO}:${port}` };
    if (token) headers.authorization = `Bearer ${token}`;
    return api.get(`/api/conference/download/file/${id}`, { headers, maxRedirects: 0 });
  };
  const bob = await createSessionToken(sql, "bob@example.org");
  const alice = await createSessionToken(sql, "alice@example.org");
  expect((await file(ids.members)).status()).toBe(401);
  expect((await file(ids.members, bob)).status()).toBe(403);
  const ok = await file(ids.members, alice);
  expect(ok.status()).toBe(200);
  expect(await ok.body()).toEqual(MEMBERS);
  // The public file goes to anyone on this host, not on another conference's.
  expect(await (await file(ids.programme)).body()).toEqual(PROGRAMME);
  const other = await api.get(`/api/conference/download/file/${ids.programme}`, { headers: { host: `en.localhost:${port}` } });
  expect(other.status()).toBe(404);
  await api.dispose();
});

test("a manager of another conference is denied the screen and every call; anonymous visitors are sent to sign in (proxy on and off)", async ({
  browser,
  playwright,
  sql,
}) => {
  for (const server of E2E_SERVERS) {
    const { connectionString, schema } = parseDatabaseUrl(readFileSync(`.data/e2e-${server.schema}.url`, "utf8").trim());
    const pool = new pg.Pool({ connectionString, max: 2, options: `-c search_path=${schema}` });
    const at = (path: string) => `http://${DEMO}:${server.port}${path}`;
    try {
      const email = await createUser(pool, "download-en-manager");
      await pool.query(
        `INSERT INTO "ConferenceUser" ("conferenceId", "userId", role) SELECT d."conferenceId", u.id, 'MANAGER' FROM "ConferenceDomain" d, "User" u WHERE d.host = 'en.localhost' AND u.email = $1`,
        [email],
      );
      const token = await createSessionToken(pool, email);
      const context = await browser.newContext(DESKTOP);
      const page = await context.newPage();
      await page.goto(at("/profile/download"));
      expect([server.name, new URL(page.url()).pathname]).toEqual([server.name, "/conferencelogin"]);
      await context.addCookies([{ name: "symposia_session", value: token, domain: DEMO, path: "/", httpOnly: true, sameSite: "Lax" }]);
      await page.goto(at(CONFIG));
      expect([server.name, new URL(page.url()).pathname]).toEqual([server.name, "/403"]);
      await context.close();

      const api = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${server.port}` });
      const headers = { host: `${DEMO}:${server.port}`, authorization: `Bearer ${token}`, origin: `http://${DEMO}:${server.port}` };
      const calls: [string, string, unknown?][] = [
        ["GET", "list"],
        ["POST", "save", { id: ids.programme, titleZh: "偷偷", titleEn: "Sneaky" }],
        ["POST", "publish", { id: ids.programme, published: false }],
        ["POST", "reorder", { ids: [ids.members, ids.programme] }],
        ["DELETE", String(ids.programme)],
      ];
      for (const [method, path, data] of calls) {
        expect([server.name, path, (await api.fetch(`/api${C}/${path}`, { method, headers, data })).status()]).toEqual([server.name, path, 403]);
      }
      const up = await api.post(`/api${C}/upload`, { headers, multipart: { file: { name: "x.pdf", mimeType: "application/pdf", buffer: pdf("x") } } });
      expect([server.name, up.status()]).toEqual([server.name, 403]);
      await api.dispose();
    } finally {
      await pool.end();
    }
  }
  const row = (await sql.query(`SELECT "titleEn", published FROM "DownloadFile" WHERE id = $1`, [ids.programme])).rows[0];
  expect(row).toEqual({ titleEn: "E2E Programme", published: true });
});

test("on a phone the manager gets cards, unpublishes and deletes a file after confirming", async ({ browser, signIn, at, sql, playwright, port }) => {
  const { context, page } = await open(browser, signIn, "manager@example.org", "en", PHONE);
  await page.goto(at(DEMO, CONFIG));
  await expect(page.getByTestId("download-table")).toBeHidden();
  const card = page.locator(`[data-testid="download-card"][data-id="${ids.members}"]`);
  await expect(card).toContainText("E2E Participants' pack");
  await expect(card).toContainText("Registered participants only");
  expect(await noOverflow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath("manager-phone.png"), fullPage: true });

  await card.getByTestId("download-publish").click();
  await expect(toast(page)).toHaveText("File unpublished");
  await card.getByTestId("download-remove").click();
  await expect(page.getByTestId("download-delete")).toContainText("Delete “E2E Participants' pack”?");
  await page.getByTestId("download-delete-confirm").click();
  await expect(toast(page)).toHaveText("File deleted");
  await expect(card).toHaveCount(0);
  expect((await sql.query(`SELECT count(*)::int AS n FROM "DownloadFile" WHERE id = $1`, [ids.members])).rows[0].n).toBe(0);
  await context.close();

  const api = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${port}` });
  const alice = await createSessionToken(sql, "alice@example.org");
  expect(
    (await api.get(`/api/conference/download/file/${ids.members}`, { headers: { host: `${DEMO}:${port}`, authorization: `Bearer ${alice}` } })).status(),
  ).toBe(404);
  await api.dispose();
});
