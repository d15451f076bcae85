import type { Browser, BrowserContext } from "@playwright/test";
import { createSessionToken, createUser, expect, test } from "./support/fixtures";

// /platform/config/review (SPEC §2): the demo conference's manager saves the review
// configuration in Chinese — a too-long rule title refused on its field first — and finds every
// value again after a reload; the weights' shares follow what is typed; the screen fits a phone in
// both languages; participants and other conferences' managers are denied the page and the calls.
// The demo's review configuration is put back afterwards (the seed has none: the defaults).

const DEMO = "demo.localhost";
const DESKTOP = { viewport: { width: 1366, height: 900 } };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const RC = "/conference/platform/config/review";

test.describe.configure({ mode: "serial" });

let demoId = 0;
let seeded: unknown = null;

test.beforeAll(async ({ sql }) => {
  demoId = (await sql.query<{ conferenceId: number }>(`SELECT "conferenceId" FROM "ConferenceDomain" WHERE host = $1`, [DEMO])).rows[0].conferenceId;
  seeded = (await sql.query(`SELECT row_to_json(c) AS row FROM "ReviewConfig" c WHERE "conferenceId" = $1`, [demoId])).rows[0]?.row ?? null;
});

test.afterAll(async ({ sql }) => {
  await sql.query(`DELETE FROM "ReviewConfig" WHERE "conferenceId" = $1`, [demoId]);
  if (seeded) await sql.query(`INSERT INTO "ReviewConfig" SELECT * FROM json_populate_record(NULL::"ReviewConfig", $1::json)`, [JSON.stringify(seeded)]);
});

async function managerPage(browser: Browser, signIn: (c: BrowserContext, h: string, e: string) => Promise<string>, locale: string, device = DESKTOP) {
  const context = await browser.newContext(device);
  await context.addCookies([{ name: "locale", value: locale, domain: DEMO, path: "/" }]);
  await signIn(context, DEMO, "manager@example.org");
  return { context, page: await context.newPage() };
}

test("the manager saves the review configuration in Chinese and finds it after a reload", async ({ browser, signIn, at, sql }) => {
  await sql.query(`DELETE FROM "ReviewConfig" WHERE "conferenceId" = $1`, [demoId]);
  const { context, page } = await managerPage(browser, signIn, "zh");
  await page.goto(at(DEMO, "/platform/config/review"));
  await expect(page.getByRole("heading", { name: "评审配置", level: 1 })).toBeVisible();
  await expect(page.getByTestId("review-config-defaults")).toBeVisible();
  // The defaults: four scores share the weights, the recommendation is asked but not counted.
  await expect(page.getByTestId("score-overall-share")).toHaveText("占加权平均分的 25%");
  await expect(page.getByTestId("score-recommend-share")).toHaveText("只打分，不计入加权平均分");

  // §5: a title over 100 characters is refused on its own field, naming it.
  const long = "很".repeat(101);
  await page.getByTestId("field-detailRulesZh").fill(`创新性；${long}`);
  await page.getByTestId("review-config-save").click();
  await expect(page.getByTestId("field-detailRulesZh")).toHaveAccessibleDescription(`第 2 个标题“${"很".repeat(24)}…”有 101 个字符，每个标题最多 100 个字符`);
  await expect(page.getByTestId("review-config-error")).toBeVisible();
  expect((await sql.query(`SELECT count(*)::int AS n FROM "ReviewConfig" WHERE "conferenceId" = $1`, [demoId])).rows[0].n).toBe(0);

  // Valid rules with both semicolons; blind off, the chair's opinion final; weights and numbers.
  await page.getByTestId("field-detailRulesZh").fill("创新性；科学性; 写作质量");
  await expect(page.getByTestId("rules-count-detailRulesZh")).toHaveText("共 3 个标题");
  await page.getByTestId("field-ratingRulesEn").fill("Excellent; Good; Fair");
  await page.getByTestId("field-blind").uncheck();
  await page.getByTestId("final-chair").check();
  await page.getByTestId("field-scoreItems.0.weight").fill("3");
  await page.getByTestId("score-english-enabled").uncheck();
  // overall 3, relevance 1, originality 1 → 60 / 20 / 20 %
  await expect(page.getByTestId("score-overall-share")).toHaveText("占加权平均分的 60%");
  await expect(page.getByTestId("score-english-share")).toHaveText("未启用");
  await page.getByTestId("field-scoreItems.0.max").fill("20");
  await page.getByTestId("field-reviewsPerSubmission").fill("4");
  await page.getByTestId("field-maxPerReviewer").fill("12");
  await page.getByTestId("field-reviewDeadline").fill("2026-10-31");
  await page.getByTestId("field-activationDays").fill("30");
  await page.getByTestId("review-config-save").click();
  await expect(page.getByTestId("review-config-message")).toHaveText("评审配置已保存。");
  await expect(page.getByTestId("field-detailRulesZh")).toHaveValue("创新性;科学性;写作质量"); // as stored
  await expect(page.getByTestId("review-config-defaults")).toHaveCount(0);

  const row = (
    await sql.query(
      `SELECT "detailRulesZh", "ratingRulesEn", blind, "chairFinal", "scoreItems", "reviewsPerSubmission", "maxPerReviewer", to_char("reviewDeadline", 'YYYY-MM-DD') AS deadline, "activationDays" FROM "ReviewConfig" WHERE "conferenceId" = $1`,
      [demoId],
    )
  ).rows[0];
  expect(row).toEqual({
    detailRulesZh: "创新性;科学性;写作质量",
    ratingRulesEn: "Excellent;Good;Fair",
    blind: false,
    chairFinal: true,
    scoreItems: [
      { key: "overall", enabled: true, max: 20, weight: 3 },
      { key: "relevance", enabled: true, max: 5, weight: 1 },
      { key: "english", enabled: false, max: 5, weight: 1 },
      { key: "originality", enabled: true, max: 5, weight: 1 },
      { key: "recommend", enabled: true, max: 5, weight: 0 },
    ],
    reviewsPerSubmission: 4,
    maxPerReviewer: 12,
    deadline: "2026-10-31",
    activationDays: 30,
  });

  await page.reload();
  await expect(page.getByTestId("field-detailRulesZh")).toHaveValue("创新性;科学性;写作质量");
  await expect(page.getByTestId("field-ratingRulesEn")).toHaveValue("Excellent;Good;Fair");
  await expect(page.getByTestId("field-blind")).not.toBeChecked();
  await expect(page.getByTestId("final-chair")).toBeChecked();
  await expect(page.getByTestId("score-english-enabled")).not.toBeChecked();
  await expect(page.getByTestId("field-scoreItems.0.max")).toHaveValue("20");
  await expect(page.getByTestId("score-overall-share")).toHaveText("占加权平均分的 60%");
  await expect(page.getByTestId("field-reviewsPerSubmission")).toHaveValue("4");
  await expect(page.getByTestId("field-maxPerReviewer")).toHaveValue("12");
  await expect(page.getByTestId("field-reviewDeadline")).toHaveValue("2026-10-31");
  await expect(page.getByTestId("field-activationDays")).toHaveValue("30");

  // Every score off: refused with the message under the scores.
  for (const key of ["overall", "relevance", "originality", "recommend"]) await page.getByTestId(`score-${key}-enabled`).uncheck();
  await page.getByTestId("review-config-save").click();
  await expect(page.getByTestId("scores-error")).toHaveText("请至少启用一个评分项");
  await context.close();
});

