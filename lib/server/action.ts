import "server-only";
import { headers } from "next/headers";
import { unstable_rethrow } from "next/navigation";
import { getTranslations } from "next-intl/server";
import type { z } from "zod";
import { toFieldErrors } from "@/lib/validation/field-errors";
import { findBadInput } from "@/lib/validation/input-guard";
import { assertModuleOn, type ModuleName } from "./modules";
import { noteActionCall, registerAction } from "./action-registry";
import { toAppError, ValidationError } from "./errors";
import { authorise, type AccessFor, type Audience } from "./guard";
import { checkOrigin } from "./origin";

// DESIGN §6.3: every server action goes through here — origin, guard, validation, error mapping.
// Field errors come back translated, ready for react-hook-form's setError.

export type ActionResult<T> = { ok: true; data: T } | { ok: false; status?: number; message: string; fieldErrors?: Record<string, string> };

export function action<S extends z.ZodType, T, A extends Audience>(
  /** `module`: the conference module the action belongs to — refused while it is switched off. */
  opts: { audience: A; schema: S; module?: ModuleName },
  handler: (input: z.infer<S>, access: AccessFor<A>) => Promise<T>,
): (input: z.input<S>) => Promise<ActionResult<T>> {
  registerAction(opts); // the bad-input sweep finds every action and its schema here
  return async (raw) => {
    noteActionCall(opts);
    const t = await getTranslations();
    const tr = (key: string, values?: Record<string, string | number>) => {
      const [k, q = ""] = key.split("?", 2);
      return t(k as never, { ...Object.fromEntries(new URLSearchParams(q)), ...values } as never);
    };
    try {
      // Next checks Origin for actions but lets a missing Origin through; this closes that gap.
      const h = await headers();
      checkOrigin("POST", h);
      const access = await authorise(opts.audience);
      if (opts.module) assertModuleOn(access.conference, opts.module);
      const bad = findBadInput(raw); // NUL & co. anywhere, also inside z.unknown() parts
      if (bad) throw new ValidationError(bad);
      const parsed = opts.schema.safeParse(raw);
      if (!parsed.success) throw new ValidationError(toFieldErrors(parsed.error));
      return { ok: true, data: await handler(parsed.data, access) };
    } catch (e) {
      unstable_rethrow(e); // redirect() / notFound() keep working inside handlers
      const known = toAppError(e);
      if (known) {
        const fieldErrors = known.fieldErrors && Object.fromEntries(Object.entries(known.fieldErrors).map(([k, v]) => [k, tr(v)]));
        return { ok: false, status: known.status, message: tr(known.key, known.values), fieldErrors };
      }
      console.error("[action] unexpected error", e);
      return { ok: false, message: tr("errors.internal") };
    }
  };
}
