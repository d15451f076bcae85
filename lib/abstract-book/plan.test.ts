import { describe, expect, it } from "vitest";
import { sampleBook } from "@/tests/support/abstract-book-data";
import { flow } from "./flow";
import type { Measurer } from "./measure";
import { planBook } from "./plan";

// The planner with a stand-in measurer (every character half an em wide): which abstract lands on
// which page, and how many pages each layout makes. The real widths are checked in
// render-book.int.test.ts against the PDF itself.

const measurer: Measurer = {
  width: (text, s) => [...text].length * s.size * 0.5,
  lines: (runs, width) =>
    runs.flatMap((r) => r.text.split("\n").map((t) => [...t].length * r.style.size * 0.5)).reduce((n, w) => n + Math.max(1, Math.ceil(w / width)), 0) || 1,
};

const kinds = (book: ReturnType<typeof sampleBook>) => planBook(book, measurer).pages.map((p) => p.kind);

describe("planBook", () => {
  it("makes cover, contents, the themes' pages (each theme starts a page) and the index", () => {
    // 7 abstracts: 4 in the first theme, 3 in the second.
    for (const [perPage, abstractPages] of [
      [1, 7],
      [2, 2 + 2],
      [4, 1 + 1],
    ] as const) {
      expect(kinds(sampleBook(7, perPage, () => 2))).toEqual(["cover", "toc", ...Array(abstractPages).fill("abstracts"), "index"]);
    }
  });

  it("numbers the contents and the index from the plan", () => {
    const plan = planBook(
      sampleBook(5, 2, () => 2),
      measurer,
    );
    const toc = plan.pages.find((p) => p.kind === "toc");
    const pages = plan.pages.filter((p) => p.kind === "abstracts");
    if (toc?.kind !== "toc") throw new Error("no contents");
    expect(toc.lines.filter((l) => l.kind === "entry").map((l) => l.page)).toEqual([3, 3, 4, 5, 5]);
    expect(toc.lines.filter((l) => l.kind === "theme").map((l) => l.page)).toEqual([3, 5]);
    expect(pages.map((p) => p.number)).toEqual([3, 4, 5]);
    const index = plan.pages.at(-1);
    if (index?.kind !== "index") throw new Error("no index");
    // Alice Liddell wrote abstract 4 only (B-004), on page 5.
    const liddell = index.columns.flat().find((e) => e.name === "Liddell, Alice");
    expect(liddell?.refs).toBe("B-004 (5)");
  });

  it("shrinks a long abstract, gives a longer one a page of its own and cuts one longer than a page", () => {
    const lengths = [2, 20, 150, 400, 2];
    const plan = planBook(
      sampleBook(5, 2, (i) => lengths[i]),
      measurer,
    );
    const placed = plan.pages.flatMap((p) => (p.kind === "abstracts" ? p.items.map((it) => ({ page: p.number, alone: p.items.length === 1, ...it })) : []));
    const [short, longer, longest, huge] = placed;
    expect(short.fit.scale).toBe(1);
    expect(longer.fit.scale).toBeLessThan(1);
    expect(longer.page).toBe(short.page);
    expect(longest.alone && longest.slot.height > short.slot.height).toBe(true);
    expect(huge.fit.cut).toBe(true);
    expect(huge.fit.parts.map((p) => p.role)).toContain("abridged");
    expect(huge.fit.parts.at(-1)?.role).toBe("keywords");
  });

  it("places Latin-script authors first in the index, then Chinese ones by pinyin", () => {
    const plan = planBook(
      sampleBook(10, 4, () => 1),
      measurer,
    );
    const index = plan.pages.filter((p) => p.kind === "index").flatMap((p) => (p.kind === "index" ? p.columns.flat() : []));
    const names = index.map((e) => e.name);
    expect(names.slice(0, 5)).toEqual(["Builder, Bob", "Hilbert, David", "Liddell, Alice", "Noether, Emmy", "Shannon, Carol"]);
    expect(names.slice(5)).toEqual(["陈伟", "李锐", "刘静", "王明", "张晨"]);
  });
});

describe("flow", () => {
  it("fills boxes in order and keeps a heading with the line after it", () => {
    const items = [{ height: 5 }, { height: 5, keepWithNext: true }, { height: 5 }, { height: 5 }];
    expect(flow(items, () => 12).map((b) => b.length)).toEqual([1, 2, 1]);
    expect(flow([], () => 10)).toEqual([]);
  });
});
