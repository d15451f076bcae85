import type pg from "pg";
import { expect, test } from "./support/fixtures";
import { freeSubmissionNumber, insertSubmission } from "./support/submission-setup";

// Bulk reviewer assignment from the manager's submission list: select rows (one by one, the page,
// clear), give them to reviewers in one dialog that offers only reviewers whose themes cover every
// selected submission (a parent theme covers its sessions) with their load, and says pair by pair
// what was not assigned and why (the chair works where an author works). On a phone the cards
// carry the checkboxes and the dialog fits the screen. Two submissions are written with SQL; they,
// their assignments and the reviewers' themes are put back afterwards.

const DEMO = "demo.localhost";
const REVIEWER = "reviewer@example.org";
const CHAIR = "chair@example.org";
const LIST = "/platform/manage/contribute?q=BA-0";
let demoId = 0;
const subs: Record<string, number> = {};
const reviewerIds: Record<string, number> = {};

async function cleanUp(sql: pg.Pool) {
  await sql.query(`DELETE FROM "Submission" WHERE "conferenceId" = $1 AND code IN ('BA-001', 'BA-002')`, [demoId]);
  await sql.query(`DELETE FROM "ReviewerTheme" WHERE "conferenceId" = $1 AND "reviewerId" = ANY($2::int[])`, [demoId, Object.values(reviewerIds)]);
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ sql }) => {
  demoId = (await sql.query<{ id: number }>(`SELECT "conferenceId" AS id FROM "ConferenceDomain" WHERE host = $1`, [DEMO])).rows[0].id;
  for (const email of [REVIEWER, CHAIR]) {
    reviewerIds[email] = (await sql.query<{ id: number }>(`SELECT id FROM "Reviewer" WHERE "conferenceId" = $1 AND email = $2`, [demoId, email])).rows[0].id;
  }
  await cleanUp(sql);
  const theme = (prefix: string) =>
    sql.query<{ id: number; parentId: number | null }>(`SELECT id, "parentId" FROM "SubmissionTheme" WHERE "conferenceId" = $1 AND prefix = $2`, [
      demoId,
      prefix,
    ]);
  const themeA = (await theme("A")).rows[0];
  const number = await freeSubmissionNumber(sql, demoId, 3000);
  for (const [i, code] of ["BA-001", "BA-002"].entries()) {
    subs[code] = await insertSubmission(sql, demoId, {
      number: number + i,
      code,
      title: `批量分配测试 ${i + 1}`,
      abstract: "<p>Bulk.</p>",
      themeId: themeA.id,
      email: "alice@example.org",
      // BA-001's author works at the chair's organisation: that pair is a conflict.
      organisation: i === 0 ? "中国科学院" : "兰州大学",
    });
  }
  // The chair reviews all of life sciences (theme A's parent); the reviewer materials (C) only.
  await sql.query(`INSERT INTO "ReviewerTheme" ("conferenceId", "reviewerId", "themeId") VALUES ($1, $2, $3)`, [demoId, reviewerIds[CHAIR], themeA.parentId]);
  await sql.query(`INSERT INTO "ReviewerTheme" ("conferenceId", "reviewerId", "themeId") VALUES ($1, $2, $3)`, [
    demoId,
    reviewerIds[REVIEWER],
    (await theme("C")).rows[0].id,
  ]);
});

test.afterAll(async ({ sql }) => cleanUp(sql));

const pairs = async (sql: pg.Pool) =>
  (
    await sql.query<{ pair: string }>(
      `SELECT s.code || ' ' || r.email AS pair FROM "ReviewAssignment" a JOIN "Submission" s ON s.id = a."submissionId" JOIN "Reviewer" r ON r.id = a."reviewerId"
        WHERE s.id = ANY($1::int[]) ORDER BY 1`,
      [Object.values(subs)],
    )
  ).rows.map((r) => r.pair);

