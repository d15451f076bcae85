// `npm run demo`: build once (or with --rebuild), then serve the demo conferences on
// http://localhost:3000 with the embedded database unless DATABASE_URL is set. The terminal gets one
// line per start step; the build's own output is shown only when it fails.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { portInUseLine, portIsFree } from "../lib/server/port-in-use";

// The demo says so explicitly: mail is recorded for the mail log and the dev secret is allowed
// only with SYMPOSIA_DEMO=1, never because of NODE_ENV or DEFAULT_CONFERENCE_HOST.
// The build skips the type check (`npm test` runs it): a newcomer waits for the site, not for tsc.
// LOG_LEVEL warn: no JSON line per request in a terminal someone is reading.
const env: NodeJS.ProcessEnv = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: "1",
  SYMPOSIA_DEMO: process.env.SYMPOSIA_DEMO ?? "1",
  SYMPOSIA_BUILD_TYPECHECK: "off",
  LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
};
const port = Number(process.env.PORT ?? 3000);
const simulated = process.env.PAYMENT_SIMULATOR_URL !== "off";
const simPort = Number(process.env.PAYMENT_SIM_PORT ?? 4600);
const children: ChildProcess[] = [];

async function main() {
  // Before the build: a busy port should not cost the newcomer a two-minute wait first.
  const ports: [number, string, string, string][] = [[port, "0.0.0.0", "PORT", "the web server"]];
  if (simulated) ports.push([simPort, "127.0.0.1", "PAYMENT_SIM_PORT", "the payment simulator"]);
  if (!process.env.DATABASE_URL) ports.push([Number(process.env.EMBEDDED_DB_PORT ?? 54329), "127.0.0.1", "EMBEDDED_DB_PORT", "the embedded database"]);
  for (const [p, host, variable, what] of ports) {
    if (!(await portIsFree(p, host))) {
      console.error(portInUseLine(p, variable, what));
      process.exit(1);
    }
  }

  if (!existsSync(".next/BUILD_ID") || process.argv.includes("--rebuild")) await build();

  // Online payments go to the loopback payment simulator, started beside the app (the seed gives
  // the demo conference the matching merchant keys). PAYMENT_SIMULATOR_URL=off keeps it out.
  if (simulated) {
    env.PAYMENT_SIMULATOR_URL = process.env.PAYMENT_SIMULATOR_URL ?? `http://127.0.0.1:${simPort}`;
    start("tsx", ["scripts/payment-sim.ts", "--port", String(simPort)]);
  } else delete env.PAYMENT_SIMULATOR_URL;
  // npm puts node_modules/.bin on PATH; no npx layer between us and the server.
  start("tsx", ["scripts/run-with-db.ts", "--seed", "--", "tsx", "scripts/server.ts", "-p", String(port)]);
  // Forwarded, so that stopping the demo (Ctrl-C, or a SIGTERM to npm) stops everything it started.
  for (const sig of ["SIGINT", "SIGTERM"] as const) process.on(sig, () => children.forEach((c) => c.kill(sig)));
  if (await answers(`http://127.0.0.1:${port}/api/health`))
    console.log(`[symposia] demo ready: open http://demo.localhost:${port} (accounts and hosts: README, "The demo"); Ctrl-C stops it`);
}

function build(): Promise<void> {
  console.log("[symposia] building the app (first run only; a few minutes)…");
  const started = Date.now();
  const out: Buffer[] = [];
  const child = spawn("next", ["build"], { stdio: ["ignore", "pipe", "pipe"], env });
  child.stdout.on("data", (d: Buffer) => out.push(d));
  child.stderr.on("data", (d: Buffer) => out.push(d));
  return new Promise((resolve) => {
    child.on("close", (code) => {
      if (code === 0) {
        console.log(`[symposia] built in ${Math.round((Date.now() - started) / 1000)} s`);
        return resolve();
      }
      process.stderr.write(Buffer.concat(out));
      console.error(`[symposia] the build failed (exit ${code}); its output is above`);
      process.exit(code ?? 1);
    });
  });
}

/** A child whose end ends the demo: a simulator that cannot start must not leave a half demo. */
function start(cmd: string, args: string[]): void {
  const child = spawn(cmd, args, { stdio: "inherit", env });
  children.push(child);
  child.on("exit", (code, signal) => {
    for (const c of children) if (c !== child) c.kill("SIGTERM");
    process.exitCode = code ?? (signal ? 0 : 1);
  });
}

/** Waits until the server answers (the embedded database, migrations and seed come first). */
async function answers(url: string): Promise<boolean> {
  for (let i = 0; i < 600; i++) {
    if (children.some((c) => c.exitCode !== null || c.signalCode !== null)) return false;
    const ok = await fetch(url)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return true;
    await new Promise((r) => setTimeout(r, 500));
  }
  return false;
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
