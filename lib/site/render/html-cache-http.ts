// The HTML micro-cache (html-cache.ts) wrapped around Next's request handler in scripts/server.ts:
// a hit is answered here without reaching Next; a miss goes to Next while its answer is copied,
// and kept when it qualifies. A miss is compressed by Next as any page is; the copy is decoded to
// be cut at its nonce and kept with a gzip'd twin (html-cache.ts), so every hit is compressed too
// when the browser accepts gzip.
// No server-only: the custom server imports it.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { brotliDecompressSync, gunzipSync, inflateSync } from "node:zlib";
import { CACHE_STATUS_HEADER, isFirstVisit, sharedHtmlCache, type CapturedResponse, type HtmlCache } from "./html-cache";
import { acceptsGzip } from "./html-cache-gzip";

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;

export function withHtmlCache(handle: Handler, cache: HtmlCache = sharedHtmlCache()): Handler {
  const answer = (req: IncomingMessage, res: ServerResponse, key: string, mayWait: boolean): Promise<void> | void => {
    const firstVisit = isFirstVisit(req);
    const copy = cache.serve(key, Date.now(), { gzip: acceptsGzip(req.headers["accept-encoding"]), firstVisit });
    if (copy) {
      res.statusCode = copy.status;
      for (const [name, value] of copy.headers) res.setHeader(name, value);
      res.setHeader(CACHE_STATUS_HEADER, copy.stale ? "stale" : "hit");
      res.end(req.method === "HEAD" ? undefined : copy.body);
      return;
    }
    if (req.method === "HEAD") return handle(req, res);
    // A crowd arriving at a cold page: one renders, the others take its copy.
    const rendering = mayWait ? cache.waitFor(key) : undefined;
    // Looked up again: a first visit's render may have taught the cache its host's locale.
    if (rendering) return rendering.then(() => answer(req, res, cache.key(req) ?? key, false));
    cache.begin(key);
    res.setHeader(CACHE_STATUS_HEADER, "miss");
    const generation = cache.generation;
    captureResponse(res, cache.opts.maxBytes / 8, (captured) => {
      const plain = captured && decoded(captured);
      if (plain) cache.store(key, plain, generation, Date.now(), firstVisit);
      else cache.release(key);
    });
    return handle(req, res);
  };
  return (req, res) => {
    const key = cache.key(req);
    return key ? answer(req, res, key, true) : handle(req, res);
  };
}

const DECODERS: Record<string, (b: Buffer) => Buffer> = { gzip: gunzipSync, "x-gzip": gunzipSync, deflate: inflateSync, br: brotliDecompressSync };

/** The answer as rendered, before Next compressed it for the browser; null when it cannot be decoded. */
function decoded(r: CapturedResponse): CapturedResponse | null {
  const encoding = [r.headers["content-encoding"] ?? []].flat().join(",").trim().toLowerCase();
  if (!encoding || encoding === "identity") return r;
  const decode = DECODERS[encoding];
  if (!decode) return null;
  try {
    const headers = { ...r.headers };
    delete headers["content-encoding"];
    return { ...r, headers, body: decode(r.body) };
  } catch {
    return null; // cut short: not a page to keep
  }
}

/** Copies what Next writes (status, headers, body) and reports it once the answer is complete. */
function captureResponse(res: ServerResponse, maxBytes: number, done: (r: CapturedResponse | null) => void): void {
  const chunks: Buffer[] = [];
  let size = 0;
  let overflow = false;
  let explicit: OutgoingHttpHeaders = {};
  const keep = (chunk: unknown, encoding?: unknown) => {
    if (overflow || chunk === undefined || chunk === null || typeof chunk === "function") return;
    const buf = Buffer.isBuffer(chunk)
      ? chunk
      : typeof chunk === "string"
        ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
        : Buffer.from(chunk as Uint8Array);
    size += buf.length;
    if (size > maxBytes) overflow = true;
    else chunks.push(Buffer.from(buf)); // a copy: callers may reuse their buffers
  };
  const writeHead = res.writeHead.bind(res) as (...a: unknown[]) => ServerResponse;
  res.writeHead = ((...args: unknown[]) => {
    const headers = args.find((a, i) => i > 0 && a && typeof a === "object");
    if (headers && !Array.isArray(headers)) explicit = { ...explicit, ...(headers as OutgoingHttpHeaders) };
    return writeHead(...args);
  }) as ServerResponse["writeHead"];
  const write = res.write.bind(res) as (...a: unknown[]) => boolean;
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    keep(chunk, rest[0]);
    return write(chunk, ...rest);
  }) as ServerResponse["write"];
  const end = res.end.bind(res) as (...a: unknown[]) => ServerResponse;
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    keep(chunk, rest[0]);
    return end(chunk, ...rest);
  }) as ServerResponse["end"];
  let reported = false;
  const report = (ok: boolean) => {
    if (reported) return;
    reported = true;
    if (!ok || overflow) return done(null);
    const headers: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries({ ...res.getHeaders(), ...explicit })) {
      if (value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? value.map(String) : String(value);
    }
    done({ status: res.statusCode, headers, body: Buffer.concat(chunks) });
  };
  res.on("finish", () => report(true));
  res.on("close", () => report(res.writableFinished));
}
