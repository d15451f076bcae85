// The little of fontkit's and pdfkit's APIs the abstract book uses (neither ships its own types,
// and the book reaches below pdfkit's text layout on purpose: draw.ts).

declare module "fontkit" {
  export type Glyph = { id: number; advanceWidth: number; codePoints: number[] };
  export type GlyphPosition = { xAdvance: number; yAdvance: number; xOffset: number; yOffset: number };
  export type Font = {
    postscriptName: string;
    unitsPerEm: number;
    ascent: number;
    descent: number;
    layout(text: string, features?: Record<string, boolean> | string[]): { glyphs: Glyph[]; positions: GlyphPosition[] };
    glyphForCodePoint(cp: number): Glyph;
    hasGlyphForCodePoint(cp: number): boolean;
  };
  export function openSync(file: string, postscriptName?: string): Font | unknown;
}

declare module "pdfkit" {
  import type { Readable } from "node:stream";
  import type { Font } from "fontkit";
  /** pdfkit's embedded font: the subset it writes at the end, its widths and ToUnicode entries. */
  export type EmbeddedFont = {
    id: string;
    subset: { includeGlyph(id: number): number };
    widths: number[];
    unicode: number[][];
    ref(): unknown;
  };
  export default class PDFDocument extends Readable {
    constructor(options?: { autoFirstPage?: boolean; compress?: boolean; fontLayoutCache?: boolean; lang?: string; info?: Record<string, string | Date> });
    page: { fonts: Record<string, unknown>; width: number; height: number };
    _font: EmbeddedFont;
    addPage(options?: { size?: [number, number]; margin?: number }): this;
    registerFont(name: string, src: Font): this;
    font(name: string): this;
    addContent(data: string): this;
    save(): this;
    restore(): this;
    rect(x: number, y: number, w: number, h: number): this;
    clip(): this;
    moveTo(x: number, y: number): this;
    lineTo(x: number, y: number): this;
    lineWidth(w: number): this;
    strokeColor(color: string): this;
    stroke(): this;
    end(): void;
  }
}
