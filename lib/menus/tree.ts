// Menu trees (SPEC §3 Menu: parent, order): pure helpers shared by the config screen, the service
// and the site. Depth is limited to two levels — a top entry and its dropdown.

export const MAX_DEPTH = 2;

export type TreeRow = { id: number; parentId: number | null; order: number };
export type TreeNode<T extends TreeRow> = T & { children: TreeNode<T>[] };

const byOrder = (a: TreeRow, b: TreeRow) => a.order - b.order || a.id - b.id;

/** Rows → forest in configured order. Rows whose parent is missing (e.g. filtered out) are dropped. */
export function buildTree<T extends TreeRow>(rows: readonly T[]): TreeNode<T>[] {
  const byParent = new Map<number | null, T[]>();
  for (const r of rows) byParent.set(r.parentId, [...(byParent.get(r.parentId) ?? []), r]);
  const seen = new Set<number>(); // a corrupt cycle cannot recurse forever
  const build = (parentId: number | null): TreeNode<T>[] =>
    [...(byParent.get(parentId) ?? [])]
      .sort(byOrder)
      .filter((r) => !seen.has(r.id) && seen.add(r.id))
      .map((r) => ({ ...r, children: build(r.id) }));
  return build(null);
}

/** The ids below `id` (children, grandchildren, …). */
export function descendantsOf(rows: readonly TreeRow[], id: number): Set<number> {
  const out = new Set<number>();
  const walk = (p: number) => {
    for (const r of rows) {
      if (r.parentId !== p || out.has(r.id)) continue;
      out.add(r.id);
      walk(r.id);
    }
  };
  walk(id);
  return out;
}

/** 1 for a top entry, 2 for its child … */
export function depthOf(rows: readonly TreeRow[], id: number): number {
  const byId = new Map(rows.map((r) => [r.id, r]));
  let depth = 0;
  for (let r = byId.get(id); r && depth <= rows.length; r = r.parentId == null ? undefined : byId.get(r.parentId)) depth++;
  return depth;
}

/**
 * Why `id` may not move under `parentId` (an i18n key), or null when it may: not itself, not one of
 * its descendants, and the result stays within MAX_DEPTH levels. `id` null = a new item.
 */
export function parentProblem(rows: readonly TreeRow[], id: number | null, parentId: number | null): string | null {
  if (parentId == null) return null;
  if (!rows.some((r) => r.id === parentId)) return "menus.parentNotFound";
  if (id != null && (parentId === id || descendantsOf(rows, id).has(parentId))) return "menus.parentIsDescendant";
  const below = id == null ? 0 : subtreeHeight(rows, id);
  if (depthOf(rows, parentId) + 1 + below > MAX_DEPTH) return "menus.tooDeep";
  return null;
}

/** Levels below `id` (0 for a leaf). */
function subtreeHeight(rows: readonly TreeRow[], id: number): number {
  const kids = rows.filter((r) => r.parentId === id);
  return kids.length ? 1 + Math.max(...kids.map((k) => subtreeHeight(rows, k.id))) : 0;
}

/** The siblings' ids with `id` moved one place up (-1) or down (+1); unchanged at either end. */
export function moveAmongSiblings(siblingIds: readonly number[], id: number, delta: -1 | 1): number[] {
  const ids = [...siblingIds];
  const i = ids.indexOf(id);
  const j = i + delta;
  if (i < 0 || j < 0 || j >= ids.length) return ids;
  [ids[i], ids[j]] = [ids[j], ids[i]];
  return ids;
}

/** Whether `ids` names exactly the current children (no more, no fewer, no repeats). */
export function sameMembers(ids: readonly number[], current: readonly number[]): boolean {
  if (ids.length !== current.length || new Set(ids).size !== ids.length) return false;
  const set = new Set(current);
  return ids.every((id) => set.has(id));
}
