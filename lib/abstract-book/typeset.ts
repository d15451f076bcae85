import { bookFonts, isCjkChar, NO_BREAK_AFTER, NO_BREAK_BEFORE, styleIndex, type Face, type FontKind } from "./fonts";

// Text set into lines, once, for both the planner (measure.ts counts the lines) and the drawing
// (draw.ts writes the same lines as positioned glyphs): what the plan counted is what the page shows.
//
// Why not a general layout engine: an abstract book is a few thousand distinct words and a few
// thousand Chinese characters repeated over hundreds of pages. Shaping each distinct piece once
// (fontkit, kerning kept, substitutions a book does not need off) and caching it makes layout a
// matter of adding cached widths; react-pdf's textkit shaped and broke every paragraph anew, which
// was three quarters of the book's time (docs/performance.md, "Abstract book").
//
// Breaking rules (as before, and as lib/pdf/cjk-breaks.ts for react-pdf documents): Latin words
// never break; Chinese breaks between characters, not before closing punctuation and not after an
// opening bracket; each character takes the first face of its style that has it (Latin, then
// Chinese). Lines are filled greedily.

export type RunStyle = { font: FontKind; size: number; bold?: boolean; italic?: boolean };
/** A run of one style; `script` sets it smaller, raised or lowered. */
export type TextRun = { text: string; bold?: boolean; italic?: boolean; script?: "sub" | "sup"; style: RunStyle };

/** Sub- and superscripts are set at this share of their paragraph's size. */
export const SCRIPT_SCALE = 0.7;

// OpenType substitutions that books of abstracts do not need cost most of the shaping time
// (contextual lookups of the CJK fonts); kerning and marks stay on.
const FEATURES = { calt: false, ccmp: false, locl: false, liga: false, clig: false, rlig: false, rclt: false, curs: false };

/** Glyphs of one face: ids, advances in em (kerned, and as the font's own width), code points. */
export type GlyphRun = { face: Face; ids: number[]; adv: number[]; nat: number[]; cps: number[][] };
/** A piece of text shaped in one style: its runs of glyphs (a face each) and its width in em. */
export type Shaped = { runs: GlyphRun[]; em: number };

/** A piece of a line: `x` from the line's start once justified (points). */
export type Box = { run: TextRun; text: string; shaped: Shaped; width: number; size: number; space: boolean; gap: boolean; x: number };
export type Line = { boxes: Box[]; width: number; last: boolean };

type Atom = { kind: "word" | "space" | "nl"; text: string };
/** A run's text cut where a line may break; `first*` let the run before decide about its first character. */
type Cut = { atoms: Atom[]; firstCjk: boolean; firstNoBreakBefore: boolean; endAfterCjk: boolean; endOpen: boolean; leadingWord: boolean };

export type Typesetter = {
  /** The lines of a paragraph at `width` points. */
  lines(runs: TextRun[], width: number): Line[];
  /** Width of a piece of text in points, no breaking. */
  width(text: string, style: RunStyle): number;
  shape(style: number, text: string): Shaped;
};

const runStyle = (r: TextRun) => styleIndex(r.style.font, !!(r.style.bold || r.bold), !!(r.style.italic || r.italic));

function cut(text: string): Cut {
  const atoms: Atom[] = [];
  let word = "";
  let afterCjk = false;
  let open = false;
  let first = true;
  let firstCjk = false;
  let firstNbb = false;
  const flush = () => {
    if (word) atoms.push({ kind: "word", text: word });
    word = "";
  };
  for (const ch of text) {
    if (ch === "\n" || ch === " ") {
      flush();
      const last = atoms.at(-1);
      if (ch === " " && last?.kind === "space") last.text += " ";
      else atoms.push({ kind: ch === "\n" ? "nl" : "space", text: ch });
      afterCjk = open = false;
      first = false;
      continue;
    }
    const cjk = isCjkChar(ch);
    if (first) {
      firstCjk = cjk;
      firstNbb = NO_BREAK_BEFORE.has(ch);
      first = false;
    } else if (word && (cjk ? !NO_BREAK_BEFORE.has(ch) && !open : afterCjk)) flush();
    word += ch;
    open = NO_BREAK_AFTER.has(ch);
    afterCjk = cjk && !open;
  }
  flush();
  return { atoms, firstCjk, firstNoBreakBefore: firstNbb, endAfterCjk: afterCjk, endOpen: open, leadingWord: atoms[0]?.kind === "word" };
}

