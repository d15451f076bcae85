import { createHash, timingSafeEqual } from "node:crypto";
import "@/lib/server/observability/queue-depth";
import { metrics } from "@/lib/server/observability/metrics";

// Prometheus metrics of this process. Only with `Authorization: Bearer <METRICS_TOKEN>`;
// without a configured token nobody may read them.
export const dynamic = "force-dynamic";

const digest = (s: string) => createHash("sha256").update(s).digest();

function authorised(header: string | null): boolean {
  const token = process.env.METRICS_TOKEN;
  const offered = /^Bearer (.+)$/.exec(header ?? "")?.[1];
  return !!token && !!offered && timingSafeEqual(digest(offered), digest(token));
}

export async function GET(req: Request): Promise<Response> {
  if (!authorised(req.headers.get("authorization"))) {
    return Response.json(
      { code: 401, data: null, message: "metrics need a bearer token" },
      { status: 401, headers: { "www-authenticate": 'Bearer realm="metrics"', "cache-control": "no-store" } },
    );
  }
  const { registry } = metrics();
  return new Response(await registry.metrics(), { headers: { "content-type": registry.contentType, "cache-control": "no-store" } });
}
