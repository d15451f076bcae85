import { cutToFit, fitIn, type Fit } from "./fit";
import { slotsFor, type Rect } from "./geometry";
import type { Measurer } from "./measure";
import { abstractCount, type BookInput } from "./model";
import { planIndex, type IndexEntry } from "./plan-index";
import { planContents, type TocLine } from "./plan-contents";

// The whole book laid out before a page is drawn: a cover, the contents, the abstracts theme by
// theme (each theme starts a page; 1, 2 or 4 abstracts a page, one of its own when an abstract is
// too long for a slot — fit.ts), then the author index. Every page number is known here, so the
// contents and the index print them, and the page count is exact.

export type PlacedAbstract = { id: number; slot: Rect; fit: Fit };
export type PlannedPage =
  | { kind: "cover"; number: number }
  | { kind: "toc"; number: number; first: boolean; lines: TocLine[] }
  | { kind: "abstracts"; number: number; pathZh: string; pathEn: string; items: PlacedAbstract[] }
  | { kind: "index"; number: number; first: boolean; columns: IndexEntry[][] };
export type BookPlan = { pages: PlannedPage[]; total: number };

type Sheet = { pathZh: string; pathEn: string; items: PlacedAbstract[] };

/** The abstract pages, theme by theme, in order (numbered once the contents are counted). */
function planAbstracts(book: BookInput, m: Measurer): Sheet[] {
  const slots = slotsFor(book.layout.perPage);
  const whole = slotsFor(1)[0];
  const sheets: Sheet[] = [];
  for (const theme of book.themes) {
    if (!theme.abstracts.length) continue;
    const sheet = () => ({ pathZh: theme.pathZh, pathEn: theme.pathEn, items: [] as PlacedAbstract[] });
    let page = sheet();
    for (const a of theme.abstracts) {
      const fit = fitIn(a, book.layout, book.labels, slots[0], m);
      if (fit) {
        if (page.items.length === slots.length) {
          sheets.push(page);
          page = sheet();
        }
        page.items.push({ id: a.id, slot: slots[page.items.length], fit });
        continue;
      }
      // Too long for a slot: a page of its own, the abstracts after it on the next one.
      if (page.items.length) {
        sheets.push(page);
        page = sheet();
      }
      const alone = (slots.length > 1 && fitIn(a, book.layout, book.labels, whole, m)) || cutToFit(a, book.layout, book.labels, whole, m);
      sheets.push({ ...sheet(), items: [{ id: a.id, slot: whole, fit: alone }] });
    }
    if (page.items.length) sheets.push(page);
  }
  return sheets;
}

export function planBook(book: BookInput, m: Measurer): BookPlan {
  const sheets = planAbstracts(book, m);
  const byId = new Map(book.themes.flatMap((t) => t.abstracts.map((a) => [a.id, a] as const)));
  const toc = planContents(book, m);
  const first = 2 + toc.pages; // cover, contents, then the abstracts
  const pageOf = new Map<number, number>();
  sheets.forEach((s, i) => s.items.forEach((it) => pageOf.set(it.id, first + i)));
  const index = planIndex(book, pageOf, m, byId);
  const pages: PlannedPage[] = [{ kind: "cover", number: 1 }];
  toc.fill(pageOf).forEach((lines, i) => pages.push({ kind: "toc", number: 2 + i, first: i === 0, lines }));
  sheets.forEach((s, i) => pages.push({ kind: "abstracts", number: first + i, ...s }));
  const indexStart = first + sheets.length;
  index.forEach((columns, i) => pages.push({ kind: "index", number: indexStart + i, first: i === 0, columns }));
  return { pages, total: abstractCount(book) };
}
