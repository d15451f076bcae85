// `npm run worker`: the mail worker as its own process (scale-out; DESIGN §3). Needs DATABASE_URL.
// Run app servers with MAIL_WORKER=off if only these processes should deliver mail (any mix is safe:
// outbox rows are claimed, never sent twice). A worker that cannot start (database unreachable)
// keeps trying (lib/mail/worker-retry.ts) rather than exiting; SIGTERM ends it at any time.
import { startBackground } from "../lib/jobs/start";

async function main() {
  if (!process.env.DATABASE_URL) {
    console.error("[symposia] DATABASE_URL is not set: point the worker at the application database");
    process.exit(1);
  }
  // The mail worker, the housekeeping that sweeps unclaimed temporary uploads, abstract-book
  // generations: what the app starts too (lib/jobs/start.ts).
  const background = startBackground();
  let stopping = false;
  for (const sig of ["SIGINT", "SIGTERM"] as const) {
    process.on(sig, () => {
      if (stopping) return;
      stopping = true;
      void background.stop().then(() => process.exit(0));
    });
  }
  const worker = await background.mail.started;
  if (worker) console.log(`[symposia] mail worker running${worker.embedded ? " (embedded database)" : ""}; Ctrl-C stops it`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
