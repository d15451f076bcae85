import { describe, expect, it } from "vitest";
import { canDelete, canHide, hasLockedTarget, isAccountItem } from "./fixed";
import { isAllowedUrl, ZMenuInput, ZMenuReorder } from "./schemas";
import { buildTree, depthOf, descendantsOf, moveAmongSiblings, parentProblem, sameMembers } from "./tree";

const rows = [
  { id: 1, parentId: null, order: 1 },
  { id: 2, parentId: null, order: 0 },
  { id: 3, parentId: 1, order: 1 },
  { id: 4, parentId: 1, order: 0 },
  { id: 5, parentId: 99, order: 0 }, // parent missing (hidden): dropped
];

describe("menu tree", () => {
  it("builds the forest in configured order and drops orphans", () => {
    const tree = buildTree(rows);
    expect(tree.map((n) => n.id)).toEqual([2, 1]);
    expect(tree[1].children.map((n) => n.id)).toEqual([4, 3]);
  });
  it("survives a corrupt cycle", () => {
    expect(
      buildTree([
        { id: 1, parentId: 2, order: 0 },
        { id: 2, parentId: 1, order: 0 },
        { id: 3, parentId: null, order: 0 },
      ]).map((n) => n.id),
    ).toEqual([3]);
  });
  it("finds descendants and depth", () => {
    const deep = [...rows, { id: 6, parentId: 3, order: 0 }];
    expect([...descendantsOf(deep, 1)].sort()).toEqual([3, 4, 6]);
    expect(depthOf(deep, 6)).toBe(3);
  });
  it("refuses a parent that is the item itself, one of its descendants, or too deep", () => {
    expect(parentProblem(rows, 1, 1)).toBe("menus.parentIsDescendant");
    expect(parentProblem(rows, 1, 3)).toBe("menus.parentIsDescendant");
    expect(parentProblem(rows, 2, 3)).toBe("menus.tooDeep"); // under a child: third level
    expect(parentProblem(rows, 1, 2)).toBe("menus.tooDeep"); // 1 brings its children along
    expect(parentProblem(rows, 2, 1)).toBeNull();
    expect(parentProblem(rows, null, 1)).toBeNull();
    expect(parentProblem(rows, 2, 42)).toBe("menus.parentNotFound");
    expect(parentProblem(rows, 3, null)).toBeNull();
  });
  it("moves among siblings and checks a new order names exactly the children", () => {
    expect(moveAmongSiblings([1, 2, 3], 2, -1)).toEqual([2, 1, 3]);
    expect(moveAmongSiblings([1, 2, 3], 3, 1)).toEqual([1, 2, 3]);
    expect(moveAmongSiblings([1, 2, 3], 1, -1)).toEqual([1, 2, 3]);
    expect(sameMembers([3, 1, 2], [1, 2, 3])).toBe(true);
    expect(sameMembers([1, 1, 2], [1, 2, 3])).toBe(false);
    expect(sameMembers([1, 2], [1, 2, 3])).toBe(false);
    expect(sameMembers([1, 2, 4], [1, 2, 3])).toBe(false);
  });
});

describe("fixed items (SPEC §2 top menu)", () => {
  it("can be renamed and hidden, not deleted; built-in targets are locked; exit and management always shown", () => {
    const about = { key: "about", fixed: true };
    expect([canDelete(about), canHide(about), hasLockedTarget(about)]).toEqual([false, true, false]);
    for (const key of ["home", "submission", "hotel", "profile", "myConference", "management", "exit", "changePassword"])
      expect(hasLockedTarget({ key, fixed: true }), key).toBe(true);
    expect(canHide({ key: "exit", fixed: true })).toBe(false);
    expect(canHide({ key: "management", fixed: true })).toBe(false);
    expect(isAccountItem({ key: "profile", fixed: true })).toBe(true);
    expect(canDelete({ key: null, fixed: false })).toBe(true);
  });
});

describe("menu input", () => {
  const ok = { titleZh: "新闻", target: "none" };
  it("requires a Chinese title of at most 50 characters", () => {
    expect(ZMenuInput.safeParse({ ...ok, titleZh: " " }).error?.issues[0]).toMatchObject({ path: ["titleZh"], message: "validation.required" });
    expect(ZMenuInput.safeParse({ ...ok, titleEn: "x".repeat(51) }).error?.issues[0]).toMatchObject({
      path: ["titleEn"],
      message: "validation.tooLong?max=50",
    });
  });
  it("accepts only http, https and mailto links", () => {
    for (const url of ["https://example.org/a?b=c", "http://example.org", "mailto:office@example.org"]) expect(isAllowedUrl(url), url).toBe(true);
    for (const url of ["javascript:alert(1)", "data:text/html,x", "ftp://example.org", "/page/1", "mailto:", "https://", "mailto:%E0%A4%A@x.org"])
      expect(isAllowedUrl(url), url).toBe(false);
    expect(ZMenuInput.safeParse({ ...ok, target: "url", url: "javascript:alert(1)" }).error?.issues[0]).toMatchObject({
      path: ["url"],
      message: "menus.invalidUrl",
    });
  });
  it("needs a page when it opens a page", () => {
    expect(ZMenuInput.safeParse({ ...ok, target: "page" }).error?.issues[0]).toMatchObject({ path: ["pageId"], message: "menus.pageRequired" });
    expect(ZMenuInput.parse({ ...ok, target: "page", pageId: 3 })).toMatchObject({ pageId: 3, published: true, parentId: null });
  });
  it("a reorder names ids", () => {
    expect(ZMenuReorder.safeParse({ parentId: null, ids: [] }).success).toBe(false);
    expect(ZMenuReorder.safeParse({ parentId: 1, ids: [2, 3] }).success).toBe(true);
  });
});
