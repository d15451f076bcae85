// `npm test`: type check, lint and format, unit, integration (real Postgres or the embedded one), production build,
// fault tests against that build, then end-to-end in Chromium. Stops at the first failing stage.
import { spawnSync } from "node:child_process";

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
// npm puts node_modules/.bin first on PATH, so this is the node@24 the project depends on (README).
console.log(`Node ${process.version}`);
const stages = [
  ["type check", "npx", ["tsc", "--noEmit"]],
  ["lint", "npx", ["eslint", "."]],
  ["format", "npx", ["prettier", "--check", "."]],
  ["unit + integration", "npx", ["vitest", "run"]],
  ["production build", "npx", ["next", "build"]],
  // Issue 18: the production server through a Postgres restart, cut connections, SMTP down, a killed worker.
  ["faults", "npx", ["vitest", "run", "--config", "vitest.faults.config.ts"]],
  ["end-to-end", "npx", ["playwright", "test"]],
];

for (const [name, cmd, args] of stages) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const r = spawnSync(cmd, args, { stdio: "inherit", env });
  console.log(`◀ ${name}: ${r.status === 0 ? "ok" : "FAILED"} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  if (r.status !== 0) process.exit(r.status ?? 1);
}
