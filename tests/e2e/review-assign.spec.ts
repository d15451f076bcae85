import type pg from "pg";
import { expect, test } from "./support/fixtures";
import { freeSubmissionNumber, insertSubmission } from "./support/submission-setup";

// Reviewer assignment on screen: the manager gives alice's abstract to the demo reviewer from its
// detail page (the chair, a colleague of the author, is offered but greyed out with why), the
// reviewer finds it in their list without the author's name (blind review), the manager takes it
// back; the automatic assignment shows its proposal before saving anything.

const DEMO = "demo.localhost";
let demoId = 0;
let subId = 0;
let started = new Date();

async function cleanUp(sql: pg.Pool) {
  await sql.query(`DELETE FROM "Submission" WHERE "conferenceId" = $1 AND code = 'RA-001'`, [demoId]);
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ sql }) => {
  demoId = (await sql.query<{ id: number }>(`SELECT "conferenceId" AS id FROM "ConferenceDomain" WHERE host = $1`, [DEMO])).rows[0].id;
  await cleanUp(sql);
  started = (await sql.query<{ now: Date }>(`SELECT now()`)).rows[0].now;
  subId = await insertSubmission(sql, demoId, {
    number: await freeSubmissionNumber(sql, demoId, 1000),
    code: "RA-001",
    title: "单细胞测序的审稿分配测试",
    abstract: "<p>Assignment test.</p>",
    keywords: ["test"],
    email: "alice@example.org",
    organisation: "中国科学院",
  });
});

test.afterAll(async ({ sql }) => {
  // The automatic run may have given other demo submissions to reviewers too: leave none behind.
  await sql.query(`DELETE FROM "ReviewAssignment" WHERE "conferenceId" = $1 AND "createdAt" >= $2`, [demoId, started]);
  await cleanUp(sql);
});

