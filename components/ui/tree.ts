// A configured tree (fee categories, submission themes) as the screens walk it: depth-first in
// configured order, each entry with its depth and the nodes above it. Pure (no server-only): the
// sections list it and the dialogs offer parents from it.

export type TreeNode<N> = { id: number; children: N[] };
export type FlatNode<N> = { node: N; depth: number; path: N[] };

export function flattenTree<N extends TreeNode<N>>(nodes: N[], depth = 0, path: N[] = []): FlatNode<N>[] {
  return nodes.flatMap((node) => [{ node, depth, path }, ...flattenTree(node.children, depth + 1, [...path, node])]);
}

/** The ids of a node and everything below it. */
export function subtreeIds<N extends TreeNode<N>>(node: N): Set<number> {
  const out = new Set<number>([node.id]);
  for (const c of node.children) for (const id of subtreeIds(c)) out.add(id);
  return out;
}

/** Levels below a node (a leaf: 0). */
export function heightOf<N extends TreeNode<N>>(node: N): number {
  return Math.max(0, ...node.children.map((c) => 1 + heightOf(c)));
}