test("the manager selects submissions and assigns reviewers whose themes fit; a conflict is reported for its pair", async ({
  page,
  context,
  at,
  signIn,
  sql,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(context, DEMO, "manager@example.org");
  await page.goto(at(DEMO, LIST));
  const count = page.getByTestId("bulk-count");
  await expect(count).toHaveText("未选择稿件");
  await expect(page.getByTestId("bulk-assign-open")).toBeDisabled();
  await page.getByRole("checkbox", { name: "选择 BA-001" }).check(); // the table's: the cards are hidden at this width
  await expect(count).toHaveText("已选 1 篇");
  await page.getByTestId("bulk-clear").click();
  await expect(count).toHaveText("未选择稿件");
  await page.getByRole("checkbox", { name: "选择本页全部稿件" }).check();
  await expect(count).toHaveText("已选 2 篇");

  await page.getByTestId("bulk-assign-open").click();
  const dialog = page.getByTestId("bulk-assign-dialog");
  await expect(dialog.getByRole("heading")).toHaveText("为 2 篇稿件分配审稿人");
  // The chair (life sciences, theme A's parent) is offered with their load; the reviewer (materials) is not.
  const chair = dialog.getByRole("checkbox", { name: new RegExp(CHAIR) });
  await expect(chair).toBeVisible();
  await expect(dialog.getByRole("checkbox", { name: new RegExp(REVIEWER) })).toHaveCount(0);
  await expect(dialog).toContainText(/另有 \d+ 位审稿人的主题未涵盖全部所选稿件/);
  await expect(dialog.getByText(/暂无评审任务|已有 \d+ 份评审/).first()).toBeVisible();
  await expect(page.getByTestId("bulk-assign-submit")).toBeDisabled();
  await chair.check();
  await page.getByTestId("bulk-assign-submit").click();
  await expect(dialog.getByTestId("dialog-message")).toHaveText("已分配 1 份评审，并已邮件通知审稿人。");
  await expect(dialog.getByTestId("bulk-refusal")).toHaveText(["BA-001 → Chen Zhang：与作者同单位"]);
  expect(await pairs(sql)).toEqual([`BA-002 ${CHAIR}`]);
  await dialog.getByRole("button", { name: "关闭" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(count).toHaveText("未选择稿件");
  await expect(page.getByTestId("submission-row").filter({ hasText: "BA-002" }).getByTestId("submission-status")).toHaveText("已分配");
});

test("on a phone the cards carry the checkboxes and the dialog fits the screen", async ({ browser, at, signIn, sql }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await signIn(context, DEMO, "manager@example.org");
  // The reviewer now reviews every theme: offered for both.
  await sql.query(`DELETE FROM "ReviewerTheme" WHERE "reviewerId" = $1`, [reviewerIds[REVIEWER]]);
  const page = await context.newPage();
  await page.goto(at(DEMO, LIST));
  await expect(page.getByTestId("submission-table")).toBeHidden();
  const card = page.getByTestId("submission-card").filter({ hasText: "BA-001" });
  await card.getByRole("checkbox", { name: "选择 BA-001" }).check();
  await page.getByTestId("bulk-select-page").click();
  await expect(page.getByTestId("bulk-count")).toHaveText("已选 2 篇");
  await page.getByTestId("bulk-assign-open").click();
  const dialog = page.getByTestId("bulk-assign-dialog");
  await dialog.getByRole("checkbox", { name: new RegExp(REVIEWER) }).check();
  await dialog.getByRole("checkbox", { name: new RegExp(CHAIR) }).check();
  await expect(page.getByTestId("bulk-assign-submit")).toHaveText("分配给 2 位审稿人");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByTestId("bulk-assign-submit").click();
  // Two new reviews; the chair's pair on BA-001 is refused again; BA-002 → chair existed already.
  await expect(dialog.getByTestId("dialog-message")).toHaveText("已分配 2 份评审，并已邮件通知审稿人。");
  await expect(dialog.getByTestId("bulk-refusal")).toHaveText(["BA-001 → Chen Zhang：与作者同单位"]);
  expect(await pairs(sql)).toEqual([`BA-001 ${REVIEWER}`, `BA-002 ${CHAIR}`, `BA-002 ${REVIEWER}`]);
  await context.close();
});

test("a reviewer's list has no checkboxes", async ({ page, context, at, signIn }) => {
  await signIn(context, DEMO, REVIEWER);
  await page.goto(at(DEMO, "/platform/submissionManage/index"));
  await expect(page.getByTestId("submission-list")).toBeVisible();
  await expect(page.getByTestId("bulk-bar")).toHaveCount(0);
  await expect(page.getByTestId("bulk-select-row")).toHaveCount(0);
});
