import { describe, expect, it } from "vitest";
import nextConfig from "../../next.config";
import { contentSecurityPolicy, HSTS } from "./security-headers";

// The static hardening headers on every response, and HSTS only over HTTPS — which the
// app learns from X-Forwarded-Proto as rewritten by scripts/server.ts (lib/server/forwarded.ts).
describe("security headers", () => {
  it("sends the hardening headers everywhere and HSTS only when the request came over HTTPS", async () => {
    const rules = await nextConfig.headers!();
    const everywhere = rules.find((r) => r.source === "/:path*" && !r.has);
    const names = Object.fromEntries(everywhere!.headers.map((h) => [h.key.toLowerCase(), h.value]));
    expect(names).toMatchObject({ "x-content-type-options": "nosniff", "x-frame-options": "DENY", "referrer-policy": "strict-origin-when-cross-origin" });
    expect(names).not.toHaveProperty("strict-transport-security");
    const hsts = rules.filter((r) => r.headers.some((h) => h.key === "Strict-Transport-Security"));
    expect(hsts).toHaveLength(1);
    expect(hsts[0].headers[0].value).toBe(HSTS);
    expect(hsts[0].has).toEqual([{ type: "header", key: "x-forwarded-proto", value: "https" }]);
  });

  it("builds a strict nonce policy, with upgrade-insecure-requests only over HTTPS", () => {
    const csp = contentSecurityPolicy("abc123", { https: true });
    expect(csp).toContain("script-src 'self' 'nonce-abc123' 'strict-dynamic'");
    expect(csp).not.toContain("unsafe-eval");
    expect(csp).toContain("upgrade-insecure-requests");
    expect(contentSecurityPolicy("abc123")).not.toContain("upgrade-insecure-requests");
    expect(contentSecurityPolicy("abc123", { dev: true })).toContain("'unsafe-eval'");
  });
});
