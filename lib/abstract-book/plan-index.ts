import { BOX, GAP, INDEX, lineOf, NAV } from "./geometry";
import type { Measurer } from "./measure";
import { isChinese, type BookAbstract, type BookInput } from "./model";
import { flow } from "./flow";

// The author index: every author once (the same written name is the same person), sorted by
// family name — Latin-script names alphabetically, then Chinese ones in pinyin order (ICU's zh
// collation) — with the abstracts' numbers and pages, or pages only when the book shows no
// numbers. Two columns a page.

export type IndexEntry = { name: string; refs: string; lines: number; height: number };

const collator = new Intl.Collator("zh-u-co-pinyin", { sensitivity: "base", numeric: true });
export const INDEX_COLUMN_WIDTH = (BOX.width - GAP) / INDEX.columns;

export function planIndex(book: BookInput, pageOf: Map<number, number>, m: Measurer, byId: Map<number, BookAbstract>): IndexEntry[][][] {
  const people = new Map<string, { name: string; sortKey: string; ids: number[] }>();
  for (const t of book.themes)
    for (const a of t.abstracts)
      for (const p of a.authors) {
        const key = p.name.toLowerCase().replace(/\s+/g, " ").trim();
        if (!key) continue;
        const entry = people.get(key) ?? { name: p.indexName, sortKey: p.sortKey, ids: [] };
        if (!entry.ids.includes(a.id)) entry.ids.push(a.id);
        people.set(key, entry);
      }
  // Latin-script names first (A–Z), then Chinese ones in pinyin order, as Chinese books do.
  const script = (k: string) => (isChinese(k) ? 1 : 0);
  const sorted = [...people.values()].sort(
    (x, y) => script(x.sortKey) - script(y.sortKey) || collator.compare(x.sortKey, y.sortKey) || collator.compare(x.name, y.name),
  );
  const ref = (id: number) => (book.layout.showNumber && byId.get(id)?.code ? `${byId.get(id)!.code} (${pageOf.get(id)})` : String(pageOf.get(id)));
  const entries: IndexEntry[] = sorted.map((p) => {
    const refs = p.ids
      .sort((x, y) => (pageOf.get(x) ?? 0) - (pageOf.get(y) ?? 0))
      .map(ref)
      .join(", ");
    const lines = m.lines(
      [
        { text: `${p.name}  `, style: { font: "sans", size: INDEX.size, bold: true } },
        { text: refs, style: { font: "sans", size: INDEX.size } },
      ],
      INDEX_COLUMN_WIDTH * 0.98,
    );
    return { name: p.name, refs, lines, height: lines * lineOf(INDEX.size) + 2 };
  });
  const columns = flow(entries, (k) => BOX.height - (k < INDEX.columns ? NAV.headingHeight : 0));
  const pages: IndexEntry[][][] = [];
  for (let i = 0; i < columns.length; i += INDEX.columns) pages.push(columns.slice(i, i + INDEX.columns));
  return pages;
}
