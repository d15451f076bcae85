import { describe, expect, it } from "vitest";
import { noteRefused, notifyBlocked } from "./notify-throttle";

describe("refused-notification throttle", () => {
  it("blocks an address after 30 refused notifications in 10 minutes, others stay open, the window passes", () => {
    const t0 = 1_000_000;
    for (let i = 0; i < 29; i++) noteRefused("198.51.100.1", t0 + i);
    expect(notifyBlocked("198.51.100.1", t0 + 100)).toBe(false);
    noteRefused("198.51.100.1", t0 + 200);
    expect(notifyBlocked("198.51.100.1", t0 + 300)).toBe(true);
    expect(notifyBlocked("198.51.100.2", t0 + 300)).toBe(false);
    expect(notifyBlocked("198.51.100.1", t0 + 10 * 60_000 + 1)).toBe(false);
  });
});
