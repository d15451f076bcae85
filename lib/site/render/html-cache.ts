// For speed, a micro-cache of the HTML that anonymous visitors get for the content pages
// (`/` and `/page/{id}`), kept in front of Next by scripts/server.ts. Rendering a page costs
// ~20 ms of CPU; a hit costs a map lookup and a copy. What may be cached is deliberately narrow:
// GET/HEAD of those two routes without a session cookie or Authorization, no client-router (RSC)
// request, and only a 200 text/html answer that sets no cookie — so nothing personal is ever kept.
// Entries live TTL_MS at most (registration windows change by date) and a manager's save drops
// them at once (announced on the cache bus, lib/site/render/invalidate.ts). One instance per process, on globalThis, because
// the custom server and Next's bundles load this file as separate module copies.
// No server-only: the custom server imports it.
import { randomBytes } from "node:crypto";
import { cookieLocale } from "../../i18n/locale";
import { onCacheMessage } from "../../server/cache-bus";
import { isMobileUserAgent } from "../../server/mobile";

export const SESSION_COOKIE_NAME = "symposia_session"; // lib/server/session-store.ts SESSION_COOKIE (server-only there)
export const CACHE_STATUS_HEADER = "x-symposia-cache";

type RawHeaders = Record<string, string | string[] | undefined>;
export type CacheableRequest = { method?: string; url?: string; headers: RawHeaders };
export type CapturedResponse = { status: number; headers: Record<string, string | string[]>; body: Buffer };
export type ServedCopy = { status: number; headers: [string, string | string[]][]; body: Buffer; stale: boolean };

