import "server-only";

// Whoever keeps sending notifications that fail verification is slowed down: after 30
// failed verifications in 10 minutes, further ones from the same address, for the same conference
// and provider, are answered 429 without a row or a log line until the window passes. Only failed
// verifications (refused, or thrown) count, and a notification whose signature verifies is never
// blocked: providers send from shared addresses, so forged messages from one of them must not
// shut out the genuine ones. Per process and in memory, bounded.

const WINDOW_MS = 10 * 60_000;
const LIMIT = 30;
const MAX_KEYS = 10_000;
const refused = new Map<string, { start: number; count: number }>();

export function throttleKey(ip: string, conferenceId: number, method: string): string {
  return `${ip}|${conferenceId}|${method}`;
}

export function notifyBlocked(key: string, now = Date.now()): boolean {
  const e = refused.get(key);
  return !!e && now - e.start < WINDOW_MS && e.count >= LIMIT;
}

export function noteRefused(key: string, now = Date.now()): void {
  const e = refused.get(key);
  if (!e || now - e.start >= WINDOW_MS) {
    if (refused.size >= MAX_KEYS) refused.clear(); // a flood of addresses: start over rather than grow
    refused.set(key, { start: now, count: 1 });
  } else e.count++;
}
