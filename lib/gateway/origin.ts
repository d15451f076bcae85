import { Forbidden } from "@/lib/server/errors";
import { normaliseHost } from "@/lib/server/host";

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF defence for state-changing calls (DESIGN §2): a browser's Origin must be this host; without
 * Origin, a browser still tells us through Sec-Fetch-Site. Non-browser clients (Bearer tokens)
 * send neither and are let through — they carry no ambient cookie.
 */
export function checkOrigin(method: string, headers: { get(name: string): string | null }, host: string): void {
  if (SAFE.has(method)) return;
  const origin = headers.get("origin");
  if (origin) {
    let originHost = "";
    try {
      originHost = normaliseHost(new URL(origin).host);
    } catch {
      /* "null" or garbage: refused below */
    }
    if (originHost !== host) throw new Forbidden("errors.badOrigin");
    return;
  }
  const site = headers.get("sec-fetch-site");
  if (site && site !== "same-origin" && site !== "none") throw new Forbidden("errors.badOrigin");
}