const CONTENT_PATH = /^\/(?:page\/[^/?#]{1,200})?$/;
// Client-router requests answer RSC payloads under the same URL; never mix them with HTML.
const ROUTER_HEADERS = ["rsc", "next-router-state-tree", "next-router-prefetch", "next-router-segment-prefetch", "next-action", "next-url"];
// Recomputed for every copy (the body changes with its nonce) or meaningless for a copy.
const DROPPED_HEADERS = new Set(["content-length", "etag", "date", "connection", "keep-alive", "transfer-encoding", CACHE_STATUS_HEADER]);
// Next renders a different (blocking-metadata) page for crawlers; they are not the crowd, so they
// simply bypass the cache. Broad on purpose: a false match only costs a render.
const CRAWLER_UA = /bot|crawl|spider|slurp|google|lighthouse|facebookexternalhit|whatsapp|preview|yandex|baidu|sogou|ia_archiver|yeti/i;
const NONCE_RE = /'nonce-([A-Za-z0-9+/=_-]{8,64})'/;

export type HtmlCacheOptions = { ttlMs: number; maxEntries: number; maxBytes: number; hosts: string[] | null };

export function htmlCacheOptions(env: NodeJS.ProcessEnv = process.env): HtmlCacheOptions {
  const num = (v: string | undefined, d: number) => (v !== undefined && v !== "" && Number.isFinite(Number(v)) && Number(v) >= 0 ? Number(v) : d);
  const hosts = (env.PAGE_CACHE_HOSTS ?? "")
    .split(",")
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  return {
    ttlMs: num(env.PAGE_CACHE_MS, 10_000),
    maxEntries: num(env.PAGE_CACHE_ENTRIES, 500),
    maxBytes: num(env.PAGE_CACHE_BYTES, 64 * 1024 * 1024),
    hosts: hosts.length ? hosts : null, // a test knob: only these hosts are cached
  };
}

function one(v: string | string[] | undefined): string {
  return Array.isArray(v) ? v.join(",") : (v ?? "");
}

/** "demo.localhost:3000" → "demo.localhost" (IPv6 literals keep their brackets). */
export function bareHost(host: string): string {
  const h = host.trim().toLowerCase();
  if (h.startsWith("[")) return h.slice(0, h.indexOf("]") + 1);
  return h.replace(/:\d+$/, "");
}

function hasCookie(cookieHeader: string, name: string): boolean {
  return cookieHeader.split(";").some((part) => part.split("=")[0].trim() === name);
}

/**
 * The cache key of a request that may be answered from the cache, or null when it must reach Next.
 * Keyed by everything an anonymous render depends on: host (with port: links use it), scheme,
 * path + query, the locale cookie and the device class (SPEC §2: mobile by user-agent).
 */
export function cacheKey(req: CacheableRequest, opts: Pick<HtmlCacheOptions, "hosts" | "ttlMs">): string | null {
  if (opts.ttlMs <= 0) return null;
  if (req.method !== "GET" && req.method !== "HEAD") return null;
  const url = req.url ?? "";
  const q = url.indexOf("?");
  const path = q < 0 ? url : url.slice(0, q);
  if (!CONTENT_PATH.test(path)) return null;
  const query = q < 0 ? "" : url.slice(q);
  if (/[?&]_rsc=/.test(query)) return null;
  const h = req.headers;
  if (h.authorization !== undefined) return null;
  if (ROUTER_HEADERS.some((name) => h[name] !== undefined)) return null;
  const cookies = one(h.cookie);
  if (hasCookie(cookies, SESSION_COOKIE_NAME)) return null;
  const host = one(h["x-forwarded-host"]) || one(h.host);
  if (!host) return null;
  if (opts.hosts && !opts.hosts.includes(bareHost(host))) return null;
  const ua = one(h["user-agent"]);
  if (CRAWLER_UA.test(ua)) return null;
  const proto = one(h["x-forwarded-proto"]) || "http";
  const device = isMobileUserAgent(ua) ? "m" : "d";
  return [host.toLowerCase(), proto, url, cookieLocale(cookies) ?? "", device].join("\n");
}

/** Only a complete, cookie-free 200 HTML page may be kept. */
export function isStorable(r: Pick<CapturedResponse, "status" | "headers">): boolean {
  const type = one(r.headers["content-type"]).toLowerCase();
  return r.status === 200 && type.startsWith("text/html") && r.headers["set-cookie"] === undefined;
}

type Entry = {
  status: number;
  headers: [string, string | string[]][];
  /** The body cut at every occurrence of the response's CSP nonce; a fresh nonce goes between. */
  parts: Buffer[];
  nonce: string | null;
  bytes: number;
  host: string;
  expires: number;
};

/** Splits `buf` at every occurrence of `sep`. */
export function splitBuffer(buf: Buffer, sep: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = buf.indexOf(sep, from); at >= 0; at = buf.indexOf(sep, from)) {
    parts.push(buf.subarray(from, at));
    from = at + sep.length;
  }
  parts.push(buf.subarray(from));
  return parts;
}

export function freshNonce(): string {
  return randomBytes(16).toString("base64"); // as proxy.ts makes them
}

export class HtmlCache {
  private entries = new Map<string, Entry>();
  private bytes = 0;
  private hostConference = new Map<string, number>();
  private inFlight = new Map<string, { done: Promise<void>; resolve: () => void; timer: ReturnType<typeof setTimeout> }>();
  /** Bumped by every invalidation: a render that started before it is not stored. */
  generation = 0;

  constructor(readonly opts: HtmlCacheOptions) {}

  key(req: CacheableRequest): string | null {
    return cacheKey(req, this.opts);
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  /**
   * A copy for this request with a fresh nonce, or null (then the caller renders, after begin()).
   * An expired entry is served stale to others only while one request is refreshing it.
   */
  serve(key: string, now = Date.now()): ServedCopy | null {
    const e = this.entries.get(key);
    if (!e) return null;
    let stale = false;
    if (e.expires <= now) {
      // Stale copies only for one more TTL, even if the refreshing request never finishes.
      if (e.expires + this.opts.ttlMs <= now) {
        this.delete(key);
        return null;
      }
      if (!this.inFlight.has(key)) return null;
      stale = true;
    }
    this.entries.delete(key); // LRU: most recently used last
    this.entries.set(key, e);
    const nonce = e.nonce ? freshNonce() : null;
    const body = nonce ? Buffer.concat(e.parts.flatMap((p, i) => (i ? [Buffer.from(nonce), p] : [p]))) : e.parts[0];
    const headers = e.headers.map(([name, value]): [string, string | string[]] =>
      name === "content-security-policy" && nonce && e.nonce ? [name, [value].flat().map((v) => v.split(e.nonce!).join(nonce))] : [name, value],
    );
    headers.push(["content-length", String(body.length)]);
    return { status: e.status, headers, body, stale };
  }

  /** While one request renders a key, the others of a crowd wait for its copy instead of rendering too. */
  waitFor(key: string): Promise<void> | undefined {
    return this.inFlight.get(key)?.done;
  }

  /** This request renders the key; others wait (never longer than maxWaitMs). */
  begin(key: string, maxWaitMs = 5_000): void {
    if (this.inFlight.has(key)) return;
    let resolve!: () => void;
    const done = new Promise<void>((r) => (resolve = r));
    const timer = setTimeout(() => this.release(key), maxWaitMs);
    timer.unref?.();
    this.inFlight.set(key, { done, resolve, timer });
  }

  /** Ends a render of the key, stored or not: whoever waited looks again (and renders itself). */
  release(key: string): void {
    const f = this.inFlight.get(key);
    if (!f) return;
    this.inFlight.delete(key);
    clearTimeout(f.timer);
    f.resolve();
  }

  store(key: string, r: CapturedResponse, startedGeneration: number, now = Date.now()): boolean {
    try {
      return this.keep(key, r, startedGeneration, now);
    } finally {
      this.release(key);
    }
  }

  private keep(key: string, r: CapturedResponse, startedGeneration: number, now: number): boolean {
    if (startedGeneration !== this.generation || !isStorable(r)) return false;
    if (r.body.length > this.opts.maxBytes / 8) return false;
    const csp = one(r.headers["content-security-policy"]);
    const nonce = NONCE_RE.exec(csp)?.[1] ?? null;
    const parts = nonce ? splitBuffer(r.body, Buffer.from(nonce)) : [r.body];
    const headers = Object.entries(r.headers).filter(([name]) => !DROPPED_HEADERS.has(name.toLowerCase()));
    const host = bareHost(key.slice(0, key.indexOf("\n")));
    this.delete(key);
    this.entries.set(key, { status: r.status, headers, parts, nonce, bytes: r.body.length, host, expires: now + this.opts.ttlMs });
    this.bytes += r.body.length;
    while (this.entries.size > this.opts.maxEntries || this.bytes > this.opts.maxBytes) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.delete(oldest);
    }
    return true;
  }

  private delete(key: string): void {
    const e = this.entries.get(key);
    if (!e) return;
    this.bytes -= e.bytes;
    this.entries.delete(key);
  }

  /** The renderer tells which conference a host shows, so a save drops only that conference's pages. */
  noteHost(host: string, conferenceId: number): void {
    const h = bareHost(host);
    if (this.hostConference.get(h) === conferenceId) return;
    if (this.hostConference.size >= 10_000) this.hostConference.clear();
    this.hostConference.set(h, conferenceId);
  }

  /** Drops a conference's pages (and those of hosts not yet known), or everything. */
  invalidate(target: number | "all"): void {
    this.generation++;
    if (target === "all") {
      this.entries.clear();
      this.bytes = 0;
      return;
    }
    for (const [key, e] of this.entries) {
      const id = this.hostConference.get(e.host);
      if (id === undefined || id === target) this.delete(key);
    }
  }
}

const GLOBAL = Symbol.for("symposia.htmlCache");

/**
 * The process's one cache, shared by the custom server and every Next bundle. It listens on the
 * cache bus from its creation: a save anywhere in this process, or in another one, names the
 * conference whose copies are stale (lib/site/render/invalidate.ts).
 */
export function sharedHtmlCache(): HtmlCache {
  const g = globalThis as unknown as Record<symbol, HtmlCache | undefined>;
  let cache = g[GLOBAL];
  if (!cache) {
    const created = (cache = g[GLOBAL] = new HtmlCache(htmlCacheOptions()));
    onCacheMessage((m) => {
      if (m.kind === "pages") created.invalidate(m.target);
    });
  }
  return cache;
}
