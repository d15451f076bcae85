// use-intl/core (what next-intl re-exports) holds no React: the standalone worker loads this under
// the react-server condition, where next-intl's entry would pull in React client hooks.
import { createTranslator } from "use-intl/core";
import { parseMessageKey } from "@/lib/validation/issue-message";
import type { Locale } from "./locale";
import { loadMessages } from "./messages";

export type Translate = (message: string, values?: Record<string, string | number>) => string;

// One translator per language for the process: use-intl compiles each ICU message the first time
// a translator formats it and keeps it in that translator's cache. A new translator per gateway
// call compiled its answer's message again every time (a tenth of the CPU of a registration rush).
const translators = new Map<Locale, Promise<Translate>>();

/** A translator outside React (gateway, mail): takes "ns.key" or "ns.key?x=1" message keys. */
export function getTranslator(locale: Locale): Promise<Translate> {
  let t = translators.get(locale);
  if (!t) {
    t = makeTranslator(locale);
    translators.set(locale, t);
    t.catch(() => translators.delete(locale)); // a failed load is tried again by the next caller
  }
  return t;
}

async function makeTranslator(locale: Locale): Promise<Translate> {
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
