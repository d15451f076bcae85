// The render process of the abstract book, started by render.ts (Node running its TypeScript, ts-hooks.mjs): reads
// { book, meta, out } as JSON on stdin, renders (render-book.ts), writes the PDF to `out` and
// reports over the IPC channel — progress after each chunk, then the page count and size, or an
// error key. A process of its own keeps the CPU-bound layout off the app's event loop and gives
// its memory back when it ends. No server-only: it imports none of the app's server modules.
import { writeFile } from "node:fs/promises";
import { availableParallelism, loadavg } from "node:os";
import type { BookInput } from "./model";
import { renderBook } from "./render-book";

export type ChildMessage =
  | { type: "progress"; phase: "planned" | "rendering"; done: number; total: number; pages: number }
  | { type: "done"; pages: number; size: number }
  | { type: "error"; key: string; message: string };

const send = (m: ChildMessage) =>
  new Promise<void>((resolve) => (process.send ? process.send(m, () => resolve()) : (console.log(JSON.stringify(m)), resolve())));

async function main() {
  const chunks: Buffer[] = [];
  for await (const c of process.stdin) chunks.push(c as Buffer);
  const { book, meta, out } = JSON.parse(Buffer.concat(chunks).toString("utf8")) as {
    book: BookInput;
    meta: { title: string; author: string; lang: string; created: string };
    out: string;
  };
  // A second drawing thread where a core is free. It loads its own modules and fonts and shapes its
  // half anew (about 1 s of CPU more in all, docs/performance.md "Abstract book"): on an idle core
  // that is hidden, on a busy machine it costs more than it saves (one thread was 1.5 × faster under
  // a load of 13 on two cores).
  const cores = availableParallelism();
  const idle = cores - loadavg()[0] >= 1;
  const threads = Number(process.env.ABSTRACT_BOOK_THREADS ?? (idle ? Math.min(2, cores) : 1));
  const { pdf, pages } = await renderBook(book, { ...meta, created: new Date(meta.created) }, (p) => void send({ type: "progress", ...p }), {
    threads,
    chunkPages: process.env.ABSTRACT_BOOK_CHUNK_PAGES ? Number(process.env.ABSTRACT_BOOK_CHUNK_PAGES) : undefined,
  });
  await writeFile(out, pdf);
  await send({ type: "done", pages, size: pdf.length });
}

main().then(
  () => process.exit(0),
  async (e: unknown) => {
    const err = e as { key?: string; message?: string; stack?: string };
    console.error("[symposia] abstract book render failed", err?.stack ?? e);
    await send({ type: "error", key: err?.key ?? "abstractBook.errors.render", message: String(err?.message ?? e).slice(0, 500) });
    process.exit(1);
  },
);
