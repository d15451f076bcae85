// Part of `npm run bench`: signed-in pages, which no HTML cache can answer. A personal-centre page
// (/profile/userInfo) and a management list page (/platform/manage/user, page 1 of the registrations)
// through the production server, against a bare node:http + pg + react-dom/server renderer of
// the same rows (bench/bare-signed-in.ts), 20 keep-alive connections each (target: app ≥ 25 % of bare).
// Then where the app's time goes: a CPU profile of the server (SIGUSR2, lib/server/observability/cpu-profile.ts)
// while it answers each page, its samples mapped through the build's source maps to the code they
// ran and summed per part (session and access, queries, React's HTML render, flight serialisation,
// MUI/Emotion styles, messages, Next itself).
import { spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { SourceMap } from "node:module";
import { fileURLToPath } from "node:url";
import type pg from "pg";
import { load, type LoadResult } from "../bench/load";
import { BENCH_SERVER } from "../tests/e2e/support/servers";

const BARE_PORT = BENCH_SERVER.port + 2;
const CONNECTIONS = 20;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
export const PROFILE_DIR = `.data/profile${BENCH_SERVER.schema.replace("bench", "")}`;

const PAGES: { path: string; name: string; check: (body: string) => boolean }[] = [
  { path: "/profile/userInfo", name: "personal centre /profile/userInfo", check: (b) => b.includes("manager@example.org") },
  { path: "/platform/manage/user", name: "management list /platform/manage/user", check: (b) => b.includes("manager@example.org") },
];

async function waitFor(url: string, timeoutMs = 60_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 300));
    }
  }
  throw new Error(`${url} did not answer`);
}

const fmt = (r: LoadResult) => `${r.perSecond.toFixed(1)} req/s (p50 ${r.p50.toFixed(0)} ms, p99 ${r.p99.toFixed(0)} ms, ${r.errors} errors)`;

// ── Where the time goes: a CPU profile's self time, by the original source of each sample ──

type Node = { id: number; callFrame: { url: string; functionName: string; lineNumber: number; columnNumber: number }; children?: number[] };
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] };

