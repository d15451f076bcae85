import type { ThemeNode } from "@/lib/submission/theme-service";

// The theme tree as the screen walks it: depth-first in configured order, each entry with its
// depth. Pure (no server-only): the dialog uses it to offer parents.

export type FlatTheme = { node: ThemeNode; depth: number };

export function flattenThemes(nodes: ThemeNode[], depth = 0): FlatTheme[] {
  return nodes.flatMap((node) => [{ node, depth }, ...flattenThemes(node.children, depth + 1)]);
}

/** The ids of a theme and everything below it. */
export function subtreeIds(node: ThemeNode): Set<number> {
  const out = new Set<number>([node.id]);
  for (const c of node.children) for (const id of subtreeIds(c)) out.add(id);
  return out;
}

/** Levels below a theme (a leaf: 0). */
export function heightOf(node: ThemeNode): number {
  return Math.max(0, ...node.children.map((c) => 1 + heightOf(c)));
}
