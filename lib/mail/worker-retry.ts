import { startMailWorker, type MailWorker, type MailWorkerOptions } from "./worker";

// A mail worker that could not start (the database down, or too slow to open a connection while
// the machine is busy) tries again until it runs: after 1 s, 2 s, 4 s … at most 30 s apart, each
// wait jittered so replicas that failed together do not retry together. Giving up would leave the
// process serving with nobody sending its mail. Used by the app (worker-runtime.ts) and by the
// standalone worker (scripts/worker.ts). No server-only: the standalone worker imports it.

export const RETRY_FIRST_MS = 1_000;
export const RETRY_MAX_MS = 30_000;

/** The wait after the `failures`-th failed start: doubling, capped, then ±20 % jitter. */
export function retryDelayMs(failures: number, random: () => number = Math.random, firstMs = RETRY_FIRST_MS, maxMs = RETRY_MAX_MS): number {
  const base = Math.min(maxMs, firstMs * 2 ** Math.max(0, failures - 1));
  return Math.round(base * (0.8 + 0.4 * random()));
}

export type RetryingMailWorker = {
  /** The worker once it runs; null when stopped before it could start. */
  started: Promise<MailWorker | null>;
  /** The running worker, or null while it is still trying to start. */
  current(): MailWorker | null;
  /** Stops the worker; before it has started, ends the waiting at once. */
  stop(): Promise<void>;
};

export type RetryOptions = {
  firstMs?: number;
  maxMs?: number;
  /** Where the one line per failed start goes (default: stderr). */
  log?: (line: string) => void;
};

/** pg's connection errors are sometimes an AggregateError (one per address) with no message. */
function describe(e: unknown): string {
  if (e instanceof AggregateError && !e.message && e.errors.length) return describe(e.errors[0]);
  if (e instanceof Error) return e.message || (e as { code?: string }).code || e.name;
  return String(e);
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(ms < 10_000 ? 1 : 0)} s`;

export function startMailWorkerWithRetry(worker: MailWorkerOptions = {}, retry: RetryOptions = {}): RetryingMailWorker {
  const log = retry.log ?? ((line: string) => console.error(line));
  let stopped = false;
  let running: MailWorker | null = null;
  let timer: NodeJS.Timeout | undefined;
  let endWait: (() => void) | null = null;

  const started = (async (): Promise<MailWorker | null> => {
    for (let attempt = 1; !stopped; attempt++) {
      try {
        const w = await startMailWorker(worker);
        if (stopped) {
          await w.stop(); // stop() came while this attempt was connecting
          return null;
        }
        if (attempt > 1) log(`[symposia] mail worker started on attempt ${attempt}`);
        return (running = w);
      } catch (e) {
        if (stopped) return null;
        const wait = retryDelayMs(attempt, Math.random, retry.firstMs, retry.maxMs);
        // One line a failure: the cause is the same each time, a stack trace every few seconds is noise.
        log(`[symposia] mail worker did not start (attempt ${attempt}): ${describe(e)}; retrying in ${seconds(wait)}`);
        // Not unref'd: in the standalone worker this wait is what keeps the process alive.
        await new Promise<void>((resolve) => {
          endWait = resolve;
          timer = setTimeout(resolve, wait);
        });
        endWait = null;
      }
    }
    return null;
  })();

  return {
    started,
    current: () => running,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      endWait?.();
      const w = running;
      running = null;
      // An attempt still connecting is not waited for: it stops its worker itself if it succeeds.
      await w?.stop();
    },
  };
}
