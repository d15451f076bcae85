import { ProviderUnavailable, type HttpRequest, type HttpResponse, type ProviderHttp } from "./types";

// Every call to a payment provider goes through here, so that every outgoing call has a timeout
// and a retry policy: a hard timeout per attempt, and — for requests that are safe to repeat —
// up to `retries` more attempts after a network error, a timeout, a 429 or a 5xx, with exponential
// backoff and jitter. A 4xx is the provider's answer and is returned as it is.

export type HttpPolicy = { timeoutMs: number; retries: number; backoffMs: number };

export const DEFAULT_HTTP_POLICY: HttpPolicy = {
  timeoutMs: Number(process.env.PAYMENT_HTTP_TIMEOUT_MS ?? 10_000),
  retries: 2,
  backoffMs: 300,
};

const RETRYABLE_STATUS = (s: number) => s === 429 || s >= 500;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function providerHttp(method: string, policy: HttpPolicy = DEFAULT_HTTP_POLICY, fetchImpl: typeof fetch = fetch): ProviderHttp {
  return async (req: HttpRequest): Promise<HttpResponse> => {
    const attempts = req.idempotent ? policy.retries + 1 : 1;
    let last = "";
    for (let i = 0; i < attempts; i++) {
      if (i > 0) await sleep(policy.backoffMs * 2 ** (i - 1) * (0.5 + Math.random()));
      try {
        const res = await fetchImpl(req.url, {
          method: req.method,
          headers: req.headers,
          body: req.body,
          redirect: "manual",
          signal: AbortSignal.timeout(policy.timeoutMs),
        });
        const text = await res.text();
        if (RETRYABLE_STATUS(res.status) && i < attempts - 1) {
          last = `HTTP ${res.status}`;
          continue;
        }
        if (RETRYABLE_STATUS(res.status)) throw new ProviderUnavailable(method, `HTTP ${res.status}`);
        return { status: res.status, headers: res.headers, text };
      } catch (e) {
        if (e instanceof ProviderUnavailable) throw e;
        last = e instanceof Error ? `${e.name}: ${e.message}` : String(e);
      }
    }
    // Only the URL's origin and path: query strings may carry signed parameters.
    const u = new URL(req.url);
    throw new ProviderUnavailable(method, `${req.method} ${u.origin}${u.pathname} failed after ${attempts} attempt(s): ${last}`);
  };
}
