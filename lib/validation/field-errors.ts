import type { z } from "zod";
import type { FieldErrors } from "@/lib/server/errors";

/** Zod issues → { "a.b": "validation.key?…" }, first issue per field. */
export function toFieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const keys = issue.code === "unrecognized_keys" ? (issue as { keys: string[] }).keys : [null];
    for (const k of keys) {
      const path = [...issue.path, ...(k ? [k] : [])].map(String).join(".") || "_";
      out[path] ??= issue.message;
    }
  }
  return out;
}
