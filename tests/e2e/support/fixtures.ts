import { createHash, randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { test as base, expect, type Browser, type BrowserContext, type Page, type Response } from "@playwright/test";
import pg from "pg";
import { rawRequest, type ApiJson } from "../../support/http";
import { parseDatabaseUrl } from "../../../lib/server/database-url";
import { serverNamed } from "./servers";

// Test-side helpers: URLs per seeded host, direct sessions for seeded users (the sign-in flows
// have their own tests), and gateway calls from Node (which cannot resolve *.localhost, so the
// host travels in the Host header; X-Forwarded-* would be ignored: no trusted proxy).

export const DEMO_PASSWORD = "Symposia-demo-2026";

type Fixtures = {
  port: number;
  at: (host: string, path?: string) => string;
  sql: pg.Pool;
  signIn: (context: BrowserContext, host: string, email: string) => Promise<string>;
  /** A gateway call; `from` sends it from that loopback address (per-IP limits). */
  api: (
    host: string,
    path: string,
    init?: { method?: string; body?: unknown; headers?: Record<string, string>; token?: string; from?: string },
  ) => Promise<{ status: number; json: ApiJson }>;
};

const pools = new Map<string, pg.Pool>();

function poolFor(schemaName: string): pg.Pool {
  let pool = pools.get(schemaName);
  if (!pool) {
    const { connectionString, schema } = parseDatabaseUrl(readFileSync(`.data/e2e-${schemaName}.url`, "utf8").trim());
    pool = new pg.Pool({ connectionString, max: 2, options: `-c search_path=${schema}` });
    pools.set(schemaName, pool);
  }
  return pool;
}

export async function createSessionToken(sql: pg.Pool, email: string, { mobile = false } = {}): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const hash = createHash("sha256").update(token).digest("hex");
  const r = await sql.query(
    `INSERT INTO "Session" ("tokenHash","userId","mobile","expiresAt","lastSeenAt","createdAt")
     SELECT $1, id, $3, now() + interval '1 day', now(), now() FROM "User" WHERE email = $2 RETURNING id`,
    [hash, email, mobile],
  );
  if (!r.rowCount) throw new Error(`no seeded user ${email}`);
  return token;
}

/** A fresh account for a test that changes its state, so seeded users stay as the contract says. */
export async function createUser(sql: pg.Pool, prefix = "user"): Promise<string> {
  const email = `${prefix}-${randomBytes(4).toString("hex")}@example.org`;
  await sql.query(`INSERT INTO "User" (email, "trueName", "firstName", "lastName", "updatedAt") VALUES ($1, $2, $3, $4, now())`, [
    email,
    "Carol Test",
    "Carol",
    "Test",
  ]);
  return email;
}

/**
 * After a full load of one of our pages, goto/reload/goBack resolve only once React has hydrated it
 * (HydrationMark sets <html data-hydrated>): a click on server markup before its handlers are attached
 * is lost, which made journeys flaky on a loaded machine. Other origins (the OIDC provider) and
 * non-HTML answers resolve as Playwright would.
 */
const hydrating = new WeakSet<Page>();

function awaitHydration(page: Page, port: number) {
  if (hydrating.has(page)) return;
  hydrating.add(page);
  for (const name of ["goto", "reload", "goBack"] as const) {
    const original = page[name].bind(page) as (...a: unknown[]) => Promise<Response | null>;
    Object.assign(page, {
      [name]: async (...args: unknown[]) => {
        const res = await original(...args);
        const html = (res?.headers()["content-type"] ?? "").includes("text/html");
        if (html && new URL(page.url()).port === String(port)) {
          await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", null, { timeout: 20_000 });
        }
        return res;
      },
    });
  }
}

function hydratingContext(context: BrowserContext, port: number) {
  context.on("page", (page) => awaitHydration(page, port));
  for (const page of context.pages()) awaitHydration(page, port);
}

export const test = base.extend<Fixtures, { hydratingBrowser: Browser }>({
  hydratingBrowser: [
    async ({ browser }, use, info) => {
      const port = serverNamed(info.project.name).port;
      const newContext = browser.newContext.bind(browser);
      Object.assign(browser, {
        newContext: async (...args: Parameters<Browser["newContext"]>) => {
          const context = await newContext(...args);
          hydratingContext(context, port);
          return context;
        },
      });
      await use(browser);
    },
    { scope: "worker", auto: true },
  ],
  context: async ({ context, port }, use) => {
    hydratingContext(context, port);
    await use(context);
  },
  // This worker's lane's server for the project (tests/e2e/support/servers.ts).
  port: async ({}, use, info) => use(serverNamed(info.project.name).port),
  at: async ({ port }, use) => use((host, path = "/") => `http://${host}:${port}${path}`),
  sql: async ({}, use, info) => use(poolFor(serverNamed(info.project.name).schema)),
  signIn: async ({ sql }, use) =>
    use(async (context, host, email) => {
      const token = await createSessionToken(sql, email);
      await context.addCookies([{ name: "symposia_session", value: token, domain: host, path: "/", httpOnly: true, sameSite: "Lax" }]);
      return token;
    }),
  api: async ({ port, playwright }, use) => {
    const ctx = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${port}` });
    await use(async (host, path, init = {}) => {
      const headers: Record<string, string> = { host: `${host}:${port}`, ...init.headers };
      if (init.token) headers.authorization = `Bearer ${init.token}`;
      if (init.from) {
        const body = init.body === undefined ? undefined : JSON.stringify(init.body);
        if (body) headers["content-type"] = "application/json";
        const res = await rawRequest({ port, host: headers.host, path: `/api${path}`, method: init.method, headers, body, from: init.from });
        return { status: res.status, json: res.json() };
      }
      const res = await ctx.fetch(`/api${path}`, { method: init.method ?? "GET", headers, data: init.body, maxRedirects: 0 });
      return { status: res.status(), json: await res.json() };
    });
    await ctx.dispose();
  },
});

export { expect };
