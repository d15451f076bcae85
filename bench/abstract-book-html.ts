import { blocksText } from "../lib/abstract-book/html-blocks";
import type { BookAbstract, BookInput, Run, TextFormat } from "../lib/abstract-book/model";

// The benchmark's other side (scripts/bench-abstract-book.ts): the same book as one HTML page for
// Chromium's page.pdf — cover, contents, every abstract in its half of an A4 page with the same
// fonts (Liberation + Noto CJK through fontconfig) and formats, theme by theme, then the author
// index in two columns. Chromium lays it out and breaks the pages itself.

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const FONTS = { serif: '"Liberation Serif", "Noto Serif CJK SC", serif', sans: '"Liberation Sans", "Noto Sans CJK SC", sans-serif' };
const css = (f: TextFormat) =>
  `font-family:${FONTS[f.font]};font-size:${f.size}pt;font-weight:${f.bold ? 700 : 400};font-style:${f.italic ? "italic" : "normal"};line-height:1.35;margin:0`;

function runs(rs: Run[]): string {
  return rs
    .map((r) => {
      let t = esc(r.text).replace(/\n/g, "<br>");
      if (r.bold) t = `<b>${t}</b>`;
      if (r.italic) t = `<i>${t}</i>`;
      if (r.script) t = `<${r.script}>${t}</${r.script}>`;
      return t;
    })
    .join("");
}

function abstractHtml(a: BookAbstract, b: BookInput): string {
  const l = b.layout;
  const authors = a.authors.map((p) => `${esc(p.name)}<sup>${p.orgs.join(",")}${p.corresponding ? "*" : ""}</sup>`).join(", ");
  const orgs = a.organisations.map((o, i) => `<div><sup>${i + 1}</sup> ${esc(o)}</div>`).join("");
  const blocks = a.blocks.map((x) => `<p style="${css(l.content)};margin-top:4pt;text-align:justify">${runs(x.runs)}</p>`).join("");
  return `<section class="slot">${l.showNumber ? `<div class="num">${esc(a.code)}</div>` : ""}<h2 style="${css(l.title)}">${esc(a.title)}</h2>
<div style="${css(l.author)}">${authors}</div><div class="orgs" style="${css({ ...l.author, size: l.author.size * 0.85, italic: false })}">${orgs}</div>${blocks}
<p style="${css(l.content)};margin-top:4pt"><b>Keywords:</b> ${esc(a.keywords.join("; "))}</p></section>`;
}

export function bookHtml(b: BookInput): string {
  const per = b.layout.perPage;
  let page = 2;
  const toc: string[] = [];
  const body: string[] = [];
  const pages = new Map<number, number>();
  for (const t of b.themes) {
    toc.push(`<div class="toct">${esc(t.pathZh)} / ${esc(t.pathEn)}</div>`);
    for (let i = 0; i < t.abstracts.length; i += per) {
      page++;
      const group = t.abstracts.slice(i, i + per);
      group.forEach((a) => pages.set(a.id, page));
      body.push(`<div class="page"><div class="head">${esc(t.pathZh)} / ${esc(t.pathEn)}</div>${group.map((a) => abstractHtml(a, b)).join("")}</div>`);
    }
    for (const a of t.abstracts) toc.push(`<div class="toce"><span>${esc(a.code)}</span> ${esc(a.title)} <b>${pages.get(a.id)}</b></div>`);
  }
  const people = new Map<string, string[]>();
  for (const t of b.themes)
    for (const a of t.abstracts) for (const p of a.authors) people.set(p.indexName, [...(people.get(p.indexName) ?? []), `${a.code} (${pages.get(a.id)})`]);
  const index = [...people].sort(([x], [y]) => x.localeCompare(y)).map(([n, refs]) => `<div><b>${esc(n)}</b> ${refs.join(", ")}</div>`);
  const c = b.conference;
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><style>
@page { size: A4; margin: 62pt 56pt 58pt }
body { margin: 0; font-family: ${FONTS.sans}; color: #1f2933 }
.page { break-after: page } .head { font-size: 8pt; color: #616e7c; border-bottom: .5pt solid #cbd2d9; margin-bottom: 8pt }
.slot { height: 340pt; overflow: hidden } .num { font-weight: 700; color: #1d4e89; font-size: 10pt }
.cover { text-align: center; padding-top: 160pt; break-after: page } .toc { break-after: page; font-size: 9.5pt; line-height: 1.35 }
.toct { font-weight: 700; margin-top: 6pt } .toce span { display: inline-block; width: 54pt; color: #616e7c }
.index { columns: 2; font-size: 8.5pt; line-height: 1.35 }
</style></head><body>
<div class="cover"><h1>${esc(c.nameZh)}</h1><h2>${esc(c.nameEn)}</h2><h2>${b.labels.book.join(" / ")}</h2><p>${esc(c.dates)}</p></div>
<div class="toc"><h1>${b.labels.contents.join(" / ")}</h1>${toc.join("")}</div>${body.join("")}
<h1>${b.labels.authorIndex.join(" / ")}</h1><div class="index">${index.join("")}</div></body></html>`;
}

export const plainText = (a: BookAbstract) => blocksText(a.blocks);
