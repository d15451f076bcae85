import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { announceCacheMessage } from "../../server/cache-bus";
import { cacheKey, HtmlCache, htmlCacheOptions, isStorable, sharedHtmlCache, splitBuffer } from "./html-cache";

const opts = { ttlMs: 10_000, maxEntries: 3, maxBytes: 1_000_000, hosts: null };
const req = (over: { method?: string; url?: string; headers?: Record<string, string> } = {}) => ({
  method: over.method ?? "GET",
  url: over.url ?? "/",
  headers: { host: "demo.localhost:3000", "x-forwarded-host": "demo.localhost:3000", "x-forwarded-proto": "http", "user-agent": "Desktop", ...over.headers },
});
const NONCE = "AbCdEfGhIjKlMnOpQrStUw==";
const page = (body = `<script nonce="${NONCE}">1</script><p>hi</p><script nonce="${NONCE}">2</script>`) => ({
  status: 200,
  headers: { "content-type": "text/html; charset=utf-8", "content-security-policy": `script-src 'self' 'nonce-${NONCE}' 'strict-dynamic'`, etag: '"x"' },
  body: Buffer.from(body),
});

describe("cacheKey: only anonymous GET/HEAD of the content pages", () => {
  it("keys the home page and content pages by host, scheme, path, locale cookie and device", () => {
    const k = cacheKey(req({ headers: { cookie: "locale=en; other=1" } }), opts);
    expect(k).toBe(["demo.localhost:3000", "http", "/", "en", "d"].join("\n"));
    expect(cacheKey(req({ url: "/page/12?x=1" }), opts)).toContain("/page/12?x=1");
    expect(cacheKey(req({ method: "HEAD" }), opts)).not.toBeNull();
  });
  it("separates locales, devices, hosts and schemes", () => {
    const keys = new Set([
      cacheKey(req({ headers: { cookie: "locale=zh" } }), opts),
      cacheKey(req({ headers: { cookie: "locale=en" } }), opts),
      cacheKey(req({ headers: { cookie: "locale=en", "user-agent": "Mozilla/5.0 (iPhone) Mobile" } }), opts),
      cacheKey(req({ headers: { cookie: "locale=en", "x-forwarded-host": "en.localhost:3000" } }), opts),
      cacheKey(req({ headers: { cookie: "locale=en", "x-forwarded-proto": "https" } }), opts),
    ]);
    expect(keys.size).toBe(5);
  });
  it("refuses signed-in people, API clients, client-router requests and other routes", () => {
    expect(cacheKey(req({ headers: { cookie: "locale=zh; symposia_session=abc" } }), opts)).toBeNull();
    expect(cacheKey(req({ headers: { authorization: "Bearer x" } }), opts)).toBeNull();
    for (const h of ["rsc", "next-router-prefetch", "next-router-state-tree", "next-action"]) expect(cacheKey(req({ headers: { [h]: "1" } }), opts)).toBeNull();
    expect(cacheKey(req({ url: "/?_rsc=abc" }), opts)).toBeNull();
    expect(cacheKey(req({ method: "POST" }), opts)).toBeNull();
    expect(cacheKey(req({ headers: { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1)" } }), opts)).toBeNull();
    for (const url of ["/api/health", "/_next/static/x.js", "/platform", "/profile/userInfo", "/conferencelogin", "/admin", "/page/1/x", "/pages"]) {
      expect(cacheKey(req({ url }), opts)).toBeNull();
    }
    expect(cacheKey(req(), { ...opts, ttlMs: 0 })).toBeNull();
    expect(cacheKey(req(), { ...opts, hosts: ["localhost"] })).toBeNull();
    expect(cacheKey(req({ headers: { "x-forwarded-host": "localhost:3160" } }), { ...opts, hosts: ["localhost"] })).not.toBeNull();
  });
  it("reads its settings from the environment", () => {
    expect(htmlCacheOptions({ PAGE_CACHE_MS: "0", PAGE_CACHE_HOSTS: "a, B" } as unknown as NodeJS.ProcessEnv)).toMatchObject({ ttlMs: 0, hosts: ["a", "b"] });
    expect(htmlCacheOptions({} as unknown as NodeJS.ProcessEnv)).toMatchObject({ ttlMs: 10_000, hosts: null });
  });
});

describe("isStorable: complete cookie-free 200 HTML only", () => {
  it("keeps pages, not redirects, errors, payloads or answers that set cookies", () => {
    expect(isStorable(page())).toBe(true);
    expect(isStorable({ ...page(), status: 404 })).toBe(false);
    expect(isStorable({ ...page(), status: 307 })).toBe(false);
    expect(isStorable({ status: 200, headers: { "content-type": "text/x-component" } })).toBe(false);
    expect(isStorable({ ...page(), headers: { ...page().headers, "set-cookie": ["locale=zh"] } })).toBe(false);
  });
});

describe("HtmlCache", () => {
  it("serves every copy with a fresh nonce, in the body and the policy alike", () => {
    const c = new HtmlCache(opts);
    expect(c.store("k", page(), c.generation)).toBe(true);
    const a = c.serve("k")!;
    const b = c.serve("k")!;
    for (const copy of [a, b]) {
      const csp = String(copy.headers.find(([n]) => n === "content-security-policy")![1]);
      const nonce = /'nonce-([^']+)'/.exec(csp)![1];
      expect(nonce).not.toBe(NONCE);
      const body = copy.body.toString();
      expect(body).not.toContain(NONCE);
      expect(body.match(new RegExp(`nonce="${nonce.replace(/[+/=]/g, "\\$&")}"`, "g"))).toHaveLength(2);
      expect(copy.headers.find(([n]) => n === "content-length")![1]).toBe(String(copy.body.length));
      expect(copy.headers.some(([n]) => n === "etag")).toBe(false);
    }
    expect(String(a.headers.find(([n]) => n === "content-security-policy")![1])).not.toBe(String(b.headers.find(([n]) => n === "content-security-policy")![1]));
  });

  it("bounds entries and bytes, dropping the least recently used", () => {
    const c = new HtmlCache(opts);
    for (const k of ["a", "b", "c"]) c.store(k, page(), c.generation);
    c.serve("a"); // a is now the most recent
    c.store("d", page(), c.generation);
    expect(c.serve("b")).toBeNull();
    expect(c.serve("a")).not.toBeNull();
    expect(c.size.entries).toBe(3);
    const small = new HtmlCache({ ...opts, maxEntries: 100, maxBytes: 8 * page().body.length * 2 });
    for (let i = 0; i < 20; i++) small.store(`k${i}`, page(), small.generation);
    expect(small.size.bytes).toBeLessThanOrEqual(8 * page().body.length * 2);
    expect(small.serve("k19")).not.toBeNull();
    expect(small.serve("k0")).toBeNull();
  });

  it("expires after the TTL, serving stale only while one request refreshes", () => {
    const c = new HtmlCache(opts);
    c.store("k", page(), c.generation, 0);
    expect(c.serve("k", 9_999)).not.toBeNull();
    expect(c.serve("k", 10_001)).toBeNull(); // this request refreshes…
    c.begin("k");
    expect(c.serve("k", 10_002)?.stale).toBe(true); // …others meanwhile get the stale copy
    expect(c.serve("k", 20_001)).toBeNull(); // never more than one TTL stale
    c.release("k");
  });

  it("lets a crowd at a cold page wait for the one render", async () => {
    const c = new HtmlCache(opts);
    expect(c.waitFor("k")).toBeUndefined();
    c.begin("k");
    const waiting = c.waitFor("k")!;
    let woke = false;
    void waiting.then(() => (woke = true));
    c.store("k", page(), c.generation);
    await waiting;
    expect(woke).toBe(true);
    expect(c.serve("k")).not.toBeNull();
    expect(c.waitFor("k")).toBeUndefined();
    c.begin("k");
    c.store("k", { ...page(), status: 500 }, c.generation); // nothing kept, but the waiters are released
    expect(c.waitFor("k")).toBeUndefined();
  });

  it("drops a conference's pages on invalidation and refuses renders that began before it", () => {
    const c = new HtmlCache(opts);
    c.noteHost("demo.localhost", 1);
    c.noteHost("en.localhost:3000", 2);
    c.store("demo.localhost:3000\nhttp\n/\nzh\nd", page(), c.generation);
    c.store("en.localhost:3000\nhttp\n/\nen\nd", page(), c.generation);
    const started = c.generation;
    c.invalidate(1);
    expect(c.serve("demo.localhost:3000\nhttp\n/\nzh\nd")).toBeNull();
    expect(c.serve("en.localhost:3000\nhttp\n/\nen\nd")).not.toBeNull();
    expect(c.store("demo.localhost:3000\nhttp\n/\nzh\nd", page(), started)).toBe(false);
    c.invalidate("all");
    expect(c.size).toEqual({ entries: 0, bytes: 0 });
  });

  it("hears a conference's save announced on the cache bus by a writer that does not know it", () => {
    const c = sharedHtmlCache();
    c.noteHost("bus-a.localhost", 901);
    c.noteHost("bus-b.localhost", 902);
    c.store("bus-a.localhost\nhttp\n/\nzh\nd", page(), c.generation);
    c.store("bus-b.localhost\nhttp\n/\nzh\nd", page(), c.generation);
    announceCacheMessage({ kind: "pages", target: 901 });
    expect(c.serve("bus-a.localhost\nhttp\n/\nzh\nd")).toBeNull();
    expect(c.serve("bus-b.localhost\nhttp\n/\nzh\nd")).not.toBeNull();
    announceCacheMessage({ kind: "pages", target: "all" });
    expect(c.serve("bus-b.localhost\nhttp\n/\nzh\nd")).toBeNull();
  });

  it("serves a gzip'd copy, compressed once, with the same fresh-nonce page inside", () => {
    const c = new HtmlCache(opts);
    c.store("k", page(), c.generation);
    const copy = c.serve("k", Date.now(), { gzip: true })!;
    const header = (n: string) => copy.headers.find(([name]) => name === n)?.[1];
    expect(header("content-encoding")).toBe("gzip");
    expect(header("vary")).toMatch(/accept-encoding/i);
    expect(header("content-length")).toBe(String(copy.body.length));
    const nonce = /'nonce-([^']+)'/.exec(String(header("content-security-policy")))![1];
    expect(gunzipSync(copy.body).toString()).toBe(page().body.toString().split(NONCE).join(nonce));
    expect(c.serve("k")!.headers.find(([n]) => n === "content-encoding")).toBeUndefined();
    expect(c.serve("k")!.headers.find(([n]) => n === "vary")![1]).toMatch(/accept-encoding/i);
  });

  it("keys a first visit to the copy of the host's default language, learned from the cookie its first render set", () => {
    const c = new HtmlCache(opts);
    const firstKey = c.key(req())!;
    expect(firstKey.split("\n")[3]).toBe("");
    const cookie = "locale=en; Path=/; Max-Age=31536000; SameSite=lax";
    const first = { ...page(), headers: { ...page().headers, "set-cookie": cookie } };
    expect(c.store(firstKey, first, c.generation, Date.now(), true)).toBe(true);
    const key = c.key(req())!;
    expect(key).toBe(c.key(req({ headers: { cookie: "locale=en" } })));
    const visit = c.serve(key, Date.now(), { firstVisit: true })!;
    expect(visit.headers).toContainEqual(["set-cookie", cookie]);
    expect(c.serve(key)!.headers.some(([n]) => n === "set-cookie")).toBe(false); // a returning browser has it
    expect(c.key(req({ headers: { "x-forwarded-host": "other.localhost" } }))!.split("\n")[3]).toBe("");
    // A save of the conference may change its languages: its first visitors are looked up again.
    c.noteHost("demo.localhost", 7);
    c.invalidate(7);
    expect(c.key(req())).toBe(firstKey);
  });

  it("keeps no first visit's render that sets another cookie, nor a returning browser's that resets the locale", () => {
    const c = new HtmlCache(opts);
    const withCookies = (v: string | string[]) => ({ ...page(), headers: { ...page().headers, "set-cookie": v } });
    expect(c.store(c.key(req())!, withCookies(["locale=zh; Path=/", "x=1"]), c.generation, Date.now(), true)).toBe(false);
    expect(c.store(c.key(req())!, withCookies("locale=xx; Path=/"), c.generation, Date.now(), true)).toBe(false);
    expect(c.store(c.key(req({ headers: { cookie: "locale=en" } }))!, withCookies("locale=zh; Path=/"), c.generation, Date.now(), false)).toBe(false);
    expect(c.key(req())!.split("\n")[3]).toBe("");
    expect(c.size.entries).toBe(0);
  });

  it("keeps a page without a policy as it is", () => {
    const c = new HtmlCache(opts);
    c.store("k", { status: 200, headers: { "content-type": "text/html" }, body: Buffer.from("<p>x</p>") }, c.generation);
    expect(c.serve("k")!.body.toString()).toBe("<p>x</p>");
  });
});

describe("splitBuffer", () => {
  it("cuts at every separator", () => {
    expect(splitBuffer(Buffer.from("aXbXXc"), Buffer.from("X")).map(String)).toEqual(["a", "b", "", "c"]);
  });
});
