import type pg from "pg";
import { startTestSmtpServer, type TestSmtpServer } from "../support/smtp";
import { createSessionToken, expect, test } from "./support/fixtures";
import { E2E_SMTP_AUTH, E2E_SMTP_PORT } from "./support/servers";
import { freeSubmissionNumber, insertSubmission } from "./support/submission-setup";

// Review decisions on screen. The review chair's opinion is final here: the chair opens the
// ranked list from the menu, reads the submissions in the order of their average, decides two in
// bulk (a third, already decided, is refused and says why), and alice receives the final-result
// mails on the SMTP server. The chair's opinion form checks its field and asks before deciding;
// the list works on a phone; a plain reviewer gets neither the menu entry, the page nor the calls.

const DEMO = "demo.localhost";
const ALICE = "alice@example.org";
const BASE = "/platform/submissionManage/ranking";
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
const REVIEWERS = ["e2e-rd-1@example.org", "e2e-rd-2@example.org"];
// code → [status, weighted totals of the sent reviews]
const SCENE: Record<string, [string, number[]]> = {
  "RD-001": ["ASSIGNED", [60, 70]],
  "RD-002": ["ASSIGNED", [90, 88]],
  "RD-003": ["ASSIGNED", []],
  "RD-004": ["ACCEPTED", [80, 70]],
};

let smtp: TestSmtpServer;
let demoId = 0;
const subIds: Record<string, number> = {};
let savedReview: Record<string, unknown> | null = null;
let savedMailActive: boolean | null = null;

async function cleanUp(sql: pg.Pool) {
  await sql.query(`DELETE FROM "Submission" WHERE "conferenceId" = $1 AND code LIKE 'RD-%'`, [demoId]);
  await sql.query(`DELETE FROM "Reviewer" WHERE "conferenceId" = $1 AND email LIKE 'e2e-rd-%'`, [demoId]);
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ sql }) => {
  smtp = await startTestSmtpServer({ port: E2E_SMTP_PORT, user: E2E_SMTP_AUTH.user, pass: E2E_SMTP_AUTH.pass });
  demoId = (await sql.query<{ id: number }>(`SELECT "conferenceId" AS id FROM "ConferenceDomain" WHERE host = $1`, [DEMO])).rows[0].id;
  await cleanUp(sql);
  // Mail through the platform's SMTP, which is this spec's server.
  savedMailActive = (await sql.query(`SELECT active FROM "MailConfig" WHERE "conferenceId" = $1`, [demoId])).rows[0]?.active ?? null;
  await sql.query(`UPDATE "MailConfig" SET active = false WHERE "conferenceId" = $1`, [demoId]);
  await sql.query(`UPDATE "ConferenceModule" SET enabled = true WHERE "conferenceId" = $1 AND module = 'submission'`, [demoId]);
  savedReview = (await sql.query(`SELECT "chairFinal", "reviewsPerSubmission" FROM "ReviewConfig" WHERE "conferenceId" = $1`, [demoId])).rows[0] ?? null;
  await sql.query(
    `INSERT INTO "ReviewConfig" ("conferenceId", "chairFinal", "reviewsPerSubmission", "updatedAt") VALUES ($1, true, 2, now())
     ON CONFLICT ("conferenceId") DO UPDATE SET "chairFinal" = true, "reviewsPerSubmission" = 2`,
    [demoId],
  );
  const reviewerIds: number[] = [];
  for (const email of REVIEWERS)
    reviewerIds.push(
      (await sql.query<{ id: number }>(`INSERT INTO "Reviewer" ("conferenceId", email, "updatedAt") VALUES ($1, $2, now()) RETURNING id`, [demoId, email]))
        .rows[0].id,
    );
  let number = await freeSubmissionNumber(sql, demoId, 3000);
  for (const [code, [status, totals]] of Object.entries(SCENE)) {
    const id = await insertSubmission(sql, demoId, {
      number: number++,
      code,
      title: `冰川消融研究 ${code}`,
      abstract: "<p>Decision test.</p>",
      status,
      email: ALICE,
      organisation: "北京大学",
    });
    subIds[code] = id;
    for (const [i, total] of totals.entries()) {
      const a = (
        await sql.query<{ id: number }>(`INSERT INTO "ReviewAssignment" ("conferenceId", "submissionId", "reviewerId") VALUES ($1, $2, $3) RETURNING id`, [
          demoId,
          id,
          reviewerIds[i],
        ])
      ).rows[0].id;
      await sql.query(
        `INSERT INTO "ReviewOpinion" ("conferenceId", "assignmentId", total, comment, status, "submittedAt", "updatedAt")
         VALUES ($1, $2, $3, '意见', 'SUBMITTED', now(), now())`,
        [demoId, a, total],
      );
    }
  }
});

