import { deriveOptionValue } from "./field-key";
import type { Bilingual, FieldOption } from "./fields";

// The option editor works on a flat list of rows with a depth (what the screen shows) and turns it
// back into the nested FieldOption tree the version stores. A row's "block" is the row and its
// descendants: moving, indenting and removing act on whole blocks so children follow their parent.

export type OptionRow = { id: string; depth: number; value: string; label: Bilingual; locked: boolean };
export type RowError = "emptyLabel" | "emptyValue" | "duplicateValue";

export const MAX_DEPTH = 4; // five levels of a multi-level select

let seq = 0;
export const newRowId = (): string => `r${++seq}`;

/** Stored options → rows; their values are locked (answers already refer to them). */
export function toRows(options: FieldOption[], depth = 0): OptionRow[] {
  return options.flatMap((o) => [{ id: newRowId(), depth, value: o.value, label: { ...o.label }, locked: true }, ...toRows(o.children ?? [], depth + 1)]);
}

/** Rows → the nested tree; `children` only where there are some. */
export function toOptions(rows: OptionRow[]): FieldOption[] {
  type Node = { value: string; label: Bilingual; children: Node[] };
  const root: Node[] = [];
  const stack: Node[][] = [root];
  for (const r of rows) {
    stack.length = Math.min(r.depth, stack.length - 1) + 1; // a row deeper than possible hangs on the last level
    const node: Node = { value: r.value, label: { zh: r.label.zh, en: r.label.en }, children: [] };
    stack[stack.length - 1].push(node);
    stack.push(node.children);
  }
  const prune = (list: Node[]): FieldOption[] => list.map(({ children, ...o }) => (children.length ? { ...o, children: prune(children) } : o));
  return prune(root);
}

/** Index of each row's parent row, -1 at the top level. */
export function parentsOf(rows: OptionRow[]): number[] {
  const stack: number[] = [];
  return rows.map((r, i) => {
    stack.length = Math.min(stack.length, r.depth);
    const parent = stack.length ? stack[stack.length - 1] : -1;
    stack.push(i);
    return parent;
  });
}

export function blockEnd(rows: OptionRow[], i: number): number {
  let j = i + 1;
  while (j < rows.length && rows[j].depth > rows[i].depth) j++;
  return j;
}

function prevSibling(rows: OptionRow[], i: number): number {
  let k = i - 1;
  while (k >= 0 && rows[k].depth > rows[i].depth) k--;
  return k >= 0 && rows[k].depth === rows[i].depth ? k : -1;
}

function nextSibling(rows: OptionRow[], i: number): number {
  const j = blockEnd(rows, i);
  return j < rows.length && rows[j].depth === rows[i].depth ? j : -1;
}

export const canMoveUp = (rows: OptionRow[], i: number) => prevSibling(rows, i) >= 0;
export const canMoveDown = (rows: OptionRow[], i: number) => nextSibling(rows, i) >= 0;
export const canIndent = (rows: OptionRow[], i: number) => prevSibling(rows, i) >= 0 && rows[i].depth < MAX_DEPTH;
export const canOutdent = (rows: OptionRow[], i: number) => rows[i].depth > 0;

/** Re-derives the values of rows not yet saved, so they follow their labels and stay unique among siblings. */
export function normalise(rows: OptionRow[]): OptionRow[] {
  const parents = parentsOf(rows);
  const taken = new Map<number, Set<string>>();
  const group = (i: number) => taken.get(parents[i]) ?? taken.set(parents[i], new Set()).get(parents[i])!;
  rows.forEach((r, i) => r.locked && group(i).add(r.value));
  return rows.map((r, i) => {
    if (r.locked) return r;
    const value = deriveOptionValue(r.label, group(i));
    if (value) group(i).add(value);
    return value === r.value ? r : { ...r, value };
  });
}

function swapBlocks(rows: OptionRow[], a: number, b: number): OptionRow[] {
  const endB = blockEnd(rows, b);
  return [...rows.slice(0, a), ...rows.slice(b, endB), ...rows.slice(a, b), ...rows.slice(endB)];
}

export function moveUp(rows: OptionRow[], i: number): OptionRow[] {
  const p = prevSibling(rows, i);
  return p < 0 ? rows : normalise(swapBlocks(rows, p, i));
}

export function moveDown(rows: OptionRow[], i: number): OptionRow[] {
  const n = nextSibling(rows, i);
  return n < 0 ? rows : normalise(swapBlocks(rows, i, n));
}

const shift = (block: OptionRow[], by: number) => block.map((r) => ({ ...r, depth: r.depth + by }));

/** Makes the row the last child of its previous sibling. */
export function indent(rows: OptionRow[], i: number): OptionRow[] {
  if (!canIndent(rows, i)) return rows;
  const end = blockEnd(rows, i);
  return normalise([...rows.slice(0, i), ...shift(rows.slice(i, end), 1), ...rows.slice(end)]);
}

/** Moves the row up one level, right after its parent (its later siblings stay with the parent). */
export function outdent(rows: OptionRow[], i: number): OptionRow[] {
  if (!canOutdent(rows, i)) return rows;
  const parent = parentsOf(rows)[i];
  const end = blockEnd(rows, i);
  const block = shift(rows.slice(i, end), -1);
  const rest = [...rows.slice(0, i), ...rows.slice(end)];
  const at = blockEnd(rest, parent);
  return normalise([...rest.slice(0, at), ...block, ...rest.slice(at)]);
}

export function removeRow(rows: OptionRow[], i: number): OptionRow[] {
  return normalise([...rows.slice(0, i), ...rows.slice(blockEnd(rows, i))]);
}

const blank = (depth: number): OptionRow => ({ id: newRowId(), depth, value: "", label: { zh: "", en: "" }, locked: false });

/** A new empty row at the end (parent = -1) or as the last child of row `parent`; returns the rows and the new id. */
export function addRow(rows: OptionRow[], parent = -1): { rows: OptionRow[]; id: string } {
  if (parent < 0) {
    const row = blank(0);
    return { rows: [...rows, row], id: row.id };
  }
  const row = blank(Math.min(rows[parent].depth + 1, MAX_DEPTH));
  const at = blockEnd(rows, parent);
  return { rows: [...rows.slice(0, at), row, ...rows.slice(at)], id: row.id };
}

export function setLabel(rows: OptionRow[], i: number, label: Bilingual): OptionRow[] {
  return normalise(rows.map((r, k) => (k === i ? { ...r, label } : r)));
}

/** A value typed by hand is kept as typed (locked) — it is the organiser's choice now. */
export function setValue(rows: OptionRow[], i: number, value: string): OptionRow[] {
  return normalise(rows.map((r, k) => (k === i ? { ...r, value, locked: true } : r)));
}

/** Per-row problems, shown on the row: no label in either language, no value, a value twice among siblings. */
export function rowErrors(rows: OptionRow[]): Record<string, RowError> {
  const parents = parentsOf(rows);
  const seen = new Map<string, number>();
  const out: Record<string, RowError> = {};
  rows.forEach((r, i) => {
    if (!r.label.zh.trim() && !r.label.en.trim()) out[r.id] = "emptyLabel";
    else if (!r.value.trim()) out[r.id] = "emptyValue";
    const key = `${parents[i]}\u0000${r.value.trim()}`;
    if (r.value.trim() && seen.has(key)) out[r.id] ??= "duplicateValue";
    else seen.set(key, i);
  });
  return out;
}
