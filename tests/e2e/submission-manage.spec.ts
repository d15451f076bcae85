import { devices, type Browser, type BrowserContext, type Page } from "@playwright/test";
import type pg from "pg";
import yauzl from "yauzl";
import { startTestSmtpServer, type TestSmtpServer } from "../support/smtp";
import { expect, test } from "./support/fixtures";
import { restoreSubmissionSetup, saveSubmissionSetup, type SavedSubmissionSetup } from "./support/submission-setup";
import { E2E_SMTP_AUTH, E2E_SMTP_PORT } from "./support/servers";

// Submissions, the organisers' side: alice submits in Chinese an abstract with two authors and
// a PDF into theme A; the manager finds it in /platform/manage/contribute (filters that keep
// and that exclude it), sets "needs modification" (a reason is required) and alice reads the reason
// in her mail; after the end date she resubmits on a phone and the manager sees both versions and
// what changed; after the second deadline her edit is refused; the manager downloads every file as
// a ZIP and the CSV export, and sees her among the submitters. A reviewer sees nothing until the
// submission is assigned to them, then reads it without being able to decide or export; the
// manager is nobody on en.localhost. The call, the registration rule and the demo's mail settings
// are set here with SQL and put back after.

const DEMO = "demo.localhost";
const ALICE = "alice@example.org";
const MANAGER = "manager@example.org";
const REVIEWER = "reviewer@example.org";
const CO_AUTHOR = "wang.xm@example.org";
const DESKTOP = { viewport: { width: 1366, height: 900 } };
const PHONE = { viewport: { width: 390, height: 844 }, userAgent: devices["iPhone 13"].userAgent, isMobile: true, hasTouch: true };
const PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\n% submission-manage e2e\ntrailer <<>>\n%%EOF\n");
const FILE_NAME = "结构预测摘要.pdf";
const TITLE = "冷冻电镜解析膜蛋白复合物的结构";
const TITLE_2 = "冷冻电镜解析膜蛋白复合物的结构（修改稿）";
const REASON = "请补充对照实验，并说明与现有方法的比较。";
const API = "/api/conference/platform/manage/contribute";
const SHANGHAI_TODAY = `(now() AT TIME ZONE 'Asia/Shanghai')::date`;

test.describe.configure({ mode: "serial" });

let smtp: TestSmtpServer;
let demoId = 0;
let themeA = 0;
let themeC = 0;
let subId = 0;
let saved: SavedSubmissionSetup | null = null;
let savedMailActive: boolean | null = null;
let createdReviewer: number | null = null;

async function cleanUp(sql: pg.Pool) {
  // Alice's submissions and every one filed under theme A, so the theme's numbering starts again at A-001.
  await sql.query(`DELETE FROM "Submission" WHERE "conferenceId" = $1 AND ("userId" = (SELECT id FROM "User" WHERE email = $2) OR "themeId" = $3)`, [
    demoId,
    ALICE,
    themeA,
  ]);
  await sql.query(`DELETE FROM "ConferenceCounter" WHERE "conferenceId" = $1 AND name = $2`, [demoId, `submission:theme:${themeA}`]);
  // The conference-wide sequence only when no submission is left that holds one of its numbers.
  await sql.query(
    `DELETE FROM "ConferenceCounter" c WHERE c."conferenceId" = $1 AND c.name LIKE 'submission%' AND NOT EXISTS (SELECT 1 FROM "Submission" s WHERE s."conferenceId" = $1)`,
    [demoId],
  );
}

const setWindow = (sql: pg.Pool, endOffset: number, secondOffset: number) =>
  sql.query(`UPDATE "SubmissionConfig" SET "endDate" = ${SHANGHAI_TODAY} + $2::int, "secondDeadline" = ${SHANGHAI_TODAY} + $3::int WHERE "conferenceId" = $1`, [
    demoId,
    endOffset,
    secondOffset,
  ]);

