import type { Browser, BrowserContext, Page } from "@playwright/test";
import type pg from "pg";
import { createSessionToken, createUser, expect, test } from "./support/fixtures";

// /platform/config/contribute (SPEC §2): the demo conference's manager saves the call for
// abstracts (a §5 date rule on its field first), hides an item and finds it hidden after a reload,
// builds a theme with a sub-theme and is refused deleting the parent ('Has children, delete
// failed') — in Chinese and in English; the screen fits a phone; others are denied.
// The demo's configuration is put back and the "E2E …" themes removed afterwards: the submission
// journeys use the seeded call.

const DEMO = "demo.localhost";
const DESKTOP = { viewport: { width: 1366, height: 900 } };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const CC = "/conference/platform/config/contribute";
const COLUMNS = [
  "open",
  "startDate",
  "endDate",
  "secondDeadline",
  "maxSubmissions",
  "limitFlag",
  "perPersonMax",
  "abstractContent",
  "attachment",
  "authorInfo",
  "fullText",
  "category",
  "reportType",
  "keywords",
  "categoryOptions",
  "reportTypeOptions",
  "instructionsZh",
  "instructionsEn",
  "allowEditAfterAccept",
  "abstractWordLimit",
  "pdfLayout",
].map((c) => `"${c}"`);

test.describe.configure({ mode: "serial" });

let demoId = 0;
let seeded: unknown = null;

async function removeThemes(sql: pg.Pool) {
  for (let i = 0; i < 3; i++) {
    // leaves first: a parent row is restricted while a child points at it
    await sql.query(
      `DELETE FROM "SubmissionTheme" t WHERE t."conferenceId" = $1 AND t."nameEn" LIKE 'E2E %' AND NOT EXISTS (SELECT 1 FROM "SubmissionTheme" k WHERE k."parentId" = t.id)`,
      [demoId],
    );
  }
}

test.beforeAll(async ({ sql }) => {
  demoId = (await sql.query<{ conferenceId: number }>(`SELECT "conferenceId" FROM "ConferenceDomain" WHERE host = $1`, [DEMO])).rows[0].conferenceId;
  seeded = (await sql.query(`SELECT row_to_json(c) AS row FROM "SubmissionConfig" c WHERE "conferenceId" = $1`, [demoId])).rows[0]?.row ?? null;
  await removeThemes(sql);
});

test.afterAll(async ({ sql }) => {
  await removeThemes(sql);
  if (seeded) {
    await sql.query(
      `UPDATE "SubmissionConfig" t SET (${COLUMNS.join(", ")}) = (SELECT ${COLUMNS.map((c) => `s.${c}`).join(", ")} FROM json_populate_record(NULL::"SubmissionConfig", $1::json) s) WHERE t."conferenceId" = $2`,
      [JSON.stringify(seeded), demoId],
    );
  }
});

async function managerPage(browser: Browser, signIn: (c: BrowserContext, h: string, e: string) => Promise<string>, locale: string, device = DESKTOP) {
  const context = await browser.newContext(device);
  await context.addCookies([{ name: "locale", value: locale, domain: DEMO, path: "/" }]);
  await signIn(context, DEMO, "manager@example.org");
  return { context, page: await context.newPage() };
}

const toast = (page: Page) => page.getByTestId("submission-config-message");
const themeRow = (page: Page, name: string) => page.locator('[data-testid^="theme-row-"]').filter({ hasText: name });
const idOf = async (row: ReturnType<typeof themeRow>) => Number((await row.getAttribute("data-testid"))!.replace("theme-row-", ""));

/** Adds a theme through the dialog (under `parentId` when given) and answers its id. */
async function addTheme(page: Page, names: { zh: string; en: string; prefix: string }, parentId?: number) {
  await page.getByTestId(parentId ? `theme-add-child-${parentId}` : "theme-add").click();
  const dialog = page.getByTestId("theme-dialog");
  await dialog.getByTestId("field-nameZh").fill(names.zh);
  await dialog.getByTestId("field-nameEn").fill(names.en);
  await dialog.getByTestId("field-prefix").fill(names.prefix);
  await dialog.getByTestId("theme-save").click();
  await expect(dialog).toHaveCount(0);
  const row = themeRow(page, names.en);
  await expect(row).toHaveCount(1);
  return idOf(row);
}

