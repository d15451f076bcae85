// For speed, a micro-cache of the HTML that anonymous visitors get for the content pages
// (`/` and `/page/{id}`), kept in front of Next by scripts/server.ts. Rendering a page costs
// ~20 ms of CPU; a hit costs a map lookup and a copy. What may be cached is deliberately narrow:
// GET/HEAD of those two routes without a session cookie or Authorization, no client-router (RSC)
// request, and only a 200 text/html answer that sets no cookie — so nothing personal is ever kept.
// Entries live TTL_MS at most (registration windows change by date) and a manager's save drops
// them at once (announced on the cache bus, lib/site/render/invalidate.ts). One instance per process, on globalThis, because
// the custom server and Next's bundles load this file as separate module copies.
// Every entry is kept twice, as it is and gzip'd once (html-cache-gzip.ts), so a hit is compressed
// without compressing. A first visit (no locale cookie) gets the conference's default language
// (SPEC §1), which is the copy a returning browser of that language gets: the first such render of
// a host tells which locale its cookie-less visitors get (proxy.ts sets that cookie on them).
// No server-only: the custom server imports it.
import { randomBytes } from "node:crypto";
import { onCacheMessage } from "../../server/cache-bus";
import { deflateParts, gzipWithNonce, type GzipParts } from "./html-cache-gzip";
import { bareHost, cacheKey, firstVisitCookie, htmlCacheOptions, one, withLocale, type CacheableRequest, type HtmlCacheOptions } from "./html-cache-key";

export * from "./html-cache-key";

export const CACHE_STATUS_HEADER = "x-symposia-cache";

export type CapturedResponse = { status: number; headers: Record<string, string | string[]>; body: Buffer };
export type ServedCopy = { status: number; headers: [string, string | string[]][]; body: Buffer; stale: boolean };
/** How a copy is wanted: gzip'd or not, and for a first visit (which also gets the locale cookie). */
export type ServeOptions = { gzip?: boolean; firstVisit?: boolean };

// Recomputed for every copy (the body changes with its nonce) or meaningless for a copy.
const DROPPED_HEADERS = new Set(["content-length", "content-encoding", "etag", "date", "connection", "keep-alive", "transfer-encoding", CACHE_STATUS_HEADER]);
const NONCE_RE = /'nonce-([A-Za-z0-9+/=_-]{8,64})'/;

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
  /** The same parts deflated once, for gzip copies. */
  gzip: GzipParts;
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
  /** Per bare host: the locale its cookie-less visitors get, and the Set-Cookie that tells their browser. */
  private hostFirstVisit = new Map<string, { locale: string; header: string }>();
  private inFlight = new Map<string, { done: Promise<void>; resolve: () => void; timer: ReturnType<typeof setTimeout> }>();
  /** Bumped by every invalidation: a render that started before it is not stored. */
  generation = 0;

  constructor(readonly opts: HtmlCacheOptions) {}

  key(req: CacheableRequest): string | null {
    return cacheKey(req, this.opts, (host) => this.hostFirstVisit.get(host)?.locale);
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  /**
   * A copy for this request with a fresh nonce, or null (then the caller renders, after begin()).
   * An expired entry is served stale to others only while one request is refreshing it.
   */
  serve(key: string, now = Date.now(), how: ServeOptions = {}): ServedCopy | null {
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
    const nonceBytes = nonce ? Buffer.from(nonce) : null;
    const body = how.gzip ? gzipWithNonce(e.gzip, nonceBytes) : nonceBytes ? Buffer.concat(e.parts.flatMap((p, i) => (i ? [nonceBytes, p] : [p]))) : e.parts[0];
    const headers = e.headers.map(([name, value]): [string, string | string[]] =>
      name === "content-security-policy" && nonce && e.nonce ? [name, [value].flat().map((v) => v.split(e.nonce!).join(nonce))] : [name, value],
    );
    if (how.gzip) headers.push(["content-encoding", "gzip"]);
    const cookie = how.firstVisit ? this.hostFirstVisit.get(e.host) : undefined;
    if (cookie) headers.push(["set-cookie", cookie.header]);
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

  /**
   * Keeps a render of the key. A first visit's render sets only the locale cookie: it is kept
   * without it under that locale's key, and the host's cookie-less visitors are keyed there too.
   */
  store(key: string, r: CapturedResponse, startedGeneration: number, now = Date.now(), firstVisit = false): boolean {
    try {
      const first = firstVisit && startedGeneration === this.generation ? firstVisitCookie(r.headers["set-cookie"]) : null;
      if (!first) return this.keep(key, r, startedGeneration, now);
      const headers = { ...r.headers };
      delete headers["set-cookie"];
      this.hostFirstVisit.set(bareHost(key.slice(0, key.indexOf("\n"))), first);
      return this.keep(withLocale(key, first.locale), { ...r, headers }, startedGeneration, now);
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
    const headers = Object.entries(r.headers).filter(([name]) => !DROPPED_HEADERS.has(name.toLowerCase()) && name.toLowerCase() !== "vary");
    // Every copy varies on the encoding too, whatever the render that made it was asked for.
    const vary = one(r.headers.vary);
    headers.push(["vary", /accept-encoding/i.test(vary) ? vary : vary ? `${vary}, Accept-Encoding` : "Accept-Encoding"]);
    const host = bareHost(key.slice(0, key.indexOf("\n")));
    const gzip = deflateParts(parts, freshNonce().length);
    const bytes = r.body.length + gzip.deflated.reduce((n, d) => n + d.length, 0);
    this.delete(key);
    this.entries.set(key, { status: r.status, headers, parts, gzip, nonce, bytes, host, expires: now + this.opts.ttlMs });
    this.bytes += bytes;
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
      this.hostFirstVisit.clear();
      this.bytes = 0;
      return;
    }
    // A save may change the conference's languages, hence its first visitors' locale.
    for (const host of this.hostFirstVisit.keys()) {
      const id = this.hostConference.get(host);
      if (id === undefined || id === target) this.hostFirstVisit.delete(host);
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
