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

/**
 * The parents a node may move under in a tree at most `maxDepth` levels deep: not itself or below
 * itself, and deep enough for its own children. `accept` narrows further; the parent it has (or
 * is being added under) is always offered.
 */
export function parentChoices<N extends TreeNode<N>>(
  nodes: N[],
  item: N | null,
  parentId: number | null,
  maxDepth: number,
  label: (node: N) => string,
  accept: (node: N) => boolean = () => true,
): { id: number; depth: number; label: string }[] {
  const own = item ? subtreeIds(item) : new Set<number>();
  const below = item ? heightOf(item) : 0;
  return flattenTree(nodes)
    .filter(({ node, depth }) => node.id === parentId || (!own.has(node.id) && depth + 2 + below <= maxDepth && accept(node)))
    .map(({ node, depth }) => ({ id: node.id, depth, label: label(node) }));
}
