import pg from "pg";
import { startWorkLoop } from "@/lib/jobs/loop";
import { parseDatabaseUrl } from "@/lib/server/database-url";
import { HEARTBEAT_MS, startHeartbeat } from "@/lib/server/heartbeat";
import { createPrismaClient } from "@/lib/server/prisma-client";
import { claimDueRows, createTransportResolver, deliverClaimed, recoverStale, type DeliveryDeps, type SendFn } from "./delivery";
import { MAIL_NOTIFY_CHANNEL } from "./outbox";
import { createSmtpPools } from "./smtp-pool";
import type { MailClient } from "./transport";

// The mail worker (DESIGN §3). Outbox rows are the durable truth and the queue itself: the worker
// keeps up to `concurrency` messages in flight, refilling from the outbox with batch claims (most
// urgent first, FOR UPDATE SKIP LOCKED, lib/mail/claim.ts) and sending over pooled SMTP
// connections (lib/mail/smtp-pool.ts). It drains at once when a committed transaction NOTIFYs the
// outbox channel, and every `pollMs` (the next retry time, a manual retry, PGlite where LISTEN
// never fires, a missed notification).
//
// Why no pg-boss here any more: it held a second copy of the queue — a job per
// row, created by a sweep of 50 rows every poll, then claimed again row by row — which cost two
// extra round trips per mail, capped throughput near one sweep's worth per poll, and ordered
// mail by job creation, so a verification code waited behind every confirmation already handed to
// pg-boss. Claiming straight from the outbox gives the same guarantees (a row is claimed once per
// attempt, at-least-once delivery, any number of workers on any replicas) with the priority in
// one ORDER BY. The only thing pg-boss added, waking another replica, NOTIFY already does.

export type MailWorkerOptions = {
  databaseUrl?: string;
  pollMs?: number;
  schedule?: number[];
  staleMs?: number;
  send?: SendFn;
  /** Defaults to a client of its own (MAIL_WORKER_POOL_MAX connections), so that a rush of
   * requests holding the app's pool cannot hold up verification codes, nor mail the requests. */
  db?: MailClient;
  poolMax?: number;
  /** Messages in flight at once (MAIL_WORKER_CONCURRENCY, default 8). */
  concurrency?: number;
  /** How long its own connections may take to open (MAIL_WORKER_CONNECT_TIMEOUT_MS, default 30 s). */
  connectTimeoutMs?: number;
  /** How often it writes its heartbeat (HEARTBEAT_MS). */
  heartbeatMs?: number;
};

export type MailWorker = {
  embedded: boolean;
  /** Drain now (after a retry, or when a test wants it). */
  kick(): void;
  /** Resolves once a drain that starts after this call has finished. */
  sweepNow(): Promise<void>;
  /** Resolves when the worker listens (where it can) and its first drain has finished. */
  ready: Promise<void>;
  /** What woke it so far: its poll (the first drain counts), a NOTIFY, or kick(). */
  wakeups(): { poll: number; notify: number; kick: number };
  stop(): Promise<void>;
};

function retryScheduleFromEnv(): number[] | undefined {
  const ms = (process.env.MAIL_RETRY_SCHEDULE_MS ?? "").split(",").filter(Boolean).map(Number);
  return ms.length && ms.every((n) => Number.isFinite(n) && n >= 0) ? ms : undefined;
}

async function isPglite(connectionString: string, connectTimeoutMs: number): Promise<boolean> {
  const c = new pg.Client({ connectionString, connectionTimeoutMillis: connectTimeoutMs });
  await c.connect();
  try {
    const r = await c.query<{ v: string }>("SELECT version() AS v");
    return /pglite|emscripten/i.test(r.rows[0]?.v ?? "");
  } finally {
    await c.end().catch(() => {});
  }
}

/**
 * Starts a worker, or throws when it cannot (the database unreachable or too slow to answer):
 * lib/mail/worker-retry.ts tries again. Started means connected and its heartbeat written.
 */
