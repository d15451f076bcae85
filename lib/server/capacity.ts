import { ServiceBusy } from "./errors";

// Bounded work per kind of request. A rush of one kind (2,000 attendance saves on one
// conference) waits here, in memory, instead of holding database connections that everybody else
// needs: at most `perKey` run at once for one key (a conference; they serialise on its row lock
// anyway), at most `total` for the whole kind, so another conference always finds a slot. Waiters
// beyond `maxQueued`, or waiting longer than `maxWaitMs`, are answered 503 "busy, please retry".
// Per process: each replica bounds its own pool, which is what this protects.

export type CapacityLimits = { perKey: number; total: number; maxQueued: number; maxWaitMs: number };

type Waiter = { key: string; start: () => void; timer: NodeJS.Timeout };

export class CapacityGate {
  private running = 0;
  private readonly runningByKey = new Map<string, number>();
  private readonly queue: Waiter[] = [];

  constructor(private readonly limits: CapacityLimits) {}

  get stats() {
    return { running: this.running, queued: this.queue.length };
  }

  /** Whether work for `key` asked now would wait (a rush is queueing for it). */
  wouldWait(key: string): boolean {
    return !this.canStart(key) || this.queue.some((w) => w.key === key);
  }

  async run<T>(key: string, work: () => Promise<T>): Promise<T> {
    await this.acquire(key);
    try {
      return await work();
    } finally {
      this.release(key);
    }
  }

  private canStart(key: string): boolean {
    return this.running < this.limits.total && (this.runningByKey.get(key) ?? 0) < this.limits.perKey;
  }

  private take(key: string): void {
    this.running++;
    this.runningByKey.set(key, (this.runningByKey.get(key) ?? 0) + 1);
  }

  private acquire(key: string): Promise<void> {
    if (this.canStart(key) && !this.queue.some((w) => w.key === key)) {
      this.take(key);
      return Promise.resolve();
    }
    if (this.queue.length >= this.limits.maxQueued) return Promise.reject(new ServiceBusy());
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        key,
        start: () => {
          clearTimeout(waiter.timer);
          resolve();
        },
        timer: setTimeout(() => {
          const i = this.queue.indexOf(waiter);
          if (i >= 0) this.queue.splice(i, 1);
          reject(new ServiceBusy());
        }, this.limits.maxWaitMs),
      };
      this.queue.push(waiter);
    });
  }

  private release(key: string): void {
    this.running--;
    const n = (this.runningByKey.get(key) ?? 1) - 1;
    if (n > 0) this.runningByKey.set(key, n);
    else this.runningByKey.delete(key);
    // The oldest waiter whose key has room: a busy key never blocks a quiet one behind it.
    for (let i = 0; i < this.queue.length && this.running < this.limits.total; i++) {
      const w = this.queue[i];
      if (!this.canStart(w.key)) continue;
      this.queue.splice(i--, 1);
      this.take(w.key);
      w.start();
    }
  }
}

const num = (name: string, fallback: number) => {
  const v = Number(process.env[name]);
  return Number.isFinite(v) && v > 0 ? v : fallback;
};

const gates = new Map<string, CapacityGate>();

/** The process-wide gate of a kind; limits from env (CAPACITY_<KIND>_…) or the defaults given. */
export function capacityGate(kind: string, defaults: CapacityLimits): CapacityGate {
  let gate = gates.get(kind);
  if (!gate) {
    const K = kind.toUpperCase();
    gate = new CapacityGate({
      perKey: num(`CAPACITY_${K}_PER_KEY`, defaults.perKey),
      total: num(`CAPACITY_${K}_TOTAL`, defaults.total),
      maxQueued: num(`CAPACITY_${K}_QUEUE`, defaults.maxQueued),
      maxWaitMs: num(`CAPACITY_${K}_WAIT_MS`, defaults.maxWaitMs),
    });
    gates.set(kind, gate);
  }
  return gate;
}
