import { startMailWorkerWithRetry, type RetryingMailWorker } from "./worker-retry";

// One worker per process: started with the other background work (lib/jobs/start.ts) by
// instrumentation.ts in the app and by scripts/worker.ts, each of which says when it runs. A start
// that fails is retried until it runs (worker-retry.ts), so a slow first connection never leaves the
// process without a worker. Survives dev reloads through globalThis.
const holder = globalThis as unknown as { __symposiaMailWorkerRuntime?: RetryingMailWorker };

export function startMailWorkerOnce(): RetryingMailWorker {
  holder.__symposiaMailWorkerRuntime ??= startMailWorkerWithRetry();
  return holder.__symposiaMailWorkerRuntime;
}

/** SIGTERM: lets the messages in flight finish, or ends a wait between start attempts at once. */
export async function stopMailWorker(): Promise<void> {
  await holder.__symposiaMailWorkerRuntime?.stop();
}

/** Wakes this process's worker, if it runs one (others are woken by NOTIFY or their poll). */
export function kickMailWorker(): void {
  holder.__symposiaMailWorkerRuntime?.current()?.kick();
}
