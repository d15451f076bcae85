import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import type { PrismaClient } from "@/lib/generated/prisma/client";

// A background loop says it is alive every HEARTBEAT_MS, one row per loop and process.
// The mail worker writes a "mail" row once it has started (never while it is still retrying its
// start), and /api/ready looks for a recent one; maintenance loops write "maintenance" rows for
// operators. Rows of loops that stopped cleanly are removed; others age out of the check and are
// pruned after a day. No server-only: the standalone worker and the benchmarks write these too,
// each through its own client.

export const HEARTBEAT_MS = 10_000;
/** A worker is "recent" when seen within this long (a few missed beats are tolerated). */
export const HEARTBEAT_STALE_MS = 60_000;

export type HeartbeatKind = "mail" | "maintenance";
export type HeartbeatClient = Pick<PrismaClient, "workerHeartbeat">;

export type Heartbeat = {
  id: string;
  /** The first beat; rejects when it could not be written (later beats only log). */
  first: Promise<void>;
  stop(): Promise<void>;
};

export function startHeartbeat(db: HeartbeatClient, kind: HeartbeatKind, intervalMs = HEARTBEAT_MS): Heartbeat {
  const id = `${hostname()}:${process.pid}:${randomBytes(4).toString("hex")}`;
  let stopped = false;
  let inFlight: Promise<void> = Promise.resolve();
  const write = async () => {
    const now = new Date();
    await db.workerHeartbeat.upsert({
      where: { id },
      create: { id, kind, host: hostname(), pid: process.pid, startedAt: now, seenAt: now },
      update: { seenAt: now },
    });
    await db.workerHeartbeat.deleteMany({ where: { seenAt: { lt: new Date(now.getTime() - 86_400_000) } } });
  };
  const first = write();
  inFlight = first.catch(() => undefined);
  const timer = setInterval(() => {
    if (stopped) return;
    inFlight = write().catch((e) => console.error(`[symposia] ${kind} heartbeat failed: ${e instanceof Error ? e.message : String(e)}`));
  }, intervalMs);
  timer.unref();
  return {
    id,
    first,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await inFlight; // a beat still on its way must not write the row back after it is removed
      await db.workerHeartbeat.deleteMany({ where: { id } }).catch(() => undefined);
    },
  };
}
