import { devices, type Browser, type BrowserContext, type Page } from "@playwright/test";
import type pg from "pg";
import { expect, test } from "./support/fixtures";
import { freeSubmissionNumber, insertSubmission, restoreSubmissionSetup, saveSubmissionSetup, type SavedSubmissionSetup } from "./support/submission-setup";

// What authors and reviewers are told up front, in Chromium: an empty submission form names every
// required item on the first submit (the author's own missing names included); an author at the
// per-person maximum reads so instead of a form; a reviewer finds the review of an accepted
// abstract read-only and none to write for a withdrawn one; the reviewer list's role column stays
// on one line at 1366 px. The call is set up with SQL and put back after.

const DEMO = "demo.localhost";
const ALICE = "alice@example.org";
const REVIEWER = "reviewer@example.org";
const MANAGER = "manager@example.org";
const DESKTOP = { viewport: { width: 1366, height: 900 } };
const PHONE = { viewport: { width: 390, height: 844 }, userAgent: devices["iPhone 13"].userAgent, isMobile: true, hasTouch: true };
const CODES = { accepted: "RC-001", withdrawn: "RC-002" };

test.describe.configure({ mode: "serial" });

let demoId = 0;
let saved: SavedSubmissionSetup | null = null;
let themeId = 0;
const subs = { accepted: 0, withdrawn: 0 };

async function cleanUp(sql: pg.Pool) {
  await sql.query(`DELETE FROM "Submission" WHERE "conferenceId" = $1 AND code LIKE 'RC-%'`, [demoId]);
  await sql.query(`DELETE FROM "SubmissionTheme" WHERE "conferenceId" = $1 AND "nameEn" = 'E2E Closure theme'`, [demoId]);
}

test.beforeAll(async ({ sql }) => {
  demoId = (await sql.query<{ id: number }>(`SELECT "conferenceId" AS id FROM "ConferenceDomain" WHERE host = $1`, [DEMO])).rows[0].id;
  saved = await saveSubmissionSetup(sql, demoId);
  await cleanUp(sql);
  await sql.query(`UPDATE "ConferenceModule" SET enabled = true WHERE "conferenceId" = $1 AND module = 'submission'`, [demoId]);
  await sql.query(`UPDATE "RegisterConfig" SET "registerRule" = 'SUBMIT_FIRST_AND_PAY_LATER', "costsSet" = true WHERE "conferenceId" = $1`, [demoId]);
  // Open for a month; every item the form has is required; no limits yet.
  await sql.query(
    `INSERT INTO "SubmissionConfig" ("conferenceId", open, "startDate", "endDate", "secondDeadline", "limitFlag", "maxSubmissions", "perPersonMax",
       "abstractContent", attachment, "authorInfo", "fullText", category, "reportType", keywords, "reportTypeOptions", "updatedAt")
     VALUES ($1, true, current_date - 5, current_date + 30, current_date + 40, false, NULL, NULL, 'REQUIRED', 'OPTIONAL', 'REQUIRED', 'HIDDEN', 'HIDDEN',
       'REQUIRED', 'REQUIRED', $2, now())
     ON CONFLICT ("conferenceId") DO UPDATE SET open = true, "startDate" = EXCLUDED."startDate", "endDate" = EXCLUDED."endDate",
       "secondDeadline" = EXCLUDED."secondDeadline", "limitFlag" = false, "maxSubmissions" = NULL, "perPersonMax" = NULL, "abstractContent" = 'REQUIRED',
       attachment = 'OPTIONAL', "authorInfo" = 'REQUIRED', "fullText" = 'HIDDEN', category = 'HIDDEN', "reportType" = 'REQUIRED', keywords = 'REQUIRED',
       "reportTypeOptions" = EXCLUDED."reportTypeOptions"`,
    [demoId, JSON.stringify([{ value: "oral", labelZh: "口头报告", labelEn: "Oral" }])],
  );
  themeId = (
    await sql.query<{ id: number }>(
      `INSERT INTO "SubmissionTheme" ("conferenceId", prefix, "order", "nameZh", "nameEn", "updatedAt") VALUES ($1, 'RC', 950, 'E2E 闭环专题', 'E2E Closure theme', now()) RETURNING id`,
      [demoId],
    )
  ).rows[0].id;
  // The reviewer's two assignments: a sent review of an accepted abstract, an untouched one of a withdrawn abstract.
  const reviewerId = (await sql.query<{ id: number }>(`SELECT id FROM "Reviewer" WHERE "conferenceId" = $1 AND email = $2`, [demoId, REVIEWER])).rows[0].id;
  for (const [key, status] of [
    ["accepted", "ACCEPTED"],
    ["withdrawn", "WITHDRAWN"],
  ] as const) {
    subs[key] = await insertSubmission(sql, demoId, {
      number: await freeSubmissionNumber(sql, demoId, 3000),
      code: CODES[key],
      title: `E2E 闭环稿件 ${key}`,
      abstract: "<p>Closure.</p>",
      email: ALICE,
      organisation: "北京大学",
      status,
      themeId,
    });
    const a = (
      await sql.query<{ id: number }>(`INSERT INTO "ReviewAssignment" ("conferenceId", "submissionId", "reviewerId") VALUES ($1, $2, $3) RETURNING id`, [
        demoId,
        subs[key],
        reviewerId,
      ])
    ).rows[0].id;
    if (key === "accepted")
      await sql.query(
        `INSERT INTO "ReviewOpinion" ("conferenceId", "assignmentId", scores, total, comment, status, "submittedAt", "updatedAt")
         VALUES ($1, $2, $3, 80, 'Clear and novel.', 'SUBMITTED', now(), now())`,
        [demoId, a, JSON.stringify({ overall: 8, relevance: 4, english: 4, originality: 4, recommend: 4 })],
      );
  }
});

