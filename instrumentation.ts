// Next calls register() once per server process. The mail worker (DESIGN §3) runs here by default;
// MAIL_WORKER=off leaves delivery to separate `npm run worker` processes (scale-out).
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  // Hear other replicas' cache invalidations (conference settings, appearance, pages).
  const { startCacheBus } = await import("./lib/server/cache-bus");
  startCacheBus();
  if (process.env.MAIL_WORKER === "off" || !process.env.DATABASE_URL) return;
  const { startMailWorkerOnce, stopMailWorker } = await import("./lib/mail/worker-runtime");
  startMailWorkerOnce(); // in the background, retried until it runs: serving does not wait for the queue
  // Housekeeping (unclaimed temporary uploads) runs where the mail worker runs.
  const { startMaintenanceOnce } = await import("./lib/server/maintenance");
  const maintenance = startMaintenanceOnce();
  // On SIGTERM the custom server stops taking requests, then lets these finish.
  const { onShutdown } = await import("./lib/server/shutdown");
  onShutdown(stopMailWorker);
  onShutdown(() => maintenance.stop());
  // Abstract books are generated where the other background work runs.
  const { startAbstractBookWorkerOnce } = await import("./lib/abstract-book/worker");
  const books = startAbstractBookWorkerOnce();
  onShutdown(() => books.stop());
}
