import { toAppError } from "@/lib/server/errors";
import type { Translate } from "@/lib/i18n/translate";

// DESIGN §5: { code, data, message } with the HTTP status equal to code for errors.
export function envelope(code: number, data: unknown, message: string): Response {
  return Response.json({ code, data: data ?? null, message }, { status: code, headers: { "cache-control": "no-store" } });
}

export function errorEnvelope(e: unknown, t: Translate): Response {
  const known = toAppError(e);
  if (known) {
    const fieldErrors = known.fieldErrors && Object.fromEntries(Object.entries(known.fieldErrors).map(([k, v]) => [k, t(v)]));
    const res = envelope(known.status, fieldErrors ? { fieldErrors } : null, t(known.key, known.values));
    if (known.status === 503) res.headers.set("retry-after", "2");
    return res;
  }
  console.error("[gateway] unexpected error", e);
  return envelope(500, null, t("errors.internal"));
}
