import { createHash } from "node:crypto";
import { expect, type BrowserContext, type Page } from "@playwright/test";
import type pg from "pg";

// Feedback specs: the verification picture is solved the way accounts.spec.ts solves the
// login's — a test seam in the database, nothing in the product: once the browser shows its picture,
// the live picture bound to its (HttpOnly) cookie gets an answer the test knows. A feedback picture
// is stored under its scope ("feedback:" before the secret, lib/security/login-challenge.ts).

export const KNOWN = "known";

/** `previous`: the picture refused a moment ago (its markup); the new one is answered once it shows. */
export async function answerPicture(page: Page, context: BrowserContext, sql: pg.Pool, previous?: string): Promise<void> {
  const picture = page.getByTestId("challenge-image");
  await expect(picture).toBeVisible();
  if (previous !== undefined) await expect.poll(() => picture.innerHTML()).not.toBe(previous);
  const cookie = (await context.cookies()).find((c) => c.name === "symposia_challenge");
  expect(cookie?.httpOnly).toBe(true);
  const browserHash = createHash("sha256").update(`feedback:${cookie!.value}`).digest("hex");
  const answer = () =>
    sql.query(
      `UPDATE "LoginChallenge" SET "answerHash" = encode(sha256(convert_to($1 || ':KNOWN', 'UTF8')), 'hex') WHERE "browserHash" = $1 AND "usedAt" IS NULL`,
      [browserHash],
    );
  await expect.poll(async () => (await answer()).rowCount).toBe(1);
  await expect(page.getByTestId("field-captcha")).toHaveValue("");
  await page.getByTestId("field-captcha").fill(KNOWN);
}

/** Chooses an option of one of the form's MUI selects by its label. */
export async function choose(page: Page, label: string | RegExp, option: string): Promise<void> {
  await page.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

export const noOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Feedback rows a spec made (titles starting "E2E"), with their notices. */
export async function removeE2eFeedback(sql: pg.Pool): Promise<void> {
  await sql.query(`DELETE FROM "Notice" WHERE kind = 'FEEDBACK_REPLY' AND params->>'title' LIKE 'E2E%'`);
  await sql.query(`DELETE FROM "Feedback" WHERE title LIKE 'E2E%'`);
}
