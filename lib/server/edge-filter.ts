// Requests scripts/server.ts answers itself, before Next sees them, and the page headers it makes
// sure of. Next answers some hostile input with a bare 500 (a malformed %-escape in the path, a
// server action from a foreign origin or with a body it cannot decode); those are the client's
// fault, so they get a 4xx in the gateway's envelope { code, data, message }. And the CSP must not
// depend on proxy.ts's matcher, which skips every path whose last segment has a dot.
// No server-only: the custom server imports it.
import { IncomingMessage, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import enErrors from "@/messages/en/errors.json";
import zhErrors from "@/messages/zh/errors.json";
import { cookieLocale } from "@/lib/i18n/locale";

type Head = { method?: string; url?: string; headers: IncomingHttpHeaders };
type EdgeRefusal = { status: 400 | 403 | 413; key: "badRequest" | "badOrigin" | "payloadTooLarge" };

/** Next's default limit of a server action's body (serverActions.bodySizeLimit, "1mb"). */
export const ACTION_BODY_MAX = 1024 * 1024;

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v?.split(",")[0]?.trim());

/** A request target whose path has a malformed %-escape ("/api/%E0%A4%A"): Next's router throws on it. */
export function malformedPath(url: string | undefined): boolean {
  const raw = url ?? "/";
  const q = raw.indexOf("?");
  try {
    decodeURIComponent(q >= 0 ? raw.slice(0, q) : raw);
    return false;
  } catch {
    return true;
  }
}

/** A server action call (React's fetch of an action): POST with Next's action header. */
function isServerAction(req: Head): boolean {
  return req.method === "POST" && typeof req.headers["next-action"] === "string";
}

/**
 * Next's CSRF rule for actions, decided here: an Origin, when sent, must name the host the request
 * was addressed to (X-Forwarded-Host as scripts/server.ts rewrote it, else Host). Unparseable and
 * "null" origins are foreign. No Origin at all is left to Next and to action(...) as before.
 */
export function foreignOrigin(headers: IncomingHttpHeaders): boolean {
  const origin = headers.origin;
  if (origin === undefined) return false;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return true;
  }
  const addressed = first(headers["x-forwarded-host"]) || headers.host;
  return !host || !addressed || host !== addressed.toLowerCase();
}

/** Whether a server action's body is something Next cannot decode (not multipart form data, not JSON). */
async function malformedActionBody(contentType: string | undefined, body: Buffer): Promise<boolean> {
  const type = (contentType ?? "").toLowerCase();
  if (type.startsWith("application/x-www-form-urlencoded")) return false; // any text is a form
  if (type.startsWith("multipart/form-data")) {
    try {
      await new Response(new Uint8Array(body), { headers: { "content-type": contentType! } }).formData();
      return false;
    } catch {
      return true;
    }
  }
  try {
    JSON.parse(body.toString("utf8")); // React's encodeReply writes JSON when there are no files
    return false;
  } catch {
    return true;
  }
}

/** The refusal of what is wrong with the request line or headers alone; null when nothing is. */
function screenHead(req: Head): EdgeRefusal | null {
  if (malformedPath(req.url)) return { status: 400, key: "badRequest" };
  if (isServerAction(req) && foreignOrigin(req.headers)) return { status: 403, key: "badOrigin" };
  return null;
}

const MESSAGES = { en: enErrors, zh: zhErrors } as const;

/** The gateway's envelope, in the language of the locale cookie (Chinese by default). */
function refusalBody(refusal: EdgeRefusal, cookieHeader: string | undefined): string {
  const locale = cookieLocale(cookieHeader) === "en" ? "en" : "zh";
  return JSON.stringify({ code: refusal.status, data: null, message: MESSAGES[locale][refusal.key] });
}

