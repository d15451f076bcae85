import { describe, expect, it } from "vitest";
import { CapacityGate } from "./capacity";
import { ServiceBusy } from "./errors";

// A controllable piece of work: resolves when the test says so.
function job() {
  let finish!: () => void;
  const done = new Promise<void>((r) => (finish = r));
  return { done, finish };
}
const tick = () => new Promise((r) => setImmediate(r));

describe("capacity gate", () => {
  it("runs at most perKey at once for a key and total for the kind", async () => {
    const gate = new CapacityGate({ perKey: 2, total: 3, maxQueued: 100, maxWaitMs: 60_000 });
    let peakA = 0;
    let runningA = 0;
    const jobs = Array.from({ length: 6 }, () => job());
    const runs = jobs.map((j) =>
      gate.run("a", async () => {
        peakA = Math.max(peakA, ++runningA);
        await j.done;
        runningA--;
      }),
    );
    await tick();
    expect(gate.stats).toEqual({ running: 2, queued: 4 });
    for (const j of jobs) {
      j.finish();
      await tick();
    }
    await Promise.all(runs);
    expect(peakA).toBe(2);
    expect(gate.stats).toEqual({ running: 0, queued: 0 });
  });

  it("lets a quiet key start while a busy key has a long queue", async () => {
    const gate = new CapacityGate({ perKey: 2, total: 3, maxQueued: 1000, maxWaitMs: 60_000 });
    const busy = Array.from({ length: 50 }, () => job());
    const busyRuns = busy.map((j) => gate.run("rush", () => j.done));
    await tick();
    let quietStarted = false;
    const quiet = gate.run("quiet", async () => {
      quietStarted = true;
    });
    await tick();
    expect(quietStarted).toBe(true); // the third slot, not behind 48 waiting rush requests
    await quiet;
    for (const j of busy) j.finish();
    await Promise.all(busyRuns);
  });

  it("answers busy when the queue is full or a waiter waits too long", async () => {
    const gate = new CapacityGate({ perKey: 1, total: 1, maxQueued: 1, maxWaitMs: 20 });
    const first = job();
    const running = gate.run("a", () => first.done);
    const waiting = gate.run("a", async () => "late");
    await expect(gate.run("a", async () => "overflow")).rejects.toBeInstanceOf(ServiceBusy);
    await expect(waiting).rejects.toBeInstanceOf(ServiceBusy); // timed out behind `first`
    first.finish();
    await running;
    expect(await gate.run("a", async () => "again")).toBe("again");
  });

  it("releases the slot when the work throws", async () => {
    const gate = new CapacityGate({ perKey: 1, total: 1, maxQueued: 10, maxWaitMs: 1000 });
    await expect(gate.run("a", async () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(await gate.run("a", async () => 1)).toBe(1);
  });
});