const journeys = [
  {
    locale: "zh",
    title: "投稿配置",
    endBeforeStart: "截止日期不能早于开始日期",
    saved: "投稿配置已保存。",
    added: "主题已添加。",
    hasChildren: "存在子节点，删除失败",
    prefix: "EZ",
    submissions: "暂无稿件",
  },
  {
    locale: "en",
    title: "Submission configuration",
    endBeforeStart: "The deadline cannot be earlier than the start date",
    saved: "Submission configuration saved.",
    added: "Theme added.",
    hasChildren: "Has children, delete failed",
    prefix: "EE",
    submissions: "No submissions",
  },
];

for (const j of journeys) {
  test(`the manager configures the call for abstracts and its themes (${j.locale})`, async ({ browser, signIn, at, api, sql }) => {
    const { context, page } = await managerPage(browser, signIn, j.locale);
    await page.goto(at(DEMO, "/platform/config/contribute"));
    await expect(page.getByRole("heading", { name: j.title, level: 1 })).toBeVisible();

    // §5: a deadline before the start date is refused with its message on the deadline field.
    await page.getByTestId("field-startDate").fill("2026-06-10");
    await page.getByTestId("field-endDate").fill("2026-06-01");
    await page.getByTestId("settings-save").click();
    await expect(page.getByTestId("field-endDate")).toHaveAccessibleDescription(j.endBeforeStart);
    await expect(page.getByTestId("settings-message")).toBeVisible();

    // A valid window, a limit and the full text hidden: saved, and still so after a reload.
    await page.getByTestId("field-endDate").fill("2026-08-31");
    await page.getByTestId("field-secondDeadline").fill("2026-09-15");
    await page.getByTestId("field-perPersonMax").fill("4");
    await page.getByTestId("item-fullText-HIDDEN").click();
    await page.getByTestId("pdf-perPage-2").click();
    await page.getByTestId("settings-save").click();
    await expect(toast(page)).toHaveText(j.saved);
    await expect(page.getByTestId("field-endDate")).not.toHaveAccessibleDescription(j.endBeforeStart);
    const row = await sql.query(
      `SELECT to_char("startDate", 'YYYY-MM-DD') AS s, to_char("endDate", 'YYYY-MM-DD') AS e, to_char("secondDeadline", 'YYYY-MM-DD') AS d, "perPersonMax", "fullText", "pdfLayout"->>'perPage' AS "perPage" FROM "SubmissionConfig" WHERE "conferenceId" = $1`,
      [demoId],
    );
    expect(row.rows[0]).toEqual({ s: "2026-06-10", e: "2026-08-31", d: "2026-09-15", perPersonMax: 4, fullText: "HIDDEN", perPage: "2" });
    await page.reload();
    await expect(page.getByTestId("item-fullText-HIDDEN")).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByTestId("item-fullText-OPTIONAL")).toHaveAttribute("aria-pressed", "false");
    await expect(page.getByTestId("field-endDate")).toHaveValue("2026-08-31");
    await expect(page.getByTestId("pdf-perPage-2")).toHaveAttribute("aria-pressed", "true");
    // Back to optional for the next run (and the submission journeys).
    await page.getByTestId("item-fullText-OPTIONAL").click();
    await page.getByTestId("settings-save").click();
    const fullText = async () => (await sql.query(`SELECT "fullText" FROM "SubmissionConfig" WHERE "conferenceId" = $1`, [demoId])).rows[0].fullText;
    await expect.poll(fullText).toBe("OPTIONAL");
    await expect(page.getByTestId("settings-save")).toBeEnabled(); // its answer applied before the themes change the screen

    // A theme with a sub-theme; the parent cannot go while the child is there.
    const parent = await addTheme(page, { zh: `E2E 父主题 ${j.locale}`, en: `E2E parent ${j.locale}`, prefix: `${j.prefix}1` });
    await expect(toast(page)).toHaveText(j.added);
    const child = await addTheme(page, { zh: `E2E 子主题 ${j.locale}`, en: `E2E child ${j.locale}`, prefix: `${j.prefix}2` }, parent);
    await expect(page.getByTestId(`theme-prefix-${child}`)).toHaveText(`${j.prefix}2`);
    await expect(page.getByTestId(`theme-count-${child}`)).toHaveText(j.submissions);
    await expect(page.getByTestId(`theme-row-${child}`)).toHaveAttribute("aria-level", "2");
    await page.getByTestId(`theme-delete-${parent}`).click();
    await page.getByTestId("theme-confirm-delete-confirm").click();
    await expect(toast(page)).toHaveText(j.hasChildren);
    await expect(page.getByTestId(`theme-row-${parent}`)).toBeVisible();
    expect((await sql.query(`SELECT count(*)::int AS n FROM "SubmissionTheme" WHERE id = ANY($1)`, [[parent, child]])).rows[0].n).toBe(2);

    // The leaves call offers the child, not the parent.
    const leaves = await api(DEMO, "/conference/contribute/findThemeInfoLeafs");
    const ids = (leaves.json.data as { id: number }[]).map((t) => t.id);
    expect(ids).toContain(child);
    expect(ids).not.toContain(parent);
    await context.close();
  });
}

