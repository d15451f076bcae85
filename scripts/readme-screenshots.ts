// `npx tsx scripts/readme-screenshots.ts [port]`: the README's pictures (docs/images/), taken from a
// running demo (`npm run demo`, default port 3000) in Debian's Chromium, so they can be taken again
// whenever the screens change.
import { existsSync, mkdirSync } from "node:fs";
import { chromium, type Page } from "@playwright/test";

const port = Number(process.argv[2] ?? process.env.PORT ?? 3000);
const site = (host: string) => `http://${host}:${port}`;
const out = "docs/images";
const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

async function signIn(page: Page, host: string, email: string) {
  await page.goto(`${site(host)}/conferencelogin`);
  await page.getByTestId("field-email").fill(email);
  await page.getByTestId("field-password").fill("Symposia-demo-2026");
  await page.getByTestId("login-submit").click();
  await page.waitForURL((u) => !u.pathname.startsWith("/conferencelogin"));
}

async function main() {
  mkdirSync(out, { recursive: true });
  const executablePath = ["/usr/bin/chromium", "/usr/bin/chromium-headless-shell"].find((p) => existsSync(p));
  const browser = await chromium.launch({ executablePath, args: ["--no-sandbox", "--host-resolver-rules=MAP *.localhost 127.0.0.1"] });
  const shot = async (name: string, opts: { viewport: typeof DESKTOP; locale: "zh" | "en"; mobile?: boolean; as?: string; path: string }) => {
    const context = await browser.newContext({ viewport: opts.viewport, deviceScaleFactor: opts.mobile ? 2 : 1, isMobile: opts.mobile, hasTouch: opts.mobile });
    await context.addCookies([{ name: "locale", value: opts.locale, url: site("demo.localhost") }]);
    const page = await context.newPage();
    if (opts.as) await signIn(page, "demo.localhost", opts.as);
    await page.goto(`${site("demo.localhost")}${opts.path}`, { waitUntil: "networkidle" });
    await page.screenshot({ path: `${out}/${name}.png` });
    await context.close();
    console.log(`${out}/${name}.png`);
  };
  await shot("site-zh-desktop", { viewport: DESKTOP, locale: "zh", path: "/" });
  await shot("modules-en-desktop", { viewport: DESKTOP, locale: "en", as: "manager@example.org", path: "/platform/config/modules" });
  await shot("registration-zh-phone", { viewport: PHONE, locale: "zh", mobile: true, as: "bob@example.org", path: "/conferenceRegister" });
  await shot("fees-en-phone", { viewport: PHONE, locale: "en", mobile: true, as: "alice@example.org", path: "/profile/conference/fee" });
  await browser.close();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
