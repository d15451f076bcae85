import sanitizeHtml from "sanitize-html";
import type { Block, Run } from "./model";

// An abstract is sanitised rich text (the submission editor). The book keeps paragraphs, list
// items, headings, line breaks, bold, italic and sub/superscript; everything else (links, images,
// tables, styles) is reduced to its text. The allow-list below leaves only bare tags, so a small
// tokenizer can read the rest.

const KEEP = ["p", "br", "b", "strong", "i", "em", "sub", "sup", "li", "h1", "h2", "h3", "h4", "h5", "h6", "div", "blockquote", "tr"];
const BLOCK = new Set(["p", "li", "h1", "h2", "h3", "h4", "h5", "h6", "div", "blockquote", "tr"]);
const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

function decode(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) => {
    if (e[0] === "#") {
      const cp = e[1].toLowerCase() === "x" ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
      return cp > 0 && cp <= 0x10ffff ? String.fromCodePoint(cp) : "";
    }
    return ENTITIES[e.toLowerCase()] ?? m;
  });
}

type Style = { bold: number; italic: number; sub: number; sup: number };

/** Paragraphs of runs, whitespace collapsed as a browser would, empty paragraphs dropped. */
export function htmlToBlocks(html: string): Block[] {
  const clean = sanitizeHtml(html ?? "", { allowedTags: KEEP, allowedAttributes: {}, nonTextTags: ["style", "script", "textarea", "option", "noscript"] });
  const blocks: Block[] = [];
  let current: Block = { kind: "p", runs: [] };
  const style: Style = { bold: 0, italic: 0, sub: 0, sup: 0 };
  const flush = (next: Block["kind"] = "p") => {
    const runs = trimRuns(current.runs);
    if (runs.length) blocks.push({ kind: current.kind, runs });
    current = { kind: next, runs: [] };
  };
  const push = (text: string) => {
    if (!text) return;
    const run: Run = { text };
    if (style.bold) run.bold = true;
    if (style.italic) run.italic = true;
    if (style.sup) run.script = "sup";
    else if (style.sub) run.script = "sub";
    const last = current.runs.at(-1);
    if (last && last.bold === run.bold && last.italic === run.italic && last.script === run.script) last.text += text;
    else current.runs.push(run);
  };
  for (const m of clean.matchAll(/<(\/?)([a-z0-9]+)\s*\/?>|([^<]+)/gi)) {
    if (m[3] !== undefined) {
      push(decode(m[3]).replace(/\s+/g, " "));
      continue;
    }
    const [close, tag] = [m[1] === "/", m[2].toLowerCase()];
    if (tag === "br") push("\n");
    else if (BLOCK.has(tag)) flush(close ? "p" : tag === "li" ? "li" : /^h\d$/.test(tag) ? "h" : "p");
    else {
      const key = tag === "b" || tag === "strong" ? "bold" : tag === "i" || tag === "em" ? "italic" : (tag as "sub" | "sup");
      style[key] = Math.max(0, style[key] + (close ? -1 : 1));
    }
  }
  flush();
  return blocks;
}

/** No space at either end of a paragraph or next to a line break; no empty runs. */
function trimRuns(runs: Run[]): Run[] {
  const out = runs.map((r) => ({ ...r, text: r.text.replace(/ *\n */g, "\n") })).filter((r) => r.text);
  while (out.length && !out[0].text.trim()) out.shift();
  while (out.length && !out.at(-1)!.text.trim()) out.pop();
  if (out.length) {
    out[0].text = out[0].text.replace(/^\s+/, "");
    out[out.length - 1].text = out[out.length - 1].text.replace(/\s+$/, "");
  }
  return out;
}

/** The plain text of the blocks (tests, the Chromium comparison). */
export const blocksText = (blocks: Block[]) => blocks.map((b) => b.runs.map((r) => r.text).join("")).join("\n");
