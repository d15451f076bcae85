// The one rule for bilingual values (zh/en column pairs, titles, labels): the reader's language,
// else the other one rather than nothing. No server-only: client components use it too.
export function pickLocale(locale: string, zh: string | null | undefined, en: string | null | undefined): string {
  const [first, second] = locale === "en" ? [en, zh] : [zh, en];
  return first || second || "";
}