test.beforeAll(async ({ sql }) => {
  smtp = await startTestSmtpServer({ port: E2E_SMTP_PORT, user: E2E_SMTP_AUTH.user, pass: E2E_SMTP_AUTH.pass });
  demoId = (await sql.query<{ id: number }>(`SELECT "conferenceId" AS id FROM "ConferenceDomain" WHERE host = $1`, [DEMO])).rows[0].id;
  const theme = async (prefix: string) =>
    (await sql.query<{ id: number }>(`SELECT id FROM "SubmissionTheme" WHERE "conferenceId" = $1 AND prefix = $2`, [demoId, prefix])).rows[0].id;
  themeA = await theme("A");
  themeC = await theme("C");
  saved = await saveSubmissionSetup(sql, demoId);
  savedMailActive = (await sql.query(`SELECT active FROM "MailConfig" WHERE "conferenceId" = $1`, [demoId])).rows[0]?.active ?? null;
  await cleanUp(sql);

  await sql.query(`UPDATE "ConferenceModule" SET enabled = true WHERE "conferenceId" = $1 AND module = 'submission'`, [demoId]);
  // Open since five days ago for a month, revisions ten days more; an abstract text, authors and a report type required.
  await sql.query(
    `INSERT INTO "SubmissionConfig" ("conferenceId", open, "startDate", "endDate", "secondDeadline", "limitFlag", "maxSubmissions", "perPersonMax",
       "abstractWordLimit", "abstractContent", attachment, "authorInfo", "fullText", category, "reportType", keywords, "categoryOptions", "reportTypeOptions",
       "allowEditAfterAccept", "updatedAt")
     VALUES ($1, true, ${SHANGHAI_TODAY} - 5, ${SHANGHAI_TODAY} + 30, ${SHANGHAI_TODAY} + 40, false, NULL, NULL, 500, 'REQUIRED', 'OPTIONAL', 'REQUIRED',
       'HIDDEN', 'OPTIONAL', 'REQUIRED', 'OPTIONAL', $2, $3, false, now())
     ON CONFLICT ("conferenceId") DO UPDATE SET open = true, "startDate" = EXCLUDED."startDate", "endDate" = EXCLUDED."endDate",
       "secondDeadline" = EXCLUDED."secondDeadline", "limitFlag" = false, "maxSubmissions" = NULL, "perPersonMax" = NULL, "abstractWordLimit" = 500,
       "abstractContent" = 'REQUIRED', attachment = 'OPTIONAL', "authorInfo" = 'REQUIRED', "fullText" = 'HIDDEN', category = 'OPTIONAL',
       "reportType" = 'REQUIRED', keywords = 'OPTIONAL', "categoryOptions" = EXCLUDED."categoryOptions", "reportTypeOptions" = EXCLUDED."reportTypeOptions",
       "allowEditAfterAccept" = false`,
    [
      demoId,
      JSON.stringify([{ value: "theory", labelZh: "理论研究", labelEn: "Theory" }]),
      JSON.stringify([
        { value: "oral", labelZh: "口头报告", labelEn: "Oral" },
        { value: "poster", labelZh: "墙报", labelEn: "Poster" },
      ]),
    ],
  );
  // Submit first, pay later: alice's state of payment (other journeys pay for her) does not gate her here.
  await sql.query(`UPDATE "RegisterConfig" SET "registerRule" = 'SUBMIT_FIRST_AND_PAY_LATER', "costsSet" = true WHERE "conferenceId" = $1`, [demoId]);
  // The decision mail goes through the platform's SMTP (this spec's server): a conference sender left
  // by another journey (pointing at its own, closed server) is switched off meanwhile.
  await sql.query(`UPDATE "MailConfig" SET active = false WHERE "conferenceId" = $1`, [demoId]);
  // No submission is assigned to the demo's reviewer yet.
  await sql.query(
    `DELETE FROM "ReviewAssignment" WHERE "conferenceId" = $1 AND "reviewerId" IN (SELECT r.id FROM "Reviewer" r JOIN "User" u ON u.id = r."userId" WHERE u.email = $2)`,
    [demoId, REVIEWER],
  );
});

test.afterAll(async ({ sql }) => {
  await smtp?.stop();
  if (!demoId) return;
  await cleanUp(sql);
  if (createdReviewer) await sql.query(`DELETE FROM "Reviewer" WHERE id = $1`, [createdReviewer]);
  if (savedMailActive !== null) await sql.query(`UPDATE "MailConfig" SET active = $2 WHERE "conferenceId" = $1`, [demoId, savedMailActive]);
  await restoreSubmissionSetup(sql, demoId, saved);
});

