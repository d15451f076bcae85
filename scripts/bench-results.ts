// `npm run bench` writes what it prints to bench/results.md, headed by the machine it ran on: the
// figures are ratios measured side by side in one run, and the machine says what they mean.
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import os from "node:os";
import { format } from "node:util";
import pg from "pg";
import { findPostgresServer } from "../tests/support/postgres";

const FILE = "bench/results.md";

function tryRun(cmd: string, args: string[]): string {
  try {
    return execFileSync(cmd, args, { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] })
      .trim()
      .split("\n")[0];
  } catch {
    return "not found";
  }
}

async function postgresVersion(): Promise<string> {
  const url = await findPostgresServer();
  if (!url) return "embedded PGlite (no server answered on 127.0.0.1:5432)";
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  const { rows } = await c.query("SHOW server_version");
  await c.end();
  return `PostgreSQL ${rows[0].server_version} (a running server)`;
}

/** Starts copying console.log; `write()` puts the machine and every line printed into bench/results.md. */
export async function startResults(): Promise<{ write(): Promise<void> }> {
  const lines: string[] = [];
  const log = console.log;
  console.log = (...args: unknown[]) => {
    lines.push(format(...args));
    log(...args);
  };
  const started = new Date();
  const loadBefore = os.loadavg().map((l) => l.toFixed(2));
  return {
    async write() {
      console.log = log;
      const cpus = os.cpus();
      const machine = [
        `- run: ${started.toISOString()} – ${new Date().toISOString()}, commit ${tryRun("git", ["rev-parse", "--short", "HEAD"])}`,
        `- CPU: ${cpus.length} × ${cpus[0]?.model ?? "unknown"}; memory ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB`,
        `- OS: ${os.type()} ${os.release()} (${os.arch()})`,
        `- Node ${process.version}; ${await postgresVersion()}; ${tryRun("/usr/bin/chromium", ["--version"])}`,
        `- load average (1, 5, 15 min) at the start ${loadBefore.join(", ")}, at the end ${os
          .loadavg()
          .map((l) => l.toFixed(2))
          .join(", ")}`,
      ];
      const text = [
        "# Benchmark results (`npm run bench`)",
        "",
        "Written by the last `npm run bench` (scripts/bench.ts). Each figure is a ratio against its bare",
        "baseline measured side by side in this one run; absolute times alone mean little on a shared",
        "2-core machine. docs/performance.md keeps the history and names the targets missed.",
        "",
        "## Machine",
        "",
        ...machine,
        "",
        "## Output",
        "",
        "```text",
        ...lines,
        "```",
        "",
      ].join("\n");
      writeFileSync(FILE, text);
      log(`written to ${FILE}`);
    },
  };
}
