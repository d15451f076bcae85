import "server-only";
import pg from "pg";
import { parseDatabaseUrl } from "./database-url";

// Health has its own single connection, outside the application's pool: a rush that keeps every
// pooled connection busy must not make the load balancer think the database is down (issue 8.15).
const TIMEOUT_MS = 3000;
const holder = globalThis as unknown as { __symposiaHealthPool?: pg.Pool };

function healthPool(): pg.Pool {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is not set");
  return (holder.__symposiaHealthPool ??= new pg.Pool({
    connectionString: parseDatabaseUrl(url).connectionString,
    max: 1,
    connectionTimeoutMillis: TIMEOUT_MS,
    query_timeout: TIMEOUT_MS,
    application_name: "symposia-health",
  }));
}

export async function checkDatabase(): Promise<boolean> {
  try {
    await healthPool().query("SELECT 1");
    return true;
  } catch {
    return false;
  }
}
