// `npm run bench`: serves the production build (run `next build` first) on its own seeded schema
// and measures, in one run, the demo home page against the bare health call (one DB round trip
// through the same server), printing the ratio; then anonymous requests/s of that page through the
// app (with its HTML cache) against a bare node:http + pg renderer (scripts/bench-render.ts); page
// weight and Lighthouse's mobile scores of four pages (scripts/bench-lighthouse.ts); then
// inserts 20,000 registrations and measures the attendee listing (/platform/manage/user page 1
// filtered by country, through the §7 conferenceUser/list call that runs the same
// lib/registration/queries.ts function as the page) against the bare indexed SQL for the same
// page and count; five hot reads through Prisma against the same SQL over bare pg
// (scripts/bench-hot-reads.ts); a registration rush of 2,000 on caps of 100 and 1,500
// (scripts/bench-rush.ts); 10,000 mails; reviewer assignment; last, the abstract book of 1,000
// abstracts against Chromium's page.pdf. Everything printed is also written, with a description of
// the machine, to bench/results.md (scripts/bench-results.ts); docs/performance.md keeps the history.
//   NEXT_DIST_DIR=.next-bench npx next build && NEXT_DIST_DIR=.next-bench npm run bench
import { spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import pg from "pg";
import { parseDatabaseUrl } from "../lib/server/database-url";
import { BENCH_SERVER } from "../tests/e2e/support/servers";
import { benchAbstractBook } from "./bench-abstract-book";
import { benchAssign } from "./bench-assign";
import { benchLighthouse } from "./bench-lighthouse";
import { benchMail } from "./bench-mail";
import { benchRender } from "./bench-render";
import { startResults } from "./bench-results";
import { benchRush } from "./bench-rush";
import { benchSignedIn, printProfile, PROFILE_DIR } from "./bench-signed-in";

const base = `http://127.0.0.1:${BENCH_SERVER.port}`;

// BENCH_ONLY=rush,hot-reads runs only the named steps (all when unset): a change to one part is
// measured without the half hour the whole run takes. Its results.md then holds only those steps.
const STEPS = ["home", "render", "lighthouse", "list", "hot-reads", "signed-in", "rush", "mail", "assign", "abstract-book"] as const;
const only = process.env.BENCH_ONLY?.split(",").map((s) => s.trim());
if (only?.some((s) => !(STEPS as readonly string[]).includes(s))) throw new Error(`BENCH_ONLY: steps are ${STEPS.join(", ")}`);
const runs = (step: (typeof STEPS)[number]) => !only || only.includes(step);

async function waitUp(origin = base, timeoutMs = 180_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
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

const ATTENDEES = 20_000;
const COUNTRIES = ["CN", "JP", "US", "DE", "FR", "ZZ"]; // stored as ISO codes

async function timeIt(n: number, fn: () => Promise<unknown>): Promise<{ median: number; p95: number }> {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(n / 2)], p95: times[Math.floor(n * 0.95)] };
}

/** 20,000 accounts and their registrations on the demo conference, in two set-based statements. */
async function insertAttendees(sql: pg.Pool): Promise<{ conferenceId: number; token: string }> {
  const conf = await sql.query(`SELECT "conferenceId" AS id FROM "ConferenceDomain" WHERE host = 'demo.localhost'`);
  const conferenceId: number = conf.rows[0].id;
  const version = await sql.query(`SELECT id FROM "RegisterFormVersion" WHERE "conferenceId" = $1 AND name = 'default'`, [conferenceId]);
  await sql.query(
    `INSERT INTO "User" (email, "trueName", "firstName", "lastName", "updatedAt")
     SELECT 'bench' || g || '@example.org', 'Bench ' || g, 'Bench', g::text, now() FROM generate_series(1, $1) g`,
    [ATTENDEES],
  );
  await sql.query(
    `INSERT INTO "Attendee" ("conferenceId", "userId", "formVersionId", "userName", "firstName", "lastName", "fullName", email, phone, "countryArea", unit, "createdAt", "updatedAt")
     SELECT $1, u.id, $2, u."trueName", u."firstName", u."lastName", u."trueName", u.email, '+86 10 0000 0000',
            ($3::text[])[1 + (u.id % cardinality($3::text[]))], 'Unit ' || (u.id % 300),
            now() - (u.id || ' seconds')::interval, now()
     FROM "User" u WHERE u.email LIKE 'bench%@example.org'`,
    [conferenceId, version.rows[0].id, COUNTRIES],
  );
  await sql.query(`ANALYZE "Attendee"`);
  // A manager's Bearer token, made like tests/e2e/support/fixtures.ts createSessionToken.
  const token = randomBytes(32).toString("base64url");
  await sql.query(
    `INSERT INTO "Session" ("tokenHash","userId","expiresAt","lastSeenAt","createdAt")
     SELECT $1, id, now() + interval '1 day', now(), now() FROM "User" WHERE email = 'manager@example.org'`,
    [createHash("sha256").update(token).digest("hex")],
  );
  return { conferenceId, token };
}

