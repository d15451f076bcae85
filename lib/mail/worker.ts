import pg from "pg";
import { PgBoss } from "pg-boss";
import { parseDatabaseUrl } from "@/lib/server/database-url";
import { getDb } from "@/lib/server/db";
import { deliverDue, deliverOutboxRow, dueOutboxIds, recoverStale, type DeliveryDeps, type SendFn } from "./delivery";
import { MAIL_NOTIFY_CHANNEL } from "./outbox";
import type { MailClient } from "./transport";

// The mail worker (DESIGN §3). Outbox rows are the durable truth; a sweep finds the due ones and
// hands each to a pg-boss job (queue policy "short" + singletonKey: at most one waiting job per
// row), whose handler claims the row and sends it (lib/mail/delivery.ts). The sweep runs every
// `pollMs` and at once when a committed transaction NOTIFYs the outbox channel, so it also picks up
// rows whose job was never created (a crash after commit, a manual retry, the next retry time).
// driver "poll" skips pg-boss and delivers from the sweep directly (fallback if pg-boss fails to
// start). PGlite: pg-boss runs over pglite-socket, but LISTEN never fires there, so polling wakes it.

export const MAIL_QUEUE = "mail-outbox";

export type MailWorkerOptions = {
  databaseUrl?: string;
  driver?: "pg-boss" | "poll";
  pollMs?: number;
  schedule?: number[];
  staleMs?: number;
  send?: SendFn;
  db?: MailClient;
  /** pg-boss's own schema; default "<app schema>_pgboss" (or "pgboss"). */
  bossSchema?: string;
  poolMax?: number;
};

export type MailWorker = {
  driver: "pg-boss" | "poll";
  embedded: boolean;
  /** Sweep now (after a retry, or when a test wants it). */
  kick(): void;
  /** Resolves once a sweep that starts after this call has finished. */
  sweepNow(): Promise<void>;
  stop(): Promise<void>;
};

async function isPglite(connectionString: string): Promise<boolean> {
  const c = new pg.Client({ connectionString, connectionTimeoutMillis: 10_000 });
  await c.connect();
  try {
    const r = await c.query<{ v: string }>("SELECT version() AS v");
    return /pglite|emscripten/i.test(r.rows[0]?.v ?? "");
  } finally {
    await c.end().catch(() => {});
  }
}

export function bossSchemaFor(appSchema: string | undefined): string {
  return appSchema ? `${appSchema}_pgboss`.slice(0, 63) : "pgboss";
}

export async function startMailWorker(opts: MailWorkerOptions = {}): Promise<MailWorker> {
  const url = opts.databaseUrl ?? process.env.DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is not set: the mail worker needs the application database");
  const { connectionString, schema } = parseDatabaseUrl(url);
  const embedded = await isPglite(connectionString);
  const pollMs = opts.pollMs ?? Number(process.env.MAIL_WORKER_POLL_MS ?? 3000);
  const deps: DeliveryDeps = { db: opts.db ?? getDb(), schedule: opts.schedule, staleMs: opts.staleMs, send: opts.send };
  const log = (msg: string, e?: unknown) => console.error(`[symposia] mail worker: ${msg}`, e instanceof Error ? e.message : (e ?? ""));

  let boss: PgBoss | null = null;
  let driver: MailWorker["driver"] = opts.driver ?? (process.env.MAIL_WORKER_DRIVER === "poll" ? "poll" : "pg-boss");
  if (driver === "pg-boss") {
    try {
      boss = new PgBoss({
        connectionString,
        schema: opts.bossSchema ?? process.env.MAIL_PGBOSS_SCHEMA ?? bossSchemaFor(schema),
        max: opts.poolMax ?? Number(process.env.MAIL_WORKER_POOL_MAX ?? 2),
        application_name: "symposia-mail",
        schedule: false,
        useListenNotify: !embedded,
      });
      boss.on("error", (e) => log("pg-boss error", e));
      await boss.start();
      // idempotent (ON CONFLICT DO NOTHING under an advisory lock): every replica may call it
      await boss.createQueue(MAIL_QUEUE, { policy: "short", retryLimit: 3, retryDelay: 5, expireInSeconds: 300, notify: !embedded });
      // The handler is idempotent: a duplicate or late job finds the row claimed or sent and skips.
      await boss.work<{ id: number }>(MAIL_QUEUE, { pollingIntervalSeconds: embedded ? 2 : 0.5, batchSize: 5 }, async (jobs) => {
        for (const job of jobs) await deliverOutboxRow(deps, Number(job.data.id));
      });
    } catch (e) {
      log("pg-boss could not start, falling back to polling the outbox", e);
      await boss?.stop({ graceful: false }).catch(() => {});
      boss = null;
      driver = "poll";
    }
  }

  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let listener: pg.Client | null = null;
  let listenerRetryAt = 0;

  async function sweepOnce(): Promise<void> {
    await recoverStale(deps);
    if (boss) {
      for (const id of await dueOutboxIds(deps)) await boss.send(MAIL_QUEUE, { id }, { singletonKey: `outbox-${id}` });
    } else {
      while ((await deliverDue(deps)) > 0 && !stopped) {
        /* keep going while rows are due */
      }
    }
  }

  function sweep(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await sweepOnce();
        } catch (e) {
          log("sweep failed", e);
        }
      } while (again && !stopped);
    })().finally(() => {
      running = null;
    });
    return running;
  }

  async function listen(): Promise<void> {
    if (embedded || listener || stopped || Date.now() < listenerRetryAt) return;
    listenerRetryAt = Date.now() + 30_000;
    const c = new pg.Client({ connectionString, application_name: "symposia-mail-listen" });
    c.on("error", () => {
      if (listener === c) listener = null;
      c.end().catch(() => {});
    });
    c.on("notification", () => void sweep());
    try {
      await c.connect();
      await c.query(`LISTEN ${MAIL_NOTIFY_CHANNEL}`);
      listener = c;
    } catch (e) {
      log("LISTEN failed; polling only", e);
      await c.end().catch(() => {});
    }
  }

  async function tick(): Promise<void> {
    await listen();
    await sweep();
    if (!stopped) timer = setTimeout(() => void tick(), pollMs);
  }
  void tick();

  return {
    driver,
    embedded,
    kick: () => void sweep(),
    async sweepNow() {
      if (running) await running;
      return sweep();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      await listener?.end().catch(() => {});
      listener = null;
      await boss?.stop({ graceful: true, timeout: 10_000 }).catch((e) => log("stop failed", e));
    },
  };
}
