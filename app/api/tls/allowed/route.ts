import { tlsAllowed } from "@/lib/server/tls-allowed";

// Caddy's on-demand TLS "ask" (deploy/Caddyfile): may a certificate be obtained for ?domain=?
// 200 yes, 404 no conference has that domain, 400 not a domain name. Caddy reads the status only
// and hangs up at once, so the answer has no body: a body still streaming when the socket closes
// would keep the request out of the access log and the request metrics.
// No session and no tenancy: Caddy calls it on the app's internal address (app1:3000), and outside
// the gateway it has no rate limit that could refuse a certificate while handshakes queue up.
export const dynamic = "force-dynamic";

export async function GET(request: Request): Promise<Response> {
  const status = await tlsAllowed(new URL(request.url).searchParams.getAll("domain"));
  return new Response(null, { status, headers: { "cache-control": "no-store" } });
}
