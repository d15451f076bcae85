import "server-only";
import { headers } from "next/headers";
import { unstable_rethrow } from "next/navigation";
import { getTranslations } from "next-intl/server";
import type { z } from "zod";
import { checkOrigin } from "@/lib/gateway/origin";
import { toFieldErrors } from "@/lib/validation/field-errors";
import type { Access } from "./access";
import { isAppError, ValidationError } from "./errors";
import { authorise, type Audience } from "./guard";
import { hostFromHeaders } from "./host";

// DESIGN §6.3: every server action goes through here — origin, guard, validation, error mapping.
// Field errors come back translated, ready for react-hook-form's setError.

export type ActionResult<T> =
  | { ok: true; data: T }
  | { ok: false; status?: number; message: string; fieldErrors?: Record<string, string> };

export function action<S extends z.ZodType, T>(
  opts: { audience: Audience; schema: S },
  handler: (input: z.infer<S>, access: Access) => Promise<T>,
): (input: z.input<S>) => Promise<ActionResult<T>> {
  return async (raw) => {
    const t = await getTranslations();
    const tr = (key: string, values?: Record<string, string | number>) => {
      const [k, q = ""] = key.split("?", 2);
      return t(k as never, { ...Object.fromEntries(new URLSearchParams(q)), ...values } as never);
    };
    try {
      // Next checks Origin for actions but lets a missing Origin through; this closes that gap.
      const h = await headers();
      checkOrigin("POST", h, hostFromHeaders(h));
      const access = await authorise(opts.audience);
      const parsed = opts.schema.safeParse(raw);
      if (!parsed.success) throw new ValidationError(toFieldErrors(parsed.error));
      return { ok: true, data: await handler(parsed.data, access) };
    } catch (e) {
      unstable_rethrow(e); // redirect() / notFound() keep working inside handlers
      if (isAppError(e)) {
        const fieldErrors = e.fieldErrors && Object.fromEntries(Object.entries(e.fieldErrors).map(([k, v]) => [k, tr(v)]));
        return { ok: false, status: e.status, message: tr(e.key, e.values), fieldErrors };
      }
      console.error("[action] unexpected error", e);
      return { ok: false, message: tr("errors.internal") };
    }
  };
}
