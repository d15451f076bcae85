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
/** A request body past the route's limit, refused before it is read whole (issue 8.5). */
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

/** Overload: answered 503 with "busy, please retry" instead of a generic failure (issue 8.15). */
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
  return null;
}
