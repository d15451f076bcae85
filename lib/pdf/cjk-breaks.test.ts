import { describe, expect, it } from "vitest";
import { splitCjk } from "./cjk-breaks";

// Where react-pdf may break a line: after each empty syllable ("" is a break without a hyphen).
const breaks = (word: string) => splitCjk(word).filter(Boolean);

describe("splitCjk", () => {
  it("leaves Latin words whole", () => {
    expect(splitCjk("well-known")).toEqual(["well-known"]);
  });
  it("breaks Chinese between characters and next to Latin", () => {
    expect(breaks("蛋白质DNA序列")).toEqual(["蛋", "白", "质", "DNA", "序", "列"]);
    expect(breaks("CN¥会议")).toEqual(["CN¥", "会", "议"]);
    expect(breaks("会议2026")).toEqual(["会", "议", "2026"]);
  });
  it("never starts a line with closing punctuation nor ends one with an opening bracket", () => {
    expect(breaks("结果，（见图）。好")).toEqual(["结", "果，", "（见", "图）。", "好"]);
  });
});
