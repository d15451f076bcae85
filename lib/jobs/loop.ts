import type pg from "pg";

// The loop a background worker runs (the mail worker, lib/mail/worker.ts; the abstract-book worker,
// lib/abstract-book/worker.ts): drain what is due, sleep `pollMs`, repeat, until stop(). A NOTIFY
// on the worker's channel or kick() wakes it at once; drains never overlap — a wake-up during a
// drain asks for one more drain after it instead of a second beside it. stop() claims no more and
// waits for the drain in hand. No server-only: the standalone worker (scripts/worker.ts) runs it.

export type Wakeups = { poll: number; notify: number; kick: number };

export type WorkLoopOptions = {
  /** One drain: claims and works until nothing is due, or until `stopped()` says to claim no more. */
  drain(stopped: () => boolean): Promise<void>;
  pollMs: number;
  /** A drain that threw; the loop carries on at its next wake-up. */
  onError(e: unknown): void;
  /**
   * Wakes the loop on NOTIFY. `client()` builds the connection for one attempt (null: not this
   * time); a failed attempt is tried again on a poll at least 30 s later. Omitted: polling only
   * (the embedded database has no LISTEN across connections).
   */
  listen?: { channel: string; client(): pg.Client | null; onError?(e: unknown): void };
  /** Lets the process exit while the loop sleeps between polls. */
  unref?: boolean;
};

export type WorkLoop = {
  /** Resolves when the loop listens (where it can) and its first drain has finished. */
  ready: Promise<void>;
  /** Drain now. */
  kick(): void;
  /** Resolves once a drain that starts after this call has finished. */
  drainNow(): Promise<void>;
  /** What woke it so far: its poll (the first drain counts), a NOTIFY, or kick(). */
  wakeups(): Wakeups;
  stop(): Promise<void>;
};

export function startWorkLoop(opts: WorkLoopOptions): WorkLoop {
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let listener: pg.Client | null = null;
  let listenRetryAt = 0;
  const wakes: Wakeups = { poll: 0, notify: 0, kick: 0 };
  const isStopped = () => stopped;

  function drain(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await opts.drain(isStopped);
        } catch (e) {
          opts.onError(e);
        }
      } while (again && !stopped);
    })().finally(() => {
      running = null;
    });
    return running;
  }

  async function listen(): Promise<void> {
    const l = opts.listen;
    if (!l || listener || stopped || Date.now() < listenRetryAt) return;
    listenRetryAt = Date.now() + 30_000;
    const c = l.client();
    if (!c) return;
    c.on("error", () => {
      if (listener === c) listener = null;
      c.end().catch(() => {});
    });
    c.on("notification", () => {
      wakes.notify++;
      void drain();
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${l.channel}`);
      listener = c;
    } catch (e) {
      l.onError?.(e);
      await c.end().catch(() => {});
    }
  }

  async function tick(): Promise<void> {
    await listen();
    wakes.poll++;
    if (!stopped) await drain();
    if (!stopped) {
      timer = setTimeout(() => void tick(), opts.pollMs);
      if (opts.unref) timer.unref();
    }
  }
  const ready = tick();

  return {
    ready,
    wakeups: () => ({ ...wakes }),
    kick: () => {
      wakes.kick++;
      void drain();
    },
    async drainNow() {
      if (running) await running;
      return drain();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running; // claims no more, lets the work in hand finish
      await listener?.end().catch(() => {});
      listener = null;
    },
  };
}
