import "server-only";
import { announceCacheMessage } from "@/lib/server/cache-bus";
import { sharedHtmlCache } from "./html-cache";

// A manager's save shows on the next anonymous request. The cached HTML lives on globalThis
// (html-cache.ts) and listens on the cache bus, so this call, made inside any Next bundle, reaches
// the copy the custom server answers from, and the other processes (replicas) hear it too. Writers
// outside the site (conference settings, pages, menus) announce the same message themselves.

/** Drops the cached visitor pages of a conference, or of every conference. */
export function invalidateSitePages(target: number | "all"): void {
  announceCacheMessage({ kind: "pages", target });
}

/** The renderer of / and /page/{id} names the conference a host shows (scoped invalidation). */
export function noteRenderedHost(host: string, conferenceId: number): void {
  sharedHtmlCache().noteHost(host, conferenceId);
}
