import { BOX, lineOf, NAV } from "./geometry";
import type { Measurer } from "./measure";
import type { BookInput } from "./model";
import { flow } from "./flow";

// The contents: a line for each theme (with the page it starts on) and one for each abstract —
// number, title (at most two lines), page. Its page count depends only on the lines, so it is
// counted before the abstracts are numbered and filled in afterwards.

export type TocLine =
  | { kind: "theme"; zh: string; en: string; firstId: number; page: number; height: number; keepWithNext: true }
  | { kind: "entry"; id: number; code: string; title: string; lines: number; page: number; height: number };

export const TOC_THEME_GAP = 6;
export const tocTitleWidth = (showNumber: boolean) => BOX.width - (showNumber ? NAV.codeWidth : 0) - NAV.numberWidth - 8;

export function planContents(book: BookInput, m: Measurer) {
  const width = tocTitleWidth(book.layout.showNumber) * 0.98;
  const lines: TocLine[] = [];
  for (const t of book.themes) {
    if (!t.abstracts.length) continue;
    lines.push({
      kind: "theme",
      zh: t.pathZh,
      en: t.pathEn,
      firstId: t.abstracts[0].id,
      page: 0,
      height: TOC_THEME_GAP + lineOf(NAV.themeSize) + 2,
      keepWithNext: true,
    });
    for (const a of t.abstracts) {
      const n = Math.min(2, m.lines([{ text: a.title, style: { font: "sans", size: NAV.size } }], width));
      lines.push({ kind: "entry", id: a.id, code: a.code, title: a.title, lines: n, page: 0, height: n * lineOf(NAV.size) + 2 });
    }
  }
  const pages = flow(lines, (k) => BOX.height - (k === 0 ? NAV.headingHeight : 0));
  return {
    pages: pages.length,
    /** The pages' lines with the abstracts' page numbers (a theme: its first abstract's). */
    fill: (pageOf: Map<number, number>) => pages.map((page) => page.map((l) => ({ ...l, page: pageOf.get(l.kind === "entry" ? l.id : l.firstId) ?? 0 }))),
  };
}