type SignIn = (c: BrowserContext, h: string, e: string) => Promise<string>;

async function open(browser: Browser, signIn: SignIn, email: string, device: object = DESKTOP, host = DEMO) {
  const context = await browser.newContext(device);
  await context.addCookies([{ name: "locale", value: "zh", domain: host, path: "/" }]);
  const token = await signIn(context, host, email);
  return { context, page: await context.newPage(), token };
}

/** After a navigation that is not page.goto (a GET form, a plain link), wait until React has hydrated the page. */
async function settled(page: Page) {
  await page.waitForLoadState("load");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", null, { timeout: 20_000 });
}

/** The MUI select whose label starts with `label` (inside `scope`), set to `option`. */
async function choose(page: Page, scope: Page | ReturnType<Page["locator"]>, label: RegExp, option: string) {
  await scope.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

/** A gateway download with the browser's session (Node cannot resolve *.localhost: the host travels in the header). */
function download(page: Page, port: number, token: string, path: string) {
  return page.request.get(`http://127.0.0.1:${port}${path}`, {
    headers: { host: `${DEMO}:${port}`, cookie: `symposia_session=${token}` },
    maxRedirects: 0,
  });
}

/** Every entry of a ZIP with its bytes. */
function unzip(buffer: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err ?? new Error("no zip"));
      const out = new Map<string, Buffer>();
      zip.on("error", reject);
      zip.on("end", () => resolve(out));
      zip.on("entry", (entry: yauzl.Entry) => {
        if (entry.fileName.endsWith("/")) return zip.readEntry();
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e ?? new Error("no stream"));
          const parts: Buffer[] = [];
          stream.on("data", (c: Buffer) => parts.push(c));
          stream.on("error", reject);
          stream.on("end", () => {
            out.set(entry.fileName, Buffer.concat(parts));
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  });
}

const row = (page: Page, code: string) => page.locator(`[data-testid="submission-row"][data-code="${code}"]`);

test("alice submits in Chinese an abstract with two authors and a PDF into theme A and gets A-001", async ({ browser, signIn, at, sql }) => {
  const { context, page } = await open(browser, signIn, ALICE);
  await page.goto(at(DEMO, "/profile/submission/details"));
  await expect(page.getByTestId("submission-window")).toContainText("征稿进行中");
  await page.getByRole("textbox", { name: /^标题/ }).fill(TITLE);
  await choose(page, page, /^主题/, "A · 生命科学 / 结构生物学");
  await choose(page, page, /^报告类型/, "口头报告");
  await page.getByTestId("abstract-editor").click();
  await page.keyboard.type("我们用冷冻电镜解析了一种膜蛋白复合物的结构，分辨率达到 3 埃。");
  await expect(page.getByTestId("abstract-words")).toHaveAttribute("data-over", "false");
  await page.getByTestId("upload-abstractFile").setInputFiles({ name: FILE_NAME, mimeType: "application/pdf", buffer: PDF });
  await expect(page.getByTestId("file-abstractFile")).toHaveText(FILE_NAME);

  // alice (from her registration) is the corresponding author; a co-author is added after her.
  await expect(page.getByTestId("author-0").getByRole("textbox", { name: /^邮箱/ })).toHaveValue(ALICE);
  await page.getByTestId("author-add").click();
  const second = page.getByTestId("author-1");
  await second.getByRole("textbox", { name: /^姓/ }).fill("王");
  await second.getByRole("textbox", { name: /^名/ }).fill("小明");
  await second.getByRole("textbox", { name: /^邮箱/ }).fill(CO_AUTHOR);
  await choose(page, second, /^国家/, "中国");
  await second.getByTestId("field-authors.1.organisation").fill("某某研究所");

  await page.getByTestId("submission-submit").click();
  await expect(page.getByTestId("submission-saved")).toContainText("投稿成功");
  await expect(page.getByTestId("submission-saved-code")).toHaveText("A-001");
  const {
    rows: [s],
  } = await sql.query(`SELECT s.id, s.code, s.status FROM "Submission" s JOIN "User" u ON u.id = s."userId" WHERE u.email = $1 AND s."conferenceId" = $2`, [
    ALICE,
    demoId,
  ]);
  expect(s).toMatchObject({ code: "A-001", status: "WAITING_ALLOCATION" });
  subId = s.id;
  await context.close();
});

test("the manager finds A-001, filters the list, and sets 'needs modification' with a reason that alice reads in her mail", async ({ browser, signIn, at }) => {
  test.slow();
  const { context, page } = await open(browser, signIn, MANAGER);
  await page.goto(at(DEMO, "/platform/manage/contribute"));
  await expect(page.getByRole("heading", { name: "投稿管理" })).toBeVisible();
  await expect(row(page, "A-001")).toBeVisible();
  await expect(row(page, "A-001")).toContainText(TITLE);
  await expect(row(page, "A-001")).toContainText("待分配");
  await expect(page.getByTestId("submission-cards")).toBeHidden();

  // Theme A and a co-author's name (not the submitter's) keep it.
  await choose(page, page, /^主题/, "A · 结构生物学");
  await page.getByTestId("submission-filter-author").fill("王小明");
  await page.getByTestId("submission-filter-submit").click();
  await expect(page).toHaveURL(new RegExp(`(?=.*[?&]themeId=${themeA}(&|$))(?=.*[?&]author=%E7)`));
  expect(new URL(page.url()).search, "empty filters stay out of the address").not.toMatch(/[?&][^=&]+=(&|$)/);
  await settled(page);
  await expect(page.getByTestId("submission-row")).toHaveCount(1);
  await expect(row(page, "A-001")).toBeVisible();
  await expect(page.getByTestId("submission-export-csv")).toHaveAttribute("href", new RegExp(`format=csv&.*themeId=${themeA}`));

  // Theme C with the same author: nothing, and the way back.
  await choose(page, page, /^主题/, "C · 材料科学");
  await page.getByTestId("submission-filter-submit").click();
  await expect(page).toHaveURL(new RegExp(`[?&]themeId=${themeC}(&|$)`));
  await settled(page);
  await expect(page.getByTestId("submission-empty")).toContainText("没有符合筛选条件的稿件。");
  await expect(page.getByTestId("submission-table")).toHaveCount(0);
  await page.getByTestId("submission-empty").getByRole("link", { name: "清除筛选" }).click();
  await expect(page).toHaveURL(at(DEMO, "/platform/manage/contribute"));
  await settled(page);

  await row(page, "A-001").getByTestId("submission-link").click();
  await expect(page).toHaveURL(at(DEMO, `/platform/submissionManage/submission/detail?id=${subId}`));
  await settled(page);
  const detail = page.getByTestId("submission-detail");
  await expect(detail).toHaveAttribute("data-code", "A-001");
  await expect(page.getByTestId("detail-status")).toHaveAttribute("data-status", "WAITING_ALLOCATION");
  await expect(page.getByTestId("submission-author")).toHaveCount(2);
  await expect(page.getByTestId("detail-file")).toHaveText(FILE_NAME);
  await expect(page.getByTestId("submission-version")).toHaveCount(1);

  // "Needs modification" without a reason: refused on the field; with one: done, and mailed.
  await page.getByTestId("submission-move-NEEDS_MODIFICATION").click();
  const dialog = page.getByTestId("submission-status-dialog");
  await expect(dialog).toContainText("将 A-001 设为“需修改”？");
  await dialog.getByTestId("submission-status-submit").click();
  await expect(dialog).toContainText("请填写理由，作者会在邮件中看到");
  await expect(page.getByTestId("detail-status")).toHaveAttribute("data-status", "WAITING_ALLOCATION");
  await dialog.getByTestId("submission-status-reason").fill(REASON);
  await dialog.getByTestId("submission-status-submit").click();
  await expect(page.getByTestId("submission-status-done")).toHaveText("状态已变更为“需修改”，已发送 1 封邮件。");
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId("detail-status")).toHaveAttribute("data-status", "NEEDS_MODIFICATION");
  const last = page.getByTestId("history-row").filter({ hasText: REASON });
  await expect(last).toHaveCount(1);
  await expect(last.getByTestId("history-change")).toHaveText("待分配 → 需修改");
  await expect(page.getByTestId("submission-move-NEEDS_MODIFICATION")).toHaveCount(0);
  await context.close();

  // alice's mail: the decision, its number and the reason, in Chinese.
  await expect.poll(() => smtp.messages.filter((m) => m.envelopeTo.includes(ALICE) && String(m.text).includes(REASON)).length, { timeout: 30_000 }).toBe(1);
  const mail = smtp.messages.find((m) => m.envelopeTo.includes(ALICE) && String(m.text).includes(REASON))!;
  expect(mail.subject).toContain("A-001");
  expect(String(mail.text)).toContain("A-001");
  expect(String(mail.text)).toContain("需修改");
  expect(smtp.messages.filter((m) => m.envelopeTo.includes(CO_AUTHOR))).toHaveLength(0); // not a corresponding author
});

