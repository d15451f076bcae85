// Compressed copies of the HTML cache (html-cache.ts), compressed once per entry although every
// copy carries a fresh CSP nonce. A deflate stream is a series of blocks: each part of the page
// (the body cut at its nonces) is deflated on its own and ended with a sync flush, so it starts
// and ends on a byte boundary and refers to nothing before it; the nonce goes between the parts as
// a "stored" (uncompressed) block. A request then costs the gzip header, a CRC-32 over the page
// and a concatenation (see deflateParts for how a part still refers to the ones before). Brotli cannot be spliced like this (its literal context and last-distance
// state carry across meta-blocks), so cached pages are gzip'd; Next's own answers are too.
// No server-only: the custom server imports it.
import { constants, crc32, deflateRawSync } from "node:zlib";

/** The parts of a page, each deflated to a byte-aligned run of blocks; the last one is final. */
export type GzipParts = { deflated: Buffer[]; parts: Buffer[]; nonceLength: number };

// Level 9: the copy is made once per entry, so a better ratio costs nothing per request.
const LEVEL = 9;
const HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]); // no name, no mtime, unknown OS
const MAX_STORED = 0xffff;
const WINDOW = 32 * 1024;

/**
 * Deflates each part on its own. A part may still refer back to the parts before it: it is deflated
 * with what precedes it as a preset dictionary, the nonces there stood in for by NUL bytes of their
 * length (every fresh nonce has the same length). A match never covers a stand-in, since a page
 * without NUL bytes has nothing to match them; a page with one is deflated without dictionaries.
 */
export function deflateParts(parts: Buffer[], nonceLength: number): GzipParts {
  const standIn = Buffer.alloc(nonceLength);
  const linked = !parts.some((p) => p.includes(0));
  let before = Buffer.alloc(0);
  const deflated = parts.map((p, i) => {
    const last = i === parts.length - 1;
    const out = deflateRawSync(p, {
      level: LEVEL,
      finishFlush: last ? constants.Z_FINISH : constants.Z_SYNC_FLUSH,
      ...(linked && before.length ? { dictionary: before } : {}),
    });
    if (linked && !last) before = Buffer.concat([before, p, standIn]).subarray(-WINDOW);
    return out;
  });
  return { deflated, parts, nonceLength };
}

/** A non-final stored block holding `data` (a nonce: far below the 65,535-byte limit of one block). */
function storedBlock(data: Buffer): Buffer[] {
  if (data.length > MAX_STORED) throw new RangeError("stored block too long");
  const head = Buffer.alloc(5);
  head[0] = 0; // BFINAL 0, BTYPE 00, then padding to the byte boundary the sync flush left us on
  head.writeUInt16LE(data.length, 1);
  head.writeUInt16LE(~data.length & 0xffff, 3);
  return [head, data];
}

/** The gzip file of the parts joined by `nonce` (none when the page had only one part). */
export function gzipWithNonce(g: GzipParts, nonce: Buffer | null): Buffer {
  if (nonce && g.parts.length > 1 && nonce.length !== g.nonceLength) throw new RangeError("nonce length differs from the deflated copy's");
  const chunks: Buffer[] = [HEADER];
  let crc = 0;
  let size = 0;
  g.deflated.forEach((d, i) => {
    if (i > 0 && nonce) {
      chunks.push(...storedBlock(nonce));
      crc = crc32(nonce, crc);
      size += nonce.length;
    }
    chunks.push(d);
    // Over the page itself: zlib's C CRC reads 160 KB in about 0.1 ms, less than combining the parts' CRCs in JS.
    crc = crc32(g.parts[i], crc);
    size += g.parts[i].length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  chunks.push(trailer);
  return Buffer.concat(chunks);
}

/** Whether an Accept-Encoding header admits gzip (an explicit q=0, for gzip or for "*", refuses it). */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(",") : (header ?? "");
  let star: boolean | null = null;
  for (const item of value.split(",")) {
    const [name, ...params] = item.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const ok = !q || Number(q.slice(2)) > 0;
    if (name === "gzip" || name === "x-gzip") return ok;
    if (name === "*") star = ok;
  }
  return star === true;
}
