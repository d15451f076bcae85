// Runs a command (next start / next dev) with a database: DATABASE_URL when set, else the embedded
// Postgres of DESIGN §4 under .data/pglite. Migrates first; `--seed` also seeds the demo data.
//   tsx scripts/run-with-db.ts [--seed] -- next start
import { spawn } from "node:child_process";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { EMBEDDED_MAX_CONNECTIONS, startEmbeddedPostgres, type EmbeddedPostgres } from "../lib/server/embedded-db";
import { migrate } from "../lib/server/migrate";
import { parseDatabaseUrl } from "../lib/server/database-url";
import { portInUse, portInUseLine } from "../lib/server/port-in-use";
import { seedDatabase } from "./seed-database";

const args = process.argv.slice(2);
const sep = args.indexOf("--");
const flags = sep >= 0 ? args.slice(0, sep) : [];
const command = sep >= 0 ? args.slice(sep + 1) : args;

async function main() {
  let embedded: EmbeddedPostgres | null = null;
  let url = process.env.DATABASE_URL;
  const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
  if (!url) {
    const dataDir = path.resolve(process.env.EMBEDDED_DB_DIR ?? ".data/pglite");
    mkdirSync(dataDir, { recursive: true });
    const port = Number(process.env.EMBEDDED_DB_PORT ?? 54329);
    embedded = await startEmbeddedPostgres({ dataDir, port });
    url = embedded.url;
    env.DATABASE_POOL_MAX = String(Math.min(Number(env.DATABASE_POOL_MAX ?? 5), EMBEDDED_MAX_CONNECTIONS - 2));
    env.DEFAULT_CONFERENCE_HOST ??= "demo.localhost";
    console.log(`[symposia] embedded Postgres (PGlite) on 127.0.0.1:${port}, data in ${dataDir}`);
  }
  env.DATABASE_URL = url;
  const { connectionString, schema } = parseDatabaseUrl(url);
  const applied = await migrate(connectionString, { schema });
  if (applied.length) console.log(`[symposia] applied ${applied.length} migration${applied.length > 1 ? "s" : ""} (last: ${applied.at(-1)})`);
  if (flags.includes("--seed")) {
    await seedDatabase(url);
    console.log("[symposia] demo data in place (only what was missing is created)");
  }

  const child = spawn(command[0], command.slice(1), { stdio: "inherit", env, shell: process.platform === "win32" });
  const stop = async (code: number) => {
    await embedded?.stop().catch(() => {});
    process.exit(code);
  };
  for (const sig of ["SIGINT", "SIGTERM"] as const) process.on(sig, () => child.kill(sig));
  child.on("exit", (code) => void stop(code ?? 0));
}

main().catch((e) => {
  const busy = portInUse(e);
  console.error(busy ? portInUseLine(busy, "EMBEDDED_DB_PORT", "the embedded database") : e);
  process.exit(1);
});
