import { readdirSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { devices, type BrowserContextOptions, type Page } from "@playwright/test";
import { routeOfPageFile } from "../../lib/pages/audience";
import { createA11yData, DEMO, removeA11yData, type A11yIds } from "./support/a11y-data";
import { A11Y_PAGES, pathOf, PEOPLE, type Who } from "./support/a11y-pages";
import { openAs } from "./support/contexts";
import { expect, test } from "./support/fixtures";
import { demoName, titleProblem } from "./support/page-title";

// axe (WCAG 2.0/2.1 A and AA) on every page, in both languages, on a desktop and a phone:
// no serious or critical violation. Each page's title is checked too ("<page> - <conference>",
// tests/e2e/support/page-title.ts), with the same page loads. One browser context per person, variant
// and language; two pages scanned at a time. Run: NEXT_DIST_DIR=.next-hb E2E_PORT_OFFSET=120 npx playwright test tests/e2e/accessibility.spec.ts --project proxy-on

const DESKTOP: BrowserContextOptions = { viewport: { width: 1366, height: 900 } };
const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, userAgent: devices["iPhone 13"].userAgent, isMobile: true, hasTouch: true };
// Each page is scanned twice: on the desktop in one language and on the phone in the other (the
// pages alternate between the two languages), so every page is seen in both languages and on both
// devices, and its title is checked in both languages. Rules that depend on the language (lang,
// text contrast of translated labels) and those that depend on the layout are each covered.
const VARIANTS = [
  { name: "desktop, zh and en alternately", device: DESKTOP, locales: ["zh", "en"] },
  { name: "phone, en and zh alternately", device: PHONE, locales: ["en", "zh"] },
];
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const WHO: Who[] = ["visitor", "participant", "manager", "reviewer", "admin"];

let ids: A11yIds;

test.beforeAll(async ({ sql }) => {
  ids = await createA11yData(sql);
});

test.afterAll(async ({ sql }) => {
  await removeA11yData(sql);
});

function pageFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? pageFiles(`${dir}/${d.name}`) : d.name === "page.tsx" ? [`${dir}/${d.name}`] : [],
  );
}

test("every page of the app has its entry in the accessibility sweep", () => {
  const routes = pageFiles("app").map(routeOfPageFile).sort();
  expect(A11Y_PAGES.map((p) => p.route).sort()).toEqual(routes);
});

/**
 * Some pages count down and then leave (organisation sign-in failed → home, "register first", "pay
 * first"); on a loaded machine axe and the title check could then read the next page. During the
 * sweep a timer of a second or more never fires, so each page stays what it was when it loaded
 * (rendering, hydration and transitions use shorter timers or none).
 */
const HOLD_LONG_TIMERS = () => {
  const setTimeoutNative = window.setTimeout;
  window.setTimeout = ((handler: TimerHandler, ms?: number, ...rest: unknown[]) =>
    (ms ?? 0) >= 1000 ? 0 : setTimeoutNative(handler, ms, ...rest)) as typeof window.setTimeout;
};

/** The title to check on this pass, if any: the page's route, its language and the conference's name there. */
type TitleCheck = { route: string; locale: string; conference: string };

async function scan(page: Page, url: string, title: TitleCheck): Promise<string[]> {
  await page.goto(url);
  const path = new URL(url).pathname;
  // A redirect would scan another page than the one listed.
  const landed = new URL(page.url()).pathname;
  if (landed !== path) return [`${path} redirected to ${landed}`];
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const wrongTitle = titleProblem(title.route, await page.title(), title.locale, title.conference);
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${path} ${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`)
    .concat(wrongTitle ? [wrongTitle] : []);
}

for (const v of VARIANTS) {
  for (const who of WHO) {
    test(`${who}'s pages, ${v.name}: no serious or critical axe violation and a page title`, async ({ browser, signIn, at, sql }) => {
      // A guard against a hung page, not a speed target: the manager has the most pages (~40).
      test.setTimeout(300_000);
      const entries = A11Y_PAGES.filter((p) => p.who === who);
      // Two pages at a time, each in its own context (a second tab of one context is a background tab,
      // which Chromium throttles); one lane per language.
      const lanes = [0, 1].map((i) => ({ locale: v.locales[i % v.locales.length], entries: entries.filter((_, n) => n % 2 === i) }));
      const people = await Promise.all(lanes.map((lane) => openAs(browser, signIn, PEOPLE[who](ids), lane.locale, v.device, DEMO)));
      for (const { context } of people) await context.addInitScript(HOLD_LONG_TIMERS);
      const found: string[] = [];
      await Promise.all(
        lanes.map(async (lane, i) => {
          const conference = await demoName(sql, lane.locale);
          for (const p of lane.entries) {
            found.push(...(await scan(people[i].page, at(DEMO, pathOf(p, ids)), { route: p.route, locale: lane.locale, conference })));
          }
        }),
      );
      for (const { context } of people) await context.close();
      expect(found, found.join("\n")).toEqual([]);
    });
  }
}

test("the phone's menu drawer, opened: no serious or critical axe violation", async ({ browser, signIn, at }) => {
  const found: string[] = [];
  for (const locale of ["zh", "en"]) {
    const { context, page } = await openAs(browser, signIn, ids.attendeeEmail, locale, PHONE, DEMO);
    await page.goto(at(DEMO, "/"));
    await page.getByTestId("open-drawer").click();
    await expect(page.getByTestId("drawer-menu")).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).include('[data-testid="drawer-menu"]').withTags(TAGS).analyze();
    found.push(
      ...violations
        .filter((v) => v.impact === "serious" || v.impact === "critical")
        .map((v) => `${locale} drawer ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`),
    );
    await context.close();
  }
  expect(found, found.join("\n")).toEqual([]);
});
