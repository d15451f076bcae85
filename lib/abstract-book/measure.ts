import type { Run } from "./model";
import { createTypesetter, SCRIPT_SCALE, type RunStyle, type TextRun, type Typesetter } from "./typeset";

// How many lines a paragraph takes at a width, so the book can be planned — which abstract goes on
// which page, whether one must be set smaller — before anything is drawn, and the table of contents
// can print page numbers. The lines are those typeset.ts breaks for the drawing too (draw.ts), so
// the count is exact; plan.ts still measures a little narrower than it draws, as a margin.

export type { RunStyle };
export type MeasureRun = Pick<Run, "text" | "bold" | "italic" | "script"> & { style: RunStyle };

export type Measurer = {
  /** Lines the runs fill at `width` points (1 for an empty paragraph). */
  lines(runs: MeasureRun[], width: number): number;
  /** Width of one line of text in points (the index's and contents' right-hand numbers). */
  width(text: string, style: RunStyle): number;
};

export { SCRIPT_SCALE };

/** A measurer on a typesetter (the renderer shares it: what planning shaped, drawing finds cached). */
export const measurerOf = (t: Typesetter): Measurer => ({ lines: (runs, width) => t.lines(runs as TextRun[], width).length, width: t.width });

export async function createMeasurer(): Promise<Measurer> {
  return measurerOf(createTypesetter());
}
