import pg from "pg";
import { canConnect } from "../../lib/server/pg-probe.ts";

export { canConnect, freePort } from "../../lib/server/pg-probe.ts";

// DESIGN §4: tests use a real PostgreSQL server when one is named or answers on 127.0.0.1:5432,
// else the embedded one (lib/server/embedded-db.ts).

/** The server to test against, or null when only the embedded database can be used. */
export async function findPostgresServer(): Promise<string | null> {
  if (process.env.TEST_DATABASE === "embedded") return null; // exercise the fresh-machine path
  const named = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (named) return named;
  const local = "postgresql://postgres@127.0.0.1:5432/postgres";
  return (await canConnect(local)) ? local : null;
}

/** Creates a database on the server (for a whole run) unless it exists; returns its URL. */
export async function ensureDatabase(serverUrl: string, name: string, { fresh = false } = {}): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    if (fresh) await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    const exists = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    // Several test servers may start at once on a fresh machine: the one that loses the race finds it made.
    if (!exists.rowCount) {
      await admin.query(`CREATE DATABASE "${name}"`).catch((e: { code?: string }) => {
        if (e.code !== "42P04" && e.code !== "23505") throw e;
      });
    }
  } finally {
    await admin.end();
  }
  const u = new URL(serverUrl);
  u.pathname = `/${name}`;
  return u.toString();
}
