import PDFDocument, { type EmbeddedFont } from "pdfkit";
import { styleIndex, type Face } from "./fonts";
import { BOX, GAP, INDEX, lineOf, NAV, PAGE, slotsFor } from "./geometry";
import type { BookInput } from "./model";
import type { Part } from "./parts";
import type { PlacedAbstract, PlannedPage } from "./plan";
import { TOC_THEME_GAP, tocTitleWidth } from "./plan-contents";
import { INDEX_COLUMN_WIDTH } from "./plan-index";
import { placeBoxes, type Line, type TextRun, type Typesetter } from "./typeset";

// The pages of a plan drawn straight into a pdfkit document: cover, contents, abstracts, author
// index. Text is written as the lines typeset.ts broke (the lines the plan counted), each piece a
// run of glyph ids at its place; pdfkit keeps the page tree, subsets and embeds the fonts. Nothing
// is laid out a second time, and no text is shaped again (docs/performance.md, "Abstract book").

export const INK = "#1f2933";
export const MUTED = "#616e7c";
export const ACCENT = "#1d4e89";
export const RULE = "#cbd2d9";

/** "生命科学 / Life sciences", or one of them when the other is empty or the same. */
export const both = (zh: string, en: string) => (zh && en && zh !== en ? `${zh} / ${en}` : zh || en);
const label = (pair: [string, string]) => both(pair[0], pair[1]);

// Where the baseline sits in a line box of 1.35 em: half the leading above the Latin faces' ascent
// (Liberation: ascent 0.89–0.91 em, descent 0.21 em), as a browser places it.
const BASELINE = (1.35 - 1.11) / 2 + 0.9;
/** Superscripts are raised, subscripts lowered, by these shares of the paragraph's size. */
const RISE = { sup: 0.33, sub: -0.15 };

type Align = "left" | "justify" | "center" | "right";
type Para = { runs: TextRun[]; x: number; y: number; width: number; size: number; align?: Align; color?: string; maxLines?: number };

const num = (n: number) => String(Math.round(n * 100) / 100);
const rgb = (hex: string) =>
  [1, 3, 5]
    .map((i) => num(parseInt(hex.slice(i, i + 2), 16) / 255))
    .join(" ")
    .concat(" rg");

const run = (text: string, size: number, more: Partial<TextRun["style"]> & Pick<TextRun, "script"> = {}): TextRun => ({
  text,
  script: more.script,
  style: { font: more.font ?? "sans", size, bold: more.bold, italic: more.italic },
});

