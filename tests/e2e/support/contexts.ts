import type { Browser, BrowserContext, BrowserContextOptions } from "@playwright/test";

// A browser context for one person on a conference: the device, the site language cookie and, when
// an email is given, a session for that seeded user.

export type SignIn = (context: BrowserContext, host: string, email: string) => Promise<string>;

export async function openAs(browser: Browser, signIn: SignIn, email: string | null, locale: string, device: BrowserContextOptions, host = "demo.localhost") {
  const context = await browser.newContext(device);
  await context.addCookies([{ name: "locale", value: locale, domain: host, path: "/" }]);
  if (email) await signIn(context, host, email);
  return { context, page: await context.newPage() };
}