test.afterAll(async ({ sql }) => {
  if (!demoId) return;
  await cleanUp(sql);
  await restoreSubmissionSetup(sql, demoId, saved);
});

async function open(
  browser: Browser,
  signIn: (c: BrowserContext, h: string, e: string) => Promise<string>,
  email: string,
  device: object = DESKTOP,
  locale = "zh",
) {
  const context = await browser.newContext(device);
  await context.addCookies([{ name: "locale", value: locale, domain: DEMO, path: "/" }]);
  await signIn(context, DEMO, email);
  return { context, page: await context.newPage() };
}

const control = (page: Page, role: "combobox" | "textbox", label: RegExp) =>
  page.locator(".MuiFormControl-root").filter({ has: page.getByRole(role, { name: label }) });

test("an empty submission names every required item on the first submit, the author's own names too", async ({ browser, signIn, at }) => {
  const { context, page } = await open(browser, signIn, ALICE);
  await page.goto(at(DEMO, "/profile/submission/details"));
  const author = page.getByTestId("author-0");
  await author.getByRole("textbox", { name: /^姓/ }).fill("");
  await author.getByRole("textbox", { name: /^名/ }).fill("");
  await page.getByTestId("submission-submit").click(); // once
  await expect(page.getByTestId("submission-form-invalid")).toBeVisible();
  await expect(control(page, "textbox", /^标题/)).toContainText("请填写标题");
  await expect(control(page, "combobox", /^主题/)).toContainText("请选择主题");
  await expect(control(page, "combobox", /^报告类型/)).toContainText("请选择报告类型");
  await expect(page.getByTestId("field-abstract")).toContainText("请填写摘要");
  await expect(page.getByTestId("field-keywords")).toContainText("请填写关键词");
  await expect(author.locator(".Mui-error").first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("empty-form-1366.png"), fullPage: true });
  await context.close();
});

test("an author at the per-person maximum reads so before any form", async ({ browser, signIn, at, sql }) => {
  // alice's accepted RC-001 counts: one is her maximum
  await sql.query(`UPDATE "SubmissionConfig" SET "perPersonMax" = 1 WHERE "conferenceId" = $1`, [demoId]);
  for (const [device, name] of [
    [DESKTOP, "1366"],
    [PHONE, "390"],
  ] as const) {
    const { context, page } = await open(browser, signIn, ALICE, device);
    await page.goto(at(DEMO, "/profile/submission/details"));
    await expect(page.getByTestId("submission-limit")).toHaveText("每人最多可投 1 篇稿件");
    await expect(page.getByTestId("submission-form")).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath(`limit-${name}.png`), fullPage: true });
    await context.close();
  }
  await sql.query(`UPDATE "SubmissionConfig" SET "perPersonMax" = NULL WHERE "conferenceId" = $1`, [demoId]);
});

test("the reviewer reads the review of an accepted abstract read-only, and has none to write for a withdrawn one", async ({ browser, signIn, at }) => {
  for (const [device, name] of [
    [DESKTOP, "1366"],
    [PHONE, "390"],
  ] as const) {
    const { context, page } = await open(browser, signIn, REVIEWER, device);
    await page.goto(at(DEMO, "/platform/submissionManage/reviewList"));
    await expect(page.locator(`[data-testid=review-row][data-code=${CODES.accepted}]`).getByTestId("review-closure")).toHaveText("已决定 · 只读");
    await expect(page.locator(`[data-testid=review-row][data-code=${CODES.withdrawn}]`).getByTestId("review-closure")).toHaveText("已撤回");
    await page.screenshot({ path: test.info().outputPath(`review-list-${name}.png`), fullPage: true });

    await page.goto(at(DEMO, `/platform/submissionManage/submission/detail?id=${subs.accepted}`));
    const form = page.getByTestId("score-form");
    await expect(form).toHaveAttribute("data-readonly", "true");
    await expect(form.getByTestId("score-closed")).toContainText("最终决定");
    await expect(form.getByTestId("score-send")).toHaveCount(0);
    await expect(form.getByRole("combobox", { name: /^总体评分/ })).toHaveAttribute("aria-disabled", "true");
    await page.screenshot({ path: test.info().outputPath(`review-accepted-${name}.png`), fullPage: true });

    await page.goto(at(DEMO, `/platform/submissionManage/submission/detail?id=${subs.withdrawn}`));
    await expect(page.getByTestId("score-closed")).toContainText("作者已撤回");
    await expect(page.getByTestId("score-form")).toHaveCount(0);
    await context.close();
  }
});

test("the reviewer list's role column stays on one line at 1366 px", async ({ browser, signIn, at }) => {
  for (const locale of ["zh", "en"]) {
    const { context, page } = await open(browser, signIn, MANAGER, DESKTOP, locale);
    await page.goto(at(DEMO, "/platform/manage/reviewer"));
    const roles = page.getByTestId("reviewer-role-label");
    await expect(roles.first()).toBeVisible();
    const lines = await roles.evaluateAll((cells) =>
      cells.map((c) => {
        const r = document.createRange();
        r.selectNodeContents(c);
        return new Set([...r.getClientRects()].map((x) => Math.round(x.top))).size;
      }),
    );
    expect(lines.every((n) => n === 1)).toBe(true);
    await page.screenshot({ path: test.info().outputPath(`reviewers-${locale}-1366.png`), fullPage: true });
    await context.close();
  }
});