test("after the end date alice resubmits on a phone; the manager sees two versions and the changed title", async ({ browser, signIn, at, sql }) => {
  test.slow();
  await setWindow(sql, -1, 5);
  const { context, page } = await open(browser, signIn, ALICE, PHONE);
  await page.goto(at(DEMO, "/profile/submission"));
  await expect(page.getByTestId("submission-window")).toContainText("征稿已截止");
  await expect(page.getByTestId("submission-table")).toBeHidden();
  const card = page.getByTestId(`submission-card-${subId}`);
  await expect(card).toContainText("A-001");
  await expect(page.getByTestId(`submission-card-status-${subId}`)).toHaveText("需修改");
  await expect(card.getByTestId(`submission-reason-${subId}`)).toHaveText(`会务组意见：${REASON}`);

  await card.getByTestId(`submission-resubmit-${subId}`).click();
  await expect(page.getByRole("heading", { name: "修改并重新提交 A-001" })).toBeVisible();
  await expect(page.getByTestId("submission-reason")).toContainText(REASON);
  await expect(page.getByTestId("file-abstractFile")).toHaveText(FILE_NAME);
  await page.getByRole("textbox", { name: /^标题/ }).fill(TITLE_2);
  await page.getByTestId("submission-submit").click();
  await expect(page.getByTestId("submission-saved")).toContainText("修改稿已重新提交");
  await expect(page.getByTestId("submission-saved-code")).toHaveText("A-001");
  await page.getByTestId("submission-saved-list").click();
  await expect(page.getByTestId(`submission-card-status-${subId}`)).toHaveText("已重新提交");
  await expect(card).toContainText(TITLE_2);
  await context.close();

  const manager = await open(browser, signIn, MANAGER);
  await manager.page.goto(at(DEMO, `/platform/submissionManage/submission/detail?id=${subId}`));
  await expect(manager.page.getByTestId("detail-status")).toHaveAttribute("data-status", "RESUBMITTED");
  await expect(manager.page.getByTestId("detail-title")).toHaveText(TITLE_2);
  const versions = manager.page.getByTestId("submission-version");
  await expect(versions).toHaveCount(2);
  const v2 = versions.and(manager.page.locator('[data-version="2"]'));
  await expect(v2).toContainText(TITLE_2);
  const change = v2.locator('[data-testid="version-change"][data-field="title"]');
  await expect(change).toContainText(TITLE);
  await expect(change).toContainText(TITLE_2);
  await expect(versions.and(manager.page.locator('[data-version="1"]'))).toContainText("被替换时的状态：需修改");
  await expect(manager.page.getByTestId("history-change")).toContainText(["需修改 → 已重新提交"]);
  await manager.context.close();
});

