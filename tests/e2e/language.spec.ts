import { expect, test } from "./support/fixtures";

// SPEC §1 language rules and §9 (locale per browser: cookie for the server, local storage mirror).

test("English-only conference renders English even with a zh cookie, without a switch", async ({ page, context, at }) => {
  await context.addCookies([{ name: "locale", value: "zh", domain: "en.localhost", path: "/" }]);
  await page.goto(at("en.localhost", "/"));
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByTestId("nav-home")).toHaveText("Home");
  await expect(page.getByTestId("language-switch")).toHaveCount(0);
  const cookie = (await context.cookies(at("en.localhost"))).find((c) => c.name === "locale");
  expect(cookie?.value).toBe("en");
  await expect.poll(() => page.evaluate(() => localStorage.getItem("locale"))).toBe("en"); // written after hydration
});

test("Chinese-only conference renders Chinese even with an en cookie, without a switch", async ({ page, context, at }) => {
  await context.addCookies([{ name: "locale", value: "en", domain: "zh.localhost", path: "/" }]);
  await page.goto(at("zh.localhost", "/"));
  await expect(page.locator("html")).toHaveAttribute("lang", "zh");
  await expect(page.getByTestId("nav-home")).toHaveText("首页");
  await expect(page.getByTestId("language-switch")).toHaveCount(0);
});

test("bilingual conference: Chinese by default, switches to English and back", async ({ page, at }) => {
  await page.goto(at("demo.localhost", "/"));
  await expect(page.locator("html")).toHaveAttribute("lang", "zh");
  await expect(page.getByTestId("nav-home")).toHaveText("首页");
  await page.getByTestId("language-switch").click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByTestId("nav-home")).toHaveText("Home");
  await expect.poll(() => page.evaluate(() => localStorage.getItem("locale"))).toBe("en"); // written after hydration
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.getByTestId("language-switch").click();
  await expect(page.locator("html")).toHaveAttribute("lang", "zh");
  await expect(page.getByTestId("nav-home")).toHaveText("首页");
});