async function benchListing() {
  const { connectionString, schema } = parseDatabaseUrl(readFileSync(`.data/e2e-${BENCH_SERVER.schema}.url`, "utf8").trim());
  const sql = new pg.Pool({ connectionString, max: 2, options: `-c search_path=${schema}` });
  try {
    const t0 = performance.now();
    const { conferenceId, token } = await insertAttendees(sql);
    console.log(`inserted ${ATTENDEES} accounts and registrations in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    const country = COUNTRIES[1];
    const list = async () => {
      const res = await fetch(`${base}/api/conference/conferenceUser/list`, {
        method: "POST",
        headers: { "x-forwarded-host": "demo.localhost", authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify({ page: 1, size: 20, country }),
      });
      const body = await res.json();
      if (!res.ok || body.data?.rows?.length !== 20) throw new Error(`list answered ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
      return body.data.total as number;
    };
    const page = `SELECT id, "userId", "fullName", email, phone, "countryArea", unit, "createdAt", status, "formVersionId"
                  FROM "Attendee" WHERE "conferenceId" = $1 AND "countryArea" = $2 ORDER BY "createdAt" DESC LIMIT 20`;
    const count = `SELECT count(*)::int AS n FROM "Attendee" WHERE "conferenceId" = $1 AND "countryArea" = $2`;
    const bare = async () => {
      // In parallel on two connections, as the app runs its page and count.
      const [, c] = await Promise.all([sql.query(page, [conferenceId, country]), sql.query(count, [conferenceId, country])]);
      return c.rows[0].n as number;
    };
    const plan = await sql.query(`EXPLAIN ${page}`, [conferenceId, country]);
    console.log(
      `plan of the bare page query: ${plan.rows
        .map((r) => r["QUERY PLAN"].trim())
        .slice(0, 3)
        .join(" / ")}`,
    );
    if (!runs("list")) {
      await listTail(sql);
      return;
    }
    const [total, n0] = [await list(), await bare()];
    if (total !== n0) throw new Error(`list total ${total} differs from SQL count ${n0}`);
    await timeIt(30, list); // warm-up
    await timeIt(30, bare);
    const n = 200;
    const viaApp = await timeIt(n, list);
    const viaSql = await timeIt(n, bare);
    console.log(
      `attendee list page 1, country filter (${total} of ${ATTENDEES}), conferenceUser/list: median ${viaApp.median.toFixed(1)} ms, p95 ${viaApp.p95.toFixed(1)} ms over ${n}`,
    );
    console.log(
      `bare indexed SQL (page + count over pg from this process):     median ${viaSql.median.toFixed(1)} ms, p95 ${viaSql.p95.toFixed(1)} ms over ${n}`,
    );
    console.log(`ratio list / bare SQL (median): ${(viaApp.median / viaSql.median).toFixed(2)}`);
    await listParts(token, viaApp.median, viaSql.median, list);
    await listTail(sql);
  } finally {
    await sql.end();
  }
}

/** The steps that run with the 20,000 registrations in place. */
async function listTail(sql: pg.Pool) {
  if (runs("hot-reads")) await hotReads();
  // Signed-in pages with the 20,000 registrations in place (scripts/bench-signed-in.ts).
  if (runs("signed-in")) await benchSignedIn(base, sql, readFileSync(`.data/e2e-${BENCH_SERVER.schema}.url`, "utf8").trim());
  if (runs("rush")) await benchRush(sql, BENCH_SERVER.port);
}

/**
 * Where the listing's time goes beyond its queries: the same server's answer to a call that does
 * nothing (HTTP alone) and to a signed-in manager's call that reads nothing more (HTTP, session,
 * conference and access). The queries' own time is the hot-read figure of the attendee list.
 */
async function listParts(token: string, listMedian: number, bareSql: number, list: () => Promise<unknown>) {
  const call = (path: string, auth: boolean) => async () => {
    const res = await fetch(base + path, { headers: { "x-forwarded-host": "demo.localhost", ...(auth ? { authorization: `Bearer ${token}` } : {}) } });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  };
  const http = await timeIt(200, call("/api/health", false));
  const signedIn = await timeIt(200, call("/api/conference/notice/unreadCount", true));
  console.log(
    `list parts: HTTP alone (/api/health) median ${http.median.toFixed(1)} ms; + session, conference and access (notice/unreadCount, one count) median ${signedIn.median.toFixed(1)} ms`,
  );
  const floor = http.median + bareSql;
  console.log(
    `list beyond HTTP alone + bare SQL: ${(listMedian - floor).toFixed(1)} ms against their sum ${floor.toFixed(1)} ms → ${((listMedian - floor) / floor).toFixed(2)}× (target ≤ 1×)`,
  );
  // With the signed-in step's profiler on, the list call's own time by part (200 calls, one at a time).
  await printProfile("200 attendee-list calls, one at a time", () => timeIt(200, list));
}

