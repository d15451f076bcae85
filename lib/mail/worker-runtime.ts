import type { MailWorker } from "./worker";
import { startMailWorkerWithRetry, type RetryingMailWorker } from "./worker-retry";

// One worker per process: started by instrumentation.ts in the app (scripts/worker.ts starts its
// own). A start that fails is retried until it runs (worker-retry.ts), so a slow first connection
// never leaves the process without a worker. Survives dev reloads through globalThis.
const holder = globalThis as unknown as { __symposiaMailWorkerRuntime?: RetryingMailWorker };

export function startMailWorkerOnce(): RetryingMailWorker {
  if (!holder.__symposiaMailWorkerRuntime) {
    const runtime = startMailWorkerWithRetry();
    void runtime.started.then((w: MailWorker | null) => {
      if (w) console.info(`[symposia] mail worker started${w.embedded ? " (embedded database)" : ""}`);
    });
    holder.__symposiaMailWorkerRuntime = runtime;
  }
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
