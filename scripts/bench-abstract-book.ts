// The abstract book: 1,000 abstracts, Chinese and English in turn, two to a page,
// rendered by our render process (lib/abstract-book/render-child.ts, exactly as a generation runs
// it: its own node process, fonts loaded, planned, rendered in chunks, joined) against Chromium's
// page.pdf of the same content as HTML (bench/abstract-book-html.ts; /usr/bin/chromium through
// playwright-core). Time from start to the finished PDF, and peak memory: the resident set of the
// render process, and of Chromium's whole process tree (browser, renderer, GPU and utility
// processes), sampled every 20 ms from /proc. Run alone: `npx tsx scripts/bench-abstract-book.ts`.
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import { bookHtml } from "../bench/abstract-book-html";
import { sampleBook } from "../tests/support/abstract-book-data";

const COUNT = 1000;

function rssKb(pid: number): number {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
  } catch {
    return 0; // gone
  }
}

/** `pid` and every process below it. */
function tree(pid: number): number[] {
  const parent = new Map<number, number>();
  for (const d of readdirSync("/proc")) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = readFileSync(`/proc/${d}/stat`, "utf8");
      parent.set(Number(d), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]));
    } catch {
      /* ended meanwhile */
    }
  }
  const out = [pid];
  for (let i = 0; i < out.length; i++) for (const [p, pp] of parent) if (pp === out[i]) out.push(p);
  return out;
}

/** Samples the summed resident set of what `pids()` names until stopped; answers the peak in MB. */
function sampler(pids: () => number[]) {
  let peak = 0;
  const timer = setInterval(
    () =>
      (peak = Math.max(
        peak,
        pids().reduce((s, p) => s + rssKb(p), 0),
      )),
    20,
  );
  return () => (clearInterval(timer), peak / 1024);
}

async function ours(book: ReturnType<typeof sampleBook>, out: string) {
  const t0 = performance.now();
  const child = spawn(process.execPath, ["--import", "./lib/abstract-book/ts-hooks.mjs", "lib/abstract-book/render-child.ts"], {
    stdio: ["pipe", "ignore", "inherit", "ipc"],
    env: { ...process.env, NODE_ENV: "production" },
  });
  const stop = sampler(() => [child.pid!]);
  let planned = 0;
  const done = new Promise<{ pages: number; size: number }>((resolve, reject) => {
    child.on("message", (m: { type: string; phase?: string; pages: number; size: number; message?: string }) => {
      if (m.type === "progress" && m.phase === "planned") planned = performance.now();
      if (m.type === "done") resolve(m);
      if (m.type === "error") reject(new Error(m.message));
    });
    child.on("exit", (code) => code && reject(new Error(`render process ended with ${code}`)));
  });
  child.stdin!.end(JSON.stringify({ book, meta: { title: "Abstract book", author: "bench", lang: "zh-CN", created: new Date().toISOString() }, out }));
  const r = await done;
  return { ms: performance.now() - t0, afterPlan: performance.now() - planned, peakMb: stop(), ...r };
}

async function chrome(html: string) {
  const t0 = performance.now();
  const server = await chromium.launchServer({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
  const stop = sampler(() => tree(server.process().pid!));
  const browser = await chromium.connect(server.wsEndpoint());
  const page = await browser.newPage();
  await page.setContent(html, { waitUntil: "load" });
  const pdf = await page.pdf({ format: "A4", preferCSSPageSize: true });
  const ms = performance.now() - t0;
  const peakMb = stop();
  await browser.close();
  await server.close();
  return { ms, peakMb, size: pdf.length, pages: Math.max(...[...pdf.toString("latin1").matchAll(/\/Count (\d+)/g)].map((m) => Number(m[1]))) };
}

export async function benchAbstractBook(): Promise<void> {
  // Abstracts of 4 to 8 sentences (about 150 to 300 words, or 180 to 360 characters in Chinese).
  const book = sampleBook(COUNT, 2, (i) => 4 + (i % 5));
  const html = bookHtml(book);
  const dir = mkdtempSync(path.join(tmpdir(), "bench-book-"));
  try {
    const a = await ours(book, path.join(dir, "book.pdf"));
    const c = await chrome(html);
    const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
    console.log(`abstract book, ${COUNT} abstracts (zh + en), 2 per page:`);
    console.log(
      `  ours (render process): ${(a.ms / 1000).toFixed(1)} s (${(a.afterPlan / 1000).toFixed(1)} s after planning), peak RSS ${a.peakMb.toFixed(0)} MB, ${a.pages} pages, ${mb(a.size)}`,
    );
    console.log(`  Chromium page.pdf:     ${(c.ms / 1000).toFixed(1)} s, peak RSS ${c.peakMb.toFixed(0)} MB (process tree), ${c.pages} pages, ${mb(c.size)}`);
    console.log(`  ratio ours / Chromium: time ${(a.ms / c.ms).toFixed(2)}, memory ${(a.peakMb / c.peakMb).toFixed(2)}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1]?.endsWith("bench-abstract-book.ts")) {
  benchAbstractBook().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
