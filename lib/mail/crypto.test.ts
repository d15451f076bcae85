import { afterEach, describe, expect, it, vi } from "vitest";
import { decryptSecret, encryptSecret } from "./crypto";

describe("SMTP password encryption", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("round-trips and never stores the plain text", () => {
    const stored = encryptSecret("Secret-pass-123", "k1");
    expect(stored).toMatch(/^v1\./);
    expect(stored).not.toContain("Secret-pass-123");
    expect(decryptSecret(stored, "k1")).toBe("Secret-pass-123");
    expect(encryptSecret("Secret-pass-123", "k1")).not.toBe(stored); // fresh IV each time
  });

  it("refuses another key or a tampered value", () => {
    const stored = encryptSecret("Secret-pass-123", "k1");
    expect(() => decryptSecret(stored, "k2")).toThrow();
    const raw = Buffer.from(stored.slice(3), "base64url");
    raw[14] ^= 1;
    expect(() => decryptSecret(`v1.${raw.toString("base64url")}`, "k1")).toThrow();
  });

  it("uses APP_SECRET when set", () => {
    vi.stubEnv("APP_SECRET", "from-env");
    expect(decryptSecret(encryptSecret("abc"), "from-env")).toBe("abc");
  });

  it("refuses to store a password in production without APP_SECRET, DEFAULT_CONFERENCE_HOST or not", () => {
    vi.stubEnv("APP_SECRET", "");
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("SYMPOSIA_DEMO", "");
    vi.stubEnv("DEFAULT_CONFERENCE_HOST", "");
    expect(() => encryptSecret("abc")).toThrow(expect.objectContaining({ key: "mail.secretMissing" }));
    vi.stubEnv("DEFAULT_CONFERENCE_HOST", "demo.localhost"); // no longer means "demo"
    expect(() => encryptSecret("abc")).toThrow(expect.objectContaining({ key: "mail.secretMissing" }));
  });

  it("falls back to the development secret in the demo", () => {
    vi.stubEnv("APP_SECRET", "");
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("SYMPOSIA_DEMO", "1");
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(decryptSecret(encryptSecret("abc"))).toBe("abc");
    warn.mockRestore();
  });
});
