import { afterEach, describe, expect, it } from "vitest";
import { normaliseHost, publicOrigin, tenantHost } from "./host";

describe("host handling", () => {
  afterEach(() => {
    delete process.env.DEFAULT_CONFERENCE_HOST;
  });
  it("lower-cases, strips the port and takes the first forwarded host", () => {
    expect(normaliseHost("Demo.LocalHost:3000")).toBe("demo.localhost");
    expect(normaliseHost("a.example, proxy.internal")).toBe("a.example");
    expect(normaliseHost("[::1]:3000")).toBe("[::1]");
    expect(normaliseHost(null)).toBe("");
  });
  it("falls back to DEFAULT_CONFERENCE_HOST only for loopback names", () => {
    expect(tenantHost("localhost")).toBe("localhost");
    process.env.DEFAULT_CONFERENCE_HOST = "demo.localhost";
    expect(tenantHost("localhost")).toBe("demo.localhost");
    expect(tenantHost("127.0.0.1")).toBe("demo.localhost");
    expect(tenantHost("other.example")).toBe("other.example");
  });
  it("keeps the port in the public origin, so links work on demo.localhost:3000", () => {
    const h = (o: Record<string, string>) => ({ get: (k: string) => o[k] ?? null });
    expect(publicOrigin(h({ host: "demo.localhost:3000" }))).toBe("http://demo.localhost:3000");
    expect(publicOrigin(h({ host: "internal:3000", "x-forwarded-host": "conf.example.org", "x-forwarded-proto": "https, http" }))).toBe("https://conf.example.org");
  });
});
