import "server-only";
import { subscribeMenusChanged } from "@/lib/menus/events";
import { onCacheMessage, publishCacheMessage } from "@/lib/server/cache-bus";
import { subscribeSiteContentChanged } from "@/lib/site-pages/events";
import { sharedHtmlCache } from "./html-cache";

// A manager's save shows on the next anonymous request. The cached HTML lives on
// globalThis (html-cache.ts) so that this call, made inside any Next bundle, reaches the copy the
// custom server answers from. Other processes (replicas) hear it through the cache bus.

/** Drops the cached visitor pages of a conference, or of every conference. */
export function invalidateSitePages(target: number | "all"): void {
  sharedHtmlCache().invalidate(target);
  publishCacheMessage({ kind: "pages", target });
}

const hooked = globalThis as unknown as { __symposiaPagesBusHooked?: boolean };
if (!hooked.__symposiaPagesBusHooked) {
  hooked.__symposiaPagesBusHooked = true;
  onCacheMessage((m) => {
    if (m.kind === "pages") sharedHtmlCache().invalidate(m.target);
  });
}

/** The renderer of / and /page/{id} names the conference a host shows (scoped invalidation). */
export function noteRenderedHost(host: string, conferenceId: number): void {
  sharedHtmlCache().noteHost(host, conferenceId);
}

// Each Next bundle has its own copy of the event modules; this file is imported (through
// lib/server/tenant.ts) by every bundle that can change pages or menus, so each copy is heard.
subscribeSiteContentChanged(invalidateSitePages);
subscribeMenusChanged(invalidateSitePages);
