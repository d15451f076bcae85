import { createHash, randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { test as base, expect, type BrowserContext } from "@playwright/test";
import pg from "pg";
import { parseDatabaseUrl } from "../../../lib/server/database-url";

// Test-side helpers: URLs per seeded host, direct sessions for seeded users (the sign-in flows
// have their own tests), and gateway calls from Node (which cannot resolve *.localhost, so the
// host travels in X-Forwarded-Host like behind a reverse proxy).

export const DEMO_PASSWORD = "Symposia-demo-2026";

type Fixtures = {
  port: number;
  at: (host: string, path?: string) => string;
  sql: pg.Pool;
  signIn: (context: BrowserContext, host: string, email: string) => Promise<string>;
  api: (host: string, path: string, init?: { method?: string; body?: unknown; headers?: Record<string, string>; token?: string }) => Promise<{ status: number; json: { code: number; data: any; message: string } }>;
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
  await sql.query(`INSERT INTO "User" (email, "trueName", "firstName", "lastName", "updatedAt") VALUES ($1, $2, $3, $4, now())`, [email, "Carol Test", "Carol", "Test"]);
  return email;
}

export const test = base.extend<Fixtures>({
  port: async ({}, use, info) => use(Number(info.project.metadata.port)),
  at: async ({ port }, use) => use((host, path = "/") => `http://${host}:${port}${path}`),
  sql: async ({}, use, info) => use(poolFor(String(info.project.metadata.schema))),
  signIn: async ({ sql }, use) =>
    use(async (context, host, email) => {
      const token = await createSessionToken(sql, email);
      await context.addCookies([{ name: "symposia_session", value: token, domain: host, path: "/", httpOnly: true, sameSite: "Lax" }]);
      return token;
    }),
  api: async ({ port, playwright }, use) => {
    const ctx = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${port}` });
    await use(async (host, path, init = {}) => {
      const headers: Record<string, string> = { "x-forwarded-host": host, ...init.headers };
      if (init.token) headers.authorization = `Bearer ${init.token}`;
      const res = await ctx.fetch(`/api${path}`, { method: init.method ?? "GET", headers, data: init.body, maxRedirects: 0 });
      return { status: res.status(), json: await res.json() };
    });
    await ctx.dispose();
  },
});

export { expect };
