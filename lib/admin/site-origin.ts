import "server-only";
import { configuredOrigins, publicOrigin } from "@/lib/server/host";

type HeaderGetter = { get(name: string): string | null };

/**
 * The address of a conference's site as people reach it: PUBLIC_ORIGINS when it names the host,
 * else the scheme and port of the request the administrator is using (one deployment serves every
 * host the same way, e.g. http://…:3000 in the demo, https behind the proxy in production).
 */
export function siteOrigin(host: string, h: HeaderGetter): string {
  const fixed = configuredOrigins().get(host);
  if (fixed) return fixed;
  const here = new URL(publicOrigin(h));
  return `${here.protocol}//${host}${here.port ? `:${here.port}` : ""}`;
}

export type OriginOf = (host: string) => string;

export function originResolver(h: HeaderGetter): OriginOf {
  return (host) => siteOrigin(host, h);
}
