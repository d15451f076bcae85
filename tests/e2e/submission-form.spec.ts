import { devices, type Browser, type BrowserContext, type Page } from "@playwright/test";
import type pg from "pg";
import { createUser, expect, test } from "./support/fixtures";
import { restoreSubmissionSetup, saveSubmissionSetup, type SavedSubmissionSetup } from "./support/submission-setup";

// /profile/submission and /profile/submission/details (SPEC §2): alice submits in Chinese an
// abstract with two authors and a PDF (required items first answered on their fields, a renamed
// executable refused), sees its number and finds it in her list; on a phone she edits it, reads its
// history and withdraws it. With "pay then submit" an unpaid participant is sent to the fee page;
// with "submit then pay" she submits and is led to pay; nobody opens another person's submission.
// The call is configured here with SQL (the organisers' screen has its own spec) and put back after.

const DEMO = "demo.localhost";
const ALICE = "alice@example.org";
const DESKTOP = { viewport: { width: 1366, height: 900 } };
const PHONE = { viewport: { width: 390, height: 844 }, userAgent: devices["iPhone 13"].userAgent, isMobile: true, hasTouch: true };
const PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
const EXE = Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff, 0, 0]);
const THEME = "T · E2E 表单专题 / E2E 表单分会一";

test.describe.configure({ mode: "serial" });

let demoId = 0;
let saved: SavedSubmissionSetup | null = null;
const themes = { parent: 0, one: 0, two: 0 };
let carol = "";

async function cleanUp(sql: pg.Pool) {
  await sql.query(
    `DELETE FROM "Submission" WHERE "conferenceId" = $1 AND ("userId" IN (SELECT id FROM "User" WHERE email = $2 OR email LIKE 'subform-%')
       OR "themeId" IN (SELECT id FROM "SubmissionTheme" WHERE "conferenceId" = $1 AND "nameEn" LIKE 'E2E Form %'))`,
    [demoId, ALICE],
  );
  await sql.query(`DELETE FROM "SubmissionTheme" WHERE "conferenceId" = $1 AND "nameEn" LIKE 'E2E Form %' AND "parentId" IS NOT NULL`, [demoId]);
  await sql.query(`DELETE FROM "SubmissionTheme" WHERE "conferenceId" = $1 AND "nameEn" LIKE 'E2E Form %'`, [demoId]);
  await sql.query(`DELETE FROM "User" WHERE email LIKE 'subform-%'`); // their attendee rows go with them
}

const setRule = (sql: pg.Pool, rule: string) =>
  sql.query(`UPDATE "RegisterConfig" SET "registerRule" = $2, "costsSet" = true WHERE "conferenceId" = $1`, [demoId, rule]);

