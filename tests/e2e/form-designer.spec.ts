import type { Page } from "@playwright/test";
import { STANDARD_ITEMS } from "../../lib/forms/fields";
import { createUser, expect, test } from "./support/fixtures";

// The registration form designer. Run:
// NEXT_DIST_DIR=.next-f E2E_PORT_OFFSET=80 npx playwright test tests/e2e/form-designer.spec.ts --project=proxy-on

const VERSION = "designer-e2e";
const optionValues = (item: ReturnType<Page["locator"]>) =>
  item.getByTestId("option-row").evaluateAll((rows) => rows.map((r) => `${"-".repeat(Number(r.getAttribute("data-depth")))}${r.getAttribute("data-value")}`));

async function pick(page: Page, scope: ReturnType<Page["locator"]>, combobox: string, option: string | RegExp) {
  await scope.getByRole("combobox", { name: combobox }).click();
  await page.getByRole("option", typeof option === "string" ? { name: option, exact: true } : { name: option }).click();
}

async function fillOption(item: ReturnType<Page["locator"]>, index: number, zh: string, en: string) {
  const row = item.getByTestId("option-row").nth(index);
  await row.getByTestId("option-zh").fill(zh);
  await row.getByTestId("option-en").fill(en);
}

test("the designer builds a select and a cascade with zh/en options, keys from titles, and deletes a version after confirming", async ({
  page,
  context,
  at,
  signIn,
  sql,
}) => {
  const {
    rows: [conf],
  } = await sql.query(`SELECT "conferenceId" AS id FROM "ConferenceDomain" WHERE host = 'demo.localhost'`);
  const restore = async () => {
    await sql.query(`UPDATE "RegisterFormVersion" SET "isCurrent" = (name = 'default') WHERE "conferenceId" = $1`, [conf.id]);
    await sql.query(`DELETE FROM "RegisterFormVersion" WHERE "conferenceId" = $1 AND name = $2`, [conf.id, VERSION]);
  };
  await restore();
  try {
    await context.addCookies([{ name: "locale", value: "en", domain: "demo.localhost", path: "/" }]);
    await signIn(context, "demo.localhost", "manager@example.org");
    await page.goto(at("demo.localhost", "/platform/config/register"));
    const designer = page.getByTestId("form-designer");

    // Each standard item once — in the form list or among the ones to add — and in English.
    const shown = [
      ...(await designer.locator('[data-testid="designer-item"][data-standard="true"] [data-testid="item-title"]').allInnerTexts()),
      ...(await page.getByTestId("standard-picker").getByRole("button").allInnerTexts()),
    ];
    expect(shown.sort()).toEqual(STANDARD_ITEMS.map((s) => s.title.en).sort());

    await page.getByTestId("version-new-name").fill(VERSION);
    await page.getByTestId("version-create").click();
    await expect(page.getByTestId("designer-message")).toContainText(VERSION);
    await expect(page.getByTestId("version-select").locator("xpath=..")).toContainText(VERSION);
    // "New version" never overwrites one that exists.
    await page.getByTestId("version-new-name").fill("default");
    await page.getByTestId("version-create").click();
    await expect(page.getByTestId("designer-message")).toHaveText("A version named “default” already exists");

    // A new item is "Untitled" with a counter key until it has an English title.
    // Cards are found by their React identity: `.last()` would follow the next new item.
    const addItem = async () => {
      await page.getByTestId("add-custom").click();
      return designer.locator(`[data-uid="${await designer.getByTestId("designer-item").last().getAttribute("data-uid")}"]`);
    };
    const meal = await addItem();
    await expect(meal.getByTestId("item-title")).toHaveText("Untitled item");
    await expect(meal.getByTestId("item-key")).toContainText("c_");
    await meal.getByTestId("item-title-zh").fill("饮食要求");
    await meal.getByTestId("item-title-en").fill("Dietary needs");
    await expect(meal.getByTestId("item-key")).toContainText("Key: dietary_needs");
    await pick(page, meal, "Kind", "Drop-down");
    for (const [i, zh, en] of [
      [0, "素食", "Vegetarian"],
      [1, "清真", "Halal"],
      [2, "无", "None"],
    ] as const) {
      await meal.getByTestId("item-options-add").click();
      await fillOption(meal, i, zh, en);
    }
    await expect.poll(() => optionValues(meal)).toEqual(["vegetarian", "halal", "none"]);
    // Reorder from the keyboard; the focus stays on the moved row's button.
    const noneUp = meal.getByRole("button", { name: "Move “None” up" });
    await noneUp.focus();
    await page.keyboard.press("Enter");
    await expect(noneUp).toBeFocused();
    await expect.poll(() => optionValues(meal)).toEqual(["vegetarian", "none", "halal"]);

    // A second item with the same English title gets its own key; a multi-level select nests.
    const track = await addItem();
    await track.getByTestId("item-title-en").fill("Dietary needs");
    await expect(track.getByTestId("item-key")).toContainText("Key: dietary_needs_2");
    await track.getByTestId("item-title-zh").fill("分会场");
    await track.getByTestId("item-title-en").fill("Track");
    await pick(page, track, "Kind", "Multi-level select");
    await track.getByTestId("item-options-add").click();
    await fillOption(track, 0, "理科", "Science");
    await track.getByTestId("item-options-add").click();
    await fillOption(track, 1, "文科", "Arts");
    await track.getByRole("button", { name: "Add a sub-option under “Science”" }).click();
    await fillOption(track, 1, "物理", "Physics");
    await expect.poll(() => optionValues(track)).toEqual(["science", "-physics", "arts"]);
    // Items move from the keyboard too, and the focus follows the moved card.
    await meal.getByRole("button", { name: "Move “Dietary needs” down" }).focus();
    await page.keyboard.press("Enter");
    await expect(meal.getByRole("button", { name: "Move “Dietary needs” up" })).toBeFocused();
    await expect(designer.getByTestId("designer-item").last()).toHaveAttribute("data-key", "dietary_needs");
    await page.keyboard.press("Enter");
    await expect(designer.getByTestId("designer-item").last()).toHaveAttribute("data-key", "track");

    // An empty option is flagged on its own row when saving, and nothing is saved.
    await track.getByTestId("item-options-add").click();
    await page.getByTestId("save-form").click();
    await expect(track.getByTestId("option-row").last().getByTestId("option-error")).toHaveText("Enter a Chinese or an English label");
    await track.getByRole("button", { name: "Remove “option 4”" }).click();

    await page.getByTestId("save-form").click();
    await expect(page.getByTestId("designer-message")).toHaveText("Saved");
    const saved = async () =>
      (await sql.query(`SELECT fields FROM "RegisterFormVersion" WHERE "conferenceId" = $1 AND name = $2`, [conf.id, VERSION])).rows[0].fields as {
        field: string;
        options: unknown;
      }[];
    const fields = await saved();
    expect(fields.find((f) => f.field === "dietary_needs")?.options).toEqual([
      { value: "vegetarian", label: { zh: "素食", en: "Vegetarian" } },
      { value: "none", label: { zh: "无", en: "None" } },
      { value: "halal", label: { zh: "清真", en: "Halal" } },
    ]);
    expect(fields.find((f) => f.field === "track")?.options).toEqual([
      { value: "science", label: { zh: "理科", en: "Science" }, children: [{ value: "physics", label: { zh: "物理", en: "Physics" } }] },
      { value: "arts", label: { zh: "文科", en: "Arts" } },
    ]);

    // Saved: renaming no longer moves the key (answers are stored under it).
    await meal.getByTestId("item-title-en").fill("Meal preference");
    await expect(meal.getByTestId("item-key")).toHaveText("Key: dietary_needs");

    // The live preview uses the options in both languages, in the new order.
    await pick(page, page.getByTestId("preview-en"), "Meal preference", "None");
    await page.getByTestId("preview-zh").getByRole("combobox", { name: "饮食要求" }).click();
    await expect(page.getByRole("option")).toHaveText(["素食", "无", "清真"]);
    await page.keyboard.press("Escape");

    await page.getByTestId("version-current").click();
    await expect(page.getByTestId("designer-message")).toContainText("is now the current version");

    // The attendance form, English then Chinese.
    const visitor = await context.browser()!.newContext();
    await signIn(visitor, "demo.localhost", await createUser(sql, "designer"));
    const form = await visitor.newPage();
    for (const [locale, labels, sub] of [
      ["en", ["Vegetarian", "None", "Halal"], "Physics"],
      ["zh", ["素食", "无", "清真"], "物理"],
    ] as const) {
      await visitor.addCookies([{ name: "locale", value: locale, domain: "demo.localhost", path: "/" }]);
      await form.goto(at("demo.localhost", "/conferenceRegister"));
      await form.getByTestId("field-dietary_needs").locator("xpath=..").click();
      await expect(form.getByRole("option")).toHaveText(labels);
      await form.keyboard.press("Escape");
      await form.getByTestId("field-track-0").locator("xpath=..").click();
      await form.getByRole("option").nth(1).click(); // after "(none)": the first level's first option
      await form.getByTestId("field-track-1").locator("xpath=..").click();
      await expect(form.getByRole("option").nth(1)).toHaveText(sub);
      await form.keyboard.press("Escape");
    }
    await visitor.close();

    // Deleting asks first, then says so (not "Saved"). The current version cannot be deleted.
    await expect(page.getByTestId("version-delete")).toBeDisabled();
    await sql.query(`UPDATE "RegisterFormVersion" SET "isCurrent" = (name = 'default') WHERE "conferenceId" = $1`, [conf.id]);
    await page.reload();
    await pick(page, page.getByTestId("form-designer"), "Form version", new RegExp(`^${VERSION}\\b`));
    await page.getByTestId("version-delete").click();
    await page.getByTestId("version-delete-dialog").getByRole("button", { name: "Cancel" }).click();
    expect(await saved()).toHaveLength(fields.length);
    await page.getByTestId("version-delete").click();
    await expect(page.getByTestId("version-delete-dialog")).toContainText(`Delete version “${VERSION}”?`);
    await page.getByTestId("version-delete-dialog-confirm").click();
    await expect(page.getByTestId("designer-message")).toHaveText("Version deleted");
    const { rowCount } = await sql.query(`SELECT 1 FROM "RegisterFormVersion" WHERE "conferenceId" = $1 AND name = $2`, [conf.id, VERSION]);
    expect(rowCount).toBe(0);
  } finally {
    await restore();
  }
});

test("the designer in Chinese lists standard items in Chinese, and fits a phone", async ({ page, context, at, signIn }) => {
  await context.addCookies([{ name: "locale", value: "zh", domain: "demo.localhost", path: "/" }]);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(context, "demo.localhost", "manager@example.org");
  await page.goto(at("demo.localhost", "/platform/config/register"));
  const titles = [
    ...(await page.locator('[data-testid="designer-item"][data-standard="true"] [data-testid="item-title"]').allInnerTexts()),
    ...(await page.getByTestId("standard-picker").getByRole("button").allInnerTexts()),
  ];
  expect(titles.sort()).toEqual(STANDARD_ITEMS.map((s) => s.title.zh).sort());
  await page.getByTestId("add-custom").click();
  await pick(page, page.getByTestId("designer-item").last(), "类型", "多级选择");
  await page.getByTestId("designer-item").last().getByTestId("item-options-add").click();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // The two notice editors say which language they are for.
  await expect(page.getByRole("heading", { name: "报名须知（中文）" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "报名须知（英文）" })).toBeVisible();
  await expect(page.getByTestId("help-instructionsEn")).toContainText("留空时");
});
