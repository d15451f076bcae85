import { describe, expect, it } from "vitest";
import { noteRefused, notifyBlocked, throttleKey } from "./notify-throttle";

describe("refused-notification throttle", () => {
  it("blocks an address after 30 failed verifications in 10 minutes, for that conference and provider only; the window passes", () => {
    const t0 = 1_000_000;
    const key = throttleKey("198.51.100.1", 7, "WECHAT");
    for (let i = 0; i < 29; i++) noteRefused(key, t0 + i);
    expect(notifyBlocked(key, t0 + 100)).toBe(false);
    noteRefused(key, t0 + 200);
    expect(notifyBlocked(key, t0 + 300)).toBe(true);
    expect(notifyBlocked(throttleKey("198.51.100.2", 7, "WECHAT"), t0 + 300)).toBe(false);
    expect(notifyBlocked(throttleKey("198.51.100.1", 7, "PAYPAL"), t0 + 300)).toBe(false);
    expect(notifyBlocked(throttleKey("198.51.100.1", 8, "WECHAT"), t0 + 300)).toBe(false);
    expect(notifyBlocked(key, t0 + 10 * 60_000 + 1)).toBe(false);
  });
});
