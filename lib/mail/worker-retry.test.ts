import { describe, expect, it } from "vitest";
import { RETRY_MAX_MS, retryDelayMs } from "./worker-retry";

// The waits between a mail worker's start attempts: 1 s, 2 s, 4 s … at most 30 s, jittered ±20 %.
describe("mail worker start backoff", () => {
  it("doubles from one second up to the cap", () => {
    const middle = () => 0.5; // no jitter
    expect([1, 2, 3, 4, 5, 6, 7, 20].map((n) => retryDelayMs(n, middle))).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
    expect(RETRY_MAX_MS).toBe(30_000);
  });

  it("spreads each wait by at most a fifth either way", () => {
    expect(retryDelayMs(3, () => 0)).toBe(3_200);
    expect(retryDelayMs(3, () => 0.999999)).toBe(4_800);
    expect(retryDelayMs(50, () => 0.999999)).toBe(36_000);
  });
});
