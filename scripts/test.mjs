// `npm test`: type check, lint and format; then unit and integration tests (real Postgres or the
// embedded one) beside the production build followed by the fault tests against that build; then
// end-to-end in Chromium. Stops at the first failing stage and prints each stage's duration at the end.
import { spawn } from "node:child_process";

// Two browser lanes: a browser test mostly waits, so one lane leaves half of a 2-core machine idle
// (tests/e2e/support/servers.ts gives each lane its own servers and schemas).
// The build skips its own type check: the static-checks stage has just run tsc on the whole project.
const env = { E2E_LANES: "2", ...process.env, NEXT_TELEMETRY_DISABLED: "1", SYMPOSIA_BUILD_TYPECHECK: "off" };
// npm puts node_modules/.bin first on PATH, so this is the node@24 the project depends on (README).
console.log(`Node ${process.version}`);

// A stage is one or more tracks run side by side; a track is one command, or several run one after
// another. Each command's output is printed whole when it ends, so side-by-side output does not
// interleave.
const stages = [
  ["static checks", [[["type check", "npx", ["tsc", "--noEmit"]]], [["lint", "npx", ["eslint", "."]]], [["format", "npx", ["prettier", "--check", "."]]]]],
  // Vitest leaves part of the machine idle (its files wait on Postgres, SMTP and timers); the build
  // and then the fault tests fit beside it. The fault tests start the production server of that
  // build through a Postgres restart (a cluster of their own), cut connections, SMTP down and a
  // killed worker, and behind deploy/Caddyfile run by the real Caddy, over real TLS on loopback;
  // their ports and databases are their own.
  [
    "unit + integration | build, faults + deployment",
    [
      [["unit + integration", "npx", ["vitest", "run"]]],
      [
        ["production build", "npx", ["next", "build"]],
        ["faults + deployment", "npx", ["vitest", "run", "--config", "vitest.faults.config.ts"]],
      ],
    ],
  ],
  ["end-to-end", [[["", "npx", ["playwright", "test"]]]]],
];

function run(name, cmd, args, alone) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: alone ? "inherit" : ["ignore", "pipe", "pipe"], env });
    const out = [];
    child.stdout?.on("data", (d) => out.push(d));
    child.stderr?.on("data", (d) => out.push(d));
    child.on("close", (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      if (!alone) process.stdout.write(`\n── ${name} (${code === 0 ? "ok" : "FAILED"}, ${seconds} s)\n${Buffer.concat(out).toString()}`);
      resolve({ name, ok: code === 0, seconds, code });
    });
  });
}

const took = [];
const summary = () => {
  console.log("\nStage durations:");
  for (const { name, seconds, ok } of took) console.log(`  ${ok ? "ok    " : "FAILED"} ${name.padEnd(48)} ${String(seconds).padStart(5)} s`);
  const total = took.filter((t) => !t.part).reduce((n, t) => n + t.seconds, 0);
  console.log(`  ${"total".padStart(54)} ${String(total).padStart(5)} s`);
};

/** The commands of a track one after another, up to the first that fails. */
async function runTrack(track, stage, alone) {
  const results = [];
  for (const [name, cmd, args] of track) {
    const r = await run(name || stage, cmd, args, alone);
    results.push(r);
    if (!r.ok) break;
  }
  return results;
}

for (const [stage, tracks] of stages) {
  const started = Date.now();
  console.log(`\n▶ ${stage}`);
  const alone = tracks.length === 1 && tracks[0].length === 1;
  const results = (await Promise.all(tracks.map((track) => runTrack(track, stage, alone)))).flat();
  const seconds = Math.round((Date.now() - started) / 1000);
  const failed = results.find((r) => !r.ok);
  took.push({ name: stage, seconds, ok: !failed });
  if (!alone) for (const r of results) took.push({ ...r, name: `  ${r.name}`, part: true });
  console.log(`◀ ${stage}: ${failed ? "FAILED" : "ok"} in ${seconds} s`);
  if (failed) {
    summary();
    process.exit(failed.code ?? 1);
  }
}
summary();
