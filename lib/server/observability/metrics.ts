import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";

// Prometheus metrics of this process, served at /api/metrics (behind METRICS_TOKEN).
// One registry per process on globalThis: the custom server counts requests, the Next bundles count
// mail, payment notifications and jobs, and /api/metrics (in a bundle) serves them all.
// No server-only: the custom server uses it.

type PoolLike = { totalCount: number; idleCount: number; waitingCount: number };
type DepthSource = () => Promise<Record<string, number>>;

function create() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: "symposia_process_" });
  const pools = new Map<string, PoolLike>();
  const depthSources: DepthSource[] = [];
  return {
    registry,
    pools,
    depthSources,
    httpRequests: new Counter({
      name: "symposia_http_requests_total",
      help: "HTTP requests answered, by method, route and status",
      labelNames: ["method", "route", "status"] as const,
      registers: [registry],
    }),
    httpDuration: new Histogram({
      name: "symposia_http_request_duration_seconds",
      help: "Time to answer an HTTP request, by method and route",
      labelNames: ["method", "route"] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    mail: new Counter({
      name: "symposia_mail_deliveries_total",
      help: "Mail delivery attempts by outcome (sent, retrying, failed, captured)",
      labelNames: ["outcome"] as const,
      registers: [registry],
    }),
    paymentNotifies: new Counter({
      name: "symposia_payment_notifies_total",
      help: "Payment provider notifications by method and our answer (http_<status>, or error)",
      labelNames: ["method", "result"] as const,
      registers: [registry],
    }),
    jobFailures: new Counter({
      name: "symposia_job_failures_total",
      help: "Background job runs that failed, by job",
      labelNames: ["job"] as const,
      registers: [registry],
    }),
    dbPool: new Gauge({
      name: "symposia_db_pool_connections",
      help: "Database pool connections of this process by pool and state (total, idle, waiting requests)",
      labelNames: ["pool", "state"] as const,
      registers: [registry],
      collect() {
        for (const [name, p] of pools) {
          this.set({ pool: name, state: "total" }, p.totalCount);
          this.set({ pool: name, state: "idle" }, p.idleCount);
          this.set({ pool: name, state: "waiting" }, p.waitingCount);
        }
      },
    }),
    queueDepth: new Gauge({
      name: "symposia_queue_depth",
      help: "Work waiting in the database queues (mail outbox, failed mail, abstract-book jobs)",
      labelNames: ["queue"] as const,
      registers: [registry],
      async collect() {
        for (const source of depthSources) {
          try {
            for (const [queue, n] of Object.entries(await source())) this.set({ queue }, n);
          } catch {
            /* the database may be down: the gauge keeps its last value */
          }
        }
      },
    }),
  };
}

export type Metrics = ReturnType<typeof create>;
const holder = globalThis as unknown as { __symposiaMetrics?: Metrics };

export function metrics(): Metrics {
  return (holder.__symposiaMetrics ??= create());
}

/** A pg pool whose use the metrics report (the app's and the workers' Prisma pools). */
export function watchPool(name: string, pool: PoolLike): void {
  metrics().pools.set(name, pool);
}

/** Queue depths read when metrics are scraped (registered once per process by the app). */
export function addQueueDepthSource(source: DepthSource): void {
  metrics().depthSources.push(source);
}

const MAX_ROUTES = 300;
const seenRoutes = new Set<string>();

/** A label for a path with ids and random tokens folded, so that routes stay few; past MAX_ROUTES
 * distinct labels (a crawler trying paths) the rest count as "other". */
export function routeLabel(pathname: string): string {
  const label = foldPath(pathname);
  if (seenRoutes.has(label)) return label;
  if (seenRoutes.size >= MAX_ROUTES) return "other";
  seenRoutes.add(label);
  return label;
}

// Tokens, order and bill numbers mix letters and digits; route names ("getModuleByConfId") do not.
const looksGenerated = (seg: string) => /\d/.test(seg) && /[A-Za-z]/.test(seg) && (/^[A-Za-z0-9_-]{16,}$/.test(seg) || /^[A-Z0-9-]{6,}$/.test(seg));

function foldPath(pathname: string): string {
  if (pathname.startsWith("/_next/")) return "/_next/*";
  const parts = pathname
    .split("/")
    .slice(0, 8)
    .map((seg) => (/^\d+$/.test(seg) ? ":id" : looksGenerated(seg) ? ":token" : seg.length > 40 ? ":long" : seg));
  return parts.join("/") || "/";
}
