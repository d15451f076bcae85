// What the download configuration screen hands its table and cards (kept apart so they and the
// screen do not import each other).
import type { DownloadManagerView } from "@/lib/downloads/queries";

export type RowOps = {
  busy: boolean;
  edit(f: DownloadManagerView): void;
  remove(f: DownloadManagerView): void;
  publish(f: DownloadManagerView, published: boolean): void;
  move(index: number, by: -1 | 1): void;
};
