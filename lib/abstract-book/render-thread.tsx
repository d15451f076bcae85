import { parentPort } from "node:worker_threads";
import { Document, renderToBuffer } from "@react-pdf/renderer";
import { loadBookFonts } from "./fonts";
import type { BookInput } from "./model";
import { plannedPage } from "./pdf-pages";
import type { PlannedPage } from "./plan";

// A second renderer beside render-book.tsx's own thread. It opens the fonts as soon as it starts
// (while the book is being planned), then renders the chunks it is sent and hands each PDF back,
// transferring its bytes.

const fonts = loadBookFonts();

parentPort!.once("message", async ({ book, chunks }: { book: BookInput; chunks: { index: number; pages: PlannedPage[] }[] }) => {
  try {
    await fonts;
    for (const c of chunks) {
      const pdf = await renderToBuffer(<Document>{c.pages.map((p) => plannedPage(book, p))}</Document>);
      const bytes = new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength).slice();
      parentPort!.postMessage({ index: c.index, bytes }, [bytes.buffer]);
    }
  } catch (e) {
    parentPort!.postMessage({ error: { key: (e as { key?: string }).key, message: String((e as Error)?.message ?? e) } });
  }
});
