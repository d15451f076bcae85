import { announceCacheMessage } from "@/lib/server/cache-bus";

// A page or template changed. Nothing here caches rendered pages: the visitors' HTML cache
// (lib/site/render/html-cache.ts) hears on the cache bus which conference's copies are stale, in
// this process and in the others.

/** Called after every committed page or template write. */
export function onSiteContentChanged(conferenceId: number): void {
  announceCacheMessage({ kind: "pages", target: conferenceId });
}
