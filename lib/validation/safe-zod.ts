import { string as zodString, type core, type ZodString } from "zod";
import { BAD_CHARS_MESSAGE, hasBadChars } from "./text";

// The part of zod the schemas use, with one change: string() refuses NUL and other control
// characters, so every schema built from `@/lib/validation/z` gets the check without repeating it
// at each field. Named, not `export * from "zod"`: `z` is one object, so a bundler keeps all that
// this module exports, and zod's whole namespace (its 40-odd locales, JSON Schema conversion and
// compiler) cost a form page ≈ 90 KB gzip of JavaScript. Add a name here when a schema
// needs it.
export {
  array,
  boolean,
  coerce,
  discriminatedUnion,
  config,
  email,
  enum,
  instanceof,
  int,
  lazy,
  literal,
  NEVER,
  number,
  object,
  partialRecord,
  preprocess,
  record,
  strictObject,
  undefined,
  union,
  unknown,
  ZodEnum,
  ZodError,
  ZodType,
} from "zod";
export type { infer, input, output, RefinementCtx, ZodObject, ZodString } from "zod";

export function string(params?: string | core.$ZodStringParams): ZodString {
  return zodString(params).refine((s) => !hasBadChars(s), { message: BAD_CHARS_MESSAGE, abort: true });
}
