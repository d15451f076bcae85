import { lineOf, orgFormat, scaled, spacing } from "./geometry";
import type { Measurer, MeasureRun, RunStyle } from "./measure";
import { isChinese, type BookAbstract, type BookLabels, type TextFormat } from "./model";
import type { TPdfLayout } from "@/lib/submission/schemas";

// An abstract as the lines of text it is drawn with — number, title, authors, organisations,
// paragraphs, keywords — each with its type, the space above it and the lines it fills at a width.
// fit.ts adds the heights up to decide the type size; draw.ts draws exactly these parts.

export type PartRole = "number" | "title" | "authors" | "org" | "block" | "abridged" | "keywords";
export type Part = { role: PartRole; runs: MeasureRun[]; format: TextFormat; marginTop: number; lines: number; maxLines?: number };

const style = (f: TextFormat): RunStyle => ({ font: f.font, size: f.size, bold: f.bold, italic: f.italic });
const one = (text: string, f: TextFormat, extra: Partial<MeasureRun> = {}): MeasureRun => ({ text, style: style(f), ...extra });

/** The parts at a scale of the configured type, measured at `width`. */
export function abstractParts(a: BookAbstract, layout: TPdfLayout, labels: BookLabels, scale: number, width: number, m: Measurer): Part[] {
  const [title, author, content] = [scaled(layout.title, scale), scaled(layout.author, scale), scaled(layout.content, scale)];
  const org = orgFormat(author);
  const gap = spacing(content.size);
  const zh = isChinese(a.title) ? 0 : 1;
  const parts: Omit<Part, "lines">[] = [];
  if (layout.showNumber && a.code)
    parts.push({ role: "number", runs: [one(a.code, { ...content, font: "sans", bold: true, italic: false })], format: content, marginTop: 0 });
  parts.push({ role: "title", runs: [one(a.title, title)], format: title, marginTop: 0 });
  if (a.authors.length) {
    const runs = a.authors.flatMap((p, i) => {
      const mark = [p.orgs.join(","), p.corresponding ? "*" : ""].join("");
      const sep = i < a.authors.length - 1 ? [one(", ", author)] : [];
      return [one(p.name, author), ...(mark ? [one(mark, author, { script: "sup" as const })] : []), ...sep];
    });
    parts.push({ role: "authors", runs, format: author, marginTop: gap.afterTitle });
  }
  for (const [i, name] of a.organisations.entries())
    parts.push({ role: "org", runs: [one(String(i + 1), org, { script: "sup" }), one(` ${name}`, org)], format: org, marginTop: 0 });
  for (const [i, b] of a.blocks.entries()) {
    const f = b.kind === "h" ? { ...content, bold: true } : content;
    const runs = b.runs.map((r) => ({ ...r, style: style(f) }));
    if (b.kind === "li") runs.unshift(one("• ", f));
    parts.push({ role: "block", runs, format: f, marginTop: i === 0 ? gap.afterHead : gap.paragraph });
  }
  if (a.keywords.length) {
    const label = labels.keywords[zh] + (zh === 0 ? "：" : ": ");
    parts.push({
      role: "keywords",
      runs: [one(label, { ...content, bold: true }), one(a.keywords.join(zh === 0 ? "；" : "; "), content)],
      format: content,
      marginTop: a.blocks.length ? gap.paragraph : gap.afterHead,
    });
  }
  // Measured a little narrower than drawn: react-pdf's own breaking must never need a line more.
  return parts.map((p) => ({ ...p, lines: m.lines(p.runs, width * 0.98) }));
}

export const partHeight = (p: Part) => p.marginTop + Math.min(p.lines, p.maxLines ?? Infinity) * lineOf(p.format.size);
export const partsHeight = (parts: Part[]) => parts.reduce((h, p) => h + partHeight(p), 0);

/** The marker set where an abstract too long for a whole page is cut. */
export function abridgedPart(a: BookAbstract, labels: BookLabels, content: TextFormat): Part {
  const zh = isChinese(a.title) ? 0 : 1;
  return {
    role: "abridged",
    runs: [one(labels.abridged[zh], { ...content, italic: true })],
    format: { ...content, italic: true },
    marginTop: spacing(content.size).paragraph,
    lines: 1,
  };
}
