// One way to build a Prisma client for a URL, shared by the app (lib/server/db.ts), scripts and
// tests. No server-only. With `?schema=` the adapter qualifies Prisma's own queries, and the
// connection's search_path makes raw SQL (locks, setval, …) resolve in the same schema.
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient } from "../generated/prisma/client";
import { parseDatabaseUrl } from "./database-url";
import { watchPool } from "./observability/metrics";

/** `poolName` labels the pool in the metrics: "app", "mail", … */
export function createPrismaClient(url: string, max: number, poolName = "app"): PrismaClient {
  const { connectionString, schema } = parseDatabaseUrl(url);
  const options = schema ? `-c search_path="${schema}",public` : undefined;
  // A saturated pool answers "busy" (lib/server/errors toAppError) after this wait instead of
  // queueing a request forever.
  const connectionTimeoutMillis = Number(process.env.DATABASE_CONNECT_TIMEOUT_MS ?? 10_000);
  const pool = new pg.Pool({ connectionString, max, options, connectionTimeoutMillis });
  // An idle connection cut by a database restart is dropped and replaced on next use;
  // without a listener the pool's "error" event would end the process.
  pool.on("error", (e) => console.warn(`[db] idle ${poolName} connection lost: ${e.message}`));
  watchPool(poolName, pool);
  const adapter = new PrismaPg(pool, { ...(schema ? { schema } : {}), disposeExternalPool: true });
  return withPool(new PrismaClient({ adapter }), pool);
}

// The pool a client draws from, for the thin pg reads of lib/server/sql.ts: they share its
// connections (and its limit) instead of opening more. Held on globalThis like the client itself.
const pools = ((globalThis as unknown as { __symposiaPools?: WeakMap<object, pg.Pool> }).__symposiaPools ??= new WeakMap());

/** Records `pool` as `client`'s (a client built elsewhere, e.g. by the bench, registers its own). */
export function withPool<C extends object>(client: C, pool: pg.Pool): C {
  pools.set(client, pool);
  return client;
}

export function poolOf(client: object): pg.Pool {
  const pool = pools.get(client);
  if (!pool) throw new Error("this Prisma client was not made by createPrismaClient (no pool recorded)");
  return pool;
}