test("the screen fits a phone", async ({ browser, signIn, at }) => {
  const { context, page } = await managerPage(browser, signIn, "zh", PHONE);
  await page.goto(at(DEMO, "/platform/config/contribute"));
  await expect(page.getByTestId("cfg-themes")).toBeVisible();
  await expect(page.getByTestId("item-keywords-HIDDEN")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.getByTestId("theme-add").click();
  await expect(page.getByTestId("theme-dialog")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await context.close();
});

test("participants and other conferences' managers are denied the page and every call", async ({ browser, signIn, at, api, sql }) => {
  const alice = await browser.newContext(DESKTOP);
  await signIn(alice, DEMO, "alice@example.org");
  const page = await alice.newPage();
  await page.goto(at(DEMO, "/platform/config/contribute"));
  await expect(page).toHaveURL(at(DEMO, "/403"));
  await alice.close();

  const theme = (await sql.query<{ id: number }>(`SELECT id FROM "SubmissionTheme" WHERE "conferenceId" = $1 ORDER BY id LIMIT 1`, [demoId])).rows[0].id;
  const body = { nameZh: "E2E 偷偷", nameEn: "E2E sneaky", parentId: null, prefix: "", order: 0 };
  const calls: [string, string, unknown?][] = [
    ["GET", `${CC}/find`],
    ["POST", `${CC}/save`, { open: false, abstractContent: "HIDDEN" }],
    ["POST", `${CC}/choices/save`, { list: "category", choices: [] }],
    ["GET", `${CC}/theme/list`],
    ["POST", `${CC}/theme/add`, body],
    ["PUT", `${CC}/theme/update`, { id: theme, ...body }],
    ["DELETE", `${CC}/theme/${theme}`],
  ];
  const token = await createSessionToken(sql, "alice@example.org");
  for (const [method, path, data] of calls) expect((await api(DEMO, path, { method, token, body: data })).status, `${method} ${path}`).toBe(403);

  // A manager of another conference: 403 here, and this conference's themes are not found on theirs.
  const email = await createUser(sql, "cfp-manager");
  await sql.query(
    `INSERT INTO "ConferenceUser" ("conferenceId", "userId", role) SELECT d."conferenceId", u.id, 'MANAGER' FROM "ConferenceDomain" d, "User" u WHERE d.host = 'en.localhost' AND u.email = $1`,
    [email],
  );
  const other = await createSessionToken(sql, email);
  expect((await api(DEMO, `${CC}/find`, { token: other })).status).toBe(403);
  expect((await api("en.localhost", `${CC}/theme/${theme}`, { method: "DELETE", token: other })).status).toBe(404);
  expect((await api("en.localhost", `${CC}/theme/update`, { method: "PUT", token: other, body: { id: theme, ...body } })).status).toBe(404);
  await sql.query(`DELETE FROM "User" WHERE email = $1`, [email]);
  expect((await sql.query(`SELECT count(*)::int AS n FROM "SubmissionTheme" WHERE id = $1 AND "nameEn" <> 'E2E sneaky'`, [theme])).rows[0].n).toBe(1);
});
