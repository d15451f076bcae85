import "server-only";
import { headers } from "next/headers";
import { cache } from "react";
import { announceCacheMessage } from "./cache-bus";
import { hostFromHeaders, tenantHost } from "./host";
import { noteConference } from "./observability/context";
import type { SiteConference } from "./site-conference";
import { findSiteConferenceByHost } from "./tenant-record";
import { invalidateTlsHosts } from "./tls-allowed";
import { ttlCache } from "./ttl-cache";

const TTL_MS = Number(process.env.CONFERENCE_CACHE_MS ?? 5000);
const conferences = ttlCache<SiteConference | null>("conference", TTL_MS);

/** host → conference, cached briefly; usable outside a React render (proxy, gateway). */
export async function resolveConference(host: string): Promise<SiteConference | null> {
  const key = tenantHost(host);
  const conference = await conferences.get(key, () => findSiteConferenceByHost(key));
  noteConference(conference?.id); // the access log line names the conference
  return conference;
}

/** Call after a change to a conference's settings so the next request sees it. */
export function invalidateConferenceCache(): void {
  conferences.clear();
  invalidateTlsHosts(); // a host added or removed: Caddy's next ask for it sees the change
  // The visitors' HTML copies hold settings too (name, dates, banner); their cache listens.
  announceCacheMessage({ kind: "pages", target: "all" });
}

export const getRequestHost = cache(async (): Promise<string> => hostFromHeaders(await headers()));

/** The conference of the current request (React-cached per render), or null for an unknown host. */
export const getConference = cache(async (): Promise<SiteConference | null> => resolveConference(await getRequestHost()));