for (const locale of ["zh", "en"]) {
  test(`the screen fits a phone (${locale})`, async ({ browser, signIn, at }) => {
    const { context, page } = await managerPage(browser, signIn, locale, PHONE);
    await page.goto(at(DEMO, "/platform/config/review"));
    await expect(page.getByTestId("score-recommend")).toBeVisible();
    await expect(page.getByTestId("field-activationDays")).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.getByTestId("field-ratingRulesEn").fill(`Good;${"x".repeat(120)}`);
    await page.getByTestId("review-config-save").click();
    await expect(page.getByTestId("field-ratingRulesEn")).toHaveAttribute("aria-invalid", "true");
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await context.close();
  });
}

test("participants and other conferences' managers are denied the page and the calls", async ({ browser, signIn, at, api, sql }) => {
  const alice = await browser.newContext(DESKTOP);
  await signIn(alice, DEMO, "alice@example.org");
  const page = await alice.newPage();
  await page.goto(at(DEMO, "/platform/config/review"));
  await expect(page).toHaveURL(at(DEMO, "/403"));
  await alice.close();

  const body = { blind: false, chairFinal: true, reviewsPerSubmission: 1, activationDays: 1, scoreItems: [] };
  const token = await createSessionToken(sql, "alice@example.org");
  expect((await api(DEMO, RC, { token })).status).toBe(403);
  expect((await api(DEMO, RC, { method: "POST", token, body })).status).toBe(403);
  expect((await api(DEMO, RC)).status).toBe(401);

  const email = await createUser(sql, "review-cfg-manager");
  await sql.query(
    `INSERT INTO "ConferenceUser" ("conferenceId", "userId", role) SELECT d."conferenceId", u.id, 'MANAGER' FROM "ConferenceDomain" d, "User" u WHERE d.host = 'en.localhost' AND u.email = $1`,
    [email],
  );
  const other = await createSessionToken(sql, email);
  expect((await api(DEMO, RC, { token: other })).status).toBe(403);
  expect((await api(DEMO, RC, { method: "POST", token: other, body })).status).toBe(403);
  expect((await api("en.localhost", RC, { token: other })).status).toBe(200); // their own conference
  await sql.query(`DELETE FROM "User" WHERE email = $1`, [email]);
});
