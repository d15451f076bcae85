import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { runWithRequestContext, type RequestContext } from "./context";
import { logger } from "./log";
import { metrics, routeLabel } from "./metrics";

// The custom server's per-request wrapper — a request id (the balancer's when we trust
// it), the context the app fills in, then one log line and the request metrics when the response
// has gone out. No server-only: the custom server uses it.

const REQUEST_ID = /^[A-Za-z0-9._:-]{8,80}$/;

export function withAccessLog(
  handle: (req: IncomingMessage, res: ServerResponse) => unknown,
  opts: { trustRequestId: boolean },
): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    const started = process.hrtime.bigint();
    const offered = req.headers["x-request-id"];
    const requestId = opts.trustRequestId && typeof offered === "string" && REQUEST_ID.test(offered) ? offered : randomUUID();
    res.setHeader("x-request-id", requestId);
    const ctx: RequestContext = { requestId };
    res.once("finish", () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const pathname = (req.url ?? "/").split("?")[0];
      const route = routeLabel(pathname);
      const method = req.method ?? "GET";
      const m = metrics();
      m.httpRequests.inc({ method, route, status: String(res.statusCode) });
      m.httpDuration.observe({ method, route }, seconds);
      if (pathname.startsWith("/_next/")) return; // static assets: counted, not logged
      logger().info(
        {
          requestId,
          host: req.headers.host,
          method,
          route,
          status: res.statusCode,
          durationMs: Math.round(seconds * 10_000) / 10,
          conferenceId: ctx.conferenceId,
          userId: ctx.userId,
        },
        "request",
      );
    });
    runWithRequestContext(ctx, () => void handle(req, res));
  };
}
