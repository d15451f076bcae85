import { afterEach, describe, expect, it, vi } from "vitest";
import { gatewayFetch, REQUEST_TIMEOUT_MS } from "./gateway-fetch";

// SPEC §7: request timeout 600 000 ms. The browser's fetch is stood in for by one that never
// answers until its signal aborts — the only way to see our timer without waiting ten minutes.
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function hangingFetch() {
  return vi.fn(
    (_url: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener("abort", () => reject(init.signal?.reason));
      }),
  );
}

describe("gatewayFetch", () => {
  it("gives a call up after exactly 600 000 ms, as a failed reply", async () => {
    vi.useFakeTimers();
    const fetch = hangingFetch();
    vi.stubGlobal("fetch", fetch);
    let settled: unknown = null;
    const call = gatewayFetch("/home/company/findByQuery", { method: "POST", body: {} }).then((r) => (settled = r));
    expect(REQUEST_TIMEOUT_MS).toBe(600_000);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(settled).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    await call;
    // No English text of the browser's or ours: the caller shows its own translated one.
    expect(settled).toEqual({ ok: false, status: 0, data: null, message: "" });
    expect(fetch.mock.calls[0][1].signal).toBeInstanceOf(AbortSignal);
  });

  it("answers a network failure with status 0 and no message, which callers replace with their own text", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    expect(await gatewayFetch("/x", { method: "POST", body: {} })).toEqual({ ok: false, status: 0, data: null, message: "" });
  });

  it("answers a reply normally and leaves no timer behind", async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify({ code: 200, data: { rows: [] }, message: "ok" }), { status: 200 })),
    );
    const r = await gatewayFetch<{ rows: unknown[] }>("/x");
    expect(r).toEqual({ ok: true, status: 200, data: { rows: [] }, message: "ok" });
    expect(vi.getTimerCount()).toBe(0);
  });
});
