import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

// Reading generated PDFs back with poppler-utils (pdfinfo, pdftotext, pdftoppm; installed by
// .ci/run when missing): page count, text per page range, word boxes, and how much of a page is ink.

function withFile<T>(bytes: Uint8Array, fn: (file: string) => T): T {
  const dir = mkdtempSync(path.join(tmpdir(), "symposia-pdf-"));
  try {
    const file = path.join(dir, "doc.pdf");
    writeFileSync(file, bytes);
    return fn(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** pdfinfo's page count; throws when poppler cannot open the file or reports any syntax error. */
export function pdfPageCount(bytes: Uint8Array): number {
  return withFile(bytes, (f) => {
    const r = spawnSync("pdfinfo", [f], { encoding: "utf8" });
    if (r.status !== 0 || /error/i.test(r.stderr)) throw new Error(`pdfinfo: ${r.stderr.trim() || `exit ${r.status}`}`);
    return Number(/^Pages:\s+(\d+)/m.exec(r.stdout)?.[1] ?? NaN);
  });
}

/** The text of pages `first`..`last` (all by default), in reading order. */
export function pdfText(bytes: Uint8Array, first?: number, last?: number): string {
  const range = [...(first ? ["-f", String(first)] : []), ...(last ? ["-l", String(last)] : [])];
  return withFile(bytes, (f) => execFileSync("pdftotext", [...range, "-enc", "UTF-8", f, "-"], { encoding: "utf8" }));
}

export type WordBox = { page: number; word: string; xMin: number; yMin: number; xMax: number; yMax: number };

/** Every word with its box in points (pdftotext -bbox), clipped or not. */
export function pdfWords(bytes: Uint8Array): WordBox[] {
  const html = withFile(bytes, (f) => execFileSync("pdftotext", ["-bbox", "-enc", "UTF-8", f, "-"], { encoding: "utf8", maxBuffer: 256 * 1024 * 1024 }));
  const words: WordBox[] = [];
  let page = 0;
  for (const line of html.split("\n")) {
    if (line.includes("<page ")) page++;
    const m = /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">(.*)<\/word>/.exec(line);
    if (m) words.push({ page, xMin: +m[1], yMin: +m[2], xMax: +m[3], yMax: +m[4], word: m[5] });
  }
  return words;
}

/** Share of a page's pixels that are not near-white, rendered in grey at 40 dpi (pdftoppm -gray). */
export function inkShare(bytes: Uint8Array, page: number): number {
  return withFile(bytes, (f) => {
    const base = path.join(path.dirname(f), "page");
    execFileSync("pdftoppm", ["-gray", "-r", "40", "-f", String(page), "-l", String(page), "-singlefile", f, base]);
    const pgm = readFileSync(`${base}.pgm`);
    // P5 header: magic, width, height, maxval, each followed by whitespace.
    const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(pgm.subarray(0, 64).toString("latin1"));
    if (!header) throw new Error("not a PGM");
    const pixels = pgm.subarray(header[0].length);
    let ink = 0;
    for (const v of pixels) if (v < 200) ink++;
    return ink / pixels.length;
  });
}
