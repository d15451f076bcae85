import { rmSync } from "node:fs";
import { devices, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from "@playwright/test";
import type pg from "pg";
import { pdfPageCount, pdfText } from "../support/pdf";
import { expect, test } from "./support/fixtures";
import { E2E_UPLOAD_DIR } from "./support/servers";

// The abstract book: the demo's manager finds it from the submission list, generates the
// book of the demo's four accepted abstracts two to a page and watches the progress reach the end,
// downloads a PDF with both languages in it, publishes it and finds it in /profile/download (Chinese
// and English); on a phone in English the book is made again one to a page, and the published
// file follows; a manager of another conference is refused the page and every call. Everything the
// spec makes (generations, the download entry, their files) is removed afterwards.

const DEMO = "demo.localhost";
const DESKTOP = { viewport: { width: 1366, height: 900 } };
const PHONE = { viewport: { width: 390, height: 844 }, userAgent: devices["iPhone 13"].userAgent, isMobile: true, hasTouch: true };
const PAGE = "/platform/manage/contribute/abstract-book";
const API = "/conference/platform/manage/abstractBook";

test.describe.configure({ mode: "serial" });

let demoId = 0;
let firstJob = 0;

async function cleanUp(sql: pg.Pool) {
  const files = await sql.query<{ name: string }>(
    `SELECT "storedName" AS name FROM "AbstractBookJob" WHERE "conferenceId" = $1 AND id >= $2 AND "storedName" IS NOT NULL
     UNION ALL SELECT "storedName" FROM "DownloadFile" WHERE "conferenceId" = $1 AND kind = 'ABSTRACT_BOOK' AND "originalName" = 'abstract-book.pdf'`,
    [demoId, firstJob],
  );
  await sql.query(`DELETE FROM "DownloadFile" WHERE "conferenceId" = $1 AND kind = 'ABSTRACT_BOOK' AND "originalName" = 'abstract-book.pdf'`, [demoId]);
  await sql.query(`DELETE FROM "AbstractBookJob" WHERE "conferenceId" = $1 AND id >= $2`, [demoId, firstJob]);
  // The e2e servers keep files in the local store, a folder per lane (lib/server/storage).
  for (const f of files.rows) rmSync(`${E2E_UPLOAD_DIR}/files/${demoId}/${f.name}`, { force: true });
}

test.beforeAll(async ({ sql }) => {
  demoId = (await sql.query<{ id: number }>(`SELECT "conferenceId" AS id FROM "ConferenceDomain" WHERE host = $1`, [DEMO])).rows[0].id;
  firstJob = (await sql.query<{ n: number }>(`SELECT COALESCE(MAX(id), 0) + 1 AS n FROM "AbstractBookJob"`)).rows[0].n;
  await cleanUp(sql);
});
test.afterAll(async ({ sql }) => cleanUp(sql));

async function open(browser: Browser, signIn: (c: BrowserContext, h: string, e: string) => Promise<string>, locale: string, device: BrowserContextOptions) {
  const context = await browser.newContext(device);
  await context.addCookies([{ name: "locale", value: locale, domain: DEMO, path: "/" }]);
  const token = await signIn(context, DEMO, "manager@example.org");
  return { context, page: await context.newPage(), token };
}

const toast = (page: Page) => page.getByTestId("abstract-book-message");
const noOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Picks this book's abstracts per page, generates, and follows the progress to the finished book. */
async function generate(page: Page, perPageLabel: string, phases: string[], shot: string) {
  await page.getByRole("combobox").click();
  await page.getByRole("option", { name: perPageLabel }).click();
  await page.getByTestId("abstract-book-generate").click();
  const progress = page.getByTestId("abstract-book-progress");
  await expect(progress).toBeVisible();
  await expect(page.getByTestId("abstract-book-phase")).toHaveText(new RegExp(phases.join("|")));
  await page.screenshot({ path: test.info().outputPath(shot), fullPage: true });
  await expect(progress).toHaveCount(0, { timeout: 90_000 }); // polled about once a second until done
}

/** A GET from Node as `token` (Node cannot resolve *.localhost: the host travels in the header). */
async function get(playwright: { request: { newContext: typeof import("@playwright/test").request.newContext } }, port: number, token: string, path: string) {
  const api = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${port}` });
  const res = await api.get(path, { headers: { host: `${DEMO}:${port}`, authorization: `Bearer ${token}` } });
  const out = { status: res.status(), type: res.headers()["content-type"], body: await res.body() };
  await api.dispose();
  return out;
}

test("the manager makes the demo's book, downloads it and publishes it in the download centre", async ({ browser, signIn, at, sql, playwright, port }) => {
  test.slow();
  const { context, page, token } = await open(browser, signIn, "zh", DESKTOP);
  await page.goto(at(DEMO, "/platform/manage/contribute"));
  await page.getByRole("link", { name: "摘要集（PDF）" }).click();
  await expect(page).toHaveURL(at(DEMO, PAGE));
  await expect(page.getByRole("heading", { name: "摘要集", level: 1 })).toBeVisible();
  await expect(page.getByTestId("abstract-book-accepted")).toHaveText("已录用摘要 4 篇");
  await expect(page.getByTestId("abstract-book-layout")).toContainText("每页 1 篇 · 显示编号");
  await expect(page.getByTestId("abstract-book-config-link")).toHaveAttribute("href", "/platform/config/contribute");
  await expect(page.getByTestId("abstract-book-none")).toHaveText("尚未生成摘要集。");

  await generate(page, "每页 2 篇", ["等待处理", "正在读取并排版摘要", "正在生成页面", "正在保存 PDF"], "progress-zh-desktop.png");
  await page.screenshot({ path: test.info().outputPath("manager-zh-desktop.png"), fullPage: true });
  // cover, contents, session B (two abstracts), session C (two), author index
  await expect(page.getByTestId("abstract-book-pages")).toHaveText("共 5 页");
  const job = (
    await sql.query(`SELECT status, pages, "perPage", total, done FROM "AbstractBookJob" WHERE "conferenceId" = $1 ORDER BY id DESC LIMIT 1`, [demoId])
  ).rows[0];
  expect(job).toEqual({ status: "DONE", pages: 5, perPage: 2, total: 4, done: 4 });

  await expect(page.getByTestId("abstract-book-download")).toHaveAttribute("href", `/api${API}/file`);
  const file = await get(playwright, port, token, `/api${API}/file`);
  expect([file.status, file.type]).toEqual([200, "application/pdf"]);
  const pdf = file.body;
  expect(pdfPageCount(pdf)).toBe(5);
  const text = pdfText(pdf);
  expect(text).toContain("基于图神经网络的蛋白质—配体结合亲和力预测");
  expect(text).toContain("Machine-learned interatomic potentials for high-entropy alloys");
  expect(pdfText(pdf, 5, 5)).toContain("Andersson, Sofia");

  await expect(page.getByTestId("abstract-book-published")).toHaveAttribute("data-published", "false");
  await page.getByTestId("abstract-book-publish").click();
  await expect(toast(page)).toHaveText("摘要集已发布到下载中心");
  await expect(page.getByTestId("abstract-book-published")).toHaveAttribute("data-published", "true");

  // alice (registered) finds it in her personal centre, in Chinese and in English.
  for (const [locale, title] of [
    ["zh", "摘要集"],
    ["en", "Abstract book"],
  ] as const) {
    const visitor = await browser.newContext(DESKTOP);
    await visitor.addCookies([{ name: "locale", value: locale, domain: DEMO, path: "/" }]);
    await signIn(visitor, DEMO, "alice@example.org");
    const p = await visitor.newPage();
    await p.goto(at(DEMO, "/profile/download"));
    await expect(p.getByTestId("download-item").filter({ hasText: title }).getByTestId("download-title")).toHaveText(title);
    await visitor.close();
  }
  await context.close();
});

test("on a phone in English the book is made again, one to a page, and the published file follows", async ({ browser, signIn, at, sql, playwright, port }) => {
  test.slow();
  const { context, page, token } = await open(browser, signIn, "en", PHONE);
  await page.goto(at(DEMO, PAGE));
  await expect(page.getByRole("heading", { name: "Abstract book", level: 1 })).toBeVisible();
  await expect(page.getByTestId("abstract-book-pages")).toHaveText("5 pages");
  await expect(page.getByTestId("abstract-book-published")).toContainText("Published in the download centre");
  const before = (await sql.query(`SELECT "storedName", size FROM "DownloadFile" WHERE "conferenceId" = $1 AND kind = 'ABSTRACT_BOOK'`, [demoId])).rows[0];

  await generate(page, "1 per page", ["Waiting for a worker", "Reading and laying out", "Rendering the pages", "Saving the PDF"], "progress-en-phone.png");
  await expect(page.getByTestId("abstract-book-pages")).toHaveText("7 pages");
  expect(await noOverflow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath("manager-en-phone.png"), fullPage: true });

  const after = (await sql.query(`SELECT "storedName", size, published FROM "DownloadFile" WHERE "conferenceId" = $1 AND kind = 'ABSTRACT_BOOK'`, [demoId]))
    .rows;
  expect(after).toHaveLength(1);
  expect(after[0].storedName).not.toBe(before.storedName);
  expect(after[0].published).toBe(true);
  const listed = JSON.parse((await get(playwright, port, token, "/api/conference/download/list?lang=en")).body.toString("utf8"));
  const item = (listed.data as { title: string; url: string; size: number }[]).find((f) => f.size === after[0].size)!;
  expect(item.url).toMatch(/^\/api\/conference\/download\/file\/\d+$/);
  expect(pdfPageCount((await get(playwright, port, token, item.url)).body)).toBe(7);

  await page.getByTestId("abstract-book-unpublish").click();
  await expect(toast(page)).toHaveText("The abstract book is no longer published");
  await expect(page.getByTestId("abstract-book-published")).toHaveAttribute("data-published", "false");
  await context.close();

  // The other two looks: Chinese on a phone, English on a desktop.
  for (const [locale, device, name, heading] of [
    ["zh", PHONE, "manager-zh-phone.png", "摘要集"],
    ["en", DESKTOP, "manager-en-desktop.png", "Abstract book"],
  ] as const) {
    const other = await open(browser, signIn, locale, device);
    await other.page.goto(at(DEMO, PAGE));
    await expect(other.page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
    expect(await noOverflow(other.page)).toBeLessThanOrEqual(0);
    await other.page.screenshot({ path: test.info().outputPath(name), fullPage: true });
    await other.context.close();
  }
});

test("a manager of another conference is refused the page and every call", async ({ browser, signIn, at, api }) => {
  const context = await browser.newContext(DESKTOP);
  const token = await signIn(context, "en.localhost", "manager@example.org");
  const page = await context.newPage();
  await page.goto(at("en.localhost", PAGE));
  await expect(page).toHaveURL(at("en.localhost", "/403"));
  for (const [method, path, body] of [
    ["GET", "/status", undefined],
    ["GET", "/file", undefined],
    ["POST", "/generate", { perPage: 2 }],
    ["POST", "/publish", { published: true }],
  ] as const) {
    expect([path, (await api("en.localhost", `${API}${path}`, { method, body, token })).status]).toEqual([path, 403]);
  }
  await context.close();
});
