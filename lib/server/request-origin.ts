import "server-only";
import { headers } from "next/headers";
import { publicOrigin, publicOriginParts } from "./host";

// The origin of the request being served (pages, server actions, route handlers and the gateway),
// for links in mail and sign-in redirects: one place, on top of lib/server/host.ts, which stays
// free of next/headers so that proxy.ts can use it.

/** "https://conf.example.org" — as the person reached us (by the forwarded-header rules of host.ts). */
export async function requestOrigin(): Promise<string> {
  return publicOrigin(await headers());
}

/** The scheme and host of requestOrigin(), for the OIDC redirect URI. */
export async function requestOriginParts(): Promise<{ proto: string; host: string }> {
  return publicOriginParts(await headers());
}
