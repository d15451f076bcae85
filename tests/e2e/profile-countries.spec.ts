import type { Browser, Page } from "@playwright/test";
import { createSessionToken, createUser, expect, test } from "./support/fixtures";

// The profile shows the registration; countries are codes named in the
// reader's language; the attendee list's toolbar fits; the registration notice sizes to its text.
// Run: NEXT_DIST_DIR=.next-p E2E_PORT_OFFSET=60 npx playwright test tests/e2e/profile-countries.spec.ts --project=proxy-on

type Locale = "zh" | "en";
const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
const NAMES = { zh: { FR: "法国", DE: "德国", CN: "中国" }, en: { FR: "France", DE: "Germany", CN: "China" } };

async function open(browser: Browser, sql: Parameters<typeof createSessionToken>[0], email: string, locale: Locale, viewport = DESKTOP) {
  const phone = viewport.width < 600;
  const context = await browser.newContext({ viewport, ...(phone ? { isMobile: true, hasTouch: true } : {}) });
  await context.addCookies([
    { name: "symposia_session", value: await createSessionToken(sql, email), domain: "demo.localhost", path: "/", httpOnly: true, sameSite: "Lax" },
    { name: "locale", value: locale, domain: "demo.localhost", path: "/" },
  ]);
  return { context, page: await context.newPage() };
}

async function pick(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).locator("xpath=..").click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

for (const locale of ["zh", "en"] as const) {
  test(`registers with phone, organisation and country, then sees and edits them on the profile (${locale})`, async ({ browser, at, sql }) => {
    const L = NAMES[locale];
    const email = await createUser(sql, `profile-${locale}`);
    const { context, page } = await open(browser, sql, email, locale);
    await page.goto(at("demo.localhost", "/conferenceRegister"));
    await page.getByTestId("attend-notice").check();
    await page.getByTestId("field-telephone").fill("+33 1 23 45 67 89");
    await pick(page, "field-country", L.FR);
    await page.getByTestId("field-unit").fill("Institut Pasteur");
    await page.getByTestId("attend-submit").click();
    await expect(page.getByTestId("attend-success")).toBeVisible();
    const {
      rows: [stored],
    } = await sql.query(`SELECT "countryArea", phone, unit FROM "Attendee" WHERE email = $1`, [email]);
    expect(stored).toEqual({ countryArea: "FR", phone: "+33 1 23 45 67 89", unit: "Institut Pasteur" });

    await page.goto(at("demo.localhost", "/profile/userInfo"));
    await expect(page.getByTestId("info-phone")).toHaveText("+33 1 23 45 67 89");
    await expect(page.getByTestId("info-unit")).toHaveText("Institut Pasteur");
    await expect(page.getByTestId("info-country")).toHaveText(L.FR);
    await expect(page.getByTestId("info-trueName")).toHaveText("Carol Test");
    await expect(page.getByTestId("info-source")).toBeVisible();

    await page.goto(at("demo.localhost", "/profile/userInfo/Edit"));
    await expect(page.getByTestId("field-country")).toHaveValue("FR");
    await page.getByTestId("field-phone").fill("+49 30 1234");
    await pick(page, "field-country", L.DE);
    await page.getByTestId("profile-submit").click();
    await page.waitForURL(/\/profile\/userInfo$/);
    await expect(page.getByTestId("info-country")).toHaveText(L.DE);
    await expect(page.getByTestId("info-phone")).toHaveText("+49 30 1234");
    const {
      rows: [both],
    } = await sql.query(
      `SELECT a."countryArea", a.phone, u.country, u.phone AS "userPhone" FROM "Attendee" a JOIN "User" u ON u.id = a."userId" WHERE u.email = $1`,
      [email],
    );
    expect(both).toEqual({ countryArea: "DE", phone: "+49 30 1234", country: "DE", userPhone: "+49 30 1234" });
    await context.close();
  });
}

test("alice's country is a code shown by name in both languages: list, filter and userDetails", async ({ browser, at, sql }) => {
  const {
    rows: [alice],
  } = await sql.query(
    `SELECT a.id, a."countryArea", a."createdAt", c."timeZone" FROM "Attendee" a JOIN "Conference" c ON c.id = a."conferenceId" WHERE a.email = 'alice@example.org'`,
  );
  expect(alice.countryArea).toBe("CN");
  for (const locale of ["zh", "en"] as const) {
    const { context, page } = await open(browser, sql, "manager@example.org", locale);
    await page.goto(at("demo.localhost", "/platform/manage/user?search=alice"));
    const row = page.getByTestId("user-row").first();
    await expect(row.getByTestId("user-country-cell")).toHaveText(NAMES[locale].CN);
    // The table shows the conference's wall clock, as its date filter reads it.
    const p = Object.fromEntries(
      new Intl.DateTimeFormat("en-CA", {
        timeZone: alice.timeZone,
        hourCycle: "h23",
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        hour: "2-digit",
        minute: "2-digit",
      })
        .formatToParts(alice.createdAt)
        .map((x) => [x.type, x.value]),
    );
    await expect(row.getByTestId("user-created")).toHaveText(`${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`);
    await page.getByTestId("user-country").click();
    await expect(page.getByRole("option", { name: NAMES[locale].CN, exact: true })).toBeVisible();
    await page.keyboard.press("Escape");
    await page.goto(at("demo.localhost", `/platform/manage/userDetails?id=${alice.id}`));
    await expect(page.getByTestId("field-country")).toHaveValue("CN");
    await expect(page.getByTestId("field-country").locator("xpath=..")).toContainText(NAMES[locale].CN);
    await context.close();
  }
});