test("after the second deadline alice's edit is refused, on her list, her page and by the server", async ({ browser, signIn, at, sql, api }) => {
  await setWindow(sql, -1, -1);
  const { context, page, token } = await open(browser, signIn, ALICE);
  await page.goto(at(DEMO, "/profile/submission"));
  await expect(page.getByTestId(`submission-row-status-${subId}`)).toHaveText("已重新提交");
  const refusal = page.getByTestId(`submission-row-${subId}`).getByTestId(`submission-refusal-${subId}`);
  await expect(refusal).toHaveText("二次提交时间已过");
  await expect(page.getByTestId(`submission-row-${subId}`).getByTestId(`submission-edit-${subId}`)).toBeDisabled();

  await page.goto(at(DEMO, `/profile/submission/details?id=${subId}`));
  await expect(page.getByTestId("submission-locked")).toHaveText("二次提交时间已过");
  await expect(page.getByTestId("submission-form")).toHaveCount(0);

  // The same answer from the server for a save sent anyway.
  const mine = await api(DEMO, `/conference/contribute/my/${subId}`, { token });
  expect(mine.status).toBe(200);
  const refused = await api(DEMO, "/conference/contribute/save", {
    method: "POST",
    token,
    headers: { cookie: "locale=zh" },
    body: { ...mine.json.data.values, title: "截止后再改" },
  });
  expect(refused.status).toBeGreaterThanOrEqual(400);
  expect(refused.json.message).toBe("二次提交时间已过");
  expect((await sql.query(`SELECT title FROM "Submission" WHERE id = $1`, [subId])).rows[0].title).toBe(TITLE_2);
  await context.close();
});

