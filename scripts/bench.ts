// `npm run bench`: serves the production build (run `next build` first) on its own seeded schema
// and measures, in one run, the demo home page against the bare health call (one DB round trip
// through the same server), printing the ratio. Figures go to README "Performance".
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { BENCH_SERVER } from "../tests/e2e/support/servers";

const base = `http://127.0.0.1:${BENCH_SERVER.port}`;

async function waitUp(timeoutMs = 180_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("bench server did not start");
}

async function measure(path: string, n: number): Promise<{ median: number; p95: number }> {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    const res = await fetch(base + path, { headers: { "x-forwarded-host": "demo.localhost" } });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${path} answered ${res.status}`);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(n / 2)], p95: times[Math.floor(n * 0.95)] };
}

async function main() {
  if (!existsSync(".next/BUILD_ID")) throw new Error("run `npx next build` first");
  const server = spawn("npx", ["tsx", "scripts/serve-test-app.ts", BENCH_SERVER.name], { stdio: ["ignore", "ignore", "inherit"], detached: true });
  try {
    await waitUp();
    await measure("/", 30); // warm-up: compile caches, connection pool
    await measure("/api/health", 30);
    const n = 200;
    const home = await measure("/", n);
    const health = await measure("/api/health", n);
    console.log(`home page (demo.localhost, anonymous): median ${home.median.toFixed(1)} ms, p95 ${home.p95.toFixed(1)} ms over ${n}`);
    console.log(`health (one DB round trip):            median ${health.median.toFixed(1)} ms, p95 ${health.p95.toFixed(1)} ms over ${n}`);
    console.log(`ratio home / health (median): ${(home.median / health.median).toFixed(2)}`);
    console.log(`home under one second after warm-up: ${home.p95 < 1000 ? "yes" : "NO"}`);
  } finally {
    process.kill(-server.pid!, "SIGTERM");
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
