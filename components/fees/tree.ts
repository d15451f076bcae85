import type { CategoryNode } from "@/lib/fees/queries";

// The category tree as the screen walks it: depth-first in configured order, each entry with its
// depth and the names of the categories above it. Pure (no server-only): the forms use it.

export type FlatCategory = { node: CategoryNode; depth: number; path: CategoryNode[] };

export function flattenCategories(nodes: CategoryNode[], depth = 0, path: CategoryNode[] = []): FlatCategory[] {
  return nodes.flatMap((node) => [{ node, depth, path }, ...flattenCategories(node.children, depth + 1, [...path, node])]);
}

/** The ids of a category and everything below it. */
export function subtreeIds(node: CategoryNode): Set<number> {
  const out = new Set<number>([node.id]);
  for (const c of node.children) for (const id of subtreeIds(c)) out.add(id);
  return out;
}
