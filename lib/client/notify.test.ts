import { describe, expect, it } from "vitest";
import { MAIL_FAILURE_MS, NOTIFY_MS, notifyDuration, searchFailureText } from "./notify";

const texts = { network: "network down", failed: "search failed" };

describe("notifications (SPEC §8, §9)", () => {
  it("stay 2 s, the mail failure 3 s", () => {
    expect(NOTIFY_MS).toBe(2000);
    expect(MAIL_FAILURE_MS).toBe(3000);
    expect(["success", "info", "warning", "error"].map((k) => notifyDuration(k as "error"))).toEqual([2000, 2000, 2000, 2000]);
    expect(notifyDuration("mailFailure")).toBe(3000);
  });

  it("a search shows nothing when it worked, the server's message on a non-200, our own text when no answer came", () => {
    expect(searchFailureText({ ok: true, status: 200, message: "" }, texts)).toBeNull();
    expect(searchFailureText({ ok: false, status: 502, message: "Directory unavailable" }, texts)).toBe("Directory unavailable");
    expect(searchFailureText({ ok: false, status: 500, message: " " }, texts)).toBe("search failed");
    expect(searchFailureText({ ok: false, status: 0, message: "Failed to fetch" }, texts)).toBe("network down");
  });
});
