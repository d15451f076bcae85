import "server-only";
import { countryName } from "@/lib/forms/countries";
import type { Locale } from "@/lib/i18n/locale";
import { pickLocale } from "@/lib/i18n/pick";
import type { Access } from "@/lib/server/access";
import { db } from "@/lib/server/db";
import { parseSearch } from "@/lib/validation/read-search";
import { getSubmissionSettings } from "../settings";
import { authorCountries, type Viewer } from "./queries";
import { ZSubmissionManageQuery, type TSubmissionManageQuery } from "./schemas";

// What the submission screens need besides the rows: the viewer, the list's query read from the
// address (a damaged value is dropped, the rest kept), and the filters' choices in the reader's
// language.

type SP = Record<string, string | string[] | undefined>;

export function viewerOf(access: Access): Viewer {
  return { userId: access.user?.id ?? 0, manager: access.manager };
}

/** The list's query from a page's searchParams; values that do not parse fall back to their defaults. */
export function parseListQuery(sp: SP): TSubmissionManageQuery {
  return parseSearch(ZSubmissionManageQuery, sp);
}

export type Choice = { value: string; label: string };
export type ThemeChoice = { id: number; label: string; depth: number };

/** Themes in tree order (indented by depth), categories, report types and the authors' countries. */
export async function listFilterChoices(conferenceId: number, viewer: Viewer, locale: Locale) {
  const [settings, themes, countries] = await Promise.all([
    getSubmissionSettings(conferenceId),
    db.submissionTheme.findMany({
      where: { conferenceId },
      orderBy: [{ order: "asc" }, { id: "asc" }],
      select: { id: true, parentId: true, prefix: true, nameZh: true, nameEn: true },
    }),
    authorCountries(conferenceId, viewer),
  ]);
  const tree: ThemeChoice[] = [];
  const walk = (parentId: number | null, depth: number) => {
    for (const t of themes.filter((x) => x.parentId === parentId)) {
      tree.push({ id: t.id, label: [t.prefix, pickLocale(locale, t.nameZh, t.nameEn)].filter(Boolean).join(" · "), depth });
      if (depth < 10) walk(t.id, depth + 1);
    }
  };
  walk(null, 0);
  const label = (c: { value: string; labelZh: string; labelEn: string }): Choice => ({ value: c.value, label: pickLocale(locale, c.labelZh, c.labelEn) });
  const collator = new Intl.Collator(locale === "en" ? "en" : "zh");
  return {
    themes: tree,
    categories: settings.categoryOptions.map(label),
    reportTypes: settings.reportTypeOptions.map(label),
    countries: countries.map((c) => ({ value: c, label: countryName(c, locale) ?? c })).sort((a, b) => collator.compare(a.label, b.label)),
  };
}
export type FilterChoices = Awaited<ReturnType<typeof listFilterChoices>>;
