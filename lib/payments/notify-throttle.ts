import "server-only";

// Whoever keeps sending notifications that fail verification is slowed down (issue 12): after 30
// refused ones from an address in 10 minutes, that address gets 429 without any work (no
// verification, no certificate fetch, no row) until the window passes. Providers' genuine
// notifications are never refused, so they never count. Per process and in memory, bounded.

const WINDOW_MS = 10 * 60_000;
const LIMIT = 30;
const MAX_KEYS = 10_000;
const refused = new Map<string, { start: number; count: number }>();

export function notifyBlocked(ip: string, now = Date.now()): boolean {
  const e = refused.get(ip);
  return !!e && now - e.start < WINDOW_MS && e.count >= LIMIT;
}

export function noteRefused(ip: string, now = Date.now()): void {
  const e = refused.get(ip);
  if (!e || now - e.start >= WINDOW_MS) {
    if (refused.size >= MAX_KEYS) refused.clear(); // a flood of addresses: start over rather than grow
    refused.set(ip, { start: now, count: 1 });
  } else e.count++;
}