test.afterAll(async ({ sql }) => {
  await smtp?.stop();
  if (!demoId) return;
  await cleanUp(sql);
  if (savedMailActive !== null) await sql.query(`UPDATE "MailConfig" SET active = $2 WHERE "conferenceId" = $1`, [demoId, savedMailActive]);
  if (savedReview)
    await sql.query(`UPDATE "ReviewConfig" SET "chairFinal" = $2, "reviewsPerSubmission" = $3 WHERE "conferenceId" = $1`, [
      demoId,
      savedReview.chairFinal,
      savedReview.reviewsPerSubmission,
    ]);
  else await sql.query(`DELETE FROM "ReviewConfig" WHERE "conferenceId" = $1`, [demoId]);
});

test("the chair ranks by average, decides two in bulk, and alice receives the results", async ({ page, context, at, signIn, sql }) => {
  test.slow();
  await page.setViewportSize(DESKTOP);
  await signIn(context, DEMO, "chair@example.org");
  await page.goto(at(DEMO, "/platform/submissionManage/index"));
  await page.getByTestId("platform-menu").getByRole("link", { name: "评审排名" }).click();
  await expect(page).toHaveURL(at(DEMO, BASE));
  await page.goto(at(DEMO, `${BASE}?size=100`)); // goto waits for hydration
  const rows = page.getByTestId("ranking-table").getByTestId("ranking-row").filter({ hasText: "RD-" });
  await expect(rows).toHaveCount(4);
  expect(await rows.evaluateAll((els) => els.map((e) => e.getAttribute("data-code")))).toEqual(["RD-002", "RD-004", "RD-001", "RD-003"]);
  await expect(rows.nth(0).getByTestId("ranking-average")).toHaveText("89");
  await expect(rows.nth(0).getByTestId("ranking-reviews")).toHaveText("2 / 2");
  await expect(rows.nth(3).getByTestId("ranking-average")).toHaveText("暂无");

  const row = (code: string) => page.getByTestId("ranking-table").locator(`[data-testid="ranking-row"][data-code="${code}"]`);
  for (const code of ["RD-002", "RD-004", "RD-001"]) await row(code).getByTestId("ranking-select").check();
  await expect(page.getByTestId("bulk-count")).toHaveText("已选 3 篇");
  await page.getByTestId("bulk-decide-open").click();
  const dialog = page.getByTestId("bulk-decide-dialog");
  await expect(dialog.getByRole("combobox", { name: "决定" })).toHaveText("录用");
  await dialog.getByTestId("bulk-decide-reason").fill("恭喜，您的稿件已被录用为口头报告。");
  await page.getByTestId("bulk-decide-submit").click();
  const confirm = page.getByTestId("bulk-decide-confirm");
  await expect(confirm).toContainText("确认将 3 篇稿件决定为“录用”？");
  await page.getByTestId("bulk-decide-confirm-confirm").click();
  const result = page.getByTestId("bulk-result");
  await expect(result).toContainText("已决定 2 篇，未能决定 1 篇。");
  await expect(result.locator('[data-outcome="moved"]')).toHaveCount(2);
  await expect(result.locator('[data-outcome="refused"][data-code="RD-004"]')).toContainText("稿件当前状态不能变更为该状态");
  await expect(row("RD-001").getByTestId("ranking-status")).toHaveAttribute("data-status", "ACCEPTED");

  const history = await sql.query(
    `SELECT s.code, t."toStatus", u.email FROM "SubmissionTransition" t JOIN "Submission" s ON s.id = t."submissionId" JOIN "User" u ON u.id = t."actorId"
      WHERE s.code IN ('RD-001', 'RD-002') AND t."toStatus" = 'ACCEPTED' ORDER BY s.code`,
  );
  expect(history.rows.map((r) => [r.code, r.email])).toEqual([
    ["RD-001", "chair@example.org"],
    ["RD-002", "chair@example.org"],
  ]);
  // The decision mails as the SMTP server received them, in alice's language.
  const results = () => smtp.messages.filter((m) => m.envelopeTo.includes(ALICE) && /稿件 RD-00[12] 评审结果：已录用/.test(String(m.subject)));
  await expect.poll(() => results().length, { timeout: 30_000 }).toBe(2);
  for (const m of results()) {
    expect(String(m.text)).toContain("录用");
    expect(String(m.text)).toContain("恭喜，您的稿件已被录用为口头报告。");
  }
});

