import { randomBytes } from "node:crypto";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { acceptsGzip, deflateParts, gzipWithNonce } from "./html-cache-gzip";

// The spliced gzip file must be what any gzip decoder reads as the page with this nonce in it.

describe("gzipWithNonce", () => {
  const text = (n: number) => Buffer.from(randomBytes(n).toString("base64"));
  it.each([
    ["one part, no nonce", [text(5_000)], null],
    ["parts around nonces", [text(3_000), text(10), text(40_000), text(1)], "AbCdEfGhIjKlMnOpQrStUw=="],
    ["empty parts (nonce first, twice in a row, last)", [Buffer.alloc(0), text(100), Buffer.alloc(0), Buffer.alloc(0)], "n0nce"],
    ["parts that repeat the ones before", [Buffer.from("<p>abc</p>".repeat(500)), Buffer.from("<p>abc</p>".repeat(300))], "AbCdEfGhIjKlMnOpQrStUw=="],
    ["a page with a NUL byte", [Buffer.from("<p>a\0b</p>".repeat(50)), Buffer.from("<p>a\0b</p>".repeat(50))], "AbCdEfGhIjKlMnOpQrStUw=="],
  ])("decodes to the parts joined by the nonce (%s)", (_, parts, nonce) => {
    const g = deflateParts(parts, nonce?.length ?? 24);
    const n = nonce ? Buffer.from(nonce) : null;
    const whole = n ? Buffer.concat(parts.flatMap((p, i) => (i ? [n, p] : [p]))) : parts[0];
    expect(gunzipSync(gzipWithNonce(g, n)).equals(whole)).toBe(true);
  });

  it("compresses a page's repetitive HTML", () => {
    const html = Buffer.from('<div class="menu"><a href="/page/1">会议简介</a></div>'.repeat(2_000));
    expect(gzipWithNonce(deflateParts([html], 24), null).length).toBeLessThan(html.length / 20);
  });

  it("lets a part refer back across the nonces before it", () => {
    const html = Buffer.from(Array.from({ length: 2_000 }, (_, i) => `<li><a href="/page/${i % 40}">第${i % 40}页</a></li>`).join(""));
    const parts = Array.from({ length: 30 }, (_, i) => html.subarray((i * html.length) / 30, ((i + 1) * html.length) / 30));
    const nonce = Buffer.from("AbCdEfGhIjKlMnOpQrStUw==");
    const linked = gzipWithNonce(deflateParts(parts, 24), nonce).length;
    // A NUL byte switches the dictionaries off: every part then starts from nothing.
    const unlinked = gzipWithNonce(deflateParts([Buffer.concat([parts[0], Buffer.from([0])]), ...parts.slice(1)], 24), nonce).length;
    expect(linked).toBeLessThan(unlinked / 2);
  });
});

describe("acceptsGzip", () => {
  it.each<[string | undefined, boolean]>([
    ["gzip, deflate, br, zstd", true],
    ["br;q=1.0, gzip;q=0.8", true],
    ["gzip;q=0", false],
    ["br", false],
    ["*", true],
    ["*;q=0", false],
    ["identity", false],
    [undefined, false],
    ["", false],
  ])("%s → %s", (header, ok) => expect(acceptsGzip(header)).toBe(ok));
});