for (const [label, viewport] of [
  ["1366 px", DESKTOP],
  ["390 px", PHONE],
] as const) {
  test(`the attendee list toolbar fits at ${label} in both languages`, async ({ browser, at, sql }) => {
    for (const locale of ["zh", "en"] as const) {
      const { context, page } = await open(browser, sql, "manager@example.org", locale, viewport);
      await page.goto(at("demo.localhost", "/platform/manage/user"));
      const toolbar = page.getByTestId("user-filters");
      await expect(toolbar).toBeVisible();
      // Against the device width itself: a phone's layout viewport grows to fit wider content.
      expect(await page.evaluate(() => document.documentElement.scrollWidth), "no horizontal page scroll").toBeLessThanOrEqual(viewport.width);
      const controls = toolbar.locator(":scope > *");
      for (let i = 0; i < (await controls.count()); i++) {
        const box = (await controls.nth(i).boundingBox())!;
        expect(box.x, `control ${i} starts inside`).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `control ${i} ends inside`).toBeLessThanOrEqual(viewport.width);
      }
      // One line of text per button: the search button no longer carries the placeholder.
      for (const id of ["user-filter-submit", "export-csv", "export-xlsx"]) {
        expect((await page.getByTestId(id).boundingBox())!.height, id).toBeLessThan(44);
      }
      const search = (await page.getByTestId("user-search").boundingBox())!;
      expect(search.width).toBeGreaterThan(viewport.width < 600 ? 250 : 200);
      await context.close();
    }
  });
}

test("the registration notice is inline, sized by its content, in the page's typography, and sanitised", async ({ browser, at, sql }) => {
  const {
    rows: [before],
  } = await sql.query(
    `SELECT r."conferenceId" AS id, r."registerInstructionsEn" AS en FROM "RegisterConfig" r JOIN "ConferenceDomain" d ON d."conferenceId" = r."conferenceId" WHERE d.host = 'demo.localhost'`,
  );
  const setNotice = (html: string) => sql.query(`UPDATE "RegisterConfig" SET "registerInstructionsEn" = $1 WHERE "conferenceId" = $2`, [html, before.id]);
  const email = await createUser(sql, "notice");
  try {
    await setNotice('<p>Bring your ID card.</p><script>window.__owned = 1</script><p hidden onclick="window.__owned = 2"></p>');
    for (const viewport of [DESKTOP, PHONE]) {
      const { context, page } = await open(browser, sql, email, "en", viewport);
      await page.goto(at("demo.localhost", "/conferenceRegister"));
      const notice = page.getByTestId("attend-instructions");
      await expect(notice).toHaveText("Bring your ID card.");
      expect(await notice.evaluate((el) => el.tagName)).toBe("DIV");
      const oneLine = (await notice.boundingBox())!.height;
      expect(oneLine).toBeLessThan(40);
      const font = (testId: string) => page.getByTestId(testId).evaluate((el) => getComputedStyle(el).fontFamily);
      expect(await font("attend-instructions")).toBe(await page.evaluate(() => getComputedStyle(document.body).fontFamily));
      expect(await page.evaluate(() => (window as unknown as { __owned?: number }).__owned)).toBeUndefined();
      await context.close();
    }
    await setNotice(Array.from({ length: 12 }, (_, i) => `<p>Paragraph ${i + 1} of the notice.</p>`).join(""));
    const { context, page } = await open(browser, sql, email, "en", PHONE);
    await page.goto(at("demo.localhost", "/conferenceRegister"));
    const notice = page.getByTestId("attend-instructions");
    await expect(notice).toContainText("Paragraph 12 of the notice.");
    const long = await notice.evaluate((el) => ({ height: el.getBoundingClientRect().height, scroll: el.scrollHeight - el.clientHeight }));
    expect(long.height).toBeGreaterThan(12 * 20);
    expect(long.scroll).toBe(0); // nothing hidden behind an inner scroll bar
    await context.close();
  } finally {
    await setNotice(before.en);
  }
});
