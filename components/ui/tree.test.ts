import { describe, expect, it } from "vitest";
import { flattenTree, heightOf, subtreeIds } from "./tree";

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
});
