// Liveness: 200 while this process serves requests. It does not ask the database — a
// database outage must not make an orchestrator restart every replica; /api/ready answers that.
export const dynamic = "force-dynamic";

export function GET(): Response {
  return Response.json(
    { code: 200, data: { status: "up", uptime: Math.round(process.uptime()) }, message: "OK" },
    { headers: { "cache-control": "no-store" } },
  );
}
