// Part of `npm run bench`: anonymous requests/s for the demo home page (menu tree, name
// band, intro, rich text, contact) through the production server as deployed (scripts/server.ts
// with its HTML cache) versus a bare node:http + pg + react-dom/server renderer of the same rows
// (bench/bare-server.ts), side by side in one run, 20 keep-alive connections each. A third figure
// is the app with every request a cache miss (a unique query string), i.e. Next rendering; a
// fourth a first visit (no locale cookie, gzip accepted, as a browser's first request), which the
// cache answers from the default language's copy. Then the page's bytes, as sent and gzip'd.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { request } from "node:http";
import { load, type LoadResult } from "../bench/load";
import { BENCH_SERVER } from "../tests/e2e/support/servers";

const BARE_PORT = BENCH_SERVER.port + 1;
const CONNECTIONS = 20;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
// A returning visitor's browser carries the locale cookie (the first answer sets it).
const HEADERS = { cookie: "locale=zh", "user-agent": "Mozilla/5.0 (X11; Linux x86_64) bench" };
const FIRST_VISIT = { "user-agent": HEADERS["user-agent"], "accept-encoding": "gzip, deflate, br" };
const homeContent = (body: string) => body.includes("会议简介") && body.includes("重要日期");

async function waitFor(url: string, timeoutMs = 60_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer`);
}

/** The bytes of one answer as they go over the wire (fetch would decode them), and its cache status. */
function wireBytes(url: string, headers: Record<string, string>): Promise<{ bytes: number; encoding: string; cache: string }> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      let bytes = 0;
      res.on("data", (c: Buffer) => (bytes += c.length));
      res.on("end", () =>
        resolve({ bytes, encoding: String(res.headers["content-encoding"] ?? "none"), cache: String(res.headers["x-symposia-cache"] ?? "-") }),
      );
    })
      .on("error", reject)
      .end();
  });
}

const fmt = (r: LoadResult) =>
  `${r.perSecond.toFixed(0)} req/s (p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, ${r.requests} answers, ${r.errors} errors)`;

export async function benchRender(appBase: string): Promise<void> {
  const url = readFileSync(`.data/e2e-${BENCH_SERVER.schema}.url`, "utf8").trim();
  const bare = spawn("npx", ["tsx", "bench/bare-server.ts", String(BARE_PORT)], {
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
    env: { ...process.env, DATABASE_URL: url },
  });
  try {
    const bareBase = `http://127.0.0.1:${BARE_PORT}`;
    await waitFor(bareBase);
    const run = (target: string, seconds = SECONDS, path?: () => string) =>
      load({ url: target, seconds, connections: CONNECTIONS, headers: HEADERS, check: homeContent, path });
    // A gzip'd body cannot be checked for the page's text; the status (a cached 200 HTML page) is checked.
    const firstVisits = () => load({ url: `${appBase}/`, seconds: SECONDS, connections: CONNECTIONS, headers: FIRST_VISIT });
    let n = 0;
    const miss = () => `/?bench=${n++}`;
    await run(`${appBase}/`, 3); // warm-up
    await run(bareBase + "/", 3);
    const app = await run(`${appBase}/`);
    const plain = await run(bareBase + "/");
    const rendered = await run(`${appBase}/`, SECONDS, miss);
    const first = await firstVisits();
    console.log(`anonymous home, ${CONNECTIONS} connections, ${SECONDS} s each:`);
    console.log(`  app (scripts/server.ts + next start, HTML cache): ${fmt(app)}`);
    console.log(`  bare node:http + pg + react-dom/server:          ${fmt(plain)}`);
    console.log(`  app, every request a cache miss (Next renders):   ${fmt(rendered)}`);
    console.log(`  app, first visits (no locale cookie, gzip):       ${fmt(first)}`);
    console.log(
      `ratio app / bare: ${((100 * app.perSecond) / plain.perSecond).toFixed(0)} % (target ≥ 35 %); uncached app / bare: ${((100 * rendered.perSecond) / plain.perSecond).toFixed(0)} %`,
    );
    for (const [label, headers] of [
      ["returning, identity", HEADERS],
      ["returning, gzip", { ...HEADERS, "accept-encoding": "gzip" }],
      ["first visit, gzip", FIRST_VISIT],
    ] as const) {
      const w = await wireBytes(`${appBase}/`, headers);
      console.log(`home HTML bytes (${label}): ${w.bytes} (content-encoding ${w.encoding}, cache ${w.cache})`);
    }
  } finally {
    process.kill(-bare.pid!, "SIGTERM");
  }
}
