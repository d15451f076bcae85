import { expireDueOrders } from "@/lib/orders/expire";
import { reconcileOpenPayments } from "@/lib/payments/reconcile";
import { db } from "@/lib/server/db";
import { startHeartbeat } from "@/lib/server/heartbeat";
import { pruneExpired } from "@/lib/server/prune";
import { sweepTempUploads } from "@/lib/server/storage/sweep";

// Periodic housekeeping, run by whichever processes run the mail worker (instrumentation.ts in the
// app, scripts/worker.ts). Every task is idempotent and claims its rows (SKIP LOCKED), so any number
// of processes may run it at once; a failed round is logged and retried at the next tick.

export const MAINTENANCE_INTERVAL_MS = 15 * 60_000;
/** Unpaid orders past their deadline give their quota back within about this long. */
export const ORDER_EXPIRY_INTERVAL_MS = Number(process.env.ORDER_EXPIRY_INTERVAL_MS ?? 60_000);
const FIRST_RUN_MS = 60_000; // not during start-up

export type Maintenance = {
  /** One round now (a round already running is joined, not doubled). */
  runNow(): Promise<void>;
  stop(): Promise<void>;
};

async function round(): Promise<void> {
  try {
    const n = await sweepTempUploads(new Date());
    if (n) console.info(`[symposia] maintenance: removed ${n} unclaimed temporary upload(s)`);
  } catch (e) {
    console.error("[symposia] maintenance: temporary-upload sweep failed", e);
  }
  try {
    const n = await pruneExpired(new Date());
    if (n) console.info(`[symposia] maintenance: pruned ${n} expired rate-limit, code, challenge and login-state row(s)`);
  } catch (e) {
    console.error("[symposia] maintenance: pruning expired rows failed", e);
  }
}

async function expireOrders(): Promise<void> {
  try {
    const n = await expireDueOrders(new Date());
    if (n) console.info(`[symposia] maintenance: ${n} unpaid order(s) expired`);
  } catch (e) {
    console.error("[symposia] maintenance: order expiry failed", e);
  }
}

// Online payments whose notification has not come are asked about at the provider — on
// a loop of its own, so a provider that is down (slow timeouts) never holds up order expiry.
async function reconcilePayments(): Promise<void> {
  try {
    const n = await reconcileOpenPayments(new Date());
    if (n) console.info(`[symposia] maintenance: asked the providers about ${n} open online payment(s)`);
  } catch (e) {
    console.error("[symposia] maintenance: payment reconciliation failed", e);
  }
}

export function startMaintenance(opts: { intervalMs?: number; firstRunMs?: number; expiryMs?: number; heartbeat?: boolean } = {}): Maintenance {
  // Seen by operators in WorkerHeartbeat; /api/ready looks at the mail worker's own heartbeat.
  const heartbeat = opts.heartbeat === false ? null : startHeartbeat(db, "maintenance");
  heartbeat?.first.catch((e) => console.error(`[symposia] maintenance heartbeat failed: ${e instanceof Error ? e.message : String(e)}`));
  let running: Promise<void> | null = null;
  let expiring: Promise<void> | null = null;
  const runNow = () => (running ??= round().finally(() => (running = null)));
  let reconciling: Promise<void> | null = null;
  const expireNow = () => (expiring ??= expireOrders().finally(() => (expiring = null)));
  const reconcileNow = () => (reconciling ??= reconcilePayments().finally(() => (reconciling = null)));
  const expiry = setInterval(() => void expireNow(), opts.expiryMs ?? ORDER_EXPIRY_INTERVAL_MS);
  expiry.unref();
  const reconcile = setInterval(() => void reconcileNow(), opts.expiryMs ?? ORDER_EXPIRY_INTERVAL_MS);
  reconcile.unref();
  // Timers are unref'd: housekeeping never keeps a process alive on its own.
  const first = setTimeout(() => void runNow(), opts.firstRunMs ?? FIRST_RUN_MS);
  const every = setInterval(() => void runNow(), opts.intervalMs ?? MAINTENANCE_INTERVAL_MS);
  first.unref();
  every.unref();
  return {
    runNow,
    async stop() {
      clearTimeout(first);
      clearInterval(every);
      clearInterval(expiry);
      clearInterval(reconcile);
      await Promise.all([running, expiring, reconciling, heartbeat?.stop()]);
    },
  };
}

// One loop per process; survives dev reloads through globalThis.
const holder = globalThis as unknown as { __symposiaMaintenance?: Maintenance };

export function startMaintenanceOnce(): Maintenance {
  holder.__symposiaMaintenance ??= startMaintenance();
  return holder.__symposiaMaintenance;
}
