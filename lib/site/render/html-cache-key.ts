// The cache key of the HTML micro-cache (html-cache.ts): which requests may be answered from a
// copy, and which copy. Pure, so the custom server and Next's bundles agree on it.
// No server-only: the custom server imports it.
import { cookieLocale, isLocale, LOCALE_COOKIE } from "../../i18n/locale";
import { isMobileUserAgent } from "../../server/mobile";

export const SESSION_COOKIE_NAME = "symposia_session"; // lib/server/session-store.ts SESSION_COOKIE (server-only there)

type RawHeaders = Record<string, string | string[] | undefined>;
export type CacheableRequest = { method?: string; url?: string; headers: RawHeaders };

const CONTENT_PATH = /^\/(?:page\/[^/?#]{1,200})?$/;
// Client-router requests answer RSC payloads under the same URL; never mix them with HTML.
const ROUTER_HEADERS = ["rsc", "next-router-state-tree", "next-router-prefetch", "next-router-segment-prefetch", "next-action", "next-url"];
// Next renders a different (blocking-metadata) page for crawlers; they are not the crowd, so they
// simply bypass the cache. Broad on purpose: a false match only costs a render.
const CRAWLER_UA = /bot|crawl|spider|slurp|google|lighthouse|facebookexternalhit|whatsapp|preview|yandex|baidu|sogou|ia_archiver|yeti/i;

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

export function one(v: string | string[] | undefined): string {
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
 * path + query, the locale cookie and the device class (SPEC §2: mobile by user-agent). Without a
 * locale cookie the locale is the host's default when known (`firstVisitLocale`), else empty.
 */
export function cacheKey(
  req: CacheableRequest,
  opts: Pick<HtmlCacheOptions, "hosts" | "ttlMs">,
  firstVisitLocale: (host: string) => string | undefined = () => undefined,
): string | null {
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
  const locale = cookieLocale(cookies) ?? firstVisitLocale(bareHost(host)) ?? "";
  return [host.toLowerCase(), proto, url, locale, device].join("\n");
}

/** Whether a request carries no locale cookie (a first visit, as far as the language goes). */
export function isFirstVisit(req: CacheableRequest): boolean {
  return cookieLocale(one(req.headers.cookie)) === undefined;
}

/** The key with another locale (keys are host, scheme, path, locale, device, one per line). */
export function withLocale(key: string, locale: string): string {
  const f = key.split("\n");
  f[3] = locale;
  return f.join("\n");
}

/** The locale a first visit's answer sets, when the locale cookie is the only cookie it sets. */
export function firstVisitCookie(setCookie: string | string[] | undefined): { locale: string; header: string } | null {
  const all = setCookie === undefined ? [] : [setCookie].flat();
  if (all.length !== 1) return null;
  const m = /^\s*([^=;\s]+)=([^;]*)/.exec(all[0]);
  return m && m[1] === LOCALE_COOKIE && isLocale(m[2]) ? { locale: m[2], header: all[0] } : null;
}
