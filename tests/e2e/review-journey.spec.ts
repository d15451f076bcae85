import type { Browser, BrowserContext } from "@playwright/test";
import type pg from "pg";
import { startTestSmtpServer, type TestSmtpServer } from "../support/smtp";
import { expect, test } from "./support/fixtures";
import { E2E_SMTP_AUTH, E2E_SMTP_PORT } from "./support/servers";
import { freeSubmissionNumber, insertSubmission } from "./support/submission-setup";

// The whole review in Chromium: the manager invites a reviewer nobody has an
// account for; the invitation is read off the SMTP server and its link activates the account; the
// manager gives alice's abstract to the new reviewer, who signs in with the new password and scores
// it; the review chair (whose opinion is final here) accepts it; alice receives the final-result mail
// and reads "已录用" in her submissions. Mail goes through the platform's SMTP (this spec's server).

const DEMO = "demo.localhost";
const ALICE = "alice@example.org";
const CHAIR = "chair@example.org";
const CODE = "RJ-001";
const TITLE = "极地冰芯中的古气候记录";
const PASSWORD = "harbour-lantern-2026";
const DESKTOP = { viewport: { width: 1366, height: 900 } };
const tag = Math.random().toString(36).slice(2, 8);
const NEW_REVIEWER = `e2e-journey-${tag}@example.org`;
const CHAIR_OPINION = "方法可靠，结论清楚，建议录用为口头报告。";

test.describe.configure({ mode: "serial" });

let smtp: TestSmtpServer;
let demoId = 0;
let subId = 0;
let activationLink = "";
let savedReview: Record<string, unknown> | null = null;
let savedMailActive: boolean | null = null;

async function cleanUp(sql: pg.Pool) {
  await sql.query(`DELETE FROM "Submission" WHERE "conferenceId" = $1 AND code = $2`, [demoId, CODE]);
  await sql.query(`DELETE FROM "ConferenceUser" WHERE "userId" IN (SELECT id FROM "User" WHERE email LIKE 'e2e-journey-%')`);
  await sql.query(`DELETE FROM "Reviewer" WHERE email LIKE 'e2e-journey-%'`);
  await sql.query(`DELETE FROM "Session" WHERE "userId" IN (SELECT id FROM "User" WHERE email LIKE 'e2e-journey-%')`);
  await sql.query(`DELETE FROM "User" WHERE email LIKE 'e2e-journey-%'`);
}

async function person(browser: Browser, signIn: (c: BrowserContext, h: string, e: string) => Promise<string>, email: string) {
  const context = await browser.newContext(DESKTOP);
  await context.addCookies([{ name: "locale", value: "zh", domain: DEMO, path: "/" }]);
  await signIn(context, DEMO, email);
  return { context, page: await context.newPage() };
}

test.beforeAll(async ({ sql }) => {
  smtp = await startTestSmtpServer({ port: E2E_SMTP_PORT, user: E2E_SMTP_AUTH.user, pass: E2E_SMTP_AUTH.pass });
  demoId = (await sql.query<{ id: number }>(`SELECT "conferenceId" AS id FROM "ConferenceDomain" WHERE host = $1`, [DEMO])).rows[0].id;
  await cleanUp(sql);
  savedMailActive = (await sql.query(`SELECT active FROM "MailConfig" WHERE "conferenceId" = $1`, [demoId])).rows[0]?.active ?? null;
  await sql.query(`UPDATE "MailConfig" SET active = false WHERE "conferenceId" = $1`, [demoId]);
  await sql.query(`UPDATE "ConferenceModule" SET enabled = true WHERE "conferenceId" = $1 AND module = 'submission'`, [demoId]);
  savedReview =
    (await sql.query(`SELECT "chairFinal", "reviewsPerSubmission", "reviewDeadline" FROM "ReviewConfig" WHERE "conferenceId" = $1`, [demoId])).rows[0] ?? null;
  // The chair's opinion is final; one review is all this abstract needs; reviews are open for a month.
  await sql.query(
    `INSERT INTO "ReviewConfig" ("conferenceId", "chairFinal", "reviewsPerSubmission", "reviewDeadline", "updatedAt")
     VALUES ($1, true, 1, (now() AT TIME ZONE 'Asia/Shanghai')::date + 30, now())
     ON CONFLICT ("conferenceId") DO UPDATE SET "chairFinal" = true, "reviewsPerSubmission" = 1, "reviewDeadline" = EXCLUDED."reviewDeadline"`,
    [demoId],
  );
  subId = await insertSubmission(sql, demoId, {
    number: await freeSubmissionNumber(sql, demoId, 2000),
    code: CODE,
    title: TITLE,
    abstract: "<p>Ice cores from both poles.</p>",
    keywords: ["ice"],
    email: ALICE,
    organisation: "北京大学",
  });
});

