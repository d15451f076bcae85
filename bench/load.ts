// The load generator of `npm run bench`: autocannon on loopback, `connections` keep-alive sockets,
// each sending its next request as soon as the previous answer is read, for `seconds`. An answer
// counts when it is a 200 whose body passes `check` (a page that rendered an error is not a page).
import autocannon from "autocannon";

export type LoadResult = { requests: number; perSecond: number; errors: number; p50: number; p99: number };

export async function load(opts: {
  url: string;
  seconds: number;
  connections: number;
  headers?: Record<string, string>;
  check?: (body: string) => boolean;
  /** a fresh path per request (e.g. to defeat a cache); default: the url's own */
  path?: () => string;
}): Promise<LoadResult> {
  let bad = 0;
  const result = await autocannon({
    url: opts.url,
    connections: opts.connections,
    duration: opts.seconds,
    headers: opts.headers,
    requests: [
      {
        setupRequest: (req) => (opts.path ? { ...req, path: opts.path() } : req),
        onResponse: (status, body) => {
          if (status !== 200 || (opts.check && !opts.check(body))) bad++;
        },
      },
    ],
  });
  const good = Math.max(0, result.requests.total - bad);
  const seconds = result.duration || opts.seconds;
  return {
    requests: good,
    perSecond: good / seconds,
    errors: bad + result.errors + result.timeouts,
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
}
