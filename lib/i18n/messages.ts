import type { Locale } from "./locale";

// messages/<locale>/<namespace>.json, merged under the namespace name. Add a namespace here when
// a domain gets its own file; tests/unit check both languages hold the same keys.
export const NAMESPACES = [
  "common",
  "errors",
  "validation",
  "shell",
  "home",
  "prompt",
  "profile",
  "platform",
  "mail",
  "accounts",
  "registration",
  "admin",
  "website",
  "appearance",
  "sitePages",
  "menus",
  "site",
  "billing",
  "fees",
  "paySettings",
  "orders",
  "orderAdmin",
  "receipts",
  "submission",
  "submissionConfig",
  "submissionAdmin",
  "reviewAssign",
  "reviewOpinion",
  "reviewActivation",
  "reviewConfig",
  "reviewerAdmin",
  "reviewDecision",
  "hotel",
  "download",
  "abstractBook",
  "feedback",
  "notice",
  "pageTitles",
  "modules",
] as const;

export async function loadMessages(locale: Locale): Promise<Record<string, unknown>> {
  const entries = await Promise.all(NAMESPACES.map(async (ns) => [ns, (await import(`../../messages/${locale}/${ns}.json`)).default] as const));
  return Object.fromEntries(entries);
}
