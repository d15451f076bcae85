import { expect, type BrowserContext, type Locator, type Page } from "@playwright/test";

// Keyboard-only journeys: Tab through a page while a probe in the page compares how each
// control looks once focused with how it looked just before the Tab (its outline, box-shadow, border,
// background, or the focus ripple MUI adds), so a control without a visible focus indicator fails.

type Probe = { prime(): void; check(): void; failures: string[] };
declare global {
  interface Window {
    __focusProbe: Probe;
  }
}

/** Installs the probe, and switches transitions off so that a style is read at its focused value. */
export async function installFocusProbe(context: BrowserContext) {
  await context.addInitScript(() => {
    const HOST = ".MuiInputBase-root, .MuiButtonBase-root, .MuiFormControlLabel-root, .MuiChip-root";
    const host = (el: Element) => el.closest(HOST) ?? el;
    const look = (el: Element) =>
      [el, ...Array.from(el.querySelectorAll("*")).slice(0, 40)]
        .map((n) => {
          const s = getComputedStyle(n);
          return [s.outlineStyle, s.outlineWidth, s.outlineColor, s.boxShadow, s.borderColor, s.borderWidth, s.backgroundColor].join(" ");
        })
        .join("|");
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? "#" + el.id : ""} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40)}"`;
    const TABBABLE = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';
    let before = new Map<Element, string>();
    const failures: string[] = [];
    window.__focusProbe = {
      failures,
      // Every control's unfocused look, taken before a Tab (a control just left may still be fading out).
      prime() {
        before = new Map();
        for (const el of Array.from(document.querySelectorAll(TABBABLE))) if (!before.has(host(el))) before.set(host(el), look(host(el)));
      },
      check() {
        const active = document.activeElement;
        if (!active || active === document.body) return;
        const was = before.get(host(active));
        if (was !== undefined && was === look(host(active))) failures.push(describe(active));
      },
    };
    document.addEventListener("DOMContentLoaded", () => {
      const style = document.createElement("style");
      style.textContent = "*, *::before, *::after { transition: none !important; }";
      document.head.append(style);
    });
  });
}

/** Presses Tab (or Shift+Tab) until `target` has focus, checking every control passed on the way. */
export async function tabTo(page: Page, target: Locator, { back = false, max = 60 } = {}) {
  await page.evaluate(() => window.__focusProbe.prime());
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
    // Two frames: MUI starts its focus ripple in an effect, after the focus event.
    await page.evaluate(
      () =>
        new Promise<void>((done) =>
          requestAnimationFrame(() => requestAnimationFrame(() => (window.__focusProbe.check(), window.__focusProbe.prime(), done()))),
        ),
    );
    if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement))) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

/** Controls that showed no change when focused, since the page was loaded. */
export const focusFailures = (page: Page) => page.evaluate(() => window.__focusProbe.failures);

/**
 * No keyboard trap: from the focused control, Tab goes on through the page, leaves the document and
 * comes back round to the same control.
 */
export async function expectNoTrap(page: Page, max = 150) {
  const start = await page.evaluateHandle(() => document.activeElement);
  let leftDocument = false;
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    const [isStart, outside] = await start.evaluate((s) => [s === document.activeElement, document.activeElement === document.body]);
    leftDocument ||= outside;
    if (isStart) {
      expect(leftDocument || i > 0, "focus went round the page").toBe(true);
      return;
    }
  }
  throw new Error("Tab did not come back round: focus is trapped");
}
