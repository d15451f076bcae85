// The `lighthouse` step of `npm run bench`: what a phone loads and how
// Lighthouse scores it. For each page — `/` and `/conferencelogin` anonymous, `/conferenceRegister`
// and `/profile/conference/fee` signed in — first the weight the browser receives (the HTML gzip'd,
// the gzip'd size of every script the HTML loads, the flight data's messages and the inline CSS),
// then Lighthouse's mobile preset (simulated slow 4G, 4× CPU slowdown) in Debian's Chromium:
// performance, accessibility, best practices, LCP, TBT, CLS, the median of LIGHTHOUSE_RUNS runs.
import { createHash, randomBytes } from "node:crypto";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import pg from "pg";

const HOST = "demo.localhost";
const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
// LIGHTHOUSE_RUNS=0 measures the page weight only.
const RUNS = Math.max(0, Number(process.env.LIGHTHOUSE_RUNS ?? 3));

type Page = { path: string; as: string | null };
export const LIGHTHOUSE_PAGES: Page[] = [
  { path: "/", as: null },
  { path: "/conferencelogin", as: null },
  // bob has no registration yet (the form); alice is registered and sees her fees.
  { path: "/conferenceRegister", as: "bob@example.org" },
  { path: "/profile/conference/fee", as: "alice@example.org" },
];

export type PageWeight = { html: number; js: number; scripts: number; polyfills: number; messages: number; css: number };

/** A session for a seeded account, made as tests/e2e/support/fixtures.ts createSessionToken does. */
async function sessionFor(sql: pg.Pool, email: string): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const r = await sql.query(
    `INSERT INTO "Session" ("tokenHash","userId","mobile","expiresAt","lastSeenAt","createdAt")
     SELECT $1, id, true, now() + interval '1 day', now(), now() FROM "User" WHERE email = $2`,
    [createHash("sha256").update(token).digest("hex"), email],
  );
  if (!r.rowCount) throw new Error(`no seeded user ${email}`);
  return token;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/** What the page's HTML makes the browser load before it is interactive, gzip'd as it travels. */
export async function pageWeight(origin: string, path: string, cookie?: string): Promise<PageWeight> {
  const headers = { "x-forwarded-host": HOST, ...(cookie ? { cookie } : {}) };
  const res = await fetch(origin + path, { headers });
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  const html = await res.text();
  // A browser that runs modules skips the `nomodule` polyfills (≈ 40 KB gzip), so they do not count.
  const tags = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
  const srcOf = (tag: string) => /\ssrc="([^"]+)"/.exec(tag)?.[1].replaceAll("&amp;", "&") ?? [];
  const gzipOf = async (src: string) => gzipSync(Buffer.from(await (await fetch(new URL(src, origin + path), { headers })).arrayBuffer())).length;
  const srcs = [...new Set(tags.filter((tag) => !/\snomodule\b/i.test(tag)).flatMap(srcOf))];
  let js = 0;
  for (const src of srcs) js += await gzipOf(src);
  let polyfills = 0;
  for (const src of new Set(tags.filter((tag) => /\snomodule\b/i.test(tag)).flatMap(srcOf))) polyfills += await gzipOf(src);
  // The flight data carries the messages of every translation provider on the page as JSON.
  const flight = [...html.matchAll(/self\.__next_f\.push\(\[1,"((?:[^"\\]|\\.)*)"\]\)/g)].map((m) => JSON.parse(`"${m[1]}"`) as string).join("");
  const messages = [...flight.matchAll(/"messages":(\{)/g)].reduce((sum, m) => sum + jsonLength(flight, m.index + m[0].length - 1), 0);
  const css = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].reduce((sum, m) => sum + Buffer.byteLength(m[1]), 0);
  return { html: gzipSync(html).length, js, scripts: srcs.length, polyfills, messages, css };
}

/** The length of the JSON object that starts at `start`. */
function jsonLength(text: string, start: number): number {
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === "\\") i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === "{") depth++;
    else if (c === "}" && --depth === 0) return i - start + 1;
  }
  return text.length - start;
}

type Scores = { performance: number; accessibility: number; bestPractices: number; lcp: number; tbt: number; cls: number; failing: string[] };

