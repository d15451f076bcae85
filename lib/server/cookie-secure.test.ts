import { afterEach, describe, expect, it } from "vitest";
import { EDGE_SECRET_ENV, normaliseForwarded } from "./forwarded";
import { cookieSecure, sessionCookieOptions } from "./session-store";

// The session cookie is Secure whenever the person came over HTTPS.
const SECRET = "edge-secret-cookie-test";
function edge(raw: Record<string, string>, hops: number, encrypted = false) {
  const headers: Record<string, string | string[] | undefined> = { ...raw };
  normaliseForwarded(headers, { socketIp: "10.0.0.2", encrypted, secret: SECRET, hops });
  return { get: (k: string) => (headers[k] as string | undefined) ?? null };
}

describe("secure cookies", () => {
  afterEach(() => {
    delete process.env.COOKIE_SECURE;
    delete process.env[EDGE_SECRET_ENV];
  });

  it("are Secure behind a trusted TLS proxy, and over TLS to us directly", () => {
    process.env[EDGE_SECRET_ENV] = SECRET;
    expect(cookieSecure(edge({ host: "conf.example.org", "x-forwarded-proto": "https" }, 1))).toBe(true);
    expect(cookieSecure(edge({ host: "conf.example.org" }, 0, true))).toBe(true);
  });

  it("are not Secure over plain HTTP, nor because an untrusted client claims HTTPS", () => {
    process.env[EDGE_SECRET_ENV] = SECRET;
    expect(cookieSecure(edge({ host: "demo.localhost:3000" }, 0))).toBe(false);
    expect(cookieSecure(edge({ host: "demo.localhost:3000", "x-forwarded-proto": "https" }, 0))).toBe(false);
  });

  it("follow COOKIE_SECURE when the deployment forces it", () => {
    process.env.COOKIE_SECURE = "1";
    expect(sessionCookieOptions(new Date()).secure).toBe(true);
    process.env.COOKIE_SECURE = "0";
    process.env[EDGE_SECRET_ENV] = SECRET;
    expect(cookieSecure(edge({ host: "conf.example.org", "x-forwarded-proto": "https" }, 1))).toBe(false);
  });
});
