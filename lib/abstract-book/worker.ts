import "server-only";
import pg from "pg";
import { parseDatabaseUrl } from "@/lib/server/database-url";
import { claimAbstractBookJob } from "./jobs";
import { runAbstractBookJob } from "./run-job";
import { ABSTRACT_BOOK_CHANNEL } from "./service";

// The abstract-book worker: wherever background work runs (instrumentation.ts in the app,
// scripts/worker.ts), one generation at a time per process — the rendering itself happens in a
// process of its own (render.ts), this loop only claims, reports and stores. It wakes on the
// NOTIFY a request sends at commit and polls every ABSTRACT_BOOK_POLL_MS as well (the embedded
// database has no LISTEN across connections; a lease that ran out is found this way too).

export type AbstractBookWorker = { kick(): void; drain(): Promise<void>; stop(): Promise<void> };

export function startAbstractBookWorker(opts: { pollMs?: number; listen?: boolean } = {}): AbstractBookWorker {
  const pollMs = opts.pollMs ?? Number(process.env.ABSTRACT_BOOK_POLL_MS ?? 5000);
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  let listener: pg.Client | null = null;
  let timer: NodeJS.Timeout | undefined;
  let listenRetryAt = 0;

  const drain = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        for (let job = await claim(); job && !stopped; job = await claim()) await runAbstractBookJob(job);
      } while (again && !stopped);
    })().finally(() => (running = null));
    return running;
  };
  const claim = () =>
    claimAbstractBookJob().catch((e) => {
      console.error("[symposia] abstract book worker: claim failed", e instanceof Error ? e.message : e);
      return null;
    });

  async function listen() {
    const url = process.env.DATABASE_URL;
    if (!url || opts.listen === false || Date.now() < listenRetryAt) return;
    listenRetryAt = Date.now() + 30_000;
    const c = new pg.Client({ connectionString: parseDatabaseUrl(url).connectionString, application_name: "symposia-book-listen" });
    c.on("error", () => {
      if (listener === c) listener = null;
      c.end().catch(() => {});
    });
    c.on("notification", () => void drain());
    try {
      await c.connect();
      await c.query(`LISTEN ${ABSTRACT_BOOK_CHANNEL}`);
      listener = c;
    } catch {
      await c.end().catch(() => {}); // polling alone
    }
  }

  const tick = async () => {
    if (!listener && !stopped) await listen();
    if (!stopped) await drain();
    if (!stopped) (timer = setTimeout(() => void tick(), pollMs)).unref();
  };
  void tick();

  return {
    kick: () => void drain(),
    drain: async () => {
      if (running) await running;
      return drain();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      await listener?.end().catch(() => {});
      listener = null;
    },
  };
}

// One worker per process; survives dev reloads through globalThis.
const holder = globalThis as unknown as { __symposiaBookWorker?: AbstractBookWorker };

export function startAbstractBookWorkerOnce(): AbstractBookWorker {
  return (holder.__symposiaBookWorker ??= startAbstractBookWorker());
}

/** Wakes this process's worker, if it runs one (others hear the NOTIFY or poll). */
export function kickAbstractBookWorker(): void {
  holder.__symposiaBookWorker?.kick();
}
