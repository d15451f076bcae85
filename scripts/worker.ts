// `npm run worker`: the mail worker as its own process (scale-out; DESIGN §3). Needs DATABASE_URL.
// Run app servers with MAIL_WORKER=off if only these processes should deliver mail (any mix is safe:
// outbox rows are claimed, never sent twice). A worker that cannot start (database unreachable)
// keeps trying (lib/mail/worker-retry.ts) rather than exiting; SIGTERM ends it at any time.
import { startMailWorkerWithRetry } from "../lib/mail/worker-retry";
import { startMaintenance } from "../lib/server/maintenance";
import { startAbstractBookWorker } from "../lib/abstract-book/worker";

async function main() {
  if (!process.env.DATABASE_URL) {
    console.error("[symposia] DATABASE_URL is not set: point the worker at the application database");
    process.exit(1);
  }
  const mail = startMailWorkerWithRetry();
  const maintenance = startMaintenance(); // sweeps unclaimed temporary uploads
  const books = startAbstractBookWorker(); // abstract-book generations
  let stopping = false;
  for (const sig of ["SIGINT", "SIGTERM"] as const) {
    process.on(sig, () => {
      if (stopping) return;
      stopping = true;
      void Promise.all([mail.stop(), maintenance.stop(), books.stop()]).then(() => process.exit(0));
    });
  }
  const worker = await mail.started;
  if (worker) console.log(`[symposia] mail worker running${worker.embedded ? " (embedded database)" : ""}; Ctrl-C stops it`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