export function createTypesetter(): Typesetter {
  const { pairs } = bookFonts();
  const shapes = pairs.map(() => new Map<string, Shaped>());
  const cuts = new Map<string, Cut>();
  const hasLatin = pairs.map(() => new Map<number, boolean>());

  function shape(style: number, text: string): Shaped {
    let s = shapes[style].get(text);
    if (s) return s;
    const { latin, cjk } = pairs[style];
    const known = hasLatin[style];
    const runs: GlyphRun[] = [];
    let em = 0;
    let seg = "";
    let segLatin = true;
    const close = () => {
      if (!seg) return;
      const face = segLatin ? latin : cjk;
      const upem = face.unitsPerEm;
      const run: GlyphRun = { face, ids: [], adv: [], nat: [], cps: [] };
      if (segLatin) {
        const laid = face.layout(seg, FEATURES);
        laid.glyphs.forEach((g, i) => {
          run.ids.push(g.id);
          run.adv.push(laid.positions[i].xAdvance / upem);
          run.nat.push(g.advanceWidth / upem);
          run.cps.push(g.codePoints);
        });
      } else {
        // Chinese needs no shaping beyond the cmap (and a book switches its substitutions off).
        for (const ch of seg) {
          const g = face.glyphForCodePoint(ch.codePointAt(0)!);
          run.ids.push(g.id);
          run.adv.push(g.advanceWidth / upem);
          run.nat.push(g.advanceWidth / upem);
          run.cps.push([ch.codePointAt(0)!]);
        }
      }
      for (const a of run.adv) em += a;
      runs.push(run);
      seg = "";
    };
    for (const ch of text) {
      const cp = ch.codePointAt(0)!;
      let l = known.get(cp);
      if (l === undefined) known.set(cp, (l = latin.hasGlyphForCodePoint(cp) || !cjk.hasGlyphForCodePoint(cp)));
      if (l !== segLatin) close();
      segLatin = l;
      seg += ch;
    }
    close();
    s = { runs, em };
    shapes[style].set(text, s);
    return s;
  }

  const cutOf = (text: string) => {
    let c = cuts.get(text);
    if (!c) cuts.set(text, (c = cut(text)));
    return c;
  };

  function lines(runs: TextRun[], width: number): Line[] {
    const out: Line[] = [];
    let line: Box[] = [];
    let x = 0;
    let word: Box[] = [];
    let wordW = 0;
    let spaces: Box[] = [];
    let spaceW = 0;
    const place = () => {
      if (line.length && x + spaceW + wordW > width) {
        out.push({ boxes: line, width: x, last: false });
        line = [];
        x = 0;
        spaces = [];
        spaceW = 0;
      }
      for (const b of spaces) line.push(b);
      if (x + spaceW + wordW > width && word.length) {
        // A piece wider than a whole line (a long URL, a formula): cut between its characters
        // rather than let the slot hide its end.
        x += spaceW;
        for (const b of word)
          for (const ch of b.text) {
            const shaped = shape(runStyle(b.run), ch);
            const piece: Box = { ...b, text: ch, shaped, width: shaped.em * b.size, gap: false };
            if (line.length && x + piece.width > width) {
              out.push({ boxes: line, width: x, last: false });
              line = [];
              x = 0;
            }
            line.push(piece);
            x += piece.width;
          }
      } else {
        for (const b of word) line.push(b);
        x += spaceW + wordW;
      }
      spaces = [];
      word = [];
      spaceW = wordW = 0;
    };
    let afterCjk = false;
    let open = false;
    for (const r of runs) {
      if (!r.text) continue;
      const style = runStyle(r);
      const size = r.style.size * (r.script ? SCRIPT_SCALE : 1);
      const c = cutOf(r.text);
      for (let i = 0; i < c.atoms.length; i++) {
        const a = c.atoms[i];
        if (a.kind === "nl") {
          place();
          out.push({ boxes: line, width: x, last: true });
          line = [];
          x = 0;
          continue;
        }
        const shaped = shape(style, a.text);
        const b: Box = { run: r, text: a.text, shaped, width: shaped.em * size, size, space: a.kind === "space", gap: false, x: 0 };
        if (b.space) {
          if (word.length) place();
          spaces.push(b);
          spaceW += b.width;
          continue;
        }
        // A break may come before this piece: inside the run where cut() cut; at the run's start
        // as the character before (the last run's) and this one allow.
        const breakable = i > 0 ? c.atoms[i - 1].kind === "word" : c.firstCjk ? !c.firstNoBreakBefore && !open : afterCjk;
        if (word.length && breakable) place();
        // A gap a justified line may widen: between two pieces with no space between them.
        b.gap = breakable && word.length === 0 && line.length > 0 && spaces.length === 0;
        word.push(b);
        wordW += b.width;
      }
      if (c.atoms.length) {
        const lastAtom = c.atoms.at(-1)!;
        if (lastAtom.kind === "word") {
          afterCjk = c.endAfterCjk;
          open = c.endOpen;
        } else afterCjk = open = false;
      }
    }
    place();
    out.push({ boxes: line, width: x, last: true });
    return out;
  }

  return {
    lines,
    shape,
    width: (text, s) => shape(styleIndex(s.font, !!s.bold, !!s.italic), text).em * s.size,
  };
}

/**
 * Sets each box's `x` for a line drawn at `width` points: justified lines share the spare width
 * among their spaces and the gaps between Chinese characters, as a browser does.
 */
export function placeBoxes(line: Line, width: number, align: "left" | "justify" | "center" | "right"): number {
  let spare = width - line.width;
  const start = align === "center" ? spare / 2 : align === "right" ? spare : 0;
  if (align === "center" || align === "right") spare = 0;
  const stretch = align === "justify" && !line.last && spare > 0;
  let gaps = 0;
  if (stretch) for (const b of line.boxes) if (b.space || b.gap) gaps++;
  const extra = gaps ? spare / gaps : 0;
  let x = start;
  line.boxes.forEach((b, i) => {
    if (b.gap && i > 0) x += extra;
    b.x = x;
    x += b.width;
    if (b.space) x += extra;
  });
  return x;
}
