import { startMailWorker, type MailWorker } from "./worker";

// One worker per process: started by instrumentation.ts (in the app) or scripts/worker.ts.
// Survives dev reloads through globalThis.
const holder = globalThis as unknown as { __symposiaMailWorker?: Promise<MailWorker | null> };

export function startMailWorkerOnce(): Promise<MailWorker | null> {
  holder.__symposiaMailWorker ??= startMailWorker().then(
    (w) => {
      console.info(`[symposia] mail worker started${w.embedded ? " (embedded database)" : ""}`);
      return w;
    },
    (e) => {
      console.error("[symposia] mail worker did not start", e);
      return null;
    },
  );
  return holder.__symposiaMailWorker;
}

/** Wakes this process's worker, if it runs one (others are woken by NOTIFY or their poll). */
export function kickMailWorker(): void {
  void holder.__symposiaMailWorker?.then((w) => w?.kick());
}
