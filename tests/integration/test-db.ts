import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, inject } from "vitest";
import { migrate } from "../../lib/server/migrate";

// A clean, migrated schema per test file. lib/server/db reads DATABASE_URL on first use, so the
// app's own services run against it unchanged — nothing of ours is mocked.
export function useTestDatabase(): { url: () => string; schema: () => string } {
  let url = "";
  let schema = "";
  beforeAll(async () => {
    const base = inject("databaseUrl");
    schema = `t_${randomBytes(6).toString("hex")}`;
    await migrate(base, { schema });
    url = `${base}${base.includes("?") ? "&" : "?"}schema=${schema}`;
    process.env.DATABASE_URL = url;
    process.env.DATABASE_POOL_MAX = inject("embedded") ? "4" : "20";
  });
  afterAll(async () => {
    const holder = globalThis as unknown as { __symposiaDb?: { $disconnect(): Promise<void> } };
    await holder.__symposiaDb?.$disconnect();
    holder.__symposiaDb = undefined;
    const client = new pg.Client({ connectionString: inject("databaseUrl") });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await client.end();
  });
  return { url: () => url, schema: () => schema };
}
