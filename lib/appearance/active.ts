import "server-only";
import { db } from "@/lib/server/db";
import { ttlCache } from "@/lib/server/ttl-cache";
import { invalidateSitePages } from "@/lib/site/render/invalidate";
import { BUILTIN_CSS, BUILTIN_BASE_CSS } from "./builtin";
import type { AppearanceKind } from "./scope";

// The appearance every public page of a conference wears. Read on each page render, so
// it is cached per conference for a short while and dropped on every write (onAppearanceChanged),
// together with the visitors' page copies of lib/site/render/html-cache.ts.

export type ActiveAppearance = { kind: AppearanceKind; /** built-in look (ours) */ base: string; /** the organiser's, sanitised */ custom: string };

const cache = ttlCache<ActiveAppearance>("activeAppearance", Number(process.env.APPEARANCE_CACHE_MS ?? 15_000));

async function load(conferenceId: number): Promise<ActiveAppearance> {
  const row = await db.appearance.findFirst({ where: { conferenceId, isActive: true }, select: { builtIn: true, css: true } });
  // A custom appearance dresses the classic look; no active row (should not happen) = classic.
  const kind: AppearanceKind = row?.builtIn === "modern" ? "modern" : row && !row.builtIn ? "custom" : "classic";
  const look = row?.builtIn === "modern" ? "modern" : "classic";
  return { kind, base: BUILTIN_BASE_CSS + BUILTIN_CSS[look], custom: row && !row.builtIn ? row.css : "" };
}

export function getActiveAppearance(conferenceId: number): Promise<ActiveAppearance> {
  return cache.get(String(conferenceId), () => load(conferenceId));
}

/** Every write to a conference's appearances calls this, so its pages show the change at once. */
export function onAppearanceChanged(conferenceId: number): void {
  cache.clear(); // no per-key delete; dropping all of it costs one query per conference
  invalidateSitePages(conferenceId); // visitors' cached HTML carries the appearance too
}
