// Starts an app server for e2e tests and benchmarks: a fresh schema, migrated and seeded, then
// the production server (scripts/server.ts) of the existing build on the server's port.
//   tsx scripts/serve-test-app.ts proxy-on
// `--reuse --port N` serves the build in NEXT_DIST_DIR over the schema the first one prepared (the
// bench measures a baseline build beside the one under test, over the same data).
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import pg from "pg";
import { startEmbeddedPostgres } from "../lib/server/embedded-db";
import { migrate } from "../lib/server/migrate";
import { ensureDatabase, findPostgresServer } from "../tests/support/postgres";
import { E2E_APP_SECRET, e2eAccountEnv, serverNamed } from "../tests/e2e/support/servers";
import { seedDatabase } from "./seed-database";

const server = serverNamed(process.argv[2]);
const reuse = process.argv.includes("--reuse");
const port = process.argv.includes("--port") ? Number(process.argv[process.argv.indexOf("--port") + 1]) : server.port;

/** A fresh schema, migrated and seeded; its URL. */
async function prepare(real: string | null): Promise<string> {
  if (reuse) return readFileSync(`.data/e2e-${server.schema}.url`, "utf8").trim();
  const base = real ? await ensureDatabase(real, "symposia_e2e") : (await startEmbeddedPostgres({ port: server.embeddedPort })).url;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`DROP SCHEMA IF EXISTS "${server.schema}" CASCADE`);
  await admin.end();
  await migrate(base, { schema: server.schema });
  const url = `${base}${base.includes("?") ? "&" : "?"}schema=${server.schema}`;
  // The seed encrypts the simulated payment providers' keys: with the server's secret, for its simulator.
  const { PAYMENT_SIMULATOR_URL, UPLOAD_DIR } = e2eAccountEnv();
  Object.assign(process.env, { APP_SECRET: E2E_APP_SECRET, SYMPOSIA_DEMO: "1", PAYMENT_SIMULATOR_URL, UPLOAD_DIR });
  await seedDatabase(url);
  mkdirSync(".data", { recursive: true });
  writeFileSync(`.data/e2e-${server.schema}.url`, url);
  return url;
}

async function main() {
  const real = await findPostgresServer();
  const url = await prepare(real);
  const child = spawn("npx", ["tsx", "scripts/server.ts", "-p", String(port)], {
    stdio: "inherit",
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      APP_SECRET: E2E_APP_SECRET, // exercise the real key path
      DATABASE_URL: url,
      DATABASE_POOL_MAX: real ? "10" : "4",
      DEFAULT_CONFERENCE_HOST: "demo.localhost",
      SYMPOSIA_DEMO: "1", // demo mode is explicit: mail capture as in `npm run demo`
      // e2e tests change settings in the database directly; the benchmark measures the real cache.
      CONFERENCE_CACHE_MS: server.name === "bench" ? "5000" : "0",
      // The anonymous HTML cache would hide those direct changes for its TTL too, so the
      // e2e servers cache only the loopback name "localhost" (DEFAULT_CONFERENCE_HOST → demo), which
      // only tests/e2e/site-render.spec.ts visits; the benchmark caches every host, as deployed.
      PAGE_CACHE_HOSTS: server.name === "bench" ? "" : "localhost",
      SYMPOSIA_DISABLE_PROXY: server.proxy ? "" : "1",
      // Access logs would flood the test output; the scale-out spec reads them itself.
      LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
      // Platform mail (verification codes) and organisation sign-in go to loopback servers that the
      // account specs start, online payments to the payment simulator (tests/e2e/support/servers.ts).
      ...e2eAccountEnv(),
    },
  });
  for (const sig of ["SIGINT", "SIGTERM"] as const) process.on(sig, () => child.kill(sig));
  child.on("exit", (code) => process.exit(code ?? 0));
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
