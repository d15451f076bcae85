import { startAbstractBookWorkerOnce, type AbstractBookWorker } from "@/lib/abstract-book/worker";
import type { RetryingMailWorker } from "@/lib/mail/worker-retry";
import { startMailWorkerOnce, stopMailWorker } from "@/lib/mail/worker-runtime";
import { onShutdown } from "@/lib/server/shutdown";
import { startMaintenanceOnce, type Maintenance } from "./maintenance";

// The background work of a process, in one place for both processes that run it: the app
// (instrumentation.ts, unless MAIL_WORKER=off) and the standalone worker (scripts/worker.ts, `npm
// run worker`). Each piece claims its rows, so any number of processes may run them at once. One of
// each per process (they survive dev reloads); SIGTERM in the app server lets them finish
// (lib/server/shutdown.ts), the standalone worker calls stop() itself.

export type Background = {
  mail: RetryingMailWorker;
  maintenance: Maintenance;
  books: AbstractBookWorker;
  /** Lets the work in hand finish, then resolves. */
  stop(): Promise<void>;
};

export function startBackground(): Background {
  const mail = startMailWorkerOnce(); // in the background, retried until it runs: serving does not wait for the queue
  // Housekeeping (unclaimed temporary uploads) runs where the mail worker runs.
  const maintenance = startMaintenanceOnce();
  // On SIGTERM the custom server stops taking requests, then lets these finish.
  onShutdown(stopMailWorker);
  onShutdown(() => maintenance.stop());
  // Abstract books are generated where the other background work runs.
  const books = startAbstractBookWorkerOnce();
  onShutdown(() => books.stop());
  return {
    mail,
    maintenance,
    books,
    async stop() {
      await Promise.all([mail.stop(), maintenance.stop(), books.stop()]);
    },
  };
}
