// Applies prisma/migrations/*/migration.sql the way `prisma migrate deploy` does, without the
// schema-engine binary (DESIGN §3). Keeps `_prisma_migrations` identical to Prisma's so either
// tool can take over a database. No `server-only`: used by scripts, the demo runner and tests.
import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Client } from "pg";

export type MigrateOptions = {
  /** Postgres schema to migrate into (Prisma's `?schema=`); created when missing. */
  schema?: string;
  /** Defaults to `<cwd>/prisma/migrations`. */
  migrationsDir?: string;
  log?: (message: string) => void;
};

type AppliedRow = {
  migration_name: string;
  checksum: string;
  finished_at: Date | null;
  rolled_back_at: Date | null;
};

// Prisma Migrate's own lock key (sql-schema-connector, Postgres flavour), so this runner and a
// concurrent `prisma migrate deploy` also exclude each other.
const ADVISORY_LOCK_KEY = 72707369;

// Same DDL Prisma Migrate uses for its bookkeeping table.
const MIGRATIONS_TABLE_DDL = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
)`;

export type MigrationFolder = { name: string; sql: string; checksum: string; altChecksum: string };

function sha256Hex(data: Buffer | string): string {
  return createHash("sha256").update(data).digest("hex");
}

/** Migration folders in apply order (lexicographic, as Prisma sorts them). */
export function readMigrationFolders(migrationsDir: string): MigrationFolder[] {
  if (!fs.existsSync(migrationsDir)) return [];
  return fs
    .readdirSync(migrationsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const file = path.join(migrationsDir, name, "migration.sql");
      if (!fs.existsSync(file)) throw new Error(`Migration ${name} has no migration.sql`);
      const bytes = fs.readFileSync(file);
      const sql = bytes.toString("utf8");
      // Prisma accepts a checksum of the file with CRLF line endings normalised to LF as well.
      return { name, sql, checksum: sha256Hex(bytes), altChecksum: sha256Hex(sql.replace(/\r\n/g, "\n")) };
    });
}

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/**
 * Applies every pending migration, each in its own transaction, and returns the names applied.
 * Throws when an applied migration's file changed, when a migration failed earlier (Prisma's
 * P3009 state) or when a database migration is missing from the folder.
 */
export async function migrate(connectionString: string, opts: MigrateOptions = {}): Promise<string[]> {
  const log = opts.log ?? (() => {});
  const migrationsDir = opts.migrationsDir ?? path.join(process.cwd(), "prisma", "migrations");
  const folders = readMigrationFolders(migrationsDir);

  // One connection for everything: the embedded database (PGlite) serialises connections.
  const client = new Client({ connectionString });
  await client.connect();
  let locked = false;
  try {
    await client.query("SELECT pg_advisory_lock($1)", [ADVISORY_LOCK_KEY]);
    locked = true;
    if (opts.schema) {
      await client.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdent(opts.schema)}`);
      await client.query(`SET search_path TO ${quoteIdent(opts.schema)}`);
    }
    await client.query(MIGRATIONS_TABLE_DDL);

    const { rows } = await client.query<AppliedRow>(
      `SELECT migration_name, checksum, finished_at, rolled_back_at FROM "_prisma_migrations" ORDER BY started_at`,
    );
    const live = rows.filter((row) => row.rolled_back_at === null);
    const failed = live.filter((row) => row.finished_at === null);
    if (failed.length > 0) {
      throw new Error(
        `Failed migrations in the database: ${failed.map((r) => r.migration_name).join(", ")}. ` + "Resolve them (prisma migrate resolve) before migrating.",
      );
    }
    const applied = new Map(live.map((row) => [row.migration_name, row]));
    const known = new Set(folders.map((f) => f.name));
    const missing = [...applied.keys()].filter((name) => !known.has(name));
    if (missing.length > 0) {
      throw new Error(`Migrations applied to the database are missing locally: ${missing.join(", ")}`);
    }

    const done: string[] = [];
    for (const folder of folders) {
      const row = applied.get(folder.name);
      if (row) {
        if (row.checksum !== folder.checksum && row.checksum !== folder.altChecksum) {
          throw new Error(`Migration ${folder.name} was modified after it was applied (checksum mismatch)`);
        }
        continue;
      }
      log(`Applying migration ${folder.name}`);
      const id = randomUUID();
      await client.query("BEGIN");
      try {
        await client.query(
          `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, applied_steps_count)
           VALUES ($1, $2, $3, now(), 0)`,
          [id, folder.checksum, folder.name],
        );
        // Simple-query protocol: the whole script in one round trip, like Prisma does.
        await client.query(folder.sql);
        await client.query(`UPDATE "_prisma_migrations" SET finished_at = clock_timestamp(), applied_steps_count = 1 WHERE id = $1`, [id]);
        await client.query("COMMIT");
      } catch (error) {
        await client.query("ROLLBACK").catch(() => {});
        const message = error instanceof Error ? error.message : String(error);
        throw new Error(`Migration ${folder.name} failed and was rolled back: ${message}`, { cause: error });
      }
      done.push(folder.name);
    }
    if (done.length === 0) log("No pending migrations");
    return done;
  } finally {
    if (locked) await client.query("SELECT pg_advisory_unlock($1)", [ADVISORY_LOCK_KEY]).catch(() => {});
    await client.end().catch(() => {});
  }
}
