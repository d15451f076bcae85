import { describe, expect, it } from "vitest";
import { flattenTree, heightOf, parentChoices, subtreeIds } from "./tree";

type N = { id: number; children: N[] };
const leaf = (id: number): N => ({ id, children: [] });
const tree: N[] = [{ id: 1, children: [{ id: 2, children: [leaf(3)] }, leaf(4)] }, leaf(5)];

describe("tree helpers", () => {
  it("walk depth-first in order with each node's depth and ancestors", () => {
    expect(flattenTree(tree).map(({ node, depth, path }) => [node.id, depth, path.map((p) => p.id)])).toEqual([
      [1, 0, []],
      [2, 1, [1]],
      [3, 2, [1, 2]],
      [4, 1, [1]],
      [5, 0, []],
    ]);
  });
  it("collect a node with everything below it, and count the levels below it", () => {
    expect([...subtreeIds(tree[0])].sort()).toEqual([1, 2, 3, 4]);
    expect(heightOf(tree[0])).toBe(2);
    expect(heightOf(tree[1])).toBe(0);
  });
  it("offer as parents neither the node nor what is below it, only those with room for its own levels", () => {
    const ids = (item: N | null, parentId: number | null, max: number, accept?: (n: N) => boolean) =>
      parentChoices(tree, item, parentId, max, (n) => `#${n.id}`, accept).map((o) => o.id);
    const node2 = tree[0].children[0]; // one level below it
    expect(ids(node2, 1, 3)).toEqual([1, 5]); // not 2 or 3 (itself and below), not 4 (no room for its child)
    expect(ids(node2, 1, 2)).toEqual([1]); // only its current parent, however deep it would go
    expect(ids(null, null, 3)).toEqual([1, 2, 4, 5]); // a new leaf fits anywhere above the last level
    expect(ids(null, 5, 3, (n) => n.id !== 5)).toEqual([1, 2, 4, 5]); // refused by accept, but it is the chosen parent
    expect(parentChoices(tree, null, null, 3, (n) => `#${n.id}`)[1]).toEqual({ id: 2, depth: 1, label: "#2" });
  });
});
