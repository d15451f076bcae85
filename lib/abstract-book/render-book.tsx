import { Worker } from "node:worker_threads";
import { Document, renderToBuffer } from "@react-pdf/renderer";
import { loadBookFonts } from "./fonts";
import { createMeasurer } from "./measure";
import { abstractCount, type BookInput } from "./model";
import { mergePdfs, type MergeMeta } from "./pdf-merge";
import { plannedPage } from "./pdf-pages";
import { planBook, type PlannedPage } from "./plan";

// Plans a book, renders it in chunks of pages — on this thread and, with `threads` > 1, on worker
// threads too (render-thread.tsx), chunks dealt out in turn — reporting progress as chunks finish,
// then joins the chunks in order (pdf-merge.ts). Runs in the render process (render-child.ts).

export type RenderProgress = { phase: "planned" | "rendering"; done: number; total: number; pages: number };
// Larger chunks embed the fonts' subsets fewer times (smaller file, less work); smaller ones report
// progress more often. A hundred pages take one to two seconds.
const CHUNK_PAGES = 100;

const abstractsOn = (pages: PlannedPage[]) => pages.reduce((n, p) => n + (p.kind === "abstracts" ? p.items.length : 0), 0);
type Chunk = { index: number; pages: PlannedPage[] };

/** A worker thread that opens the fonts at once and renders the chunks it is given later. */
function startThread() {
  // tsx loads the thread's TypeScript, whoever started this process (the render process, a test).
  const worker = new Worker(new URL("./render-thread.tsx", import.meta.url), { execArgv: ["--import", "tsx"] });
  worker.unref();
  return {
    /** Resolves when the thread has sent back every chunk (or has none to do). */
    render(book: BookInput, chunks: Chunk[], got: (c: Chunk, bytes: Uint8Array) => void): Promise<void> {
      if (!chunks.length) return Promise.resolve();
      let left = chunks.length;
      worker.postMessage({ book, chunks });
      return new Promise<void>((resolve, reject) => {
        worker.on("message", (m: { index: number; bytes: Uint8Array; error?: { key?: string; message: string } }) => {
          if (m.error) return reject(Object.assign(new Error(m.error.message), { key: m.error.key }));
          got(
            chunks.find((c) => c.index === m.index)!,
            m.bytes,
          );
          if (--left === 0) resolve();
        });
        worker.on("error", reject);
        worker.on("exit", (code) => left && reject(new Error(`render thread ended with ${code}`)));
      });
    },
    stop: () => void worker.terminate(),
  };
}

export async function renderBook(
  book: BookInput,
  meta: MergeMeta,
  onProgress: (p: RenderProgress) => void = () => {},
  { threads = 1, chunkPages = CHUNK_PAGES }: { threads?: number; chunkPages?: number } = {},
): Promise<{ pdf: Buffer; pages: number }> {
  // A book of one chunk or so is not worth a second copy of the fonts.
  const lanes = abstractCount(book) / book.layout.perPage > chunkPages ? Math.max(1, threads) : 1;
  const helpers = Array.from({ length: lanes - 1 }, startThread);
  try {
    await loadBookFonts();
    const plan = planBook(book, await createMeasurer());
    const pages = plan.pages.length;
    onProgress({ phase: "planned", done: 0, total: plan.total, pages });
    const chunks: Chunk[] = [];
    for (let i = 0; i < pages; i += chunkPages) chunks.push({ index: chunks.length, pages: plan.pages.slice(i, i + chunkPages) });
    const out: Uint8Array[] = [];
    let done = 0;
    const got = (c: Chunk, bytes: Uint8Array) => {
      out[c.index] = bytes;
      done += abstractsOn(c.pages);
      onProgress({ phase: "rendering", done, total: plan.total, pages });
    };
    const share = (k: number) => chunks.filter((c) => c.index % lanes === k);
    await Promise.all([
      (async () => {
        for (const c of share(0)) got(c, await renderToBuffer(<Document>{c.pages.map((p) => plannedPage(book, p))}</Document>));
      })(),
      ...helpers.map((t, k) => t.render(book, share(k + 1), got)),
    ]);
    return { pdf: mergePdfs(out, meta), pages };
  } finally {
    for (const t of helpers) t.stop();
  }
}