export async function startMailWorker(opts: MailWorkerOptions = {}): Promise<MailWorker> {
  const url = opts.databaseUrl ?? process.env.DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is not set: the mail worker needs the application database");
  const { connectionString } = parseDatabaseUrl(url);
  // "timeout expired" is pg's answer when a connection does not open in time. On a loaded start
  // (the app warming up, the embedded database serving one connection at a time) 10 s was not
  // always enough, so the worker's own connections wait longer than a request would.
  const connectTimeoutMs = opts.connectTimeoutMs ?? Number(process.env.MAIL_WORKER_CONNECT_TIMEOUT_MS ?? 30_000);
  const embedded = await isPglite(connectionString, connectTimeoutMs);
  const pollMs = opts.pollMs ?? Number(process.env.MAIL_WORKER_POLL_MS ?? 3000);
  const concurrency = Math.max(1, opts.concurrency ?? Number(process.env.MAIL_WORKER_CONCURRENCY ?? 8));
  const ownDb = opts.db ? null : createPrismaClient(url, opts.poolMax ?? Number(process.env.MAIL_WORKER_POOL_MAX ?? 2), "mail");
  const pools = opts.send ? null : createSmtpPools();
  const deps: DeliveryDeps = {
    db: opts.db ?? ownDb!,
    // MAIL_RETRY_SCHEDULE_MS="60000,300000,…": the waits between attempts (tests shorten them).
    schedule: opts.schedule ?? retryScheduleFromEnv(),
    staleMs: opts.staleMs ?? (Number(process.env.MAIL_STALE_MS) || undefined),
    send: opts.send ?? pools!.send,
  };
  const log = (msg: string, e?: unknown) => console.error(`[symposia] mail worker: ${msg}`, e instanceof Error ? e.message : (e ?? ""));

  // /api/ready counts this worker from here on, and for as long as it beats; a start that cannot
  // write it has not started.
  const heartbeat = startHeartbeat(deps.db, "mail", opts.heartbeatMs ?? HEARTBEAT_MS);
  try {
    await heartbeat.first;
  } catch (e) {
    await heartbeat.stop();
    pools?.closeAll();
    await ownDb?.$disconnect().catch(() => undefined);
    throw e;
  }

  // Refill when half the slots are free (or all are): claims stay batched, and a code mail that
  // arrives during a rush waits behind at most `concurrency` messages already in flight.
  const refillAt = Math.max(1, Math.floor(concurrency / 2));

  async function drainOnce(stopped: () => boolean): Promise<void> {
    if (stopped()) return;
    await recoverStale(deps);
    const d: DeliveryDeps = { ...deps, resolve: createTransportResolver(deps) };
    const inFlight = new Set<Promise<void>>();
    for (;;) {
      const free = concurrency - inFlight.size;
      if (!stopped() && (inFlight.size === 0 || free >= refillAt)) {
        const rows = await claimDueRows(d, free);
        for (const row of rows) {
          const p: Promise<void> = deliverClaimed(d, row).then(
            () => void inFlight.delete(p),
            (e) => void (inFlight.delete(p), log(`delivery of ${row.id} failed`, e)),
          );
          inFlight.add(p);
        }
        if (rows.length === free) continue; // there may be more: refill before waiting
      }
      if (inFlight.size === 0) return;
      await Promise.race(inFlight);
    }
  }

  // The poll is not unref'd: in the standalone worker (scripts/worker.ts) it keeps the process alive.
  const loop = startWorkLoop({
    drain: drainOnce,
    pollMs,
    onError: (e) => log("drain failed", e),
    listen: embedded
      ? undefined
      : {
          channel: MAIL_NOTIFY_CHANNEL,
          client: () => new pg.Client({ connectionString, application_name: "symposia-mail-listen", connectionTimeoutMillis: connectTimeoutMs }),
          onError: (e) => log("LISTEN failed; polling only", e),
        },
  });

  return {
    embedded,
    ready: loop.ready,
    wakeups: loop.wakeups,
    kick: loop.kick,
    sweepNow: loop.drainNow,
    async stop() {
      await loop.stop(); // claims no more, lets the messages in flight finish
      await heartbeat.stop();
      pools?.closeAll();
      await ownDb?.$disconnect().catch((e) => log("stop failed", e));
    },
  };
}
