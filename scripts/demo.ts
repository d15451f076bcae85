// `npm run demo`: build once (or with --rebuild), then serve the demo conferences on
// http://localhost:3000 with the embedded database unless DATABASE_URL is set.
import { execSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

// The demo says so explicitly (issue 8): mail is recorded for the mail log and the dev secret is
// allowed only with SYMPOSIA_DEMO=1, never because of NODE_ENV or DEFAULT_CONFERENCE_HOST.
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", SYMPOSIA_DEMO: process.env.SYMPOSIA_DEMO ?? "1" };
if (!existsSync(".next/BUILD_ID") || process.argv.includes("--rebuild")) {
  execSync("next build", { stdio: "inherit", env });
}
const port = process.env.PORT ?? "3000";
// npm puts node_modules/.bin on PATH; no npx layer, so signals reach the server directly.
const r = spawnSync("tsx", ["scripts/run-with-db.ts", "--seed", "--", "tsx", "scripts/server.ts", "-p", port], { stdio: "inherit", env });
process.exit(r.status ?? 0);
