import { existsSync } from "node:fs";
import path from "node:path";
import { Font } from "@react-pdf/renderer";
import { splitCjk } from "@/lib/pdf/cjk-breaks";

// The book's fonts: Chinese and Latin in one document, embedded as TTF/OTF subsets.
// Latin text (with real italics) is set in Liberation Serif / Sans (Debian fonts-liberation, which
// Chromium depends on); Chinese falls back to Noto Serif / Sans CJK SC, one face picked out of
// Debian fonts-noto-cjk's .ttc collections by its PostScript name (react-pdf passes postscriptName
// to fontkit, which then opens that face instead of refusing the collection). Chinese has no
// italic, so the italic slots of the CJK families hold the upright faces. WOFF is never used.
// ABSTRACT_BOOK_FONT_DIR points at another directory holding the same file names.

export type FontKind = "serif" | "sans";
export const FAMILIES: Record<FontKind, [latin: string, cjk: string]> = {
  serif: ["BookLatinSerif", "BookCjkSerif"],
  sans: ["BookLatinSans", "BookCjkSans"],
};

const LATIN = "/usr/share/fonts/truetype/liberation";
const CJK = "/usr/share/fonts/opentype/noto";

type Face = { file: string; postscriptName?: string; fontWeight: 400 | 700; fontStyle: "normal" | "italic" };

function faces(dir: (d: string) => string): Record<string, Face[]> {
  const latin = (name: string): Face[] => [
    { file: path.join(dir(LATIN), `${name}-Regular.ttf`), fontWeight: 400, fontStyle: "normal" },
    { file: path.join(dir(LATIN), `${name}-Bold.ttf`), fontWeight: 700, fontStyle: "normal" },
    { file: path.join(dir(LATIN), `${name}-Italic.ttf`), fontWeight: 400, fontStyle: "italic" },
    { file: path.join(dir(LATIN), `${name}-BoldItalic.ttf`), fontWeight: 700, fontStyle: "italic" },
  ];
  const cjk = (name: string, ps: string): Face[] =>
    (["normal", "italic"] as const).flatMap((fontStyle) => [
      { file: path.join(dir(CJK), `${name}-Regular.ttc`), postscriptName: `${ps}-Regular`, fontWeight: 400 as const, fontStyle },
      { file: path.join(dir(CJK), `${name}-Bold.ttc`), postscriptName: `${ps}-Bold`, fontWeight: 700 as const, fontStyle },
    ]);
  return {
    [FAMILIES.serif[0]]: latin("LiberationSerif"),
    [FAMILIES.sans[0]]: latin("LiberationSans"),
    [FAMILIES.serif[1]]: cjk("NotoSerifCJK", "NotoSerifCJKsc"),
    [FAMILIES.sans[1]]: cjk("NotoSansCJK", "NotoSansCJKsc"),
  };
}

// Where Chinese lines may break (shared with the order confirmation PDF): lib/pdf/cjk-breaks.ts.
export { isCjkChar, NO_BREAK_AFTER, NO_BREAK_BEFORE, splitCjk } from "@/lib/pdf/cjk-breaks";

type Cmap = { lookup(cp: number, vs?: number): number };
type Face$ = { _cmapProcessor: Cmap };

/** fontkit looks each character up in the cmap again for every font of a family list, every time; a
 * book asks for the same few thousand characters over and over, so the answers are kept. */
function rememberLookups(font: Face$): void {
  const cmap = font._cmapProcessor; // fontkit caches the processor on the font after the first read
  const lookup = cmap.lookup.bind(cmap);
  const known = new Map<number, number>();
  cmap.lookup = (cp, vs) => {
    if (vs) return lookup(cp, vs);
    let gid = known.get(cp);
    if (gid === undefined) known.set(cp, (gid = lookup(cp)));
    return gid;
  };
}

let loaded: Promise<void> | null = null;

/**
 * Registers and opens the families once per process; rejects with "abstractBook.errors.fonts" when a
 * file is missing. The CJK italic slots share the upright faces' data (one copy of each .ttc).
 */
export function loadBookFonts(): Promise<void> {
  return (loaded ??= (async () => {
    const override = process.env.ABSTRACT_BOOK_FONT_DIR;
    const all = faces((d) => override || d);
    const missing = Object.values(all)
      .flat()
      .find((f) => !existsSync(f.file));
    if (missing) throw Object.assign(new Error(`font file missing: ${missing.file}`), { key: "abstractBook.errors.fonts" });
    for (const [family, list] of Object.entries(all)) Font.register({ family, fonts: list.map(({ file, ...f }) => ({ src: file, ...f })) });
    Font.registerHyphenationCallback(splitCjk);
    for (const [family, list] of Object.entries(all))
      for (const f of list) {
        const src = Font.getFont({ fontFamily: family, fontWeight: f.fontWeight, fontStyle: f.fontStyle });
        const upright = family.includes("Cjk") && f.fontStyle === "italic" ? Font.getFont({ fontFamily: family, fontWeight: f.fontWeight }) : null;
        if (upright) {
          await upright.load();
          src.data = upright.data;
          src.loadResultPromise = Promise.resolve();
        } else {
          await src.load();
          rememberLookups(src.data as unknown as Face$);
        }
      }
  })());
}