async function lighthouseRun(port: number, url: string, cookie?: string): Promise<Scores> {
  const result = await lighthouse(
    url,
    { port, output: "json", logLevel: "error", extraHeaders: cookie ? { Cookie: cookie } : undefined },
    { extends: "lighthouse:default", settings: { onlyCategories: ["performance", "accessibility", "best-practices"] } },
  );
  if (!result) throw new Error(`lighthouse gave no result for ${url}`);
  const { categories, audits } = result.lhr;
  if (result.lhr.runtimeError) throw new Error(`lighthouse: ${result.lhr.runtimeError.message}`);
  return {
    performance: Math.round((categories.performance.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility.score ?? 0) * 100),
    bestPractices: Math.round((categories["best-practices"].score ?? 0) * 100),
    lcp: audits["largest-contentful-paint"].numericValue ?? NaN,
    tbt: audits["total-blocking-time"].numericValue ?? NaN,
    cls: audits["cumulative-layout-shift"].numericValue ?? NaN,
    // What costs accessibility and best-practice points, by audit id.
    failing: [categories.accessibility, categories["best-practices"]].flatMap((c) =>
      c.auditRefs.filter((r) => r.weight > 0 && (audits[r.id].score ?? 1) < 1).map((r) => r.id),
    ),
  };
}

/** Lighthouse now and then fails to record a trace on a busy machine (NO_NAVSTART): try again, twice. */
async function withRetry<T>(run: () => Promise<T>, tries = 3): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await run();
    } catch (e) {
      if (i >= tries) throw e;
      console.log(`lighthouse: ${(e as Error).message.slice(0, 120)}; trying again`);
    }
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * `targets`: the servers to measure, e.g. the build under test and a baseline build, each on its
 * own port over the same database; their pages are measured one after the other, page by page, so
 * that both see the same machine.
 */
export async function benchLighthouse(targets: { label: string; port: number }[], sql: pg.Pool) {
  const cookies = new Map<string, string>();
  for (const p of LIGHTHOUSE_PAGES) if (p.as && !cookies.has(p.as)) cookies.set(p.as, `symposia_session=${await sessionFor(sql, p.as)}`);
  const cookieOf = (p: Page) => (p.as ? cookies.get(p.as) : undefined);

  for (const p of LIGHTHOUSE_PAGES) {
    for (const t of targets) {
      const w = await pageWeight(`http://127.0.0.1:${t.port}`, p.path, cookieOf(p));
      console.log(
        `page weight ${p.path}${p.as ? " (signed in)" : ""} [${t.label}]: HTML ${kb(w.html)} gzip; JS ${kb(w.js)} gzip in ${w.scripts} scripts (+ ${kb(w.polyfills)} nomodule polyfills a modern browser skips); messages in flight data ${kb(w.messages)}; inline CSS ${kb(w.css)}`,
      );
    }
  }

  if (!RUNS) return;
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  try {
    for (const p of LIGHTHOUSE_PAGES) {
      for (const t of targets) {
        const runs: Scores[] = [];
        // demo.localhost resolves to the loopback in Chromium, and the Host header names the conference.
        for (let i = 0; i < RUNS; i++) runs.push(await withRetry(() => lighthouseRun(chrome.port, `http://${HOST}:${t.port}${p.path}`, cookieOf(p))));
        const m = (k: Exclude<keyof Scores, "failing">) => median(runs.map((r) => r[k]));
        const failing = [...new Set(runs.flatMap((r) => r.failing))];
        const perf = runs.map((r) => r.performance).join("/");
        console.log(
          `lighthouse ${p.path}${p.as ? " (signed in)" : ""} [${t.label}], mobile, median of ${RUNS} (performance ${perf}): performance ${m("performance")}, accessibility ${m("accessibility")}, best practices ${m("bestPractices")}; LCP ${(m("lcp") / 1000).toFixed(2)} s, TBT ${Math.round(m("tbt"))} ms, CLS ${m("cls").toFixed(3)}${failing.length ? `; failed audits: ${failing.join(", ")}` : ""}`,
        );
      }
    }
  } finally {
    chrome.kill();
  }
}
