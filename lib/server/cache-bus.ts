import { randomBytes } from "node:crypto";
import pg from "pg";
import { parseDatabaseUrl } from "./database-url";

// Per-process caches (conference by host, active appearance, visitors' page copies) are
// dropped in every replica within a moment of a change, through Postgres LISTEN/NOTIFY on one
// dedicated connection per process. Publishing is fire-and-forget after the write committed; while
// the connection is down the caches' own short expiry still bounds staleness, and on reconnecting
// everything is dropped once (messages may have been missed).
// No server-only: the custom server (scripts/server.ts) and every Next bundle of one process share
// the bus through globalThis, like the caches themselves.

export const CACHE_CHANNEL = "symposia_cache";

export type CacheMessage = { kind: "ttl"; name: string } | { kind: "pages"; target: number | "all" };
type Handler = (m: CacheMessage) => void;

/** A message as NOTIFY carries it; `origin` lets the sending process skip its own change. */
export function cachePayload(m: CacheMessage, origin: string): string {
  return JSON.stringify({ ...m, origin });
}

type Bus = {
  origin: string;
  handlers: Set<Handler>;
  client: pg.Client | null;
  started: boolean;
  stopped: boolean;
  publish(m: CacheMessage): void;
};

const holder = globalThis as unknown as { __symposiaCacheBus?: Bus };

function bus(): Bus {
  return (holder.__symposiaCacheBus ??= {
    origin: randomBytes(6).toString("hex"),
    handlers: new Set(),
    client: null,
    started: false,
    stopped: false,
    publish(m) {
      const c = this.client;
      if (!c) return;
      c.query("SELECT pg_notify($1, $2)", [CACHE_CHANNEL, cachePayload(m, this.origin)]).catch((e: unknown) =>
        console.error("[symposia] cache bus: publish failed", e),
      );
    },
  });
}

/** Where caches hear about other processes' changes (and a reconnect: "drop everything"). */
export function onCacheMessage(handler: Handler): () => void {
  bus().handlers.add(handler);
  return () => bus().handlers.delete(handler);
}

/** Tells the other processes; the caller has already dropped its own copy. */
export function publishCacheMessage(m: CacheMessage): void {
  bus().publish(m);
}

/**
 * Tells every cache of this process (whichever bundle registered it) and of the other processes.
 * For a writer that does not own the cache it makes stale: conference settings, pages and menus
 * make the visitors' HTML copies stale without knowing that cache exists.
 */
export function announceCacheMessage(m: CacheMessage): void {
  deliver(m);
  bus().publish(m);
}

function deliver(m: CacheMessage): void {
  for (const h of bus().handlers) {
    try {
      h(m);
    } catch (e) {
      console.error("[symposia] cache bus: handler failed", e);
    }
  }
}

function parse(payload: string | undefined, origin: string): CacheMessage | null {
  try {
    const m = JSON.parse(payload ?? "") as CacheMessage & { origin?: string };
    if (m.origin === origin) return null; // our own change, already applied here
    if (m.kind === "ttl" && typeof m.name === "string") return { kind: "ttl", name: m.name };
    if (m.kind === "pages" && (m.target === "all" || Number.isInteger(m.target))) return { kind: "pages", target: m.target };
  } catch {
    /* not ours */
  }
  return null;
}

/** Starts listening (once per process); reconnects with a growing pause after a lost connection. */
export function startCacheBus(url = process.env.DATABASE_URL): void {
  const b = bus();
  if (b.started || !url) return;
  b.started = true;
  b.stopped = false;
  let pause = 500;
  let everConnected = false;
  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: parseDatabaseUrl(url).connectionString, application_name: "symposia-cache-bus" });
    let retried = false;
    const retry = () => {
      if (retried || b.stopped) return;
      retried = true;
      if (b.client === client) b.client = null;
      setTimeout(() => void connect(), pause).unref();
      pause = Math.min(pause * 2, 10_000);
    };
    client.on("notification", (n) => {
      const m = n.channel === CACHE_CHANNEL ? parse(n.payload, b.origin) : null;
      if (m) deliver(m);
    });
    client.on("error", retry);
    client.on("end", retry);
    try {
      await client.connect();
      await client.query(`LISTEN ${CACHE_CHANNEL}`);
      if (b.stopped) return void (await client.end());
      b.client = client;
      pause = 500;
      if (everConnected) {
        // Changes made while we were away were not heard: drop everything once.
        deliver({ kind: "ttl", name: "*" });
        deliver({ kind: "pages", target: "all" });
      }
      everConnected = true;
    } catch (e) {
      console.error("[symposia] cache bus: cannot listen", e instanceof Error ? e.message : e);
      retry();
      await client.end().catch(() => undefined);
    }
  };
  void connect();
}

/** Stops listening (tests, shutdown). */
export async function stopCacheBus(): Promise<void> {
  const b = bus();
  b.stopped = true;
  b.started = false;
  const c = b.client;
  b.client = null;
  await c?.end().catch(() => undefined);
}

/** Whether this process is listening now (tests). */
export function cacheBusListening(): boolean {
  return !!bus().client;
}
