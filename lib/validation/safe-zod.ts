import { string as zodString, type core, type ZodString } from "zod";
import { BAD_CHARS_MESSAGE, hasBadChars } from "./text";

// All of zod, with one change: string() refuses NUL and other control characters, so
// every schema built from `@/lib/validation/z` gets the check without repeating it at each field.
// A local export shadows the star export of the same name (ES module rule).
export * from "zod";

export function string(params?: string | core.$ZodStringParams): ZodString {
  return zodString(params).refine((s) => !hasBadChars(s), { message: BAD_CHARS_MESSAGE, abort: true });
}
