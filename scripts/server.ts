// The app's HTTP server: Next's request handler behind a thin edge that decides which forwarded
// headers to believe (lib/server/forwarded.ts). `next start` would keep whatever
// X-Forwarded-For a client sends; here the socket address wins unless TRUSTED_PROXY_HOPS says
// how many reverse proxies stand in front of us.
//   tsx scripts/server.ts [--dev] [-p PORT] [-H HOSTNAME]
import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import type { TLSSocket } from "node:tls";
import { appSecretProblem } from "../lib/server/app-secret";
import { withEdgeFilter } from "../lib/server/edge-filter";
import { EDGE_SECRET_ENV, normaliseForwarded, trustedProxyHops } from "../lib/server/forwarded";
import { withAccessLog } from "../lib/server/observability/access-log";
import { cpuProfileOnSignal } from "../lib/server/observability/cpu-profile";
import { portInUse, portInUseLine } from "../lib/server/port-in-use";
import { isDraining, runShutdownHooks, startDraining } from "../lib/server/shutdown";
import { paymentFormOrigins } from "../lib/payments/providers/endpoints";
import { freshPagePolicy } from "../lib/site/page-csp";
import { withHtmlCache } from "../lib/site/render/html-cache-http";

function arg(names: string[], fallback: string): string {
  const i = process.argv.findIndex((a) => names.includes(a));
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

const dev = process.argv.includes("--dev");
const port = Number(arg(["-p", "--port"], process.env.PORT ?? "3000"));
const hostname = arg(["-H", "--hostname"], process.env.HOSTNAME ?? "0.0.0.0");
(process.env as Record<string, string>).NODE_ENV = dev ? "development" : "production";
process.env.NEXT_TELEMETRY_DISABLED ??= "1";
// Fresh per process: only requests that passed through normaliseForwarded carry it.
process.env[EDGE_SECRET_ENV] = randomBytes(24).toString("base64url");

async function main() {
  const secretProblem = dev ? null : appSecretProblem(process.env);
  if (secretProblem) {
    console.error(`[symposia] ${secretProblem}`);
    process.exit(1);
  }
  const { default: next } = await import("next");
  const app = next({ dev, dir: process.cwd(), hostname, port });
  await app.prepare();
  // Anonymous visitors' content pages are answered from a short-lived cache (not in dev).
  const nextHandle = app.getRequestHandler();
  const handle = dev ? nextHandle : withHtmlCache(nextHandle);
  const hops = trustedProxyHops();
  const secret = process.env[EDGE_SECRET_ENV]!;
  // A request id, the access log line and the request metrics for every request.
  // Before Next: hostile input it would answer 500 gets a 4xx, and every page gets the CSP (lib/server/edge-filter.ts).
  const logged = withAccessLog(withEdgeFilter(handle, { pagePolicy: (h) => freshPagePolicy(h, { dev, formActions: paymentFormOrigins() }) }), {
    trustRequestId: hops > 0,
  });
  const server = createServer((req, res) => {
    if (isDraining()) res.setHeader("connection", "close");
    normaliseForwarded(req.headers, {
      socketIp: req.socket.remoteAddress ?? "unknown",
      encrypted: !!(req.socket as TLSSocket).encrypted,
      secret,
      hops,
    });
    logged(req, res);
  });
  if (dev) {
    const upgrade = app.getUpgradeHandler();
    server.on("upgrade", (req, socket, head) => void upgrade(req, socket, head));
  }
  server.on("error", (e) => {
    if (!portInUse(e)) throw e;
    console.error(portInUseLine(port, "PORT", "the web server"));
    process.exit(1);
  });
  cpuProfileOnSignal(); // only with SYMPOSIA_PROFILE_DIR (the bench's signed-in step)
  server.listen(port, hostname, () => {
    console.log(
      `[symposia] ${dev ? "dev" : "production"} server on http://${hostname === "0.0.0.0" ? "localhost" : hostname}:${port} (trusted proxy hops: ${hops})`,
    );
  });
  // Graceful stop. First drain: /api/ready answers 503 so the balancer stops sending, and
  // every answer closes its connection, while requests already sent (even ones not read yet) are
  // still served. Then take no new connections, let requests in progress finish, and let
  // background work finish what it holds.
  let stopping = false;
  for (const sig of ["SIGINT", "SIGTERM"] as const) {
    process.on(sig, () => {
      if (stopping) return;
      stopping = true;
      startDraining();
      const drain = Number(process.env.SHUTDOWN_DRAIN_MS ?? (dev ? 0 : 5_000));
      const grace = Number(process.env.SHUTDOWN_GRACE_MS ?? 25_000);
      const force = setTimeout(() => process.exit(1), drain + 2 * grace + 5_000);
      force.unref();
      const wait = (ms: number) => new Promise((r) => setTimeout(r, ms).unref());
      void wait(drain)
        .then(() => {
          const closed = new Promise<void>((resolve) => server.close(() => resolve()));
          return Promise.race([closed, wait(grace)]);
        })
        .then(() => runShutdownHooks(grace))
        .then(() => app.close())
        .finally(() => process.exit(0));
    });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
