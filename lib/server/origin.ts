import { Forbidden } from "./errors";
import { publicOrigin } from "./host";

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

type HeaderGetter = { get(name: string): string | null };

/**
 * CSRF defence for state-changing calls (DESIGN §2): a browser's Origin must be exactly this
 * conference's public origin — scheme, host and port (comparing hosts alone let
 * "http://demo.localhost:8080" and "http://evil@demo.localhost" through). Without Origin, a
 * browser still tells us through Sec-Fetch-Site. Non-browser clients (Bearer tokens) send
 * neither and are let through — they carry no ambient cookie.
 */
export function checkOrigin(method: string, headers: HeaderGetter): void {
  if (SAFE.has(method)) return;
  const origin = headers.get("origin");
  if (origin) {
    if (origin !== publicOrigin(headers)) throw new Forbidden("errors.badOrigin");
    return;
  }
  const site = headers.get("sec-fetch-site");
  if (site && site !== "same-origin" && site !== "none") throw new Forbidden("errors.badOrigin");
}
