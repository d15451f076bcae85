import { existsSync } from "node:fs";
import path from "node:path";
import * as fontkit from "fontkit";

// The book's fonts: Chinese and Latin in one document, embedded as TTF/OTF subsets.
// Latin text (with real italics) is set in Liberation Serif / Sans (Debian fonts-liberation, which
// Chromium depends on); Chinese falls back to Noto Serif / Sans CJK SC, one face picked out of
// Debian fonts-noto-cjk's .ttc collections by its PostScript name. Chinese has no italic, so the
// italic slots of the CJK families hold the upright faces (the same opened font). WOFF is never used.
// ABSTRACT_BOOK_FONT_DIR points at another directory holding the same file names.
// The fonts are opened with fontkit once per thread and shared by the measurer (typeset.ts) and
// every document the thread draws (draw.ts hands the opened font to pdfkit, which subsets it).

export type FontKind = "serif" | "sans";

const LATIN = "/usr/share/fonts/truetype/liberation";
const CJK = "/usr/share/fonts/opentype/noto";
const LATIN_NAMES: Record<FontKind, string> = { serif: "LiberationSerif", sans: "LiberationSans" };
const CJK_NAMES: Record<FontKind, [file: string, postscript: string]> = {
  serif: ["NotoSerifCJK", "NotoSerifCJKsc"],
  sans: ["NotoSansCJK", "NotoSansCJKsc"],
};

/** One face of fontkit, the little of its API the book uses. */
export type Face = fontkit.Font;
/** A style's pair of faces: Latin first, Chinese for what Latin lacks. */
export type FacePair = { latin: Face; cjk: Face; key: string };

/** The index of a style in `BookFonts.pairs`: kind, bold, italic. */
export const styleIndex = (kind: FontKind, bold: boolean, italic: boolean) => (kind === "serif" ? 0 : 4) + (bold ? 2 : 0) + (italic ? 1 : 0);

export type BookFonts = { pairs: FacePair[] };

function files(dir: (d: string) => string) {
  const latin = (kind: FontKind, bold: boolean, italic: boolean) =>
    path.join(dir(LATIN), `${LATIN_NAMES[kind]}-${bold ? (italic ? "BoldItalic" : "Bold") : italic ? "Italic" : "Regular"}.ttf`);
  const cjk = (kind: FontKind, bold: boolean) => {
    const [file, ps] = CJK_NAMES[kind];
    const w = bold ? "Bold" : "Regular";
    return { file: path.join(dir(CJK), `${file}-${w}.ttc`), postscriptName: `${ps}-${w}` };
  };
  return { latin, cjk };
}

let loaded: BookFonts | null = null;

/**
 * Opens the eight Latin faces and four Chinese ones once per thread; throws with
 * "abstractBook.errors.fonts" when a file is missing.
 */
export function bookFonts(): BookFonts {
  if (loaded) return loaded;
  const override = process.env.ABSTRACT_BOOK_FONT_DIR;
  const f = files((d) => override || d);
  const opened = new Map<string, Face>();
  const open = (file: string, postscriptName?: string): Face => {
    const key = `${file}#${postscriptName ?? ""}`;
    let face = opened.get(key);
    if (!face) {
      if (!existsSync(file)) throw Object.assign(new Error(`font file missing: ${file}`), { key: "abstractBook.errors.fonts" });
      face = fontkit.openSync(file, postscriptName) as Face;
      opened.set(key, face);
    }
    return face;
  };
  const pairs: FacePair[] = [];
  for (const kind of ["serif", "sans"] as const)
    for (const bold of [false, true])
      for (const italic of [false, true]) {
        const c = f.cjk(kind, bold);
        pairs[styleIndex(kind, bold, italic)] = {
          latin: open(f.latin(kind, bold, italic)),
          cjk: open(c.file, c.postscriptName),
          key: `${kind}${+bold}${+italic}`,
        };
      }
  return (loaded = { pairs });
}

/** As bookFonts(), for callers that wait (a rejected promise instead of a throw). */
export const loadBookFonts = async (): Promise<BookFonts> => bookFonts();

// Where Chinese lines may break (shared with the order confirmation PDF): lib/pdf/cjk-breaks.ts.
export { isCjkChar, NO_BREAK_AFTER, NO_BREAK_BEFORE, splitCjk } from "@/lib/pdf/cjk-breaks";
