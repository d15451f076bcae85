import { describe, expect, it } from "vitest";
import { blocksText, htmlToBlocks } from "./html-blocks";

describe("htmlToBlocks", () => {
  it("keeps paragraphs, list items, headings, bold, italic and sub/superscript", () => {
    expect(htmlToBlocks("<h3>Aim</h3><p>H<sub>2</sub>O is <strong>wet</strong>, <em>E</em> = mc<sup>2</sup>.</p><ul><li>one</li><li>two</li></ul>")).toEqual([
      { kind: "h", runs: [{ text: "Aim" }] },
      {
        kind: "p",
        runs: [
          { text: "H" },
          { text: "2", script: "sub" },
          { text: "O is " },
          { text: "wet", bold: true },
          { text: ", " },
          { text: "E", italic: true },
          { text: " = mc" },
          { text: "2", script: "sup" },
          { text: "." },
        ],
      },
      { kind: "li", runs: [{ text: "one" }] },
      { kind: "li", runs: [{ text: "two" }] },
    ]);
  });

  it("reduces everything else to its text and drops scripts, styles and empty paragraphs", () => {
    const blocks = htmlToBlocks(
      '<p><a href="https://x.org">link</a> <img src="x.png"> &amp; &lt;tag&gt;&nbsp;ok</p><script>alert(1)</script><style>p{}</style><p> </p><table><tr><td>a</td><td>b</td></tr></table>',
    );
    expect(blocksText(blocks)).toBe("link & <tag> ok\nab");
  });

  it("collapses white space as a browser would and keeps line breaks", () => {
    expect(htmlToBlocks("<p>  one\n   two<br>three  </p>")).toEqual([{ kind: "p", runs: [{ text: "one two\nthree" }] }]);
  });

  it("reads Chinese text and numeric entities", () => {
    expect(blocksText(htmlToBlocks("<p>蛋白质&#x7ED3;构&#26512;</p>"))).toBe("蛋白质结构析");
  });
});