// The first part whose pattern matches a sample's source takes it. Sources are the original files
// (through the build's source maps), `native:<function>` for V8's own frames, `node:…` for Node's.
const PROFILER = "the profiler itself (left out)";
const IDLE = "idle (waiting on I/O)";
const PARTS: [string, RegExp][] = [
  [PROFILER, /^node:inspector/],
  [IDLE, /^native:\((idle|program|root)\)$/],
  ["garbage collection", /^native:\(garbage collector\)$/],
  ["session, access, guard", /lib\/server\/(session|guard|access|tenant)|proxy\.ts/],
  [
    "queries (pg, Prisma, data loaders)",
    /@prisma|generated\/prisma|query_compiler|\/pg\/|pg-protocol|pg-pool|pg-types|lib\/server\/sql|lib\/.*(queries|service|view|profile)\.ts/,
  ],
  ["MUI / Emotion styles", /@mui|@emotion|stylis/],
  ["flight serialisation (RSC payload, written and read back)", /react-server-dom|ReactFlight/],
  ["React HTML render (Fizz, React core)", /react-dom|compiled\/react\//],
  ["messages (next-intl)", /next-intl|use-intl|@formatjs|intl-messageformat|lib\/i18n\/messages/],
  ["Next (routing, app render, proxy)", /next\/dist|next\/src|turbopack|^proxy/],
  [
    "Node I/O (sockets, streams, compression)",
    /^native:(writev|writeBuffer|writeUtf8String)|^node:(internal\/(streams|stream_base|net|http)|net|_http|http|zlib)/,
  ],
  ["app code (lib/, components/, app/)", /(^|\/)(lib|components|app)\//],
  ["V8 builtins and Node (JSON, strings, buffers …)", /^(native|node):/],
];
const OTHER = "other libraries";

const maps = new Map<string, SourceMap | null>();
function sourceOf(frame: Node["callFrame"]): string {
  if (!frame.url) return `native:${frame.functionName}`;
  if (frame.url.startsWith("node:")) return frame.url;
  let map = maps.get(frame.url);
  if (map === undefined) {
    map = null;
    try {
      const file = frame.url.startsWith("file:") ? fileURLToPath(frame.url) : frame.url;
      if (existsSync(`${file}.map`)) map = new SourceMap(JSON.parse(readFileSync(`${file}.map`, "utf8")));
    } catch {
      map = null;
    }
    maps.set(frame.url, map);
  }
  const entry = map?.findEntry(frame.lineNumber, frame.columnNumber) as { originalSource?: string } | undefined;
  return decodeURIComponent(entry?.originalSource ?? frame.url);
}

/** Self time per part; shares are of the busy time (neither idle nor the profiler's own work). */
export function summariseProfile(profile: Profile): { part: string; ms: number; share: number }[] {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const parts = new Map<string, number>();
  for (const [id, us] of self) {
    const source = sourceOf(byId.get(id)!.callFrame);
    const part = PARTS.find(([, re]) => re.test(source))?.[0] ?? OTHER;
    parts.set(part, (parts.get(part) ?? 0) + us);
  }
  const busy = [...parts].reduce((sum, [part, us]) => (part === IDLE || part === PROFILER ? sum : sum + us), 0);
  return [...parts]
    .map(([part, us]) => ({ part, ms: us / 1000, share: part === IDLE || part === PROFILER ? NaN : (100 * us) / busy }))
    .sort((a, b) => b.ms - a.ms);
}

/**
 * The page's flight data (the RSC payload inlined for hydration) and how much of it is the message
 * catalogue: each area's provider hands over only the namespaces its client components use, which shrinks what
 * flight serialisation writes and reads back. Found by a platform-only message in the page.
 */
function flightShare(body: string): { flightKb: number; catalogueKb: number } {
  let flight = 0;
  for (const m of body.matchAll(/self\.__next_f\.push\(\[1,"((?:[^"\\]|\\.)*)"\]\)/g)) flight += Buffer.byteLength(m[1]);
  const dir = "messages/zh";
  const all = Object.fromEntries(readdirSync(dir).map((f) => [f.replace(/\.json$/, ""), JSON.parse(readFileSync(`${dir}/${f}`, "utf8"))]));
  const inPage = (ns: string) => {
    const first = JSON.stringify(all[ns]).match(/"([^"{}]{12,})"/)?.[1];
    return !!first && body.includes(first);
  };
  // In the flight data a message is escaped once more (a string inside a string): about its JSON size again.
  const catalogueKb = Object.keys(all)
    .filter(inPage)
    .reduce((n, ns) => n + Buffer.byteLength(JSON.stringify(all[ns]).replace(/"/g, '\\"')), 0);
  return { flightKb: flight / 1024, catalogueKb: catalogueKb / 1024 };
}

async function profileWhile(run: () => Promise<unknown>): Promise<Profile | null> {
  const pidFile = `${PROFILE_DIR}/server.pid`;
  if (!existsSync(pidFile)) return null;
  const pid = Number(readFileSync(pidFile, "utf8"));
  const until = async (file: string) => {
    for (let i = 0; i < 100 && !existsSync(file); i++) await new Promise((r) => setTimeout(r, 100));
  };
  rmSync(`${PROFILE_DIR}/started`, { force: true });
  rmSync(`${PROFILE_DIR}/app.cpuprofile`, { force: true });
  process.kill(pid, "SIGUSR2");
  await until(`${PROFILE_DIR}/started`);
  await run();
  process.kill(pid, "SIGUSR2");
  await until(`${PROFILE_DIR}/app.cpuprofile`);
  await new Promise((r) => setTimeout(r, 500)); // written in one call; let it finish
  return JSON.parse(readFileSync(`${PROFILE_DIR}/app.cpuprofile`, "utf8")) as Profile;
}

/** Profiles the app server while `run` runs and prints its time per part (nothing without SYMPOSIA_PROFILE_DIR). */
export async function printProfile(label: string, run: () => Promise<unknown>): Promise<void> {
  const profile = await profileWhile(run);
  if (!profile) return;
  console.log(`    where the time goes: ${label}:`);
  for (const p of summariseProfile(profile)) {
    console.log(`      ${p.part.padEnd(58)} ${p.ms.toFixed(0).padStart(6)} ms${Number.isNaN(p.share) ? "" : `  ${p.share.toFixed(1).padStart(5)} %`}`);
  }
}

export async function benchSignedIn(appBase: string, sql: pg.Pool, databaseUrl: string): Promise<void> {
  // A manager of the demo conference, signed in (tests/e2e/support/fixtures.ts createSessionToken).
  const token = randomBytes(32).toString("base64url");
  await sql.query(
    `INSERT INTO "Session" ("tokenHash","userId","expiresAt","lastSeenAt","createdAt")
     SELECT $1, id, now() + interval '1 day', now(), now() FROM "User" WHERE email = 'manager@example.org'`,
    [createHash("sha256").update(token).digest("hex")],
  );
  const headers = { cookie: `symposia_session=${token}; locale=zh`, "user-agent": "Mozilla/5.0 (X11; Linux x86_64) bench" };
  const bare = spawn("npx", ["tsx", "bench/bare-signed-in.ts", String(BARE_PORT)], {
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });
  try {
    const bareBase = `http://127.0.0.1:${BARE_PORT}`;
    await waitFor(bareBase);
    console.log(`signed-in pages (a manager of the conference), ${CONNECTIONS} connections, ${SECONDS} s each:`);
    for (const page of PAGES) {
      const run = (base: string, seconds = SECONDS, check = page.check) => load({ url: base + page.path, seconds, connections: CONNECTIONS, headers, check });
      await run(appBase, 3); // warm-up
      await run(bareBase, 3);
      const app = await run(appBase);
      const plain = await run(bareBase);
      console.log(`  ${page.name}`);
      console.log(`    app (scripts/server.ts + next start): ${fmt(app)}`);
      console.log(`    bare node:http + pg + react-dom/server: ${fmt(plain)}`);
      console.log(`    ratio app / bare: ${((100 * app.perSecond) / plain.perSecond).toFixed(0)} % (target ≥ 25 %)`);
      const body = await (await fetch(appBase + page.path, { headers })).text();
      const { flightKb, catalogueKb } = flightShare(body);
      console.log(
        `    page ${(Buffer.byteLength(body) / 1024).toFixed(0)} KB of HTML, of which flight data ${flightKb.toFixed(0)} KB; the message catalogue in it ≈ ${catalogueKb.toFixed(0)} KB (${((100 * catalogueKb) / Math.max(flightKb, 1)).toFixed(0)} % of the flight data)`,
      );
      await printProfile(`the app's CPU time (self time, ${Math.min(SECONDS, 5)} s profiled; shares of the busy time)`, () =>
        run(appBase, Math.min(SECONDS, 5)),
      );
    }
  } finally {
    process.kill(-bare.pid!, "SIGTERM");
  }
}