test("the manager downloads every file as a ZIP and the CSV export, and finds alice among the submitters", async ({ browser, signIn, at, port, api }) => {
  test.slow();
  const { context, page, token } = await open(browser, signIn, MANAGER);
  await page.goto(at(DEMO, `/platform/manage/contribute?themeId=${themeA}`));
  await expect(row(page, "A-001")).toContainText("已重新提交");

  const started = page.waitForEvent("download");
  await page.getByTestId("submission-zip-start").click();
  await expect(page.getByTestId("submission-zip-done")).toContainText("下载完成：1 个文件");
  const file = await started;
  expect(file.suggestedFilename()).toMatch(/\.zip$/);
  await expect(page.getByTestId("submission-zip-progress")).toHaveCount(0);

  const zip = await download(page, port, token, `${API}/zip?themeId=${themeA}`);
  expect(zip.status()).toBe(200);
  expect(zip.headers()["content-type"]).toContain("application/zip");
  const entries = await unzip(await zip.body());
  expect([...entries.keys()]).toEqual([`A-001/abstract-${FILE_NAME}`]);
  expect(entries.get(`A-001/abstract-${FILE_NAME}`)!.equals(PDF)).toBe(true);

  // The CSV behind the page's own link: the number and both authors' emails.
  const href = await page.getByTestId("submission-export-csv").getAttribute("href");
  expect(href).toMatch(new RegExp(`^${API}/export\\?format=csv&`));
  const csv = await download(page, port, token, href!);
  expect(csv.status()).toBe(200);
  const text = (await csv.body()).toString("utf8");
  expect(text).toContain("A-001");
  expect(text).toContain(ALICE);
  expect(text).toContain(CO_AUTHOR);
  expect(text).toContain(TITLE_2);

  await page.goto(at(DEMO, "/platform/submissionManage/user"));
  const submitter = page.locator(`[data-testid="submitter-row"][data-email="${ALICE}"]`);
  await expect(submitter.getByTestId("submitter-total")).toHaveText("1");
  await submitter.getByTestId("submitter-link").click();
  await expect(page).toHaveURL(/\/platform\/submissionManage\/contribute\/detail\?userId=\d+$/);
  await expect(row(page, "A-001")).toBeVisible();
  await context.close();

  // The demo's manager is nobody on en.localhost: neither the page nor the call of this submission.
  const other = await open(browser, signIn, MANAGER, DESKTOP, "en.localhost");
  await other.page.goto(at("en.localhost", `/platform/submissionManage/submission/detail?id=${subId}`));
  await expect(other.page).toHaveURL(at("en.localhost", "/403"));
  expect((await api("en.localhost", `/conference/platform/manage/contribute/detail/${subId}`, { token: other.token })).status).toBe(403);
  expect((await api(DEMO, `/conference/platform/manage/contribute/detail/${subId}`, { token })).status).toBe(200);
  await other.context.close();
});

