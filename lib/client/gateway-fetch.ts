import { handleSessionExpired } from "./session-expired";

// Browser calls to the §7 gateway (same host, cookie session). A 401 runs the expired-session flow —
// for every call, file uploads included.
export type GatewayReply<T> = { ok: boolean; status: number; data: T | null; message: string };

/** SPEC §7: a call still unanswered after 600 000 ms is given up (a large upload on a slow line fits in it). */
export const REQUEST_TIMEOUT_MS = 600_000;

const NO_ANSWER = { ok: false, status: 0, data: null, message: "" } as const;

/**
 * `body`: JSON-encoded, except FormData, which goes as multipart (the browser sets the boundary).
 * When no answer came (network down, timed out) the reply has status 0 and no message: the
 * browser's own error text is English-only, so callers show a translated text of their own.
 */
export async function gatewayFetch<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<GatewayReply<T>> {
  const form = typeof FormData !== "undefined" && init.body instanceof FormData;
  // A timer of our own rather than AbortSignal.timeout: it also bounds reading the body.
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), REQUEST_TIMEOUT_MS);
  try {
    const res = await fetch(`/api${path}`, {
      method: init.method ?? "GET",
      headers: init.body === undefined || form ? undefined : { "content-type": "application/json" },
      body: init.body === undefined ? undefined : form ? (init.body as FormData) : JSON.stringify(init.body),
      credentials: "same-origin",
      signal: abort.signal,
    });
    const json = (await res.json().catch(() => null)) as { data?: T; message?: string } | null;
    if (abort.signal.aborted) return NO_ANSWER;
    if (res.status === 401) handleSessionExpired(json?.message ?? "");
    return { ok: res.ok, status: res.status, data: json?.data ?? null, message: json?.message ?? "" };
  } catch {
    return NO_ANSWER;
  } finally {
    clearTimeout(timer);
  }
}