test("the manager assigns the reviewer by hand, a colleague of the author cannot be chosen, and takes it back", async ({
  page,
  context,
  at,
  signIn,
  browser,
  sql,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(context, DEMO, "manager@example.org");
  await page.goto(at(DEMO, `/platform/submissionManage/submission/detail?id=${subId}`));
  const reviews = page.getByTestId("submission-reviews");
  await expect(reviews).toContainText("尚未分配审稿人。");
  await page.getByTestId("assign-open").click();
  const dialog = page.getByTestId("assign-dialog");
  await expect(dialog.getByText("与作者同单位")).toBeVisible(); // the chair works at 中国科学院 too
  const chair = dialog.locator("label", { hasText: "chair@example.org" }).getByTestId("assign-candidate").locator("input");
  await expect(chair).toBeDisabled();
  await dialog.locator("label", { hasText: "reviewer@example.org" }).click();
  await page.getByTestId("assign-submit").click();
  await expect(page.getByTestId("reviews-message")).toContainText("已分配 1 份评审");
  await expect(reviews.getByTestId("assigned-reviewer")).toHaveAttribute("data-email", "reviewer@example.org");
  await expect(reviews.getByTestId("assigned-reviewer")).toContainText("未开始");
  await expect(page.getByTestId("detail-status")).toHaveAttribute("data-status", "ASSIGNED");
  const mail = await sql.query(
    `SELECT subject FROM "MailOutbox" WHERE "conferenceId" = $1 AND "templateKind" = 'ABSTRACT_ASSIGNMENT' AND "to" = 'reviewer@example.org' ORDER BY id DESC LIMIT 1`,
    [demoId],
  );
  expect(mail.rows[0]?.subject).toContain("RA-001");

  // The reviewer finds it, without who wrote it (blind review is on by default).
  const r = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await signIn(r, DEMO, "reviewer@example.org");
  const rp = await r.newPage();
  await rp.goto(at(DEMO, "/platform/submissionManage/index"));
  const card = rp.getByTestId("submission-card").filter({ hasText: "RA-001" });
  await expect(card).toBeVisible();
  await expect(card).not.toContainText("alice@example.org");
  await card.getByTestId("submission-card-link").click();
  await expect(rp.getByTestId("submission-detail")).toHaveAttribute("data-code", "RA-001");
  await expect(rp.getByText("盲审：不向审稿人显示作者信息。")).toBeVisible();
  await expect(rp.locator("main")).not.toContainText("Liddell");
  await expect(rp.locator("main")).not.toContainText("中国科学院");
  await r.close();

  // Taken back after confirming.
  await reviews.getByTestId("unassign").click();
  await page.getByTestId("unassign-confirm-confirm").click();
  await expect(page.getByTestId("reviews-message")).toContainText("不再评审该稿件");
  await expect(reviews.getByTestId("assigned-reviewer")).toHaveCount(0);
});

test("automatic assignment shows its proposal and saves only on confirm", async ({ page, context, at, signIn, sql }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(context, DEMO, "manager@example.org");
  await page.goto(at(DEMO, "/platform/manage/contribute"));
  await page.getByTestId("auto-assign-open").click();
  await expect(page.getByTestId("auto-assign-summary")).toBeVisible();
  const count = async () => Number((await sql.query(`SELECT count(*) FROM "ReviewAssignment" WHERE "submissionId" = $1`, [subId])).rows[0].count);
  expect(await count()).toBe(0); // the preview writes nothing
  await expect(page.getByTestId("auto-assign-dialog")).toContainText("RA-001");
  await page.getByTestId("auto-assign-save").click();
  await expect(page.getByTestId("auto-assign-message")).toContainText("已分配");
  // The reviewer gets it; the chair, a colleague of the author, never does.
  const rows = await sql.query(
    `SELECT u.email FROM "ReviewAssignment" a JOIN "Reviewer" r ON r.id = a."reviewerId" JOIN "User" u ON u.id = r."userId" WHERE a."submissionId" = $1`,
    [subId],
  );
  const emails = rows.rows.map((x) => x.email);
  expect(emails).toContain("reviewer@example.org");
  expect(emails).not.toContain("chair@example.org");
});

test("the reviewer scores it from their review list; the organisers read it with the average", async ({ page, context, at, signIn, browser }) => {
  test.slow();
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(context, DEMO, "reviewer@example.org");
  await page.goto(at(DEMO, "/platform/submissionManage/reviewList"));
  const row = page.getByTestId("review-row").filter({ hasText: "RA-001" });
  await expect(row.getByTestId("review-status")).toHaveText("未开始");
  await expect(row.getByTestId("review-open")).toHaveAttribute("href", `/platform/submissionManage/submission/detail?id=${subId}`);
  await page.goto(at(DEMO, `/platform/submissionManage/submission/detail?id=${subId}`)); // goto waits for hydration
  const form = page.getByTestId("score-form");
  await expect(form).toBeVisible();
  await expect(page.getByTestId("all-reviews-section")).toHaveCount(0); // not the chair: no one else's scores
  // Sending incomplete is refused on the missing fields.
  await page.getByTestId("score-send").click();
  await expect(form.getByText("提交评审前请填写给作者的意见")).toBeVisible();
  for (const [label, value] of [
    ["总体评分", "8"],
    ["相关性", "4"],
    ["英文水平", "4"],
    ["原创性", "3"],
    ["推荐程度", "4"],
  ]) {
    await form.getByRole("combobox", { name: label }).click();
    await page.getByRole("option", { name: value, exact: true }).click();
  }
  await form.getByLabel("给作者的意见").fill("方法清晰，建议补充对照实验。");
  await page.getByTestId("score-send").click();
  await expect(page.getByTestId("score-message")).toContainText("评审已提交");
  await page.goto(at(DEMO, "/platform/submissionManage/reviewList"));
  await expect(page.getByTestId("review-row").filter({ hasText: "RA-001" }).getByTestId("review-status")).toHaveText("已提交");

  const m = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  await signIn(m, DEMO, "manager@example.org");
  const mp = await m.newPage();
  await mp.goto(at(DEMO, `/platform/submissionManage/submission/detail?id=${subId}`));
  await expect(mp.getByTestId("reviews-summary")).toContainText("已提交 1");
  await expect(mp.getByTestId("review-card").filter({ hasText: "方法清晰" })).toBeVisible();
  await m.close();
});

test("non-managers cannot assign", async ({ api, sql }) => {
  const { createSessionToken } = await import("./support/fixtures");
  const token = await createSessionToken(sql, "reviewer@example.org");
  const res = await api(DEMO, "/conference/platform/manage/contribute/assign", { method: "POST", token, body: { submissionIds: [subId], reviewerIds: [1] } });
  expect(res.status).toBe(403);
});
