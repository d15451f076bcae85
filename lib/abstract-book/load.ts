import "server-only";
import { toDateOnly } from "@/lib/i18n/dates";
import { getTranslator } from "@/lib/i18n/translate";
import { personName } from "@/lib/people/name";
import { db } from "@/lib/server/db";
import { getSubmissionSettings } from "@/lib/submission/settings";
import { htmlToBlocks } from "./html-blocks";
import { isChinese, type BookAbstract, type BookInput, type BookLabels, type BookTheme } from "./model";

// The book's content from the database: the conference's ACCEPTED submissions, grouped by theme
// in the theme tree's order (each theme's abstracts by their number within it), the layout of the
// submission configuration (SPEC §3 "PDF layout") with this generation's per-page choice, and the
// fixed texts in both languages.

type Author = { name: string; surname: string; organisation: string; corresponding: boolean };

function authorsOf(list: Author[]): Pick<BookAbstract, "authors" | "organisations"> {
  const organisations: string[] = [];
  const authors = list.map((a) => {
    const org = a.organisation.trim();
    if (org && !organisations.includes(org)) organisations.push(org);
    const han = isChinese(a.name + a.surname);
    return {
      name: personName(a.name.trim(), a.surname.trim()),
      indexName: han || !a.surname.trim() || !a.name.trim() ? personName(a.name.trim(), a.surname.trim()) : `${a.surname.trim()}, ${a.name.trim()}`,
      sortKey: `${a.surname.trim()} ${a.name.trim()}`.trim(),
      orgs: org ? [organisations.indexOf(org) + 1] : [],
      corresponding: a.corresponding,
    };
  });
  return { authors, organisations };
}

/** Themes in tree order (pre-order, siblings by `order`) with their paths from the root. */
async function themePaths(conferenceId: number) {
  const themes = await db.submissionTheme.findMany({ where: { conferenceId }, orderBy: [{ order: "asc" }, { id: "asc" }] });
  const out: { id: number; pathZh: string; pathEn: string }[] = [];
  const walk = (parentId: number | null, zh: string[], en: string[]) => {
    for (const t of themes.filter((x) => x.parentId === parentId)) {
      const [pz, pe] = [
        [...zh, t.nameZh],
        [...en, t.nameEn || t.nameZh],
      ];
      out.push({ id: t.id, pathZh: pz.join(" › "), pathEn: pe.join(" › ") });
      walk(t.id, pz, pe);
    }
  };
  walk(null, [], []);
  return out;
}

async function labelsFor(count: number): Promise<BookLabels> {
  const [zh, en] = await Promise.all([getTranslator("zh"), getTranslator("en")]);
  const pair = (key: string, values?: Record<string, number>): [string, string] => [
    zh(`abstractBook.pdf.${key}`, values),
    en(`abstractBook.pdf.${key}`, values),
  ];
  return {
    book: pair("book"),
    contents: pair("contents"),
    authorIndex: pair("authorIndex"),
    keywords: pair("keywords"),
    abridged: pair("abridged"),
    count: pair("count", { n: count }),
    otherTheme: pair("otherTheme"),
  };
}

export async function countAcceptedAbstracts(conferenceId: number): Promise<number> {
  return db.submission.count({ where: { conferenceId, status: "ACCEPTED" } });
}

export async function loadBook(conferenceId: number, perPage?: 1 | 2 | 4): Promise<BookInput> {
  const [conf, settings, paths, rows] = [
    await db.conference.findUniqueOrThrow({ where: { id: conferenceId } }),
    await getSubmissionSettings(conferenceId),
    await themePaths(conferenceId),
    await db.submission.findMany({
      where: { conferenceId, status: "ACCEPTED" },
      orderBy: [{ themeSeq: "asc" }, { number: "asc" }],
      select: { id: true, code: true, title: true, themeId: true, abstract: true, keywords: true, authors: { orderBy: { order: "asc" } } },
    }),
  ];
  const byTheme = new Map<number | null, BookAbstract[]>();
  for (const r of rows) {
    const a: BookAbstract = { id: r.id, code: r.code, title: r.title, ...authorsOf(r.authors), blocks: htmlToBlocks(r.abstract), keywords: r.keywords };
    const key = r.themeId != null && paths.some((p) => p.id === r.themeId) ? r.themeId : null;
    byTheme.set(key, [...(byTheme.get(key) ?? []), a]);
  }
  const labels = await labelsFor(rows.length);
  const themes: BookTheme[] = paths.filter((p) => byTheme.has(p.id)).map((p) => ({ ...p, abstracts: byTheme.get(p.id)! }));
  if (byTheme.has(null)) themes.push({ id: null, pathZh: labels.otherTheme[0], pathEn: labels.otherTheme[1], abstracts: byTheme.get(null)! });
  const dates = [toDateOnly(conf.startDate), toDateOnly(conf.endDate)].filter(Boolean);
  return {
    conference: { nameZh: conf.nameZh, nameEn: conf.nameEn, dates: [...new Set(dates)].join(" – "), locationZh: conf.locationZh, locationEn: conf.locationEn },
    layout: { ...settings.pdfLayout, perPage: perPage ?? settings.pdfLayout.perPage },
    themes,
    labels,
  };
}
