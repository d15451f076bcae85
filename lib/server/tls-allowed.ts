import "server-only";
import { isValidHostName } from "./host-name";
import { db } from "./db";
import { ttlCache } from "./ttl-cache";

// Caddy's on-demand TLS asks GET /api/tls/allowed?domain=<name> before it obtains a certificate
// for a name it has not seen (deploy/Caddyfile); any answer but 2xx refuses it. A certificate is
// for a name some conference is reached by (ConferenceDomain.host, the table the tenancy maps hosts
// with), published or not: organisers preview a site before it opens. Caddy asks at every TLS
// handshake for a name it has no certificate for, so scanners sending random names reach this too:
// the answer comes from one cached set of every conference host (one query per
// CONFERENCE_CACHE_MS, however many names are asked, and memory bounded by the hosts that exist)
// rather than from a cache entry per asked name.

const TTL_MS = Number(process.env.CONFERENCE_CACHE_MS ?? 5000);
const hosts = ttlCache<Set<string>>("tls-hosts", TTL_MS);

/** A DNS name is at most 253 characters; one trailing dot more is still that name. */
const MAX_DOMAIN = 254;

export type TlsAnswer = 200 | 400 | 404;

/**
 * The asked name as stored ("Conf.Example.ORG." → "conf.example.org"), or null when the query is
 * not one domain name: missing or repeated, too long, with a port, an IP address, a wildcard or any
 * character a host name cannot hold.
 */
export function askedDomain(values: string[]): string | null {
  if (values.length !== 1) return null;
  const raw = values[0];
  if (raw.length > MAX_DOMAIN) return null;
  const host = raw.toLowerCase().replace(/\.$/, "");
  return isValidHostName(host) ? host : null;
}

async function conferenceHosts(): Promise<Set<string>> {
  return hosts.get("all", async () => new Set((await db.conferenceDomain.findMany({ select: { host: true } })).map((d) => d.host)));
}

/** 200 when `domain` (the query's values) names a conference, 404 when it names none, 400 when it is no domain name. */
export async function tlsAllowed(values: string[]): Promise<TlsAnswer> {
  const domain = askedDomain(values);
  if (!domain) return 400;
  return (await conferenceHosts()).has(domain) ? 200 : 404;
}

/** A host was added or removed: the next ask sees it (here at once, elsewhere through the cache bus). */
export function invalidateTlsHosts(): void {
  hosts.clear();
}
