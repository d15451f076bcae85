// Which forwarded headers to believe. The app is served by scripts/server.ts, which
// rewrites every request's X-Forwarded-For/-Proto/-Host from what the deployment says it trusts
// (TRUSTED_PROXY_HOPS reverse proxies in front of it; default none) and marks the request with a
// per-process secret. App code reads those headers only on a marked request, so a client can
// neither spoof its address nor steer redirects and mail links, even under a bare `next start`.
// No server-only: the custom server imports it.
import { timingSafeEqual } from "node:crypto";

export const EDGE_HEADER = "x-symposia-edge";
export const EDGE_SECRET_ENV = "SYMPOSIA_EDGE_SECRET";

type RawHeaders = Record<string, string | string[] | undefined>;
type HeaderGetter = { get(name: string): string | null };

const FORWARDED = ["x-forwarded-for", "x-forwarded-host", "x-forwarded-proto", "x-forwarded-port", "x-real-ip", "forwarded"];
const HOST_RE = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

export function trustedProxyHops(env: NodeJS.ProcessEnv = process.env): number {
  const n = Number(env.TRUSTED_PROXY_HOPS ?? 0);
  return Number.isInteger(n) && n >= 0 && n <= 10 ? n : 0;
}

/** A Host / X-Forwarded-Host value we are willing to put into a URL, lower-cased; else null. */
export function validHost(raw: string | null | undefined): string | null {
  const v = (raw ?? "").trim().toLowerCase();
  return v && v.length <= 300 && HOST_RE.test(v) ? v : null;
}

/** Only "http" and "https"; anything else ("https://evil.example/x?") is refused. */
export function validProto(raw: string | null | undefined): "http" | "https" | null {
  const v = (raw ?? "").trim().toLowerCase();
  return v === "http" || v === "https" ? v : null;
}

function list(v: string | string[] | undefined): string[] {
  return [v ?? []]
    .flat()
    .flatMap((s) => s.split(","))
    .map((s) => s.trim())
    .filter(Boolean);
}

function stripPort(ip: string): string {
  // "1.2.3.4:5678" and "[::1]:80" as some proxies write them; a bare IPv6 keeps its colons.
  const v4 = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(ip);
  if (v4) return v4[1];
  const v6 = /^\[([^\]]+)\](?::\d+)?$/.exec(ip);
  return v6 ? v6[1] : ip;
}

export type EdgeFacts = { socketIp: string; encrypted: boolean; secret: string; hops: number };

/**
 * Rewrites a Node request's headers in place: the client's address, scheme and host as far as the
 * trusted proxies vouch for them, everything else from the socket. The right-most `hops` entries of
 * X-Forwarded-For were appended by our own proxies; the entry before them is the client.
 */
export function normaliseForwarded(headers: RawHeaders, f: EdgeFacts): void {
  // Next's own follow-up request (a server action's redirect is rendered by fetching this server
  // again, with the original request's headers): already normalised by us, so kept as it is.
  if (sameSecret(headers[EDGE_HEADER], f.secret)) return;
  const chain = [...list(headers["x-forwarded-for"]), f.socketIp].map(stripPort);
  const proto = f.hops > 0 ? validProto(list(headers["x-forwarded-proto"]).at(-1)) : null;
  const fwdHost = f.hops > 0 ? validHost(list(headers["x-forwarded-host"]).at(-1)) : null;
  for (const h of FORWARDED) delete headers[h];
  delete headers[EDGE_HEADER];
  const client = f.hops > 0 ? (chain[chain.length - 1 - f.hops] ?? chain[0]) : f.socketIp;
  headers["x-forwarded-for"] = stripPort(client || "unknown").slice(0, 64);
  headers["x-forwarded-proto"] = proto ?? (f.encrypted ? "https" : "http");
  const host = fwdHost ?? validHost(String(headers.host ?? ""));
  if (host) headers["x-forwarded-host"] = host;
  headers[EDGE_HEADER] = f.secret;
}

function sameSecret(given: string | string[] | undefined, secret: string): boolean {
  if (typeof given !== "string" || !secret) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Whether scripts/server.ts vouched for this request's forwarded headers. */
export function edgeVerified(h: HeaderGetter, env: NodeJS.ProcessEnv = process.env): boolean {
  const secret = env[EDGE_SECRET_ENV];
  return sameSecret(h.get(EDGE_HEADER) ?? undefined, secret ?? "");
}
