import { handleSessionExpired } from "./session-expired";

// Browser calls to the §7 gateway (same host, cookie session). A 401 runs the expired-session flow —
// for every call, file uploads included (issue 9.13).
export type GatewayReply<T> = { ok: boolean; status: number; data: T | null; message: string };

/** `body`: JSON-encoded, except FormData, which goes as multipart (the browser sets the boundary). */
export async function gatewayFetch<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<GatewayReply<T>> {
  const form = typeof FormData !== "undefined" && init.body instanceof FormData;
  try {
    const res = await fetch(`/api${path}`, {
      method: init.method ?? "GET",
      headers: init.body === undefined || form ? undefined : { "content-type": "application/json" },
      body: init.body === undefined ? undefined : form ? (init.body as FormData) : JSON.stringify(init.body),
      credentials: "same-origin",
    });
    const json = (await res.json().catch(() => null)) as { data?: T; message?: string } | null;
    if (res.status === 401) handleSessionExpired(json?.message ?? "");
    return { ok: res.ok, status: res.status, data: json?.data ?? null, message: json?.message ?? "" };
  } catch (e) {
    return { ok: false, status: 0, data: null, message: (e as Error).message };
  }
}
