import { SCALES, scaled, type Rect } from "./geometry";
import type { Measurer } from "./measure";
import type { BookAbstract, BookLabels } from "./model";
import { abridgedPart, abstractParts, partHeight, partsHeight, type Part } from "./parts";
import type { TPdfLayout } from "@/lib/submission/schemas";

// Whether an abstract fits a slot, and at which size. Policy (docs/architecture.md): an abstract
// is set at the configured sizes when it fits its slot; otherwise one step smaller at a time, down
// to 70 % (never below 6 pt). Still too long: it gets a page of its own (same steps); too long even
// for a page at 70 %: it is cut at the page's end, marked "(abridged)", keywords kept. Nothing ever
// runs into the next abstract, and the page count follows from the plan alone.

export type Fit = { scale: number; parts: Part[]; cut: boolean };

const SAFETY = 2; // points kept free at a slot's foot

export function fitIn(a: BookAbstract, layout: TPdfLayout, labels: BookLabels, rect: Rect, m: Measurer): Fit | null {
  for (const scale of SCALES) {
    const parts = abstractParts(a, layout, labels, scale, rect.width, m);
    if (partsHeight(parts) <= rect.height - SAFETY) return { scale, parts, cut: false };
  }
  return null;
}

/** The smallest size, paragraphs kept while they fit; the one that does not is cut to its lines. */
export function cutToFit(a: BookAbstract, layout: TPdfLayout, labels: BookLabels, rect: Rect, m: Measurer): Fit {
  const scale = SCALES.at(-1)!;
  const parts = abstractParts(a, layout, labels, scale, rect.width, m);
  const marker = abridgedPart(a, labels, scaled(layout.content, scale));
  const tail = parts.filter((p) => p.role === "keywords");
  let room = rect.height - SAFETY - partHeight(marker) - partsHeight(tail);
  const kept: Part[] = [];
  for (const p of parts.filter((x) => x.role !== "keywords")) {
    const h = partHeight(p);
    if (h <= room) {
      kept.push(p);
      room -= h;
      continue;
    }
    const fits = Math.floor((room - p.marginTop) / (partHeight({ ...p, marginTop: 0 }) / p.lines));
    if (p.role === "block" && fits >= 1) kept.push({ ...p, maxLines: fits });
    break;
  }
  return { scale, parts: [...kept, marker, ...tail], cut: true };
}
