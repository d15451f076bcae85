import "server-only";
import pg from "pg";
import { startWorkLoop } from "@/lib/jobs/loop";
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
  const claim = () =>
    claimAbstractBookJob().catch((e) => {
      console.error("[symposia] abstract book worker: claim failed", e instanceof Error ? e.message : e);
      return null;
    });
  const loop = startWorkLoop({
    drain: async (stopped) => {
      for (let job = await claim(); job && !stopped(); job = await claim()) await runAbstractBookJob(job);
    },
    pollMs: opts.pollMs ?? Number(process.env.ABSTRACT_BOOK_POLL_MS ?? 5000),
    // A job's own failure is recorded on the job (run-job.ts); this is for anything else.
    onError: (e) => console.error("[symposia] abstract book worker: drain failed", e instanceof Error ? e.message : e),
    // Where LISTEN fails (or there is no DATABASE_URL) it polls alone.
    listen:
      opts.listen === false
        ? undefined
        : {
            channel: ABSTRACT_BOOK_CHANNEL,
            client: () => {
              const url = process.env.DATABASE_URL;
              if (!url) return null;
              return new pg.Client({ connectionString: parseDatabaseUrl(url).connectionString, application_name: "symposia-book-listen" });
            },
          },
    unref: true,
  });
  return { kick: loop.kick, drain: loop.drainNow, stop: loop.stop };
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
