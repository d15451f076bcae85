import "server-only";
import path from "node:path";
import pg from "pg";
import { parseDatabaseUrl } from "./database-url";
import { HEARTBEAT_STALE_MS } from "./heartbeat";
import { readMigrationFolders } from "./migrate";
import { isDraining } from "./shutdown";
import { storage } from "./storage";

// Health and readiness have their own single connection, outside the application's pool: a rush that
// keeps every pooled connection busy must not make the load balancer think the database is down.
const TIMEOUT_MS = 3000;
const holder = globalThis as unknown as { __symposiaHealthPool?: pg.Pool; __symposiaHealthSchema?: string };

function healthPool(): pg.Pool {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is not set");
  const { connectionString, schema } = parseDatabaseUrl(url);
  holder.__symposiaHealthSchema = schema ?? "public";
  if (holder.__symposiaHealthPool) return holder.__symposiaHealthPool;
  const pool = new pg.Pool({ connectionString, max: 1, connectionTimeoutMillis: TIMEOUT_MS, query_timeout: TIMEOUT_MS, application_name: "symposia-health" });
  // An idle connection cut by a database restart must not end the process: the next check reconnects.
  pool.on("error", () => {});
  return (holder.__symposiaHealthPool = pool);
}

export async function checkDatabase(): Promise<boolean> {
  try {
    await healthPool().query("SELECT 1");
    return true;
  } catch {
    return false;
  }
}

export type Check = { ok: boolean; detail?: string };
export type Readiness = { ready: boolean; checks: Record<"database" | "migrations" | "storage" | "worker", Check> };

// Details stay generic (the endpoint is public); the error itself goes to the log.
const failed =
  (what: string) =>
  (e: unknown): Check => {
    console.error(`[symposia] readiness: ${what} check failed`, e);
    return { ok: false, detail: `${what} unavailable` };
  };

async function migrationsApplied(): Promise<Check> {
  const pool = healthPool();
  const table = `"${holder.__symposiaHealthSchema!.replace(/"/g, '""')}"."_prisma_migrations"`;
  const { rows } = await pool.query<{ migration_name: string }>(`SELECT migration_name FROM ${table} WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`);
  const applied = new Set(rows.map((r) => r.migration_name));
  const pending = readMigrationFolders(path.join(process.cwd(), "prisma", "migrations")).filter((m) => !applied.has(m.name));
  return pending.length ? { ok: false, detail: `${pending.length} pending` } : { ok: true };
}

// The mail worker's own heartbeat (any process): written once a worker has started and while its
// loop runs, so a process still retrying its worker's start does not count.
async function workerRecent(now: Date): Promise<Check> {
  const table = `"${holder.__symposiaHealthSchema!.replace(/"/g, '""')}"."WorkerHeartbeat"`;
  const { rows } = await healthPool().query<{ seen: Date | null }>(`SELECT max("seenAt") AS seen FROM ${table} WHERE kind = 'mail'`);
  const seen = rows[0]?.seen;
  if (!seen) return { ok: false, detail: "no mail worker has reported" };
  const age = now.getTime() - seen.getTime();
  return age <= HEARTBEAT_STALE_MS ? { ok: true } : { ok: false, detail: `last seen ${Math.round(age / 1000)} s ago` };
}

/** Readiness: database reachable, migrations applied, storage reachable, a mail worker seen recently. */
export async function checkReadiness(now = new Date()): Promise<Readiness> {
  if (isDraining()) {
    const stopping: Check = { ok: false, detail: "shutting down" };
    return { ready: false, checks: { database: stopping, migrations: stopping, storage: stopping, worker: stopping } };
  }
  const database: Check = (await checkDatabase()) ? { ok: true } : { ok: false, detail: "unreachable" };
  const [migrations, worker] = database.ok
    ? await Promise.all([migrationsApplied().catch(failed("migrations")), workerRecent(now).catch(failed("worker"))])
    : [
        { ok: false, detail: "database unreachable" },
        { ok: false, detail: "database unreachable" },
      ];
  const store = await storage()
    .check()
    .then((): Check => ({ ok: true }), failed("storage"));
  const checks = { database, migrations, storage: store, worker };
  return { ready: Object.values(checks).every((c) => c.ok), checks };
}
