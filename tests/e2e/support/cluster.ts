import { spawn, type ChildProcess } from "node:child_process";
import pg from "pg";
import { startEmbeddedPostgres, type EmbeddedPostgres } from "../../../lib/server/embedded-db";
import { migrate } from "../../../lib/server/migrate";
import { seedDatabase } from "../../../scripts/seed-database";
import { ensureDatabase, findPostgresServer } from "../../support/postgres";
import { E2E_OFFSET } from "./servers";
import { killGroupOnExit } from "../../support/process-groups";

// A small deployment on loopback — N app processes (scripts/server.ts on the existing
// production build) and background workers (scripts/worker.ts) sharing one database schema and one
// object store, as compose runs them behind a balancer.

const offset = E2E_OFFSET;
export const CLUSTER_PORTS = [3160 + offset, 3161 + offset];
export const METRICS_TOKEN = "scale-out-metrics-token-2026";

export type Proc = { child: ChildProcess; output: string[]; exited: Promise<number | null> };

function run(args: string[], env: NodeJS.ProcessEnv): Proc {
  // The server itself is the child (no npx/tsx wrapper in between), so a signal reaches it as a
  // balancer's or an orchestrator's would; its own process group lets a SIGKILL take all of it.
  const child = spawn(process.execPath, ["--import", "tsx", ...args], { env, stdio: ["ignore", "pipe", "pipe"], detached: true });
  const output: string[] = [];
  const keep = (b: Buffer) => {
    output.push(...b.toString().split("\n").filter(Boolean));
    if (output.length > 20_000) output.splice(0, output.length - 20_000);
  };
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  killGroupOnExit(child);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, output, exited };
}

/** A migrated, seeded schema of its own; the URL every process gets. */
export async function prepareDatabase(schema: string): Promise<{ url: string; stop(): Promise<void> }> {
  let embedded: EmbeddedPostgres | null = null;
  const real = await findPostgresServer();
  const base = real ? await ensureDatabase(real, "symposia_e2e") : (embedded = await startEmbeddedPostgres({ port: 55440 + offset })).url;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  await admin.end();
  await migrate(base, { schema });
  const url = `${base}${base.includes("?") ? "&" : "?"}schema=${schema}`;
  await seedDatabase(url);
  return { url, stop: async () => void (await embedded?.stop()) };
}

export function startApp(port: number, env: Record<string, string>): Proc {
  return run(["scripts/server.ts", "-p", String(port)], {
    ...process.env,
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    MAIL_WORKER: "off", // background work belongs to the workers here
    LOG_LEVEL: "info",
    METRICS_TOKEN,
    ...env,
  });
}

export function startWorker(env: Record<string, string>): Proc {
  return run(["--conditions=react-server", "scripts/worker.ts"], { ...process.env, NODE_ENV: "production", LOG_LEVEL: "info", ...env });
}

/** Waits until GET `path` answers 200 (or the process dies). */
export async function waitReady(port: number, path: string, proc: Proc, timeoutMs = 120_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  let dead = false;
  void proc.exited.then(() => (dead = true));
  let last = "";
  while (Date.now() < end && !dead) {
    try {
      const r = await fetch(`http://127.0.0.1:${port}${path}`);
      if (r.status === 200) return;
      last = await r.text();
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`port ${port} not ready at ${path} (${last}): ${proc.output.slice(-20).join("\n")}`);
}

export async function stop(p: Proc, signal: NodeJS.Signals = "SIGTERM"): Promise<void> {
  if (p.child.exitCode !== null || p.child.signalCode) return;
  try {
    process.kill(-p.child.pid!, signal);
  } catch {
    p.child.kill(signal);
  }
  await Promise.race([p.exited, new Promise((r) => setTimeout(r, 30_000))]);
}
