// `npm run admin -- <command> …`: the operator's command line (first administrator, first
// conference, …; `npm run admin -- help`). The logic is lib/admin/cli; this is only the process:
// arguments, standard streams, the database connection and the exit code.
//   node --import tsx --conditions=react-server scripts/admin.ts <command> …
import { spawnSync } from "node:child_process";

// The app's server modules refuse to load outside the react-server condition ("server-only"); the
// npm script passes it, a bare `node --import tsx scripts/admin.ts` gets it by running again.
if (!process.execArgv.includes("--conditions=react-server")) {
  const again = spawnSync(process.execPath, [...process.execArgv, "--conditions=react-server", ...process.argv.slice(1)], { stdio: "inherit" });
  process.exit(again.status ?? 1);
}

// Without DATABASE_URL, `npm start` serves from its embedded database: reach that one while it runs.
const embeddedPort = process.env.EMBEDDED_DB_PORT ?? "54329";
const database = process.env.DATABASE_URL
  ? "check DATABASE_URL and that PostgreSQL is running"
  : `DATABASE_URL is not set, and no \`npm start\` with its embedded database answers on 127.0.0.1:${embeddedPort}`;
process.env.DATABASE_URL ??= `postgresql://postgres:postgres@127.0.0.1:${embeddedPort}/postgres`;
process.env.DATABASE_POOL_MAX ??= "2";

const { runAdminCli } = await import("../lib/admin/cli/run");
const code = await runAdminCli(process.argv.slice(2), {
  stdin: process.stdin,
  out: (text) => void process.stdout.write(`${text}\n`),
  err: (text) => void process.stderr.write(`${text}\n`),
  prompt: (text) => void process.stderr.write(text),
  database,
});
const holder = globalThis as unknown as { __symposiaDb?: { $disconnect(): Promise<void> } };
await holder.__symposiaDb?.$disconnect().catch(() => undefined);
process.exitCode = code;
// Nothing else should hold the process open; if something does, the answer is already written.
setTimeout(() => process.exit(code), 5_000).unref();
