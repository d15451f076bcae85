import type { FieldErrors } from "@/lib/server/errors";
import { BAD_CHARS_MESSAGE, hasBadChars } from "./text";

// A check of raw input before any schema sees it: every string — also inside
// z.unknown() / z.record() parts such as attendance answers — and every key is free of control
// characters, and nesting stays shallow, so a recursive schema (option trees) cannot overflow the
// stack. Cheap: one walk over what JSON.parse or the action decoder produced.

export const MAX_DEPTH = 32;

const join = (path: string[]) => path.join(".") || "_";

function isPlainObject(v: object): boolean {
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

function walk(v: unknown, path: string[]): FieldErrors | null {
  if (typeof v === "string") return hasBadChars(v) ? { [join(path)]: BAD_CHARS_MESSAGE } : null;
  if (typeof v !== "object" || v === null) return null;
  if (typeof File !== "undefined" && v instanceof File) return hasBadChars(v.name) ? { [join(path)]: BAD_CHARS_MESSAGE } : null;
  if (path.length >= MAX_DEPTH) return { [join(path)]: "validation.tooDeep" };
  if (Array.isArray(v)) {
    for (const [i, item] of v.entries()) {
      const hit = walk(item, [...path, String(i)]);
      if (hit) return hit;
    }
    return null;
  }
  if (!isPlainObject(v)) return null;
  for (const [k, item] of Object.entries(v)) {
    if (hasBadChars(k)) return { [join(path)]: BAD_CHARS_MESSAGE };
    const hit = walk(item, [...path, k]);
    if (hit) return hit;
  }
  return null;
}

/** The first problem in raw input as a field error at its path, or null when the input is clean. */
export function findBadInput(input: unknown): FieldErrors | null {
  return walk(input, []);
}
