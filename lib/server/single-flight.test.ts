import { describe, expect, it } from "vitest";
import { singleFlight } from "./single-flight";

describe("single flight", () => {
  it("runs one load for the callers that ask while it runs, and a new one after it settles", async () => {
    const flight = singleFlight<number>();
    let loads = 0;
    let finish!: (n: number) => void;
    const load = () => {
      loads++;
      return new Promise<number>((r) => (finish = r));
    };
    const waiting = [flight("a", load), flight("a", load), flight("a", load)];
    expect(loads).toBe(1);
    finish(7);
    expect(await Promise.all(waiting)).toEqual([7, 7, 7]);
    const again = flight("a", load);
    expect(loads).toBe(2);
    finish(8);
    expect(await again).toBe(8);
  });

  it("keeps keys apart and passes a failure to every caller without keeping it", async () => {
    const flight = singleFlight<number>();
    const failing = [flight("x", () => Promise.reject(new Error("down"))), flight("x", () => Promise.resolve(1))];
    expect(await flight("y", () => Promise.resolve(2))).toBe(2);
    for (const p of failing) await expect(p).rejects.toThrow("down");
    expect(await flight("x", () => Promise.resolve(3))).toBe(3);
  });
});
