import { Font } from "@react-pdf/renderer";
import { FAMILIES, isCjkChar, loadBookFonts, NO_BREAK_AFTER, NO_BREAK_BEFORE, type FontKind } from "./fonts";
import type { Run } from "./model";

// How many lines a paragraph takes at a width, estimated from the same font files react-pdf
// embeds (advance widths through its own font store), so the book can be planned — which abstract
// goes on which page, whether one must be set smaller — before anything is rendered, and the table
// of contents can print page numbers. The model follows lib/abstract-book/fonts.ts: Latin words
// never break, Chinese breaks between characters (not before closing punctuation, not after an
// opening bracket); each character takes the first family that has it. Lines are filled greedily at their natural width, which never fits more than
// react-pdf's Knuth–Plass breaking (it may also shrink spaces), and plan.ts keeps a margin.

type Glyphs = { unitsPerEm: number; hasGlyphForCodePoint(cp: number): boolean; glyphForCodePoint(cp: number): { advanceWidth: number } };
export type RunStyle = { font: FontKind; size: number; bold?: boolean; italic?: boolean };
export type MeasureRun = Pick<Run, "text" | "bold" | "italic" | "script"> & { style: RunStyle };

export type Measurer = {
  /** Lines the runs fill at `width` points (1 for an empty paragraph). */
  lines(runs: MeasureRun[], width: number): number;
  /** Width of one line of text in points (the index's and contents' right-hand numbers). */
  width(text: string, style: RunStyle): number;
};

/** Sub- and superscripts are set at this share of their paragraph's size (pdf-abstract.tsx). */
export const SCRIPT_SCALE = 0.7;

async function face(fontFamily: string, bold: boolean, italic: boolean): Promise<Glyphs> {
  await loadBookFonts();
  return Font.getFont({ fontFamily, fontWeight: bold ? 700 : 400, fontStyle: italic ? "italic" : "normal" }).data as unknown as Glyphs;
}

export async function createMeasurer(): Promise<Measurer> {
  const faces = new Map<string, [Glyphs, Glyphs]>();
  for (const kind of ["serif", "sans"] as const)
    for (const bold of [false, true])
      for (const italic of [false, true]) {
        const [latin, cjk] = FAMILIES[kind];
        faces.set(`${kind}${+bold}${+italic}`, [await face(latin, bold, italic), await face(cjk, bold, italic)]);
      }
  const em = new Map<string, number>(); // advance in em of one code point in one face set
  const advance = (key: string, cp: number): number => {
    const k = `${key}:${cp}`;
    let w = em.get(k);
    if (w === undefined) {
      const [latin, cjk] = faces.get(key)!;
      const f = latin.hasGlyphForCodePoint(cp) ? latin : cjk;
      w = f.glyphForCodePoint(cp).advanceWidth / f.unitsPerEm;
      em.set(k, w);
    }
    return w;
  };
  const textWidth = (text: string, s: RunStyle, scale = 1) => {
    const key = `${s.font}${+!!s.bold}${+!!s.italic}`;
    let w = 0;
    for (const ch of text) w += advance(key, ch.codePointAt(0)!);
    return w * s.size * scale;
  };

  function lines(runs: MeasureRun[], width: number): number {
    let count = 1;
    let x = 0; // width of the current line so far
    let word = 0; // width of the unbreakable piece being built
    let space = 0; // pending spaces before `word`
    const place = () => {
      if (x > 0 && x + space + word > width) {
        count++;
        x = 0;
        space = 0;
      }
      // A piece wider than a line (a long URL) takes the lines it needs.
      while (word > width) {
        word -= width;
        count++;
      }
      x += space + word;
      space = 0;
      word = 0;
    };
    let afterCjk = false; // as splitCjk in fonts.ts: where a break may come
    let open = false;
    for (const r of runs) {
      const style = { ...r.style, bold: r.style.bold || r.bold, italic: r.style.italic || r.italic };
      const scale = r.script ? SCRIPT_SCALE : 1;
      for (const ch of r.text) {
        if (ch === "\n" || ch === " ") {
          if (ch === "\n") {
            place();
            count++;
            x = 0;
          } else {
            if (word) place();
            space += textWidth(ch, style, scale);
          }
          afterCjk = open = false;
          continue;
        }
        const cjk = isCjkChar(ch);
        if (word && (cjk ? !NO_BREAK_BEFORE.has(ch) && !open : afterCjk)) place();
        word += textWidth(ch, style, scale);
        open = NO_BREAK_AFTER.has(ch);
        afterCjk = cjk && !open;
      }
    }
    place();
    return count;
  }

  return { lines, width: (text, style) => textWidth(text, style) };
}
