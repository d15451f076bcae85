import { publicOrigin } from "@/lib/server/host";
import { loginRedirect } from "@/lib/server/route-policy";

// A file link of the gateway (a participants-only download, a registration file, an attachment)
// is also opened straight from a page, a mail or a bookmark. A signed-out person doing that gets
// the sign-in page with a way back to the file, not the JSON envelope meant for API clients.
// Scripts calling the gateway (fetch: Sec-Fetch-Mode cors / same-origin, or a bearer token) keep
// the 401 envelope of DESIGN §5.

/** Whether the request is a browser opening the address itself (a top-level navigation). */
export function isBrowserNavigation(request: Request): boolean {
  if (request.method !== "GET" || request.headers.has("authorization")) return false;
  const mode = request.headers.get("sec-fetch-mode");
  if (mode) return mode === "navigate";
  // Browsers without Fetch Metadata: a page load asks for HTML first.
  return /\btext\/html\b/.test(request.headers.get("accept") ?? "");
}

/** `answer`, or a 303 to sign-in returning to this address when it is a 401 to a navigation. */
export function signInInstead(request: Request, answer: Response): Response {
  if (answer.status !== 401 || !isBrowserNavigation(request)) return answer;
  const url = new URL(request.url); // path and query are right; the host is read from the headers
  const location = new URL(loginRedirect(url.pathname + url.search), publicOrigin(request.headers));
  return new Response(null, { status: 303, headers: { location: location.toString(), "cache-control": "no-store" } });
}
