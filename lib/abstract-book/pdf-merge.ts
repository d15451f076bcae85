// Joins the PDFs of a book's chunks (render-book.ts draws a book in chunks, a thread's share each,
// so its progress can be reported and its memory stays bounded) into one document. It reads what
// pdfkit writes — a classic cross-reference table, objects "n 0 obj … endobj", one
// page tree — renumbers every object, points each page at the new page tree and writes a new
// catalog, document information and cross-reference table. Stream bytes are copied untouched;
// only dictionaries are rewritten, and never inside their strings. (Each chunk embeds its own
// subset of the fonts: the file grows a little, nothing else changes.)

type Obj = { num: number; head: string; stream: string };
type Chunk = { objects: Map<number, Obj>; root: number; info: number | null };

const REF = /(\d+) 0 R\b/g;

/** Splits PDF syntax into string literals / hex strings (kept) and the rest (rewritten). */
function mapOutsideStrings(text: string, fn: (code: string) => string): string {
  let out = "";
  let i = 0;
  let start = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === "(" || (c === "<" && text[i + 1] !== "<")) {
      out += fn(text.slice(start, i));
      const end = c === "(" ? literalEnd(text, i) : text.indexOf(">", i) + 1;
      out += text.slice(i, end);
      i = start = end;
    } else if (c === "<") i += 2;
    else i++;
  }
  return out + fn(text.slice(start));
}

function literalEnd(text: string, from: number): number {
  let depth = 0;
  for (let i = from; i < text.length; i++) {
    if (text[i] === "\\") i++;
    else if (text[i] === "(") depth++;
    else if (text[i] === ")" && --depth === 0) return i + 1;
  }
  return text.length;
}

function parse(pdf: string): Chunk {
  const xrefAt = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(pdf)?.[1] ?? NaN);
  if (!Number.isFinite(xrefAt) || !pdf.startsWith("xref", xrefAt)) throw new Error("pdf-merge: no classic cross-reference table");
  const trailerAt = pdf.indexOf("trailer", xrefAt);
  const offsets: [number, number][] = [];
  const rows = pdf
    .slice(xrefAt + 4, trailerAt)
    .trim()
    .split(/\r?\n/);
  for (let r = 0; r < rows.length;) {
    const [first, count] = rows[r++].trim().split(/\s+/).map(Number);
    for (let k = 0; k < count; k++, r++) {
      const [off, , kind] = rows[r].trim().split(/\s+/);
      if (kind === "n") offsets.push([first + k, Number(off)]);
    }
  }
  const trailer = pdf.slice(trailerAt, pdf.lastIndexOf("startxref"));
  const root = Number(/\/Root (\d+) 0 R/.exec(trailer)?.[1]);
  const info = /\/Info (\d+) 0 R/.exec(trailer);
  const sorted = [...offsets].sort((a, b) => a[1] - b[1]);
  const objects = new Map<number, Obj>();
  sorted.forEach(([num, off], i) => {
    const end = i + 1 < sorted.length ? sorted[i + 1][1] : xrefAt;
    const raw = pdf.slice(off, end);
    const body = raw.slice(raw.indexOf("obj") + 3, raw.lastIndexOf("endobj"));
    const s = /(>>|\])\s*stream\r?\n/.exec(body);
    objects.set(num, s ? { num, head: body.slice(0, s.index + s[1].length), stream: body.slice(s.index + s[1].length) } : { num, head: body, stream: "" });
  });
  return { objects, root, info: info ? Number(info[1]) : null };
}

/** A text string for the document information: UTF-16BE with its byte-order mark, as hex. */
function pdfText(s: string): string {
  let hex = "FEFF";
  for (let i = 0; i < s.length; i++) hex += s.charCodeAt(i).toString(16).padStart(4, "0").toUpperCase();
  return `<${hex}>`;
}

export type MergeMeta = { title: string; author: string; lang: string; created: Date };

export function mergePdfs(chunks: Uint8Array[], meta: MergeMeta): Buffer {
  const out: string[] = [];
  const kids: number[] = [];
  let next = 4; // 1 catalog, 2 page tree, 3 information
  const bodies: { num: number; text: string }[] = [];
  for (const [index, bytes] of chunks.entries()) {
    const c = parse(Buffer.from(bytes).toString("latin1"));
    const pagesRef = Number(/\/Pages (\d+) 0 R/.exec(c.objects.get(c.root)!.head)?.[1]);
    const pageTree = c.objects.get(pagesRef)!.head;
    const order = [...(/\/Kids\s*\[([^\]]*)\]/.exec(pageTree)?.[1] ?? "").matchAll(REF)].map((m) => Number(m[1]));
    const skip = new Set([c.root, pagesRef, ...(c.info ? [c.info] : [])]);
    const map = new Map<number, number>();
    for (const num of c.objects.keys()) if (!skip.has(num)) map.set(num, next++);
    // pdfkit names a font's subset after the font's number in its document ("CZZZZZ+LiberationSans"),
    // so every chunk would name its own, different subset alike; the tag's last two letters (unused
    // below 10,000 fonts a document) become the chunk's number: each subset has a name of its own.
    const tag = String.fromCharCode(65 + (Math.floor(index / 26) % 26), 65 + (index % 26));
    const renumber = (code: string) =>
      code
        .replace(REF, (m, n: string) => (map.has(Number(n)) ? `${map.get(Number(n))} 0 R` : m))
        .replace(/\/(BaseFont|FontName) \/([A-Z]{4})[A-Z]{2}\+/g, `/$1 /$2${tag}+`);
    for (const [num, o] of c.objects) {
      if (skip.has(num)) continue;
      let head = mapOutsideStrings(o.head, renumber);
      if (order.includes(num)) head = head.replace(/\/Parent \d+ 0 R/, "/Parent 2 0 R");
      bodies.push({ num: map.get(num)!, text: head + o.stream });
    }
    kids.push(...order.map((n) => map.get(n)!));
  }
  const date = meta.created.toISOString().replace(/[-:T]/g, "").slice(0, 14);
  bodies.push(
    { num: 1, text: `\n<<\n/Type /Catalog\n/Pages 2 0 R\n/Lang ${pdfText(meta.lang)}\n>>\n` },
    { num: 2, text: `\n<<\n/Type /Pages\n/Count ${kids.length}\n/Kids [${kids.map((k) => `${k} 0 R`).join(" ")}]\n>>\n` },
    {
      num: 3,
      text: `\n<<\n/Title ${pdfText(meta.title)}\n/Author ${pdfText(meta.author)}\n/Producer ${pdfText("Symposia")}\n/CreationDate (D:${date}Z)\n>>\n`,
    },
  );
  bodies.sort((a, b) => a.num - b.num);
  out.push("%PDF-1.3\n%\xff\xff\xff\xff\n");
  const offsets: number[] = [];
  let pos = Buffer.byteLength(out[0], "latin1");
  for (const b of bodies) {
    const text = `${b.num} 0 obj${b.text}endobj\n`;
    offsets[b.num] = pos;
    pos += Buffer.byteLength(text, "latin1");
    out.push(text);
  }
  const size = bodies.length + 1;
  const xref = [`xref\n0 ${size}\n0000000000 65535 f \n`, ...bodies.map((b) => `${String(offsets[b.num]).padStart(10, "0")} 00000 n \n`)].join("");
  out.push(xref, `trailer\n<<\n/Size ${size}\n/Root 1 0 R\n/Info 3 0 R\n>>\nstartxref\n${pos}\n%%EOF\n`);
  return Buffer.from(out.join(""), "latin1");
}
