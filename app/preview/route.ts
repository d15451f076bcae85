import { verifyPreviewToken } from "@/lib/admin/preview-link";
import { getAccess } from "@/lib/server/guard";
import { publicOrigin } from "@/lib/server/host";
import { loginRedirect } from "@/lib/server/route-policy";

// The administrator's preview of a site waiting for review (lib/admin/preview-link.ts): a valid
// link for this host's conference, then a sign-in on this host, then the site as its managers see
// it. Anyone else — no valid link, or signed in without the role — gets what they would get anyway.
export async function GET(request: Request): Promise<Response> {
  const origin = publicOrigin(request.headers);
  const go = (path: string) => new Response(null, { status: 303, headers: { location: new URL(path, origin).toString(), "cache-control": "no-store" } });
  const access = await getAccess();
  if (!access) return new Response("Not found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
  const url = new URL(request.url);
  const token = url.searchParams.get("token");
  if (!verifyPreviewToken(token, access.conference.id)) return go(access.conference.published ? "/" : "/unpublished");
  if (!access.user) return go(loginRedirect(url.pathname + url.search));
  // Platform administrators count as managers of every conference (lib/server/access.ts).
  if (!access.manager) return go("/403");
  return go("/");
}
