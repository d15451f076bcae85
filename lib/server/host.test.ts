import { afterEach, describe, expect, it } from "vitest";
import { EDGE_HEADER, EDGE_SECRET_ENV, normaliseForwarded } from "./forwarded";
import { clientIp, configuredOrigins, hostFromHeaders, normaliseHost, publicOrigin, tenantHost } from "./host";

const SECRET = "edge-secret-for-tests";
const h = (o: Record<string, string>) => ({ get: (k: string) => o[k] ?? null });
/** Headers as scripts/server.ts hands them to the app. */
function edge(raw: Record<string, string>, opts: { hops?: number; socketIp?: string; encrypted?: boolean } = {}) {
  const headers: Record<string, string | string[] | undefined> = { ...raw };
  normaliseForwarded(headers, { socketIp: opts.socketIp ?? "203.0.113.9", encrypted: !!opts.encrypted, secret: SECRET, hops: opts.hops ?? 0 });
  return h(headers as Record<string, string>);
}

describe("host handling", () => {
  afterEach(() => {
    delete process.env.DEFAULT_CONFERENCE_HOST;
    delete process.env.PUBLIC_ORIGINS;
    delete process.env[EDGE_SECRET_ENV];
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
    expect(publicOrigin(h({ host: "demo.localhost:3000" }))).toBe("http://demo.localhost:3000");
  });
});

describe("forwarded headers", () => {
  afterEach(() => {
    delete process.env.PUBLIC_ORIGINS;
    delete process.env[EDGE_SECRET_ENV];
  });
  const spoof = {
    host: "demo.localhost:3000",
    "x-forwarded-for": "1.2.3.4",
    "x-forwarded-proto": "https://evil.example/x?",
    "x-forwarded-host": "evil.example",
  };

  it("with no trusted proxy, ignores every forwarded header the client sent", () => {
    process.env[EDGE_SECRET_ENV] = SECRET;
    const req = edge(spoof);
    expect(clientIp(req)).toBe("203.0.113.9");
    expect(hostFromHeaders(req)).toBe("demo.localhost");
    expect(publicOrigin(req)).toBe("http://demo.localhost:3000");
  });

  it("without the edge server's mark, forwarded headers are not believed at all", () => {
    process.env[EDGE_SECRET_ENV] = SECRET;
    const raw = h(spoof);
    expect(clientIp(raw)).toBe("unknown");
    expect(hostFromHeaders(raw)).toBe("demo.localhost");
    expect(publicOrigin(raw)).toBe("http://demo.localhost:3000");
    expect(clientIp(h({ ...spoof, [EDGE_HEADER]: "guessed" }))).toBe("unknown");
  });

  it("behind one trusted proxy, takes the address that proxy appended and a valid scheme and host", () => {
    process.env[EDGE_SECRET_ENV] = SECRET;
    const req = edge(
      { host: "internal:3000", "x-forwarded-for": "6.6.6.6, 198.51.100.7", "x-forwarded-proto": "https", "x-forwarded-host": "conf.example.org" },
      { hops: 1, socketIp: "10.0.0.2" },
    );
    expect(clientIp(req)).toBe("198.51.100.7");
    expect(publicOrigin(req)).toBe("https://conf.example.org");
    expect(hostFromHeaders(req)).toBe("conf.example.org");
  });

  it("behind a trusted proxy, refuses a scheme other than http/https and a malformed host", () => {
    process.env[EDGE_SECRET_ENV] = SECRET;
    const req = edge({ host: "demo.localhost:3000", "x-forwarded-proto": "https://evil.example/x?", "x-forwarded-host": "evil.example/x?y" }, { hops: 1 });
    expect(publicOrigin(req)).toBe("http://demo.localhost:3000");
  });

  it("keeps the headers of Next's own follow-up request, which carries our mark; a forged mark is rewritten", () => {
    process.env[EDGE_SECRET_ENV] = SECRET;
    const original: Record<string, string | string[] | undefined> = { host: "demo.localhost:3000" };
    normaliseForwarded(original, { socketIp: "203.0.113.9", encrypted: false, secret: SECRET, hops: 0 });
    // Next renders an action's redirect by fetching http://0.0.0.0:3000/… with the original headers
    const internal = { ...original, host: "0.0.0.0:3000" };
    normaliseForwarded(internal, { socketIp: "127.0.0.1", encrypted: false, secret: SECRET, hops: 0 });
    expect(hostFromHeaders(h(internal as Record<string, string>))).toBe("demo.localhost");
    expect(clientIp(h(internal as Record<string, string>))).toBe("203.0.113.9");
    const forged = { ...original, host: "demo.localhost:3000", [EDGE_HEADER]: "not-the-secret", "x-forwarded-for": "1.2.3.4" };
    normaliseForwarded(forged, { socketIp: "198.51.100.1", encrypted: false, secret: SECRET, hops: 0 });
    expect(clientIp(h(forged as Record<string, string>))).toBe("198.51.100.1");
  });

  it("uses the configured public origin of a host when the deployment names one", () => {
    process.env[EDGE_SECRET_ENV] = SECRET;
    process.env.PUBLIC_ORIGINS = "https://conf.example.org, not a url";
    expect(configuredOrigins().get("conf.example.org")).toBe("https://conf.example.org");
    expect(publicOrigin(edge({ host: "conf.example.org:3000" }))).toBe("https://conf.example.org");
    expect(publicOrigin(edge({ host: "other.example.org:3000" }))).toBe("http://other.example.org:3000");
  });
});
