// A small loopback load generator for `npm run bench` (no autocannon or wrk here): `connections`
// keep-alive sockets each send the next request as soon as the previous answer is read, for
// `seconds`; answers/s counts the complete 200s whose body passes `check`.
import { Agent, request } from "node:http";

export type LoadResult = { requests: number; perSecond: number; errors: number; p50: number; p99: number };

export async function load(opts: {
  url: string | (() => string);
  seconds: number;
  connections: number;
  headers?: Record<string, string>;
  check?: (body: string) => boolean;
}): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: opts.connections });
  const end = Date.now() + opts.seconds * 1000;
  const times: number[] = [];
  let errors = 0;
  const once = (): Promise<void> =>
    new Promise((resolve) => {
      const t0 = performance.now();
      const url = new URL(typeof opts.url === "function" ? opts.url() : opts.url);
      const req = request({ host: url.hostname, port: url.port, path: url.pathname + url.search, agent, headers: opts.headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          const ok = res.statusCode === 200 && (!opts.check || opts.check(Buffer.concat(chunks).toString()));
          if (ok) times.push(performance.now() - t0);
          else errors++;
          resolve();
        });
      });
      req.on("error", () => {
        errors++;
        resolve();
      });
      req.end();
    });
  const t0 = Date.now();
  await Promise.all(
    Array.from({ length: opts.connections }, async () => {
      while (Date.now() < end) await once();
    }),
  );
  const elapsed = (Date.now() - t0) / 1000;
  agent.destroy();
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(times.length * q))] ?? NaN;
  return { requests: times.length, perSecond: times.length / elapsed, errors, p50: at(0.5), p99: at(0.99) };
}