function answerRefusal(req: Head, res: ServerResponse, refusal: EdgeRefusal): void {
  const body = refusalBody(refusal, req.headers.cookie);
  res.writeHead(refusal.status, {
    "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(body),
    "cache-control": "no-store",
    "x-content-type-options": "nosniff",
    // The body was not (fully) read: the connection cannot carry another request.
    ...(req.method === "POST" ? { connection: "close" } : {}),
  });
  res.end(body);
}

/**
 * Reads a server action's body (bounded as Next bounds it) and checks it. Resolves with a request
 * that replays the body to Next, or with the refusal to answer instead.
 */
async function screenActionBody(req: IncomingMessage): Promise<{ refusal: EdgeRefusal } | { request: IncomingMessage }> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > ACTION_BODY_MAX) return { refusal: { status: 413, key: "payloadTooLarge" } };
    chunks.push(chunk as Buffer);
  }
  const body = Buffer.concat(chunks);
  if (await malformedActionBody(req.headers["content-type"], body)) return { refusal: { status: 400, key: "badRequest" } };
  return { request: replay(req, body) };
}

/** A request with the same line and headers whose body is `body` (the original's was read). */
function replay(req: IncomingMessage, body: Buffer): IncomingMessage {
  const copy = new IncomingMessage(req.socket);
  copy._read = () => {}; // everything is pushed below; the socket must not be read for it
  Object.assign(copy, {
    method: req.method,
    url: req.url,
    headers: req.headers,
    rawHeaders: req.rawHeaders,
    httpVersion: req.httpVersion,
    httpVersionMajor: req.httpVersionMajor,
    httpVersionMinor: req.httpVersionMinor,
  });
  copy.push(body);
  copy.push(null);
  copy.complete = true;
  return copy;
}

const EXEMPT = /^\/(?:api|_next)\//;

/**
 * Every page answer carries the CSP, whether or not proxy.ts ran: the policy (with a fresh nonce)
 * goes on the request, where Next reads the nonce for its scripts, and onto an HTML answer that has
 * none. proxy.ts, where it runs, replaces both with its own, so the two always agree.
 */
function ensurePageCsp(req: IncomingMessage, res: ServerResponse, pagePolicy: PagePolicy): void {
  if (EXEMPT.test(req.url ?? "/")) return;
  const headers = { get: (name: string) => first(req.headers[name.toLowerCase()]) ?? null };
  const csp = pagePolicy(headers);
  req.headers["content-security-policy"] = csp;
  const writeHead = res.writeHead.bind(res) as (...a: unknown[]) => ServerResponse;
  res.writeHead = ((...args: unknown[]) => {
    const given = args.find((a, i) => i > 0 && a && typeof a === "object" && !Array.isArray(a)) as Record<string, unknown> | undefined;
    const has = (name: string) => res.hasHeader(name) || (given && Object.keys(given).some((k) => k.toLowerCase() === name));
    const type = String(res.getHeader("content-type") ?? Object.entries(given ?? {}).find(([k]) => k.toLowerCase() === "content-type")?.[1] ?? "");
    if (/^text\/html/i.test(type) && !has("content-security-policy")) res.setHeader("content-security-policy", csp);
    return writeHead(...args);
  }) as ServerResponse["writeHead"];
}

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;

/** A fresh page CSP for a request's headers (the site's page-csp.ts, handed in by scripts/server.ts). */
export type PagePolicy = (headers: { get(name: string): string | null }) => string;

/** Next's handler behind the checks above (scripts/server.ts). */
export function withEdgeFilter(handle: Handler, opts: { pagePolicy: PagePolicy }): Handler {
  return async (req, res) => {
    const refusal = screenHead(req);
    if (refusal) return answerRefusal(req, res, refusal);
    ensurePageCsp(req, res, opts.pagePolicy);
    if (!isServerAction(req)) return handle(req, res);
    let screened;
    try {
      screened = await screenActionBody(req);
    } catch {
      // The client hung up before its body was read: nobody is left to answer.
      res.destroy();
      return;
    }
    if ("refusal" in screened) return answerRefusal(req, res, screened.refusal);
    return handle(screened.request, res);
  };
}
