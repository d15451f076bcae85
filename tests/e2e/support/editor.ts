import { expect, type Page } from "@playwright/test";
import { png } from "../../support/png";

// The page editor driven as a manager would (config/page/*): shared by the pages spec and the
// site journey.

/** A real 8×8 PNG (red), so the upload is checked by its content like any other. */
export const tinyPng = () => png(8, 8, [220, 30, 30]);

/** Writes into one language's editor: a heading, a bulleted list, a link, a picture and a table. */
export async function writeContent(page: Page, lang: "zh" | "en", words: { heading: string; items: [string, string]; link: string; cell: string }) {
  const editor = page.getByTestId(`page-content-${lang}`);
  // Both languages' editors stay mounted; the other one's toolbar is hidden.
  const tool = (name: string) => page.locator(`[data-testid="tool-${name}"]:visible`);
  await editor.click();
  await tool("h2").click();
  await page.keyboard.type(words.heading);
  await page.keyboard.press("Enter");
  await tool("bullet").click();
  await page.keyboard.type(words.items[0]);
  await page.keyboard.press("Enter");
  await page.keyboard.type(words.items[1]);
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter"); // an empty item leaves the list
  await tool("link").click();
  await page.getByTestId("link-url").fill("javascript:alert(1)");
  await page.getByTestId("link-apply").click();
  await expect(page.getByTestId("link-dialog")).toContainText("请输入 http(s) 地址"); // the manager reads Chinese
  await page.getByTestId("link-url").fill("https://example.org/venue");
  await page.getByTestId("link-text").fill(words.link);
  await page.getByTestId("link-apply").click();
  await expect(page.getByTestId("link-dialog")).toBeHidden();
  await expect(editor.locator('a[href="https://example.org/venue"]')).toHaveText(words.link);
  await page.keyboard.press("End");
  await page.keyboard.press("Enter");
  await tool("image").click();
  await page.getByTestId("image-file").setInputFiles({ name: "red.png", mimeType: "image/png", buffer: tinyPng() });
  await expect(page.getByTestId("image-preview")).toBeVisible();
  await page.getByTestId("image-alt").fill(`${words.heading} picture`);
  await page.getByTestId("image-insert").click();
  await expect(page.getByTestId("image-dialog")).toBeHidden();
  await expect(editor.locator("img")).toHaveCount(1);
  await tool("table").click();
  // The new table takes the caret in its first cell; on a loaded machine keys typed before the
  // editor has placed it are lost, so type once the cell holds the selection.
  const cell = editor.locator("table th").first();
  await expect(cell).toBeVisible();
  await expect.poll(() => cell.evaluate((th) => th.contains(window.getSelection()?.anchorNode ?? null))).toBe(true);
  await page.keyboard.type(words.cell);
  await expect(cell).toHaveText(words.cell);
}
