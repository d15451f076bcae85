// `npm run demo`: build once (or with --rebuild), then serve the demo conferences on
// http://localhost:3000 with the embedded database unless DATABASE_URL is set.
import { execSync, spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

// The demo says so explicitly (issue 8): mail is recorded for the mail log and the dev secret is
// allowed only with SYMPOSIA_DEMO=1, never because of NODE_ENV or DEFAULT_CONFERENCE_HOST.
// The demo's build skips the type check (`npm test` runs it): a newcomer waits for the site, not for tsc.
const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", SYMPOSIA_DEMO: process.env.SYMPOSIA_DEMO ?? "1", SYMPOSIA_BUILD_TYPECHECK: "off" };
if (!existsSync(".next/BUILD_ID") || process.argv.includes("--rebuild")) {
  execSync("next build", { stdio: "inherit", env });
}
const port = process.env.PORT ?? "3000";
// Issue 12: online payments go to the loopback payment simulator, started beside the app (the seed
// gives the demo conference the matching merchant keys). PAYMENT_SIMULATOR_URL=off keeps it out.
if (process.env.PAYMENT_SIMULATOR_URL !== "off") {
  const simPort = process.env.PAYMENT_SIM_PORT ?? "4600";
  env.PAYMENT_SIMULATOR_URL = process.env.PAYMENT_SIMULATOR_URL ?? `http://127.0.0.1:${simPort}`;
  const sim = spawn("tsx", ["scripts/payment-sim.ts", "--port", simPort], { stdio: "inherit", env });
  process.on("exit", () => sim.kill());
} else delete env.PAYMENT_SIMULATOR_URL;
// npm puts node_modules/.bin on PATH; no npx layer, so signals reach the server directly.
const r = spawnSync("tsx", ["scripts/run-with-db.ts", "--seed", "--", "tsx", "scripts/server.ts", "-p", port], { stdio: "inherit", env });
process.exit(r.status ?? 0);
