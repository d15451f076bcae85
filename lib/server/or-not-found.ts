import { notFound } from "next/navigation";
import { isAppError } from "./errors";

/** `value`, or the page's 404 when there is none (an unknown id, another conference's row). */
export function orNotFound<T>(value: T): NonNullable<T> {
  if (value === null || value === undefined) notFound();
  return value;
}

/**
 * For `.catch()` on a service call: its 404 (someone else's or no such row) becomes the page's 404;
 * any other error goes on to the error page.
 */
export function notFoundOn404(e: unknown): never {
  if (isAppError(e) && e.status === 404) notFound();
  throw e;
}