test("a reviewer sees nothing until A-001 is assigned to them, then reads it without deciding or exporting", async ({
  browser,
  signIn,
  at,
  sql,
  api,
  port,
}) => {
  const { context, page, token } = await open(browser, signIn, REVIEWER);
  await page.goto(at(DEMO, "/platform/submissionManage/index"));
  await expect(page.getByTestId("submission-empty")).toHaveText("尚未有稿件分配给您。");
  const res = await page.goto(at(DEMO, `/platform/submissionManage/submission/detail?id=${subId}`));
  expect(res?.status()).toBe(404);
  await expect(page.getByTestId("prompt-404")).toBeVisible();
  await page.goto(at(DEMO, "/platform/manage/contribute"));
  await expect(page).toHaveURL(at(DEMO, "/403"));
  const fileId = (await sql.query(`SELECT id FROM "SubmissionFile" WHERE "submissionId" = $1 ORDER BY id DESC LIMIT 1`, [subId])).rows[0].id as number;
  expect((await download(page, port, token, `/api/conference/submissionManage/file/${fileId}`)).status()).toBe(404);

  // Assign it (review-assign.spec.ts does this on screen): a reviewer record linked to the account, then the assignment.
  const {
    rows: [reviewer],
  } = await sql.query<{ id: number; inserted: boolean }>(
    `INSERT INTO "Reviewer" ("conferenceId", "userId", email, "firstName", "lastName", "activatedAt", "updatedAt")
     SELECT $1, u.id, u.email, 'Rui', 'Li', now(), now() FROM "User" u WHERE u.email = $2
     ON CONFLICT ("conferenceId", email) DO UPDATE SET "userId" = EXCLUDED."userId"
     RETURNING id, (xmax = 0) AS inserted`,
    [demoId, REVIEWER],
  );
  if (reviewer.inserted) createdReviewer = reviewer.id;
  await sql.query(`INSERT INTO "ReviewAssignment" ("conferenceId", "submissionId", "reviewerId") VALUES ($1, $2, $3)`, [demoId, subId, reviewer.id]);

  await page.goto(at(DEMO, "/platform/submissionManage/index"));
  await expect(row(page, "A-001")).toBeVisible();
  await expect(page.getByTestId("submission-row")).toHaveCount(1);
  await expect(page.getByTestId("submission-export-csv")).toHaveCount(0);
  await expect(page.getByTestId("submission-zip-start")).toHaveCount(0);

  await row(page, "A-001").getByTestId("submission-link").click();
  await expect(page).toHaveURL(at(DEMO, `/platform/submissionManage/submission/detail?id=${subId}`));
  await expect(page.getByTestId("submission-detail")).toHaveAttribute("data-code", "A-001");
  await expect(page.getByText("您可以查看该稿件，录用决定由会议组织者作出。")).toBeVisible();
  await expect(page.getByTestId("submission-version")).toHaveCount(2);
  await expect(page.locator('[data-testid^="submission-move-"]')).toHaveCount(0);
  await expect(page.getByTestId("submission-actions")).toHaveCount(0);
  // Blind review (on by default): no author, email, organisation or file name on the page.
  const seen = await page.locator("main").innerText();
  for (const leak of [ALICE, "王小明", "wang.xm@example.org", "结构预测摘要"]) expect(seen, leak).not.toContain(leak);
  const pdf = await download(page, port, token, `/api/conference/submissionManage/file/${fileId}`);
  expect(pdf.status()).toBe(200);
  expect((await pdf.body()).equals(PDF)).toBe(true);

  // The organisers' calls stay theirs.
  expect((await api(DEMO, `/conference/platform/manage/contribute/export?format=csv&themeId=${themeA}`, { token })).status).toBe(403);
  expect((await api(DEMO, `/conference/platform/manage/contribute/zip?themeId=${themeA}`, { token })).status).toBe(403);
  expect(
    (await api(DEMO, "/conference/platform/manage/contribute/status", { method: "POST", token, body: { id: subId, to: "ACCEPTED", reason: "" } })).status,
  ).toBe(403);
  expect((await sql.query(`SELECT status FROM "Submission" WHERE id = $1`, [subId])).rows[0].status).toBe("RESUBMITTED");
  await context.close();
});
