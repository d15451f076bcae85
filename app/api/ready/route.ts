import { checkReadiness } from "@/lib/server/health";

// Readiness for the balancer: 200 only when this replica can serve everything —
// database, migrations, storage and a background worker; 503 with what is missing otherwise.
export const dynamic = "force-dynamic";

export async function GET(): Promise<Response> {
  const r = await checkReadiness();
  return Response.json(
    { code: r.ready ? 200 : 503, data: r.checks, message: r.ready ? "OK" : "not ready" },
    { status: r.ready ? 200 : 503, headers: { "cache-control": "no-store" } },
  );
}
