import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { drawPages } from "./draw";
import { measurerOf } from "./measure";
import { abstractCount, type BookInput } from "./model";
import { mergePdfs, type MergeMeta } from "./pdf-merge";
import { planBook, type PlannedPage } from "./plan";
import { createTypesetter } from "./typeset";

// Plans a book, draws it in chunks of pages (draw.ts) — on this thread and, with `threads` > 1, on
// worker threads too (render-thread.ts), chunks dealt out in turn — reporting progress as chunks
// finish, then joins the chunks in order (pdf-merge.ts). Runs in the render process (render-child.ts).

export type RenderProgress = { phase: "planned" | "rendering"; done: number; total: number; pages: number };
// Each chunk embeds its own subsets of the fonts, and subsetting the Chinese fonts is the costliest
// step of a chunk; so each thread draws its share of the book as one chunk, up to MAX_CHUNK_PAGES
// (which bounds a chunk's memory; a hundred pages take a few tenths of a second). Progress is
// reported as chunks finish.
const MAX_CHUNK_PAGES = 400;
/** Below this many abstract pages a second thread costs more (its own copy of the fonts) than it saves. */
const MIN_LANE_PAGES = 40;

const abstractsOn = (pages: PlannedPage[]) => pages.reduce((n, p) => n + (p.kind === "abstracts" ? p.items.length : 0), 0);
type Chunk = { index: number; pages: PlannedPage[] };

/** A worker thread that opens the fonts at once and renders the chunks it is given later. */
function startThread() {
  // Node itself runs the thread's TypeScript (ts-hooks.mjs), not tsx: no loader thread, and the
  // thread starts in a fraction of the time. The hooks replace the `--import tsx` it would inherit.
  const worker = new Worker(new URL("./render-thread.ts", import.meta.url), {
    execArgv: ["--import", fileURLToPath(new URL("./ts-hooks.mjs", import.meta.url))],
  });
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
  { threads = 1, chunkPages }: { threads?: number; chunkPages?: number } = {},
): Promise<{ pdf: Buffer; pages: number }> {
  const lanes = abstractCount(book) / book.layout.perPage > (chunkPages ?? MIN_LANE_PAGES) ? Math.max(1, threads) : 1;
  const helpers = Array.from({ length: lanes - 1 }, startThread);
  try {
    const t = createTypesetter();
    const plan = planBook(book, measurerOf(t));
    const pages = plan.pages.length;
    onProgress({ phase: "planned", done: 0, total: plan.total, pages });
    const chunks: Chunk[] = [];
    const size = chunkPages ?? Math.min(MAX_CHUNK_PAGES, Math.ceil(pages / lanes));
    for (let i = 0; i < pages; i += size) chunks.push({ index: chunks.length, pages: plan.pages.slice(i, i + size) });
    const out: Uint8Array[] = [];
    let done = 0;
    const got = (c: Chunk, bytes: Uint8Array) => {
      out[c.index] = bytes;
      done += abstractsOn(c.pages);
      onProgress({ phase: "rendering", done, total: plan.total, pages });
    };
    const share = (k: number) => chunks.filter((c) => c.index % lanes === k);
    // The helpers get their chunks first: a chunk drawn on this thread holds it until it is done.
    const helping = helpers.map((h, k) => h.render(book, share(k + 1), got));
    await Promise.all([
      ...helping,
      (async () => {
        for (const c of share(0)) got(c, await drawPages(book, c.pages, t));
      })(),
    ]);
    return { pdf: mergePdfs(out, meta), pages };
  } finally {
    for (const t of helpers) t.stop();
  }
}
