import { checkDatabase } from "@/lib/server/health";

// Liveness for load balancers and compose: 200 when the database answers, 503 otherwise.
export async function GET(): Promise<Response> {
  const up = await checkDatabase();
  return Response.json(
    { code: up ? 200 : 503, data: { database: up ? "up" : "down" }, message: up ? "OK" : "database unavailable" },
    { status: up ? 200 : 503, headers: { "cache-control": "no-store" } },
  );
}
