import "server-only";
import { headers } from "next/headers";
import { cache } from "react";
import { findSiteConferenceByHost } from "@/lib/conference/queries";
import { invalidateSitePages } from "@/lib/site/render/invalidate";
import type { SiteConference } from "@/lib/conference/types";
import { hostFromHeaders, tenantHost } from "./host";
import { noteConference } from "./observability/context";
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
  invalidateSitePages("all"); // the anonymous HTML cache holds settings too (name, dates, banner)
}

export const getRequestHost = cache(async (): Promise<string> => hostFromHeaders(await headers()));

/** The conference of the current request (React-cached per render), or null for an unknown host. */
export const getConference = cache(async (): Promise<SiteConference | null> => resolveConference(await getRequestHost()));