/** scripts/bench-hot-reads.ts in its own process (server code runs under the react-server condition). */
async function hotReads() {
  const url = readFileSync(`.data/e2e-${BENCH_SERVER.schema}.url`, "utf8").trim();
  const child = spawn("npx", ["tsx", "--conditions=react-server", "scripts/bench-hot-reads.ts"], {
    stdio: ["ignore", "pipe", "inherit"],
    env: { ...process.env, DATABASE_URL: url },
  });
  let out = "";
  child.stdout.on("data", (c: Buffer) => (out += c));
  const code = await new Promise((r) => child.on("exit", r));
  for (const line of out.trimEnd().split("\n")) console.log(line);
  if (code !== 0) throw new Error(`bench-hot-reads exited ${code}`);
}

async function benchHome() {
  const n = 200;
  const home = await measure("/", n);
  const health = await measure("/api/health", n);
  console.log(`home page (demo.localhost, anonymous): median ${home.median.toFixed(1)} ms, p95 ${home.p95.toFixed(1)} ms over ${n}`);
  console.log(`health (liveness, no DB):              median ${health.median.toFixed(1)} ms, p95 ${health.p95.toFixed(1)} ms over ${n}`);
  console.log(`ratio home / health (median): ${(home.median / health.median).toFixed(2)}`);
  console.log(`home under one second after warm-up: ${home.p95 < 1000 ? "yes" : "NO"}`);
}

/**
 * BENCH_BASELINE_DIST=.next-base (a build of the commit to compare with) serves that build too, on
 * the next port over the same data, and measures its pages beside this build's, page by page.
 */
async function lighthouseStep(distDir: string) {
  const { connectionString, schema } = parseDatabaseUrl(readFileSync(`.data/e2e-${BENCH_SERVER.schema}.url`, "utf8").trim());
  const sql = new pg.Pool({ connectionString, max: 2, options: `-c search_path=${schema}` });
  const baseline = process.env.BENCH_BASELINE_DIST;
  const basePort = BENCH_SERVER.port + 1;
  const other = baseline
    ? spawn("npx", ["tsx", "scripts/serve-test-app.ts", BENCH_SERVER.name, "--reuse", "--port", String(basePort)], {
        stdio: ["ignore", "ignore", "inherit"],
        detached: true,
        env: { ...process.env, NEXT_DIST_DIR: baseline },
      })
    : null;
  try {
    const targets = [{ label: distDir, port: BENCH_SERVER.port }];
    if (baseline) {
      await waitUp(`http://127.0.0.1:${basePort}`);
      targets.unshift({ label: `baseline ${baseline}`, port: basePort });
    }
    await benchLighthouse(targets, sql);
  } finally {
    if (other) process.kill(-other.pid!, "SIGTERM");
    await sql.end();
  }
}

async function main() {
  const results = await startResults();
  const distDir = process.env.NEXT_DIST_DIR || ".next";
  if (!existsSync(`${distDir}/BUILD_ID`)) throw new Error(`run \`NEXT_DIST_DIR=${distDir} npx next build\` first`);
  if (runs("signed-in")) mkdirSync(PROFILE_DIR, { recursive: true });
  // NEXT_DIST_DIR passes through the environment to serve-test-app.ts and so to `next start`.
  const server = spawn("npx", ["tsx", "scripts/serve-test-app.ts", BENCH_SERVER.name], {
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
    // SYMPOSIA_PROFILE_DIR: the signed-in step profiles the server (lib/server/observability/cpu-profile.ts).
    env: { ...process.env, NEXT_DIST_DIR: distDir, ...(runs("signed-in") ? { SYMPOSIA_PROFILE_DIR: PROFILE_DIR } : {}) },
  });
  try {
    await waitUp();
    await measure("/", 30); // warm-up: compile caches, connection pool
    await measure("/api/health", 30);
    if (runs("home")) await benchHome();
    if (runs("render")) await benchRender(base); // anonymous requests/s: the app as deployed vs a bare renderer (scripts/bench-render.ts)
    if (runs("lighthouse")) await lighthouseStep(distDir); // page weight and Lighthouse on a phone (scripts/bench-lighthouse.ts)
    if (runs("list") || runs("hot-reads") || runs("signed-in") || runs("rush")) await benchListing();
    if (runs("mail")) await benchMail(); // mail throughput to a loopback SMTP server (scripts/bench-mail.ts)
    if (runs("assign")) benchAssign(); // automatic reviewer assignment, in process (scripts/bench-assign.ts)
    if (runs("abstract-book")) await benchAbstractBook(); // 1,000 abstracts: our render process vs Chromium page.pdf (scripts/bench-abstract-book.ts)
  } finally {
    process.kill(-server.pid!, "SIGTERM");
  }
  await results.write();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
