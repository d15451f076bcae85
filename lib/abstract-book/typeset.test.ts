import { describe, expect, it } from "vitest";
import { placeBoxes, createTypesetter, type Line, type TextRun } from "./typeset";

// The typesetter with the book's real fonts (Debian's Liberation and Noto CJK, as the renderer
// uses): lines never run past their width, Chinese breaks by its rules, a piece wider than a line
// is cut rather than hidden, and a justified line ends at the right edge.

const t = createTypesetter();
const serif = (text: string, size = 10): TextRun => ({ text, style: { font: "serif", size } });
const textOf = (l: Line) => l.boxes.map((b) => b.text).join("");

describe("typesetter", () => {
  it("cuts a piece wider than a line between its characters, keeping every character", () => {
    const url = "https://example.org/a/very/long/path/that/does/not/fit/on/one/line/at/all?x=1";
    const lines = t.lines([serif(`See ${url} for details`)], 150);
    expect(lines.length).toBeGreaterThan(2);
    for (const l of lines) expect(l.width).toBeLessThanOrEqual(150 + 1e-6);
    expect(lines.map(textOf).join("").replace(/\s+/g, "")).toBe(`See${url}fordetails`);
  });

  it("breaks Chinese between characters, never before closing punctuation nor after an opening bracket", () => {
    const text = "本文研究了蛋白质折叠过程中的能量景观，结合分子动力学模拟与深度学习方法（深度学习），预测了三种膜蛋白的三维结构。".repeat(4);
    const lines = t.lines([serif(text)], 120);
    expect(lines.length).toBeGreaterThan(4);
    for (const l of lines) {
      expect(l.width).toBeLessThanOrEqual(120 + 1e-6);
      expect(textOf(l)).not.toMatch(/^[，。、；：？！）]/u);
      expect(textOf(l)).not.toMatch(/（$/u);
    }
    expect(lines.map(textOf).join("")).toBe(text);
  });

  it("counts a forced line break, and sets sub- and superscripts smaller", () => {
    expect(t.lines([serif("one\ntwo")], 300)).toHaveLength(2);
    const [plain] = t.lines([serif("12")], 300);
    const [sup] = t.lines([{ ...serif("12"), script: "sup" }], 300);
    expect(sup.width).toBeCloseTo(plain.width * 0.7, 5);
  });

  it("stretches a justified line to its width, but not the paragraph's last line", () => {
    const lines = t.lines([serif("We study the energy landscape of protein folding by combining molecular dynamics with deep learning.")], 200);
    const first = lines[0];
    const end = placeBoxes(first, 200, "justify");
    expect(end).toBeCloseTo(200, 5);
    expect(placeBoxes(lines.at(-1)!, 200, "justify")).toBeCloseTo(lines.at(-1)!.width, 5);
  });
});
