import { PayloadTooLarge, ValidationError } from "@/lib/server/errors";

// Request bodies of the gateway: never buffer more than the route's limit, and a body
// that cannot be decoded (broken multipart, invalid UTF-8, bad JSON) is the caller's 400, not a 500.

/** Default limit of a route's body; routes that take files set their own `maxBody`. */
export const DEFAULT_MAX_BODY = 1024 * 1024;

const MALFORMED = { _: "validation.malformedBody" };

/** The body's bytes, refused with 413 as soon as it is known to pass `max` (Content-Length or counted). */
export async function readLimited(request: Request, max: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = request.headers.get("content-length");
  if (declared !== null && /^\s*\d+\s*$/.test(declared) && Number(declared) > max) throw new PayloadTooLarge(max);
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > max) {
        void reader.cancel().catch(() => {});
        throw new PayloadTooLarge(max);
      }
      chunks.push(value);
    }
  } catch (e) {
    if (e instanceof PayloadTooLarge) throw e;
    throw new ValidationError(MALFORMED); // the client broke off or sent a broken stream
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}

/** Form posts become a plain object; anything else is JSON (an empty body is {}). */
export async function readBody(request: Request, max = DEFAULT_MAX_BODY): Promise<unknown> {
  const type = request.headers.get("content-type") ?? "";
  const bytes = await readLimited(request, max);
  if (/multipart\/form-data|application\/x-www-form-urlencoded/i.test(type)) {
    try {
      const form = await new Response(bytes, { headers: { "content-type": type } }).formData();
      return Object.fromEntries(form.entries());
    } catch {
      throw new ValidationError(MALFORMED);
    }
  }
  if (bytes.byteLength === 0) return {};
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new ValidationError(MALFORMED);
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new ValidationError({ _: "validation.invalidType" });
  }
}
