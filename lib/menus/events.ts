import { announceCacheMessage } from "@/lib/server/cache-bus";

// The menu changed. Whoever caches what a menu shows (the visitors' HTML cache,
// lib/site/render/html-cache.ts) hears on the cache bus which conference's copies are stale, in
// this process and in the others.

/** Called after every menu write (create, update, delete, reorder), once it is committed. */
export function onMenusChanged(conferenceId: number): void {
  announceCacheMessage({ kind: "pages", target: conferenceId });
}
