// Next calls register() once per server process. The mail worker (DESIGN §3) runs here by default;
// MAIL_WORKER=off leaves delivery to separate `npm run worker` processes (scale-out).
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  // Hear other replicas' cache invalidations (conference settings, appearance, pages).
  const { startCacheBus } = await import("./lib/server/cache-bus");
  startCacheBus();
  if (process.env.MAIL_WORKER === "off" || !process.env.DATABASE_URL) return;
  // The mail worker, housekeeping and abstract books (lib/jobs/start.ts), each let finish on SIGTERM.
  const { startBackground } = await import("./lib/jobs/start");
  const { mail } = startBackground();
  void mail.started.then((w) => {
    if (w) console.info(`[symposia] mail worker started${w.embedded ? " (embedded database)" : ""}`);
  });
}
