import { tlsAllowed } from "@/lib/server/tls-allowed";

// Caddy's on-demand TLS "ask" (deploy/Caddyfile): may a certificate be obtained for ?domain=?
// 200 yes, 404 no conference has that domain, 400 not a domain name. Caddy reads the status only.
// No session and no tenancy: Caddy calls it on the app's internal address (app1:3000), and outside
// the gateway it has no rate limit that could refuse a certificate while handshakes queue up.
export const dynamic = "force-dynamic";

const TEXT = { 200: "allowed", 400: "not a domain name", 404: "no conference has this domain" } as const;

export async function GET(request: Request): Promise<Response> {
  const status = await tlsAllowed(new URL(request.url).searchParams.getAll("domain"));
  return new Response(TEXT[status], { status, headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" } });
}
