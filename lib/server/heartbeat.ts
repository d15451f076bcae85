import "server-only";
import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import { db } from "./db";

// Issue 17: a process running background work says so every HEARTBEAT_MS; /api/ready looks for a
// recent one. Rows of processes that stopped cleanly are removed; others age out of the check and
// are pruned after a day.

export const HEARTBEAT_MS = 10_000;
/** A worker is "recent" when seen within this long (a few missed beats are tolerated). */
export const HEARTBEAT_STALE_MS = 60_000;

export type Heartbeat = { id: string; stop(): Promise<void> };

export function startHeartbeat(intervalMs = HEARTBEAT_MS): Heartbeat {
  const id = `${hostname()}:${process.pid}:${randomBytes(4).toString("hex")}`;
  const beat = async () => {
    try {
      const now = new Date();
      await db.workerHeartbeat.upsert({
        where: { id },
        create: { id, host: hostname(), pid: process.pid, startedAt: now, seenAt: now },
        update: { seenAt: now },
      });
      await db.workerHeartbeat.deleteMany({ where: { seenAt: { lt: new Date(now.getTime() - 86_400_000) } } });
    } catch (e) {
      console.error("[symposia] heartbeat failed", e);
    }
  };
  void beat();
  const timer = setInterval(() => void beat(), intervalMs);
  timer.unref();
  return {
    id,
    async stop() {
      clearInterval(timer);
      await db.workerHeartbeat.deleteMany({ where: { id } }).catch(() => undefined);
    },
  };
}

/** When a background worker was last seen (any process), or null. */
export async function lastWorkerSeen(): Promise<Date | null> {
  const row = await db.workerHeartbeat.findFirst({ orderBy: { seenAt: "desc" }, select: { seenAt: true } });
  return row?.seenAt ?? null;
}
