// Typed errors carry an i18n key (messages/*: "errors.*") and optional field errors whose values
// are i18n keys too, so every entry point can translate them for the person who sees them.
export type FieldErrors = Record<string, string>;

export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly key: string,
    readonly fieldErrors?: FieldErrors,
    readonly values?: Record<string, string | number>,
  ) {
    super(key);
    this.name = new.target.name;
  }
}

export class ValidationError extends AppError {
  constructor(fieldErrors: FieldErrors = {}, key = "errors.validation") {
    super(400, key, fieldErrors);
  }
}
export class Unauthorized extends AppError {
  constructor(key = "errors.unauthorized") {
    super(401, key);
  }
}
export class Forbidden extends AppError {
  constructor(key = "errors.forbidden") {
    super(403, key);
  }
}
export class NotFound extends AppError {
  constructor(key = "errors.notFound") {
    super(404, key);
  }
}
export class Conflict extends AppError {
  constructor(key = "errors.conflict", values?: Record<string, string | number>) {
    super(409, key, undefined, values);
  }
}
/** A request body past the route's limit, refused before it is read whole. */
export class PayloadTooLarge extends AppError {
  constructor(maxBytes: number, key = "validation.bodyTooLarge") {
    super(413, key, undefined, { max: Math.max(1, Math.floor(maxBytes / (1024 * 1024))) });
  }
}
export class RateLimited extends AppError {
  constructor(key = "errors.rateLimited", values?: Record<string, string | number>, fieldErrors?: FieldErrors) {
    super(429, key, fieldErrors, values);
  }
}

/** Overload: answered 503 with "busy, please retry" instead of a generic failure. */
export class ServiceBusy extends AppError {
  constructor(key = "errors.busy") {
    super(503, key);
  }
}

export function isAppError(e: unknown): e is AppError {
  return e instanceof AppError;
}

// Prisma's "could not get a connection / start a transaction in time" (P2024, P2028) and the pg
// pool's own connect timeout: the database is saturated, not broken — say so and ask for a retry.
const BUSY_CODES = new Set(["P2024", "P2028"]);

/** The typed error a caller should see for `e`: itself, ServiceBusy for saturation, else null. */
export function toAppError(e: unknown): AppError | null {
  if (isAppError(e)) return e;
  const err = e as { code?: string; message?: string; cause?: { message?: string } } | null;
  const text = `${err?.message ?? ""} ${err?.cause?.message ?? ""}`;
  if ((err?.code && BUSY_CODES.has(err.code)) || /timeout exceeded when trying to connect|Unable to start a transaction in the given time/i.test(text)) {
    return new ServiceBusy();
  }
  if (isConnectionLoss(e)) return new ServiceBusy("errors.unavailable");
  return null;
}

// The database restarting or unreachable (a dropped socket, a refused connection, the
// server terminating sessions) is transient too — 503 "unavailable, retry", never a 500. Prisma's
// codes: P1001 unreachable, P1002/P1008 timed out, P1017 connection closed; pg's SQLSTATE class 08
// (connection exception) and 57P01–57P03 (shutdown, crash, starting up); and the pg driver's and
// Prisma adapter's own wording, looked for down the `cause` chain where the adapter wraps them.
const LOST_CODES = new Set(["P1001", "P1002", "P1008", "P1017", "57P01", "57P02", "57P03", "ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT"]);
const LOST_KINDS = new Set(["DatabaseNotReachable", "ConnectionClosed", "SocketTimeout"]);
const LOST_TEXT =
  /Connection terminated|connection error and is not queryable|Can't reach database server|Server has closed the connection|the database system is (starting up|shutting down|in recovery mode)|terminating connection due to administrator command|ECONNREFUSED|ECONNRESET/i;

function isConnectionLoss(e: unknown, depth = 0): boolean {
  if (!e || typeof e !== "object" || depth > 5) return false;
  const err = e as { code?: unknown; kind?: unknown; message?: unknown; cause?: unknown; meta?: { driverAdapterError?: unknown } };
  const code = typeof err.code === "string" ? err.code : "";
  if (LOST_CODES.has(code) || code.startsWith("08")) return true;
  if (typeof err.kind === "string" && LOST_KINDS.has(err.kind)) return true;
  if (typeof err.message === "string" && LOST_TEXT.test(err.message)) return true;
  return isConnectionLoss(err.cause, depth + 1) || isConnectionLoss(err.meta?.driverAdapterError, depth + 1);
}
