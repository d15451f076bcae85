import { isSiteImageWidth } from "@/lib/server/site-file-url";
import { getConference } from "@/lib/server/tenant";
import { readSiteFile } from "@/lib/site/site-files";

// A public image of the conference served at this host (banner, logo, favicon, thumbnails, page
// pictures), as kept or resized to one of a few widths (?w=, lib/server/site-file-url.ts). Names
// are random and never reused, so the answer may be cached for good; the ETag (the name and
// width) lets a browser that revalidates anyway, on a reload, get a 304 instead of the bytes.
export async function GET(request: Request, { params }: { params: Promise<{ name: string }> }): Promise<Response> {
  const name = (await params).name;
  const asked = new URL(request.url).searchParams.get("w");
  const w = asked === null ? undefined : Number(asked);
  if (w !== undefined && !isSiteImageWidth(w)) return new Response(null, { status: 400, headers: { "cache-control": "no-store" } });
  const etag = `"${name}${w ? `-w${w}` : ""}"`;
  const cacheHeaders = { "cache-control": "public, max-age=31536000, immutable", etag };
  const conference = await getConference();
  if (
    conference &&
    request.headers
      .get("if-none-match")
      ?.split(/\s*,\s*/)
      .includes(etag)
  ) {
    return new Response(null, { status: 304, headers: cacheHeaders });
  }
  const file = conference && (await readSiteFile(conference.id, name, w));
  if (!file) return new Response("Not found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" } });
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      "content-type": file.mime,
      ...cacheHeaders,
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; sandbox",
    },
  });
}