test("the chair's opinion form checks its field and asks before deciding", async ({ page, context, at, signIn, sql }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(context, DEMO, "chair@example.org");
  await page.goto(at(DEMO, `/platform/submissionManage/submission/detail?id=${subIds["RD-003"]}`));
  const form = page.getByTestId("chair-opinion-form");
  await expect(form).toContainText("主席意见为最终意见");
  await form.getByRole("combobox", { name: "决定" }).click();
  await page.getByRole("option", { name: "需修改" }).click();
  await page.getByTestId("chair-opinion-submit").click();
  await expect(form.getByText("请填写主席意见")).toBeVisible();
  await expect(page.getByTestId("chair-decision-confirm")).toHaveCount(0);
  await form.getByTestId("field-opinion").fill("请补充 2020 年以后的观测数据。");
  await page.getByTestId("chair-opinion-submit").click();
  await expect(page.getByTestId("chair-decision-confirm")).toContainText("确认决定为“需修改”？");
  await page.getByTestId("chair-decision-confirm-confirm").click();
  await expect(page.getByTestId("chair-opinion-message")).toContainText("已决定为“需修改”");
  await expect(page.getByTestId("detail-status")).toHaveAttribute("data-status", "NEEDS_MODIFICATION");
  const s = (await sql.query(`SELECT "chairOpinion", "finalOpinion" FROM "Submission" WHERE id = $1`, [subIds["RD-003"]])).rows[0];
  expect(s).toEqual({ chairOpinion: "请补充 2020 年以后的观测数据。", finalOpinion: "请补充 2020 年以后的观测数据。" });
});

test("on a phone the ranked list is cards, without sideways scrolling", async ({ page, context, at, signIn }) => {
  await page.setViewportSize(PHONE);
  await signIn(context, DEMO, "chair@example.org");
  await page.goto(at(DEMO, `${BASE}?size=100`));
  await expect(page.getByTestId("ranking-table")).toBeHidden();
  const cards = page.getByTestId("ranking-cards").getByTestId("ranking-card").filter({ hasText: "RD-" });
  await expect(cards).toHaveCount(4);
  expect(await cards.evaluateAll((els) => els.map((e) => e.getAttribute("data-code")))).toEqual(["RD-002", "RD-004", "RD-001", "RD-003"]);
  await expect(cards.first().getByTestId("ranking-card-average")).toContainText("89");
  await cards.nth(2).getByTestId("ranking-select").check();
  await expect(page.getByTestId("bulk-count")).toHaveText("已选 1 篇");
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
});

test("a plain reviewer gets no menu entry, /403 for the page and 403 from the calls", async ({ page, context, at, signIn, sql, api }) => {
  await signIn(context, DEMO, "reviewer@example.org");
  await page.goto(at(DEMO, "/platform/submissionManage/index"));
  await expect(page.getByTestId("platform-menu")).toBeVisible();
  await expect(page.getByTestId("platform-menu").getByRole("link", { name: "评审排名" })).toHaveCount(0);
  await page.goto(at(DEMO, BASE));
  await expect(page).toHaveURL(at(DEMO, "/403"));
  const token = await createSessionToken(sql, "reviewer@example.org");
  const MANAGE = "/conference/platform/manage/contribute";
  expect((await api(DEMO, `${MANAGE}/ranking`, { token })).status).toBe(403);
  const decide = await api(DEMO, `${MANAGE}/decide`, { method: "POST", token, body: { ids: [subIds["RD-003"]], to: "REJECTED", reason: "No." } });
  expect([decide.status, decide.json.message]).toEqual([403, "只有评审主席和会议组织者可以进行此操作。"]);
  const opinion = await api(DEMO, `${MANAGE}/chairOpinion`, { method: "POST", token, body: { id: subIds["RD-003"], opinion: "Mine." } });
  expect(opinion.status).toBe(403);
});