test.beforeAll(async ({ sql }) => {
  demoId = (await sql.query<{ id: number }>(`SELECT "conferenceId" AS id FROM "ConferenceDomain" WHERE host = $1`, [DEMO])).rows[0].id;
  saved = await saveSubmissionSetup(sql, demoId);
  await cleanUp(sql);
  await sql.query(`UPDATE "ConferenceModule" SET enabled = true WHERE "conferenceId" = $1 AND module = 'submission'`, [demoId]);
  // Open from five days ago for a month; full text hidden, the report type required, 200 words at most.
  await sql.query(
    `INSERT INTO "SubmissionConfig" ("conferenceId", open, "startDate", "endDate", "secondDeadline", "limitFlag", "maxSubmissions", "perPersonMax",
       "abstractWordLimit", "abstractContent", attachment, "authorInfo", "fullText", category, "reportType", keywords, "categoryOptions", "reportTypeOptions",
       "instructionsZh", "instructionsEn", "allowEditAfterAccept", "updatedAt")
     VALUES ($1, true, current_date - 5, current_date + 30, current_date + 40, false, NULL, NULL, 200, 'REQUIRED', 'OPTIONAL', 'REQUIRED', 'HIDDEN', 'OPTIONAL',
       'REQUIRED', 'REQUIRED', $2, $3, $4, $5, false, now())
     ON CONFLICT ("conferenceId") DO UPDATE SET open = EXCLUDED.open, "startDate" = EXCLUDED."startDate", "endDate" = EXCLUDED."endDate",
       "secondDeadline" = EXCLUDED."secondDeadline", "limitFlag" = false, "maxSubmissions" = NULL, "perPersonMax" = NULL, "abstractWordLimit" = 200,
       "abstractContent" = 'REQUIRED', attachment = 'OPTIONAL', "authorInfo" = 'REQUIRED', "fullText" = 'HIDDEN', category = 'OPTIONAL',
       "reportType" = 'REQUIRED', keywords = 'REQUIRED', "categoryOptions" = EXCLUDED."categoryOptions", "reportTypeOptions" = EXCLUDED."reportTypeOptions",
       "instructionsZh" = EXCLUDED."instructionsZh", "instructionsEn" = EXCLUDED."instructionsEn", "allowEditAfterAccept" = false`,
    [
      demoId,
      JSON.stringify([{ value: "theory", labelZh: "理论研究", labelEn: "Theory" }]),
      JSON.stringify([
        { value: "oral", labelZh: "口头报告", labelEn: "Oral" },
        { value: "poster", labelZh: "墙报", labelEn: "Poster" },
      ]),
      "<p>E2E 投稿须知：摘要不超过 200 字。</p>",
      "<p>E2E instructions: abstracts of up to 200 words.</p>",
    ],
  );
  const theme = async (zh: string, en: string, prefix: string, parentId: number | null, order: number) =>
    (
      await sql.query<{ id: number }>(
        `INSERT INTO "SubmissionTheme" ("conferenceId", "parentId", prefix, "order", "nameZh", "nameEn", "updatedAt") VALUES ($1, $2, $3, $4, $5, $6, now()) RETURNING id`,
        [demoId, parentId, prefix, order, zh, en],
      )
    ).rows[0].id;
  // Ordered after the seeded themes, so the demo's own numbering is untouched.
  themes.parent = await theme("E2E 表单专题", "E2E Form topic", "", null, 900);
  themes.one = await theme("E2E 表单分会一", "E2E Form session one", "T", themes.parent, 0);
  themes.two = await theme("E2E 表单分会二", "E2E Form session two", "U", themes.parent, 1);
  // Submit first, pay later: alice's state of payment (other journeys pay for her) does not gate her here.
  await setRule(sql, "SUBMIT_FIRST_AND_PAY_LATER");
});

test.afterAll(async ({ sql }) => {
  await cleanUp(sql);
  await restoreSubmissionSetup(sql, demoId, saved);
});

async function open(browser: Browser, signIn: (c: BrowserContext, h: string, e: string) => Promise<string>, email: string, device = DESKTOP) {
  const context = await browser.newContext(device);
  await signIn(context, DEMO, email);
  return { context, page: await context.newPage() };
}

