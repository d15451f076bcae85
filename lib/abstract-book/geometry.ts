import type { TextFormat } from "./model";

// One place for the book's measures (points, A4), read by the planner (plan.ts, fit.ts) and the
// drawing (draw.ts) alike: what the plan counted is what the page draws.

export const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = { top: 62, bottom: 58, x: 56 };
export const BOX = { x: MARGIN.x, y: MARGIN.top, width: PAGE.width - 2 * MARGIN.x, height: PAGE.height - MARGIN.top - MARGIN.bottom };
/** Between two abstracts on a page (a hairline is drawn in its middle). */
export const GAP = 18;
export const LINE_HEIGHT = 1.35;
/** The smallest type an abstract is set in when it is shrunk to fit. */
export const MIN_PT = 6;
/** Shrink steps tried, largest first; below the last one an abstract gets a page of its own. */
export const SCALES = [1, 0.94, 0.88, 0.82, 0.76, 0.7];

export type Rect = { x: number; y: number; width: number; height: number };

/** The slots of a page for 1 (whole box), 2 (stacked) or 4 (two by two) abstracts. */
export function slotsFor(perPage: 1 | 2 | 4): Rect[] {
  const halfH = (BOX.height - GAP) / 2;
  const halfW = (BOX.width - GAP) / 2;
  if (perPage === 1) return [{ x: 0, y: 0, width: BOX.width, height: BOX.height }];
  if (perPage === 2)
    return [
      { x: 0, y: 0, width: BOX.width, height: halfH },
      { x: 0, y: halfH + GAP, width: BOX.width, height: halfH },
    ];
  return [0, 1].flatMap((row) => [0, 1].map((col) => ({ x: col * (halfW + GAP), y: row * (halfH + GAP), width: halfW, height: halfH })));
}

/** A format at a scale, never below MIN_PT (nor raised to it when configured smaller). */
export const scaled = (f: TextFormat, scale: number): TextFormat => ({ ...f, size: Math.max(Math.min(MIN_PT, f.size), f.size * scale) });
export const lineOf = (size: number) => size * LINE_HEIGHT;

/** Spaces inside an abstract, for a content size (points). */
export const spacing = (contentSize: number) => ({ afterTitle: 3, afterHead: contentSize * 0.6, paragraph: contentSize * 0.35 });
/** The organisations under the authors are set smaller and upright. */
export const orgFormat = (author: TextFormat): TextFormat => ({ ...author, size: author.size * 0.85, bold: false, italic: false });

// Contents and index: fixed sans type, not from the configuration.
export const NAV = { size: 9.5, heading: 16, headingHeight: 40, themeSize: 10.5, numberWidth: 36, codeWidth: 54 };
export const INDEX = { size: 8.5, columns: 2 };
