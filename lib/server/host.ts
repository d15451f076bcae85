import { edgeVerified, validHost, validProto } from "./forwarded";

// Host handling shared by the proxy, pages and the gateway. Never use request.url for the host:
// Next reports localhost there (DESIGN §2). Forwarded headers count only when scripts/server.ts
// vouched for them (lib/server/forwarded.ts).
const LOOPBACK = new Set(["localhost", "127.0.0.1", "::1", "[::1]"]);

type HeaderGetter = { get(name: string): string | null };

export function normaliseHost(raw: string | null | undefined): string {
  const first = (raw ?? "").split(",")[0].trim().toLowerCase();
  if (first.startsWith("[")) return first.slice(0, first.indexOf("]") + 1);
  return first.replace(/:\d+$/, "");
}

/** The host the person asked for, port included, as far as we can believe it. */
function hostWithPort(h: HeaderGetter): string | null {
  const forwarded = edgeVerified(h) ? h.get("x-forwarded-host") : null;
  return validHost(forwarded) ?? validHost(h.get("host"));
}

export function hostFromHeaders(h: HeaderGetter): string {
  return normaliseHost(hostWithPort(h) ?? h.get("host"));
}

/** The host whose conference answers: loopback names fall back to DEFAULT_CONFERENCE_HOST. */
export function tenantHost(host: string): string {
  const fallback = process.env.DEFAULT_CONFERENCE_HOST;
  return fallback && LOOPBACK.has(host) ? normaliseHost(fallback) : host;
}

let configured: { raw: string; map: Map<string, string> } | undefined;

/** PUBLIC_ORIGINS="https://a.example.org,https://b.example.org": the deployment's own word per host. */
export function configuredOrigins(raw = process.env.PUBLIC_ORIGINS ?? ""): Map<string, string> {
  if (configured?.raw === raw) return configured.map;
  const map = new Map<string, string>();
  for (const item of raw
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)) {
    try {
      const u = new URL(item);
      if (validProto(u.protocol.slice(0, -1))) map.set(normaliseHost(u.host), u.origin);
    } catch {
      console.error(`[symposia] PUBLIC_ORIGINS: ignoring ${item}`);
    }
  }
  configured = { raw, map };
  return map;
}

/** The origin the person used, port included ("http://demo.localhost:3000"), for links and redirects. */
export function publicOrigin(h: HeaderGetter): string {
  const host = hostWithPort(h) ?? "localhost";
  const fixed = configuredOrigins().get(normaliseHost(host));
  if (fixed) return fixed;
  const proto = (edgeVerified(h) && validProto(h.get("x-forwarded-proto"))) || "http";
  return `${proto}://${host}`;
}

/** The scheme and host of publicOrigin, for the OIDC redirect URI. */
export function publicOriginParts(h: HeaderGetter): { proto: string; host: string } {
  const u = new URL(publicOrigin(h));
  return { proto: u.protocol.slice(0, -1), host: u.host };
}

/** The client's address for per-IP limits; "unknown" when nobody we trust vouched for it. */
export function clientIp(h: HeaderGetter): string {
  return (edgeVerified(h) && h.get("x-forwarded-for")?.trim().slice(0, 64)) || "unknown";
}
