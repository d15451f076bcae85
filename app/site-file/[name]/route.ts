import { getConference } from "@/lib/server/tenant";
import { readSiteFile } from "@/lib/site/site-files";

// A public image of the conference served at this host (banner, logo, favicon, thumbnails, page
// pictures). Names are random and never reused, so the answer may be cached for good.
export async function GET(_request: Request, { params }: { params: Promise<{ name: string }> }): Promise<Response> {
  const conference = await getConference();
  const file = conference && (await readSiteFile(conference.id, (await params).name));
  if (!file) return new Response("Not found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" } });
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      "content-type": file.mime,
      "cache-control": "public, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; sandbox",
    },
  });
}
