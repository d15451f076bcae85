"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm, type DefaultValues, type FieldValues, type Path } from "react-hook-form";
import type { z } from "zod";
import type { ActionResult } from "@/lib/server/action";
import { handleSessionExpired } from "@/lib/client/session-expired";

/**
 * react-hook-form + the same zod schema as the server action (DESIGN §6.1). Server field errors
 * land on their fields with setError; other failures come back as `message`.
 */
export function useActionForm<S extends z.ZodType<FieldValues, FieldValues>, T>(
  schema: S,
  run: (input: z.input<S>) => Promise<ActionResult<T>>,
  defaultValues: DefaultValues<z.input<S>>,
) {
  const form = useForm<z.input<S>, unknown, z.output<S>>({ resolver: zodResolver(schema as never) as never, defaultValues, mode: "onTouched" });
  const t = useTranslations("validation");
  const [message, setMessage] = useState<{ kind: "success" | "error"; text: string } | null>(null);

  const submit = (onSuccess?: (data: T) => void | Promise<void>) =>
    form.handleSubmit(async (values) => {
      setMessage(null);
      // A request Next refuses before our action runs (past serverActions.bodySizeLimit, 1 MB) or a
      // dropped connection rejects instead of answering: say so rather than leave the form silent.
      const result = await run(values as z.input<S>).catch(() => null);
      if (!result) return setMessage({ kind: "error", text: t("requestFailed") });
      if (result.ok) {
        await onSuccess?.(result.data);
        return;
      }
      if (result.status === 401) return handleSessionExpired(result.message); // SPEC §4: alert once, then sign in
      for (const [field, text] of Object.entries(result.fieldErrors ?? {})) form.setError(field as Path<z.input<S>>, { type: "server", message: text });
      setMessage({ kind: "error", text: result.message });
    });

  return { form, submit, message, setMessage };
}
