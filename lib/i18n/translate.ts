// use-intl/core (what next-intl re-exports) holds no React: the standalone worker loads this under
// the react-server condition, where next-intl's entry would pull in React client hooks.
import { createTranslator } from "use-intl/core";
import { parseMessageKey } from "@/lib/validation/issue-message";
import type { Locale } from "./locale";
import { loadMessages } from "./messages";

export type Translate = (message: string, values?: Record<string, string | number>) => string;

/** A translator outside React (gateway, mail): takes "ns.key" or "ns.key?x=1" message keys. */
export async function getTranslator(locale: Locale): Promise<Translate> {
  const t = createTranslator({ locale, messages: await loadMessages(locale) });
  return (message, values) => {
    const parsed = parseMessageKey(message);
    try {
      return t(parsed.key as never, { ...parsed.values, ...values } as never);
    } catch {
      return message; // a key missing from the catalogue shows as itself rather than failing the reply
    }
  };
}
