// `npm run worker`: the mail worker as its own process (scale-out; DESIGN §3). Needs DATABASE_URL.
// Run app servers with MAIL_WORKER=off if only these processes should deliver mail (any mix is safe:
// outbox rows are claimed, never sent twice).
import { startMailWorker } from "../lib/mail/worker";
import { startMaintenance } from "../lib/server/maintenance";
import { startAbstractBookWorker } from "../lib/abstract-book/worker";

async function main() {
  if (!process.env.DATABASE_URL) {
    console.error("[symposia] DATABASE_URL is not set: point the worker at the application database");
    process.exit(1);
  }
  const worker = await startMailWorker();
  const maintenance = startMaintenance(); // issue 8.4: sweeps unclaimed temporary uploads
  const books = startAbstractBookWorker(); // issue 16: abstract-book generations
  console.log(`[symposia] mail worker running${worker.embedded ? " (embedded database)" : ""}; Ctrl-C stops it`);
  let stopping = false;
  for (const sig of ["SIGINT", "SIGTERM"] as const) {
    process.on(sig, () => {
      if (stopping) return;
      stopping = true;
      void Promise.all([worker.stop(), maintenance.stop(), books.stop()]).then(() => process.exit(0));
    });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
