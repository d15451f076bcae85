import { parentPort } from "node:worker_threads";
import { drawPages } from "./draw";
import type { BookInput } from "./model";
import type { PlannedPage } from "./plan";
import { createTypesetter } from "./typeset";

// Another renderer beside render-book.ts's own thread. It opens the fonts as soon as it starts
// (while the book is being planned), then draws the chunks it is sent and hands each PDF back,
// transferring its bytes. Its shaping cache lives as long as the thread: later chunks shape little.

let typesetter: ReturnType<typeof createTypesetter> | null = null;
try {
  typesetter = createTypesetter();
} catch {
  // The main thread opens the same fonts and reports the failure.
}

parentPort!.once("message", async ({ book, chunks }: { book: BookInput; chunks: { index: number; pages: PlannedPage[] }[] }) => {
  try {
    const t = typesetter ?? createTypesetter();
    for (const c of chunks) {
      const pdf = await drawPages(book, c.pages, t);
      const bytes = new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength).slice();
      parentPort!.postMessage({ index: c.index, bytes }, [bytes.buffer]);
    }
  } catch (e) {
    parentPort!.postMessage({ error: { key: (e as { key?: string }).key, message: String((e as Error)?.message ?? e) } });
  }
});
