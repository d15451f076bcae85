import net from "node:net";
import pg from "pg";

// DESIGN §4: tests use a real PostgreSQL server when one is named or answers on 127.0.0.1:5432,
// else the embedded one (lib/server/embedded-db.ts).

export async function canConnect(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query("SELECT 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** The server to test against, or null when only the embedded database can be used. */
export async function findPostgresServer(): Promise<string | null> {
  const named = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (named) return named;
  const local = "postgresql://postgres@127.0.0.1:5432/postgres";
  return (await canConnect(local)) ? local : null;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const port = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(port));
    });
  });
}

/** Creates a database on the server (for a whole run) unless it exists; returns its URL. */
export async function ensureDatabase(serverUrl: string, name: string, { fresh = false } = {}): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    if (fresh) await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    const exists = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    if (!exists.rowCount) await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const u = new URL(serverUrl);
  u.pathname = `/${name}`;
  return u.toString();
}
