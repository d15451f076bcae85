import { isAppError } from "@/lib/server/errors";
import type { Translate } from "@/lib/i18n/translate";

// DESIGN §5: { code, data, message } with the HTTP status equal to code for errors.
export function envelope(code: number, data: unknown, message: string): Response {
  return Response.json({ code, data: data ?? null, message }, { status: code, headers: { "cache-control": "no-store" } });
}

export function errorEnvelope(e: unknown, t: Translate): Response {
  if (isAppError(e)) {
    const fieldErrors = e.fieldErrors && Object.fromEntries(Object.entries(e.fieldErrors).map(([k, v]) => [k, t(v)]));
    return envelope(e.status, fieldErrors ? { fieldErrors } : null, t(e.key, e.values));
  }
  console.error("[gateway] unexpected error", e);
  return envelope(500, null, t("errors.internal"));
}
