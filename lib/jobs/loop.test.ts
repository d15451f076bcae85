import { describe, expect, it } from "vitest";
import { startWorkLoop } from "./loop";

// The loop both background workers run: a wake-up during a drain must not start a second drain
// beside it (two claimers in one process), nor be lost (the work it announced would wait a poll).

const tick = () => new Promise((r) => setTimeout(r, 5));

describe("work loop", () => {
  it("drains once at start, then one more drain for any number of wake-ups during a drain", async () => {
    let drains = 0;
    let active = 0;
    let most = 0;
    let release: () => void = () => {};
    const loop = startWorkLoop({
      pollMs: 3_600_000,
      onError: () => {},
      unref: true,
      drain: async () => {
        drains++;
        most = Math.max(most, ++active);
        if (drains === 2) await new Promise<void>((r) => (release = r));
        active--;
      },
    });
    await loop.ready;
    expect(drains).toBe(1);
    loop.kick(); // drain 2, held open
    await tick();
    loop.kick();
    loop.kick();
    release();
    await loop.drainNow();
    expect(most).toBe(1);
    expect(drains).toBe(4); // 2, then one for both kicks, then the one drainNow asked for
    expect(loop.wakeups()).toEqual({ poll: 1, notify: 0, kick: 3 });
    await loop.stop();
  });

  it("keeps going after a drain that threw, and claims no more once stopped", async () => {
    const errors: unknown[] = [];
    const seen: boolean[] = [];
    let drains = 0;
    const loop = startWorkLoop({
      pollMs: 3_600_000,
      onError: (e) => errors.push(e),
      unref: true,
      drain: async (stopped) => {
        seen.push(stopped());
        if (++drains === 1) throw new Error("boom");
      },
    });
    await loop.ready;
    expect(errors).toHaveLength(1);
    await loop.drainNow();
    expect(drains).toBe(2);
    const stopping = loop.stop();
    loop.kick();
    await stopping;
    expect(seen.slice(0, 2)).toEqual([false, false]);
    expect(seen.slice(2).every(Boolean)).toBe(true); // a drain after stop() is told to claim nothing
  });

  it("polls every pollMs until stopped", async () => {
    let drains = 0;
    const loop = startWorkLoop({ pollMs: 10, onError: () => {}, unref: true, drain: async () => void drains++ });
    await new Promise((r) => setTimeout(r, 80));
    await loop.stop();
    const after = drains;
    expect(after).toBeGreaterThan(2);
    expect(loop.wakeups().poll).toBe(after);
    await new Promise((r) => setTimeout(r, 40));
    expect(drains).toBe(after);
  });
});
