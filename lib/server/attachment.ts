import "server-only";

/** A download: the file name in ASCII and in UTF-8 (RFC 6266), never cached, never sniffed. */
export function attachment(name: string, type: string, body: Uint8Array | ReadableStream<Uint8Array>): Response {
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/"/g, "");
  return new Response(body instanceof ReadableStream ? body : new Uint8Array(body), {
    headers: {
      "content-type": type,
      "content-disposition": `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`,
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
    },
  });
}
