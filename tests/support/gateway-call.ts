import { dispatch } from "@/lib/gateway/dispatch";
import { withRequest } from "./request-scope";

// One gateway call from an integration test, as the catch-all route would make it: Host carries the
// conference, Origin passes the same-origin check, a Bearer token signs in. The test file mocks
// next/headers with tests/support/request-scope.ts (vi.mock is per file).

export type GatewayCall = { token?: string; host?: string; json?: unknown; body?: BodyInit; type?: string };

/** `path` under /api, e.g. "/conference/conferenceUser/detail/7" (segments are decoded, as Next does). */
export function callGateway(method: string, path: string, opts: GatewayCall = {}): Promise<Response> {
  const host = opts.host ?? "demo.localhost";
  const headers = new Headers({ host, origin: `http://${host}` });
  if (opts.token) headers.set("authorization", `Bearer ${opts.token}`);
  const body = opts.json !== undefined ? JSON.stringify(opts.json) : opts.body;
  if (opts.json !== undefined) headers.set("content-type", "application/json");
  if (opts.type) headers.set("content-type", opts.type);
  const url = new URL(`http://${host}/api${path}`);
  const request = new Request(url, { method, headers, body: method === "GET" ? undefined : body });
  const segments = url.pathname.slice("/api/".length).split("/").map(decodeURIComponent);
  return withRequest(request, () => dispatch(request, segments));
}

/** The JSON envelope of a gateway answer. */
export async function envelopeOf<T = unknown>(r: Response): Promise<{ code: number; data: T; message: string }> {
  return (await r.json()) as { code: number; data: T; message: string };
}