/** Draws the pages into one PDF (a chunk of the book; pdf-merge.ts joins the chunks). */
export function drawPages(book: BookInput, pages: PlannedPage[], t: Typesetter): Promise<Buffer> {
  const doc = new PDFDocument({ autoFirstPage: false, compress: true, fontLayoutCache: false });
  const out: Buffer[] = [];
  doc.on("data", (c: Buffer) => out.push(c));
  const ended = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(out)));
    doc.on("error", reject);
  });

  const embedded = new Map<Face, { font: EmbeddedFont; hex: Map<number, string> }>();
  let onPage = new Set<string>();
  function embed(face: Face) {
    let e = embedded.get(face);
    if (!e) {
      const name = `B${embedded.size}`;
      doc.registerFont(name, face);
      doc.font(name);
      e = { font: doc._font, hex: new Map() };
      embedded.set(face, e);
    }
    if (!onPage.has(e.font.id)) {
      onPage.add(e.font.id);
      doc.page.fonts[e.font.id] = e.font.ref();
    }
    return e;
  }

  function ellipsize(line: Line, width: number) {
    const lastRun = line.boxes.at(-1)?.run ?? run("", 10);
    const size = line.boxes.at(-1)?.size ?? lastRun.style.size;
    const shaped = t.shape(styleOf(lastRun), "…");
    const w = shaped.em * size;
    while (line.boxes.length && (line.width + w > width || line.boxes.at(-1)!.space)) line.width -= line.boxes.pop()!.width;
    line.boxes.push({ run: lastRun, text: "…", shaped, width: w, size, space: false, gap: false, x: 0 });
    line.width += w;
    line.last = true;
  }

  /** Draws a paragraph from its top; answers the lines it took. */
  function text(p: Para): number {
    let lines = t.lines(p.runs, p.width);
    if (p.maxLines && lines.length > p.maxLines) {
      lines = lines.slice(0, p.maxLines);
      ellipsize(lines.at(-1)!, p.width);
    }
    const ops: string[] = ["BT", rgb(p.color ?? INK)];
    const lh = lineOf(p.size);
    lines.forEach((line, i) => {
      placeBoxes(line, p.width, p.align ?? "left");
      const baseline = p.y + i * lh + (lh - p.size * 1.35) / 2 + p.size * BASELINE;
      let font = "";
      let size = 0;
      let rise = NaN;
      let pen = 0;
      let arr: string[] = [];
      let hex = "";
      const flush = () => {
        if (hex) arr.push(`<${hex}>`);
        if (arr.length) ops.push(`[${arr.join(" ")}] TJ`);
        arr = [];
        hex = "";
      };
      for (const b of line.boxes) {
        let x = p.x + b.x;
        const r = b.run.script ? RISE[b.run.script] * b.run.style.size : 0;
        for (const g of b.shaped.runs) {
          const e = embed(g.face);
          if (e.font.id !== font || b.size !== size || r !== rise) {
            flush();
            if (e.font.id !== font || b.size !== size) ops.push(`/${e.font.id} ${num(b.size)} Tf`);
            ops.push(`1 0 0 -1 ${num(x)} ${num(baseline - r)} Tm`);
            [font, size, rise, pen] = [e.font.id, b.size, r, x];
          } else if (Math.abs(x - pen) > 0.005) {
            if (hex) arr.push(`<${hex}>`);
            hex = "";
            arr.push(num((-(x - pen) * 1000) / b.size));
            pen = x;
          }
          for (let k = 0; k < g.ids.length; k++) {
            let h = e.hex.get(g.ids[k]);
            if (h === undefined) {
              const gid = e.font.subset.includeGlyph(g.ids[k]);
              e.font.widths[gid] ??= g.nat[k] * 1000;
              e.font.unicode[gid] ??= g.cps[k];
              h = gid.toString(16).padStart(4, "0");
              e.hex.set(g.ids[k], h);
            }
            hex += h;
            if (g.adv[k] !== g.nat[k]) {
              arr.push(`<${hex}>`, num(-(g.adv[k] - g.nat[k]) * 1000));
              hex = "";
            }
            pen += g.adv[k] * b.size;
          }
          x = pen;
        }
      }
      flush();
    });
    ops.push("ET");
    doc.addContent(ops.join("\n"));
    return lines.length;
  }

  const styleOf = (r: TextRun) => styleIndex(r.style.font, !!(r.style.bold || r.bold), !!(r.style.italic || r.italic));

  function hline(x: number, y: number, width: number) {
    doc
      .save()
      .lineWidth(0.5)
      .strokeColor(RULE)
      .moveTo(x, y)
      .lineTo(x + width, y)
      .stroke()
      .restore();
  }

  function cover() {
    const c = book.conference;
    let y = 200;
    const line = (s: string, size: number, top: number, more: Partial<TextRun["style"]> = {}, color = INK) => {
      y += top;
      y += text({ runs: [run(s, size, more)], x: BOX.x, y, width: BOX.width, size, align: "center", color }) * lineOf(size);
    };
    line(c.nameZh || c.nameEn, 24, 0, { bold: true, font: "serif" }, ACCENT);
    if (c.nameEn && c.nameEn !== c.nameZh) line(c.nameEn, 15, 6, { font: "serif" });
    line(label(book.labels.book), 20, 60, { bold: true });
    if (c.dates) line(c.dates, 11, 40, {}, MUTED);
    if (c.locationZh || c.locationEn) line(both(c.locationZh, c.locationEn), 11, 8, {}, MUTED);
    line(label(book.labels.count), 11, 8, {}, MUTED);
  }

  function heading(pair: [string, string]) {
    text({ runs: [run(label(pair), NAV.heading, { bold: true })], x: BOX.x, y: BOX.y, width: BOX.width, size: NAV.heading, color: ACCENT });
    return BOX.y + NAV.headingHeight;
  }

  function contents(p: Extract<PlannedPage, { kind: "toc" }>) {
    let y = p.first ? heading(book.labels.contents) : BOX.y;
    const numberX = BOX.x + BOX.width - NAV.numberWidth;
    for (const l of p.lines) {
      if (l.kind === "theme") {
        const top = y + TOC_THEME_GAP;
        const s = NAV.themeSize;
        text({ runs: [run(both(l.zh, l.en), s, { bold: true })], x: BOX.x, y: top, width: BOX.width - NAV.numberWidth - 8, size: s, maxLines: 1 });
        text({ runs: [run(String(l.page), s, { bold: true })], x: numberX, y: top, width: NAV.numberWidth, size: s, align: "right" });
      } else {
        const s = NAV.size;
        const left = book.layout.showNumber ? NAV.codeWidth : 0;
        if (book.layout.showNumber) text({ runs: [run(l.code, s)], x: BOX.x, y, width: NAV.codeWidth, size: s, color: MUTED, maxLines: 1 });
        text({ runs: [run(l.title, s)], x: BOX.x + left, y, width: tocTitleWidth(book.layout.showNumber), size: s, maxLines: l.lines });
        text({ runs: [run(String(l.page), s)], x: numberX, y, width: NAV.numberWidth, size: s, align: "right" });
      }
      y += l.height;
    }
  }

  function index(p: Extract<PlannedPage, { kind: "index" }>) {
    const top = p.first ? heading(book.labels.authorIndex) : BOX.y;
    p.columns.forEach((col, c) => {
      let y = top;
      const x = BOX.x + c * (INDEX_COLUMN_WIDTH + GAP);
      for (const e of col) {
        text({ runs: [run(`${e.name}  `, INDEX.size, { bold: true }), run(e.refs, INDEX.size)], x, y, width: INDEX_COLUMN_WIDTH, size: INDEX.size });
        y += e.height;
      }
    });
  }

  function part(p: Part, x: number, y: number, width: number): number {
    const lines = text({
      runs: p.runs as TextRun[],
      x,
      y,
      width,
      size: p.format.size,
      align: p.role === "block" ? "justify" : "left",
      color: p.role === "number" ? ACCENT : INK,
      maxLines: p.maxLines,
    });
    return Math.min(lines, p.maxLines ?? Infinity) * lineOf(p.format.size);
  }

  function placed(a: PlacedAbstract) {
    const [x, top] = [BOX.x + a.slot.x, BOX.y + a.slot.y];
    // The slot clips (it never should have to: the plan sized the type so that everything fits).
    doc.save().rect(x, top, a.slot.width, a.slot.height).clip();
    let y = top;
    for (const p of a.fit.parts) {
      y += p.marginTop;
      y += part(p, x, y, a.slot.width);
    }
    doc.restore();
  }

  /** Hairlines between the slots of a page of 2 or 4. */
  function rules(perPage: 1 | 2 | 4) {
    if (perPage === 1) return;
    const [first, second, third] = slotsFor(perPage);
    hline(BOX.x, BOX.y + (perPage === 2 ? second.y : third.y) - GAP / 2 + 0.25, BOX.width);
    if (perPage === 4) {
      const x = BOX.x + first.width + GAP / 2 + 0.25;
      doc
        .save()
        .lineWidth(0.5)
        .strokeColor(RULE)
        .moveTo(x, BOX.y)
        .lineTo(x, BOX.y + BOX.height)
        .stroke()
        .restore();
    }
  }

  for (const p of pages) {
    doc.addPage({ size: [PAGE.width, PAGE.height], margin: 0 });
    onPage = new Set();
    if (p.kind === "abstracts") {
      const lines = text({ runs: [run(both(p.pathZh, p.pathEn), 8)], x: BOX.x, y: 28, width: BOX.width, size: 8, color: MUTED });
      hline(BOX.x, 28 + lines * lineOf(8) + 4 + 0.25, BOX.width);
      if (p.items.length > 1) rules(book.layout.perPage);
      p.items.forEach(placed);
    }
    if (p.kind === "cover") cover();
    if (p.kind === "toc") contents(p);
    if (p.kind === "index") index(p);
    if (p.kind !== "cover") text({ runs: [run(String(p.number), 8)], x: 0, y: PAGE.height - 38, width: PAGE.width, size: 8, align: "center", color: MUTED });
  }
  doc.end();
  return ended;
}
