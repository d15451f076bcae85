// Host handling shared by the proxy, pages and the gateway. Never use request.url for the host:
// Next reports localhost there (DESIGN §2).
const LOOPBACK = new Set(["localhost", "127.0.0.1", "::1", "[::1]"]);

export function normaliseHost(raw: string | null | undefined): string {
  const first = (raw ?? "").split(",")[0].trim().toLowerCase();
  if (first.startsWith("[")) return first.slice(0, first.indexOf("]") + 1);
  return first.replace(/:\d+$/, "");
}

export function hostFromHeaders(h: { get(name: string): string | null }): string {
  return normaliseHost(h.get("x-forwarded-host") ?? h.get("host"));
}

/** The host whose conference answers: loopback names fall back to DEFAULT_CONFERENCE_HOST. */
export function tenantHost(host: string): string {
  const fallback = process.env.DEFAULT_CONFERENCE_HOST;
  return fallback && LOOPBACK.has(host) ? normaliseHost(fallback) : host;
}

/** The origin the person used, port included ("http://demo.localhost:3000"), for links and redirects. */
export function publicOrigin(h: { get(name: string): string | null }): string {
  const host = (h.get("x-forwarded-host") ?? h.get("host") ?? "localhost").split(",")[0].trim();
  const proto = (h.get("x-forwarded-proto") ?? "http").split(",")[0].trim();
  return `${proto}://${host}`;
}
