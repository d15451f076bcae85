import "server-only";
import * as client from "openid-client";
import { z } from "zod";

// Organisation sign-in providers, per platform, from OIDC_PROVIDERS (JSON array):
//   [{"key":"cstnet","issuer":"https://…","clientId":"…","clientSecret":"…"}]
// An http:// issuer is allowed only for loopback test servers.

const ZProvider = z.object({
  key: z.string().min(1).max(40),
  issuer: z.string().url(),
  clientId: z.string().min(1),
  clientSecret: z.string().optional(),
  scope: z.string().optional(),
});
export type OidcProvider = z.infer<typeof ZProvider>;

export function configuredProviders(): OidcProvider[] {
  const raw = process.env.OIDC_PROVIDERS;
  if (!raw) return [];
  try {
    return z.array(ZProvider).parse(JSON.parse(raw));
  } catch (e) {
    console.error("[oidc] OIDC_PROVIDERS is not valid", e);
    return [];
  }
}

export function findProvider(key: string | null | undefined): OidcProvider | null {
  const all = configuredProviders();
  return (key ? all.find((p) => p.key === key) : all[0]) ?? null;
}

const cache = new Map<string, Promise<client.Configuration>>();

/** Discovered configuration, cached per provider (a failed discovery is retried next time). */
export function providerConfiguration(p: OidcProvider): Promise<client.Configuration> {
  const id = `${p.key}|${p.issuer}|${p.clientId}`;
  let c = cache.get(id);
  if (!c) {
    const url = new URL(p.issuer);
    const insecure = url.protocol === "http:" && ["127.0.0.1", "localhost", "[::1]"].includes(url.hostname);
    c = client.discovery(url, p.clientId, p.clientSecret, undefined, insecure ? { execute: [client.allowInsecureRequests] } : undefined);
    c.catch(() => cache.delete(id));
    cache.set(id, c);
  }
  return c;
}
