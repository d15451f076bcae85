import { describe, expect, it } from "vitest";
import { paymentFormOrigins } from "@/lib/payments/providers/endpoints";
import { freshPagePolicy } from "./page-csp";

// The site's pages may frame the video players content pages embed and post the card provider's
// checkout form; nothing else from elsewhere.
describe("page policy", () => {
  const headers = (h: Record<string, string>) => ({ get: (n: string) => h[n.toLowerCase()] ?? null });

  it("frames the embeddable video players and posts forms to the card gateway only", () => {
    const csp = freshPagePolicy(headers({ host: "conf.example.org" }), { dev: false, formActions: paymentFormOrigins() });
    const frames = /frame-src ([^;]+)/.exec(csp)![1].split(" ");
    expect(frames).toEqual(expect.arrayContaining(["'self'", "https://www.youtube-nocookie.com", "https://player.bilibili.com"]));
    expect(/form-action ([^;]+)/.exec(csp)![1]).toMatch(/^'self' https:\/\/gateway\.(test\.)?95516\.com/);
  });

  it("makes a new nonce for every page", () => {
    const nonce = (csp: string) => /'nonce-([^']+)'/.exec(csp)![1];
    const h = headers({ host: "conf.example.org" });
    expect(nonce(freshPagePolicy(h, { dev: false, formActions: [] }))).not.toBe(nonce(freshPagePolicy(h, { dev: false, formActions: [] })));
  });
});