/** The MUI select whose label starts with `label` (inside `scope`), set to `option`. */
async function choose(page: Page, scope: Page | ReturnType<Page["locator"]>, label: RegExp, option: string) {
  await scope.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

/** The whole control (label, input, helper text) of the MUI field whose label starts with `label`. */
const control = (scope: Page | ReturnType<Page["locator"]>, role: "combobox" | "textbox", label: RegExp) =>
  scope.locator(".MuiFormControl-root").filter({ has: scope.getByRole(role, { name: label }) });

const noOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test("alice submits in Chinese an abstract with two authors and a PDF, sees its number, and her list shows it", async ({ browser, signIn, at, sql }) => {
  const { context, page } = await open(browser, signIn, ALICE);
  await page.goto(at(DEMO, "/profile/submission"));
  await expect(page.getByRole("heading", { name: "我的投稿" })).toBeVisible();
  await expect(page.getByTestId("submission-window")).toContainText("征稿进行中");
  await expect(page.getByTestId("submission-empty")).toContainText("暂无投稿");
  await page.getByTestId("submission-new").click();
  await expect(page).toHaveURL(/\/profile\/submission\/details$/);
  await expect(page.getByTestId("submission-instructions")).toContainText("E2E 投稿须知");
  // hidden in the configuration: not there at all; optional and required items as configured
  await expect(page.getByTestId("field-fullTextFile")).toHaveCount(0);
  await expect(page.getByTestId("field-abstractFile")).toBeVisible();

  // Required items left empty: each says so on its own field.
  await page.getByTestId("submission-submit").click();
  await expect(page.getByTestId("submission-form-invalid")).toHaveText("请修改标出的内容");
  await expect(control(page, "textbox", /^标题/)).toContainText("请填写标题");
  await expect(control(page, "combobox", /^主题/)).toContainText("请选择主题");
  await expect(control(page, "combobox", /^报告类型/)).toContainText("请选择报告类型");
  await expect(page.getByTestId("field-abstract")).toContainText("请填写摘要");
  await expect(page.getByTestId("field-keywords")).toContainText("请填写关键词");
  await expect(control(page, "combobox", /^分类/)).not.toContainText("请");
  expect(
    await sql.query(`SELECT 1 FROM "Submission" s JOIN "User" u ON u.id = s."userId" WHERE u.email = $1 AND s."conferenceId" = $2`, [ALICE, demoId]),
  ).toMatchObject({
    rowCount: 0,
  });

  await page.getByRole("textbox", { name: /^标题/ }).fill("基于深度学习的蛋白质结构预测研究");
  await choose(page, page, /^主题/, THEME);
  await choose(page, page, /^报告类型/, "口头报告");
  await page.getByTestId("abstract-editor").click();
  await page.keyboard.type("本文提出一种新的蛋白质结构预测方法，并在公开数据集上验证。");
  await expect(page.getByTestId("abstract-words")).toHaveText(/^\d+ \/ 200 字$/);
  await expect(page.getByTestId("abstract-words")).toHaveAttribute("data-over", "false");
  await page.getByTestId("keywords-input").fill("蛋白质");
  await page.getByTestId("keywords-input").press("Enter");
  await page.getByTestId("keywords-input").fill("深度学习，");
  await expect(page.getByTestId("keyword-chip")).toHaveText(["蛋白质", "深度学习"]);

  // A program renamed .pdf is refused by its content; the real PDF is taken.
  await page.getByTestId("upload-abstractFile").setInputFiles({ name: "摘要.pdf", mimeType: "application/pdf", buffer: EXE });
  await expect(page.getByTestId("error-abstractFile")).toHaveText("仅支持 PDF 或 Word 文件");
  await page.getByTestId("upload-abstractFile").setInputFiles({ name: "摘要.pdf", mimeType: "application/pdf", buffer: PDF });
  await expect(page.getByTestId("file-abstractFile")).toHaveText("摘要.pdf");

  // The first author is alice, from her registration; a co-author is added and moved to the front.
  const first = page.getByTestId("author-0");
  await expect(first.getByRole("textbox", { name: /^邮箱/ })).toHaveValue(ALICE);
  await expect(first.getByRole("checkbox", { name: "通讯作者" })).toBeChecked();
  await page.getByTestId("author-add").click();
  const second = page.getByTestId("author-1");
  await second.getByRole("textbox", { name: /^姓/ }).fill("王");
  await second.getByRole("textbox", { name: /^名/ }).fill("小明");
  await second.getByRole("textbox", { name: /^邮箱/ }).fill("Wang.XM@Example.org");
  await choose(page, second, /^国家/, "中国");
  await second.getByTestId("field-authors.1.organisation").fill("某某研究所（自填）");
  await page.getByTestId("author-up-1").click();
  await expect(page.getByTestId("author-0").getByRole("textbox", { name: /^姓/ })).toHaveValue("王");
  expect(await noOverflow(page)).toBeLessThanOrEqual(0);

  await page.getByTestId("submission-submit").click();
  await expect(page.getByTestId("submission-saved")).toContainText("投稿成功");
  await expect(page.getByTestId("submission-saved-code")).toHaveText("T-001");

  const {
    rows: [stored],
  } = await sql.query(
    `SELECT s.id, s.code, s.title, s.status, s.keywords, s."fullTextFile", s."reportType", s.category, f."originalName", f."storedName", f.mime
       FROM "Submission" s JOIN "User" u ON u.id = s."userId" LEFT JOIN "SubmissionFile" f ON f."submissionId" = s.id
      WHERE u.email = $1 AND s."conferenceId" = $2`,
    [ALICE, demoId],
  );
  expect(stored).toMatchObject({
    code: "T-001",
    status: "WAITING_ALLOCATION",
    keywords: ["蛋白质", "深度学习"],
    fullTextFile: null,
    reportType: "oral",
    category: "",
    originalName: "摘要.pdf",
    mime: "application/pdf",
  });
  expect(stored.storedName).toMatch(/^[a-f0-9]{32}\.pdf$/);
  const { rows: authors } = await sql.query(
    `SELECT surname, name, email, country, organisation, corresponding FROM "SubmissionAuthor" WHERE "submissionId" = $1 ORDER BY "order"`,
    [stored.id],
  );
  expect(authors).toEqual([
    { surname: "王", name: "小明", email: "wang.xm@example.org", country: "CN", organisation: "某某研究所（自填）", corresponding: false },
    expect.objectContaining({ email: ALICE, surname: "Liddell", corresponding: true }),
  ]);

  await page.getByTestId("submission-saved-list").click();
  await expect(page.getByTestId(`submission-row-code-${stored.id}`)).toHaveText("T-001");
  await expect(page.getByTestId(`submission-row-${stored.id}`)).toContainText("基于深度学习的蛋白质结构预测研究");
  await expect(page.getByTestId(`submission-row-${stored.id}`)).toContainText("E2E 表单专题 / E2E 表单分会一");
  await expect(page.getByTestId(`submission-row-status-${stored.id}`)).toHaveText("待分配");
  expect(await noOverflow(page)).toBeLessThanOrEqual(0);
  await context.close();
});

test("on a phone, alice edits her submission (the theme stays), reads its history and withdraws it after confirming", async ({ browser, signIn, at, sql }) => {
  const {
    rows: [s],
  } = await sql.query(`SELECT s.id FROM "Submission" s JOIN "User" u ON u.id = s."userId" WHERE u.email = $1 AND s."conferenceId" = $2`, [ALICE, demoId]);
  const { context, page } = await open(browser, signIn, ALICE, PHONE);
  await page.goto(at(DEMO, "/profile/submission"));
  const card = page.getByTestId(`submission-card-${s.id}`);
  await expect(card).toContainText("T-001");
  await expect(page.getByTestId("submission-table")).toBeHidden();
  expect(await noOverflow(page)).toBeLessThanOrEqual(0);

  await card.getByTestId(`submission-edit-${s.id}`).click();
  await expect(page.getByRole("heading", { name: "修改 T-001" })).toBeVisible();
  await expect(page.getByRole("combobox", { name: /^主题/ })).toHaveAttribute("aria-disabled", "true");
  await expect(page.getByTestId("file-abstractFile")).toHaveText("摘要.pdf");
  expect(await noOverflow(page)).toBeLessThanOrEqual(0);
  await page.getByRole("textbox", { name: /^标题/ }).fill("基于深度学习的蛋白质结构预测研究（修订）");
  await page.getByTestId("submission-submit").click();
  await expect(page.getByTestId("submission-saved")).toContainText("修改已保存");
  await expect(page.getByTestId("submission-saved-code")).toHaveText("T-001");

  await page.getByTestId("submission-saved-list").click();
  await expect(card).toContainText("（修订）");
  await card.getByTestId(`submission-history-${s.id}`).click();
  const history = page.getByTestId("submission-history-dialog");
  await expect(history.getByTestId("revision-2")).toContainText("当前");
  await expect(history.getByTestId("revision-1")).toContainText("第 1 版");
  await history.getByRole("button", { name: "关闭" }).click();

  await card.getByTestId(`submission-withdraw-${s.id}`).click();
  await expect(page.getByTestId("submission-withdraw-dialog")).toContainText("T-001");
  await page.getByTestId("submission-withdraw-dialog-confirm").click();
  await expect(page.getByTestId("submission-notice")).toHaveText("T-001 已撤回");
  await expect(page.getByTestId(`submission-card-status-${s.id}`)).toHaveText("已撤回");
  await expect(card.getByTestId(`submission-withdraw-${s.id}`)).toHaveCount(0);
  expect((await sql.query(`SELECT status FROM "Submission" WHERE id = $1`, [s.id])).rows[0].status).toBe("WITHDRAWN");
  await context.close();
});

test("pay then submit sends an unpaid participant to the fee page; submit then pay leads on to it; nobody opens another's submission", async ({
  browser,
  signIn,
  at,
  sql,
  api,
}) => {
  carol = await createUser(sql, "subform-carol");
  await sql.query(
    `INSERT INTO "Attendee" ("conferenceId", "userId", "formVersionId", email, "fullName", "updatedAt")
     SELECT $1, u.id, v.id, u.email, 'Carol Test', now() FROM "User" u, "RegisterFormVersion" v WHERE u.email = $2 AND v."conferenceId" = $1 ORDER BY v.id LIMIT 1`,
    [demoId, carol],
  );
  const { context, page } = await open(browser, signIn, carol);
  try {
    await setRule(sql, "PAY_FIRST_AND_SUBMIT_LATER");
    await page.goto(at(DEMO, "/profile/submission/details"));
    await expect(page.getByTestId("pay-first-notice")).toBeVisible();
    await expect(page.getByTestId("submission-form")).toHaveCount(0);
    await expect(page).toHaveURL(/\/profile\/conference\/fee$/, { timeout: 15_000 });

    await setRule(sql, "SUBMIT_FIRST_AND_PAY_LATER");
    await page.goto(at(DEMO, "/profile/submission/details"));
    await page.getByRole("textbox", { name: /^标题/ }).fill("先投稿后缴费");
    await choose(page, page, /^主题/, "U · E2E 表单专题 / E2E 表单分会二");
    await choose(page, page, /^报告类型/, "墙报");
    await page.getByTestId("abstract-editor").click();
    await page.keyboard.type("摘要正文。");
    await page.getByTestId("keywords-input").fill("缴费");
    await page.getByTestId("keywords-input").press("Enter");
    await page.getByTestId("submission-submit").click();
    await expect(page.getByTestId("submission-saved-code")).toHaveText("U-001");
    await expect(page.getByTestId("submission-pay-later")).toContainText("缴纳注册费");
    await page.getByTestId("submission-pay-go").click();
    await expect(page).toHaveURL(/\/profile\/conference\/fee$/);

    // Carol's submission is hers alone: alice gets the 404 page and the call's 404; another conference knows neither.
    const {
      rows: [theirs],
    } = await sql.query(`SELECT s.id FROM "Submission" s JOIN "User" u ON u.id = s."userId" WHERE u.email = $1`, [carol]);
    const alice = await open(browser, signIn, ALICE);
    const res = await alice.page.goto(at(DEMO, `/profile/submission/details?id=${theirs.id}`));
    expect(res?.status()).toBe(404);
    const token = await signIn(alice.context, DEMO, ALICE);
    expect((await api(DEMO, `/conference/contribute/my/${theirs.id}`, { token })).status).toBe(404);
    expect((await api("en.localhost", `/conference/contribute/my/${theirs.id}`, { token })).status).toBeGreaterThanOrEqual(403);
    await alice.context.close();
  } finally {
    await setRule(sql, "SUBMIT_FIRST_AND_PAY_LATER");
    await context.close();
  }
});