test.afterAll(async ({ sql }) => {
  await smtp?.stop();
  if (!demoId) return;
  await cleanUp(sql);
  if (savedMailActive !== null) await sql.query(`UPDATE "MailConfig" SET active = $2 WHERE "conferenceId" = $1`, [demoId, savedMailActive]);
  if (savedReview)
    await sql.query(`UPDATE "ReviewConfig" SET "chairFinal" = $2, "reviewsPerSubmission" = $3, "reviewDeadline" = $4 WHERE "conferenceId" = $1`, [
      demoId,
      savedReview.chairFinal,
      savedReview.reviewsPerSubmission,
      savedReview.reviewDeadline,
    ]);
});

test("the manager invites a new reviewer; the mailed link activates the account", async ({ browser, signIn, at, page }) => {
  test.slow();
  const manager = await person(browser, signIn, "manager@example.org");
  await manager.page.goto(at(DEMO, "/platform/manage/reviewer"));
  await manager.page.getByTestId("reviewer-add").click();
  const dialog = manager.page.getByTestId("reviewer-add-dialog");
  await dialog.getByTestId("field-email").fill(NEW_REVIEWER);
  await dialog.getByTestId("field-lastName").fill("周");
  await dialog.getByTestId("field-firstName").fill("岚");
  await dialog.getByTestId("field-unit").fill("兰州大学");
  await dialog.getByTestId("reviewer-add-submit").click();
  await expect(dialog).toHaveCount(0);
  await expect(
    manager.page
      .getByTestId("reviewer-row")
      .and(manager.page.locator(`[data-email="${NEW_REVIEWER}"]`))
      .getByTestId("reviewer-status"),
  ).toHaveText("未激活");
  await manager.context.close();

  // The invitation as the SMTP server received it: the link is the only way in.
  await expect.poll(() => smtp.messages.filter((m) => m.envelopeTo.includes(NEW_REVIEWER)).length, { timeout: 30_000 }).toBe(1);
  const invitation = smtp.messages.find((m) => m.envelopeTo.includes(NEW_REVIEWER))!;
  const link = String(invitation.text).match(/https?:\/\/[^\s"<>]+\/review\/active\/[A-Za-z0-9_-]{43,}/)?.[0];
  expect(link, String(invitation.text)).toBeTruthy();
  activationLink = link!;

  await page.context().addCookies([{ name: "locale", value: "zh", domain: DEMO, path: "/" }]);
  await page.goto(at(DEMO, new URL(activationLink).pathname));
  await expect(page.getByTestId("field-email")).toHaveValue(NEW_REVIEWER);
  await page.getByTestId("field-password").fill(PASSWORD);
  await page.getByTestId("field-confirmPassword").fill(PASSWORD);
  await page.getByTestId("field-lastName").fill("周");
  await page.getByTestId("field-firstName").fill("岚");
  await page.getByTestId("field-unit").fill("兰州大学");
  await page.getByTestId("field-phone").fill("+86 931 891 0000");
  await page.getByRole("combobox", { name: "国家/地区" }).click();
  await page.getByRole("option", { name: "中国", exact: true }).click();
  await page.getByTestId("field-direction").fill("古气候");
  await page.getByTestId("activation-submit").click();
  await page.getByTestId("activation-confirm-confirm").click();
  await expect(page.getByTestId("activation-done")).toContainText("激活成功");
});

test("the manager assigns alice's abstract to the new reviewer", async ({ browser, signIn, at, sql }) => {
  const manager = await person(browser, signIn, "manager@example.org");
  await manager.page.goto(at(DEMO, `/platform/submissionManage/submission/detail?id=${subId}`));
  await manager.page.getByTestId("assign-open").click();
  const dialog = manager.page.getByTestId("assign-dialog");
  await dialog.locator("label", { hasText: NEW_REVIEWER }).click();
  await manager.page.getByTestId("assign-submit").click();
  await expect(manager.page.getByTestId("reviews-message")).toContainText("已分配 1 份评审");
  await expect(manager.page.getByTestId("detail-status")).toHaveAttribute("data-status", "ASSIGNED");
  await manager.context.close();
  // The assignment mail reaches the reviewer too.
  await expect
    .poll(() => smtp.messages.filter((m) => m.envelopeTo.includes(NEW_REVIEWER) && String(m.subject).includes(CODE)).length, { timeout: 30_000 })
    .toBe(1);
  expect((await sql.query(`SELECT status FROM "Submission" WHERE id = $1`, [subId])).rows[0].status).toBe("ASSIGNED");
});

test("the reviewer signs in with the new password and scores it", async ({ page, at }) => {
  test.slow();
  await page.context().addCookies([{ name: "locale", value: "zh", domain: DEMO, path: "/" }]);
  await page.goto(at(DEMO, "/conferencelogin?redirect=%2Fplatform%2FsubmissionManage%2FreviewList"));
  await page.getByTestId("field-email").fill(NEW_REVIEWER);
  await page.getByTestId("field-password").fill(PASSWORD);
  await page.getByTestId("login-submit").click();
  await page.waitForURL(at(DEMO, "/platform/submissionManage/reviewList"));
  const row = page.getByTestId("review-row").filter({ hasText: CODE });
  await expect(row.getByTestId("review-status")).toHaveText("未开始");
  await page.goto(at(DEMO, `/platform/submissionManage/submission/detail?id=${subId}`));
  await expect(page.locator("main")).not.toContainText("Liddell"); // blind review
  const form = page.getByTestId("score-form");
  for (const [label, value] of [
    ["总体评分", "9"],
    ["相关性", "5"],
    ["英文水平", "4"],
    ["原创性", "5"],
    ["推荐程度", "5"],
  ]) {
    await form.getByRole("combobox", { name: label }).click();
    await page.getByRole("option", { name: value, exact: true }).click();
  }
  await form.getByLabel("给作者的意见").fill("数据扎实，讨论充分。");
  await page.getByTestId("score-send").click();
  await expect(page.getByTestId("score-message")).toContainText("评审已提交");
});

test("the chair decides: accepted, with the chair opinion as the final opinion", async ({ browser, signIn, at, sql }) => {
  const chair = await person(browser, signIn, CHAIR);
  await chair.page.goto(at(DEMO, `/platform/submissionManage/submission/detail?id=${subId}`));
  await expect(chair.page.getByTestId("reviews-summary")).toContainText("已提交 1");
  await expect(chair.page.getByTestId("review-card").filter({ hasText: "数据扎实" })).toBeVisible();
  const form = chair.page.getByTestId("chair-opinion-form");
  await form.getByLabel("主席意见").fill(CHAIR_OPINION);
  await form.getByRole("combobox", { name: "决定" }).click();
  await chair.page.getByRole("option", { name: "录用", exact: true }).click();
  await form.getByTestId("chair-opinion-submit").click();
  await expect(chair.page.getByTestId("chair-decision-confirm")).toContainText(CODE);
  await chair.page.getByTestId("chair-decision-confirm-confirm").click();
  await expect(chair.page.getByTestId("chair-opinion-message")).toContainText("已决定为“已录用”");
  await chair.context.close();
  const row = (await sql.query(`SELECT status, "chairOpinion", "finalOpinion" FROM "Submission" WHERE id = $1`, [subId])).rows[0];
  expect(row).toEqual({ status: "ACCEPTED", chairOpinion: CHAIR_OPINION, finalOpinion: CHAIR_OPINION });
});

test("alice receives the final result by mail and reads 已录用 in her submissions", async ({ browser, signIn, at }) => {
  const final = () => smtp.messages.filter((m) => m.envelopeTo.includes(ALICE) && String(m.text).includes(CODE) && String(m.text).includes(CHAIR_OPINION));
  await expect.poll(() => final().length, { timeout: 30_000 }).toBe(1);
  expect(String(final()[0].text)).toContain("已录用");
  const alice = await person(browser, signIn, ALICE);
  await alice.page.goto(at(DEMO, "/profile/submission"));
  await expect(alice.page.getByTestId(`submission-row-${subId}`)).toContainText("已录用");
  await alice.context.close();
});
