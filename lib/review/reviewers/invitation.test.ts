import { describe, expect, it } from "vitest";
import { canActivate, hashActivationKey, newActivationKey, ZKeyShape } from "./invitation";

describe("reviewer activation keys", () => {
  it("are 256 random bits, never repeated, stored only as their hash", () => {
    const keys = Array.from({ length: 200 }, () => newActivationKey(14));
    expect(new Set(keys.map((k) => k.key)).size).toBe(200);
    for (const k of keys) {
      expect(k.key).toMatch(ZKeyShape);
      expect(Buffer.from(k.key, "base64url")).toHaveLength(32);
      expect(k.hash).toBe(hashActivationKey(k.key));
      expect(k.hash).not.toContain(k.key);
    }
  });

  it("expire after the configured days", () => {
    const now = new Date("2026-11-23T00:00:00Z");
    expect(newActivationKey(3, now).expiresAt.toISOString()).toBe("2026-11-26T00:00:00.000Z");
  });

  it("work once, before they expire, for an invitation not yet activated", () => {
    const now = new Date("2026-11-23T00:00:00Z");
    const open = { activatedAt: null, activationKeyHash: "h", activationExpiresAt: new Date("2026-11-24T00:00:00Z") };
    expect(canActivate(open, now)).toBe(true);
    expect(canActivate(null, now)).toBe(false);
    expect(canActivate({ ...open, activatedAt: now }, now)).toBe(false);
    expect(canActivate({ ...open, activationKeyHash: null }, now)).toBe(false);
    expect(canActivate({ ...open, activationExpiresAt: now }, now)).toBe(false);
  });
});
