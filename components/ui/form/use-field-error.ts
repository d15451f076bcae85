"use client";
import { useTranslations } from "next-intl";

/**
 * Client-side zod messages are i18n keys ("validation.tooShort?min=10", lib/validation/z.ts);
 * messages from the server arrive translated. Either way this returns text for the field.
 */
export function useFieldErrorText(): (message: string | undefined) => string | undefined {
  const t = useTranslations();
  return (message) => {
    if (!message) return undefined;
    const [key, query = ""] = message.split("?", 2);
    if (!/^[a-zA-Z]+\.[a-zA-Z.]+$/.test(key) || !t.has(key as never)) return message;
    return t(key as never, Object.fromEntries(new URLSearchParams(query)) as never);
  };
}
