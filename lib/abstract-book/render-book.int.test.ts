import { beforeAll, describe, expect, it } from "vitest";
import { sampleBook } from "@/tests/support/abstract-book-data";
import { inkShare, pdfPageCount, pdfText, pdfWords, type WordBox } from "@/tests/support/pdf";
import { BOX, GAP, slotsFor } from "./geometry";
import { renderBook } from "./render-book";

// The renderer against its own plan, read back with poppler: every word of an abstract stays inside
// its slot whatever its length (shrunk, alone on a page, or cut), the contents print the page an
// abstract is really on, Chinese lines break without hyphens, and the chunks join into one document.

const META = { title: "摘要集 Abstract book", author: "Test", lang: "zh-CN", created: new Date("2026-11-24T00:00:00Z") };
// Short, slightly longer (shrunk), much longer (a page of its own), far too long (cut), short.
const LENGTHS = [2, 20, 150, 400, 3, 8];
const books: Record<1 | 2 | 4, { pdf: Buffer; pages: number }> = {} as never;

beforeAll(async () => {
  // Chunks of two pages, so the join is exercised; for two a page, two renderers (this thread
  // and a worker thread), whose chunks must come back in order.
  for (const n of [1, 2, 4] as const)
    books[n] = await renderBook(
      sampleBook(6, n, (i) => LENGTHS[i]),
      META,
      undefined,
      { chunkPages: 2, threads: n === 2 ? 2 : 1 },
    );
}, 120_000);

/** Words of the abstract pages (the header above the box left out). */
const bodyWords = (pdf: Buffer) => pdfWords(pdf).filter((w) => w.yMax > BOX.y + 0.5);
/** The abstracts' numbers where they head an abstract (page 2 is the contents; the index comes last). */
function abstractNumbers(words: WordBox[]): WordBox[] {
  const index = words.find((w) => w.word === "作者索引")!.page;
  return words.filter((w) => w.page > 2 && w.page < index && /^[AB]-00\d$/.test(w.word) && w.yMin >= BOX.y - 1);
}

describe("abstracts never run out of their place", () => {
  it.each([1, 2, 4] as const)("%i per page: no word leaves the box or enters the gap between two abstracts", (n) => {
    const { pdf, pages } = books[n];
    expect(pdfPageCount(pdf)).toBe(pages);
    const slots = slotsFor(n);
    const text = pdfText(pdf);
    const numbers = abstractNumbers(pdfWords(pdf));
    const abstractPages = new Set(numbers.map((w) => w.page));
    const shared = new Set(numbers.filter((w, i) => numbers.findIndex((x) => x.page === w.page) !== i).map((w) => w.page));
    const TOL = 1.5; // a justified line may end a hair past the edge
    const outside = (w: WordBox) => {
      const bottom = BOX.y + BOX.height;
      if (w.yMax > bottom + TOL) return !/^\d+$/.test(w.word) || w.yMin < bottom + 10; // below the box: the page number only
      if (w.xMin < BOX.x - TOL || w.xMax > BOX.x + BOX.width + TOL) return true;
      if (!shared.has(w.page)) return false;
      const [gapTop, gapLeft] = [BOX.y + slots[0].height, BOX.x + slots[0].width];
      if (n > 1 && w.yMax > gapTop + TOL && w.yMin < gapTop + GAP - TOL) return true;
      return n === 4 && w.xMax > gapLeft + TOL && w.xMin < gapLeft + GAP - TOL;
    };
    const bad = bodyWords(pdf).filter((w) => abstractPages.has(w.page) && outside(w));
    expect(bad).toEqual([]);
    expect(text).toContain("(abridged)"); // the far too long one
    expect(text).toContain("Keywords: protein structure; deep learning");
  });

  it("gives the much longer abstract a page of its own", () => {
    const numbers = abstractNumbers(pdfWords(books[2].pdf));
    const pageOf = (code: string) => numbers.find((w) => w.word === code)!.page;
    const own = pageOf("A-003");
    expect(numbers.filter((w) => w.page === own)).toHaveLength(1);
    expect(pageOf("A-001")).toBe(pageOf("B-002"));
  });
});

describe("the book around the abstracts", () => {
  it("prints in the contents the page each abstract is on", () => {
    const { pdf } = books[2];
    const words = pdfWords(pdf);
    const numbers = abstractNumbers(words);
    for (const code of ["A-001", "B-004", "A-005", "B-006"]) {
      const entry = words.find((w) => w.page === 2 && w.word === code)!;
      const number = words.filter((w) => w.page === 2 && Math.abs(w.yMin - entry.yMin) < 2 && /^\d+$/.test(w.word)).at(-1)!;
      expect(
        numbers.some((w) => w.page === Number(number.word) && w.word === code),
        code,
      ).toBe(true);
    }
  });

  it("breaks Chinese lines between characters, never with a hyphen nor before a comma", () => {
    const lines = pdfText(books[4].pdf).split("\n");
    expect(lines.some((l) => /\p{Script=Han}$/u.test(l.trim()))).toBe(true); // Chinese text does wrap…
    expect(lines.filter((l) => /\p{Script=Han}-$/u.test(l.trim()))).toEqual([]); // …without hyphens
    expect(lines.filter((l) => /^[，。、；：？！）]/u.test(l.trim()))).toEqual([]); // no line starts with closing punctuation
  });

  it("has a cover with ink on it and the author index at the end", () => {
    const { pdf, pages } = books[1];
    expect(inkShare(pdf, 1)).toBeGreaterThan(0.005);
    const index = pdfText(pdf, pages, pages);
    expect(index).toContain("Author index");
    expect(index).toContain("Liddell, Alice");
    expect(index).toContain("王明");
  });
});

describe("the joined chunks", () => {
  it("name each embedded font subset once (a Type 0 font and its descendant share the name)", () => {
    const names = [...books[2].pdf.toString("latin1").matchAll(/\/BaseFont \/([A-Z]{6}\+[^\s/>]+)/g)].map((m) => m[1]);
    expect(names.length).toBeGreaterThan(4);
    const counts = new Map<string, number>();
    for (const n of names) counts.set(n, (counts.get(n) ?? 0) + 1);
    expect([...counts].filter(([, c]) => c !== 2)).toEqual([]);
  });
});
