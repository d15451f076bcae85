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
export class RateLimited extends AppError {
  constructor(key = "errors.rateLimited", values?: Record<string, string | number>) {
    super(429, key, undefined, values);
  }
}

export function isAppError(e: unknown): e is AppError {
  return e instanceof AppError;
}
