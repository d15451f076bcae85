import { describe, expect, it } from "vitest";
import { ZFieldList, type FieldOption } from "./fields";
import {
  addRow,
  canIndent,
  indent,
  moveDown,
  moveUp,
  outdent,
  removeRow,
  rowErrors,
  setLabel,
  setValue,
  toOptions,
  toRows,
  type OptionRow,
} from "./option-rows";

const TREE: FieldOption[] = [
  {
    value: "sci",
    label: { zh: "理科", en: "Science" },
    children: [
      { value: "phy", label: { zh: "物理", en: "Physics" }, children: [{ value: "qm", label: { zh: "量子", en: "Quantum" } }] },
      { value: "chem", label: { zh: "化学", en: "Chemistry" } },
    ],
  },
  { value: "arts", label: { zh: "文科", en: "Arts" } },
];
const values = (rows: OptionRow[]) => rows.map((r) => `${"-".repeat(r.depth)}${r.value}`);

describe("option rows ⇄ stored tree", () => {
  it("round-trips nested levels exactly", () => {
    const rows = toRows(TREE);
    expect(values(rows)).toEqual(["sci", "-phy", "--qm", "-chem", "arts"]);
    expect(toOptions(rows)).toEqual(TREE);
    expect(toOptions(toRows(toOptions(rows)))).toEqual(TREE);
  });
  it("moves whole blocks among siblings only", () => {
    const rows = toRows(TREE);
    expect(values(moveDown(rows, 0))).toEqual(["arts", "sci", "-phy", "--qm", "-chem"]);
    expect(values(moveUp(rows, 3))).toEqual(["sci", "-chem", "-phy", "--qm", "arts"]);
    expect(moveUp(rows, 1)).toBe(rows); // first child: nowhere to go
    expect(toOptions(moveUp(moveDown(rows, 0), 1))).toEqual(TREE);
  });
  it("indents under the previous sibling and outdents to right after the parent", () => {
    const rows = toRows(TREE);
    expect(canIndent(rows, 0)).toBe(false);
    expect(values(indent(rows, 4))).toEqual(["sci", "-phy", "--qm", "-chem", "-arts"]);
    expect(values(indent(rows, 3))).toEqual(["sci", "-phy", "--qm", "--chem", "arts"]);
    expect(values(outdent(rows, 1))).toEqual(["sci", "-chem", "phy", "-qm", "arts"]);
    expect(toOptions(outdent(indent(rows, 4), 4))).toEqual(TREE);
  });
  it("adds a child at the end of a block, removes a block with its children", () => {
    const rows = toRows(TREE);
    const { rows: more, id } = addRow(rows, 1);
    expect(more.findIndex((r) => r.id === id)).toBe(3);
    expect(more[3].depth).toBe(2);
    expect(values(removeRow(rows, 0))).toEqual(["arts"]);
  });
  it("derives new values from labels and keeps saved ones", () => {
    const added = addRow(toRows(TREE));
    let rows = added.rows;
    const i = rows.findIndex((r) => r.id === added.id);
    rows = setLabel(rows, i, { zh: "艺术", en: "Arts" });
    expect(rows[i].value).toBe("arts_2"); // "arts" is a saved sibling
    rows = setLabel(rows, 0, { zh: "理学", en: "Natural sciences" });
    expect(rows[0].value).toBe("sci");
    rows = setValue(rows, i, "fine_arts");
    rows = setLabel(rows, i, { zh: "美术", en: "Fine art" });
    expect(rows[i].value).toBe("fine_arts");
  });
  it("reports errors on the row they belong to", () => {
    const { rows: start, id } = addRow(toRows(TREE));
    let rows = start;
    expect(rowErrors(rows)).toEqual({ [id]: "emptyLabel" });
    rows = setValue(setLabel(rows, rows.length - 1, { zh: "", en: "Other" }), rows.length - 1, "arts");
    expect(rowErrors(rows)).toEqual({ [id]: "duplicateValue" });
    // The same value under another parent is fine: a cascade's answer is a path.
    rows = setValue(rows, rows.length - 1, "phy");
    expect(rowErrors(rows)).toEqual({});
  });
});

describe("a version's field list", () => {
  const select = (options: unknown) => ({ field: "meal", title: { zh: "餐", en: "Meal" }, type: "cascader", options, standard: false });
  it("refuses an option value twice among siblings, pointing at the second", () => {
    const dup = [
      {
        value: "a",
        label: { zh: "甲", en: "A" },
        children: [
          { value: "x", label: { zh: "x", en: "x" } },
          { value: "x", label: { zh: "y", en: "y" } },
        ],
      },
    ];
    const r = ZFieldList.safeParse([select(dup)]);
    expect(r.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["0.options.0.children.1.value", "registration.designer.duplicateValue"]]);
    const cousins = [
      { value: "a", label: { zh: "甲", en: "A" }, children: [{ value: "x", label: { zh: "x", en: "x" } }] },
      { value: "b", label: { zh: "乙", en: "B" }, children: [{ value: "x", label: { zh: "x", en: "x" } }] },
    ];
    expect(ZFieldList.safeParse([select(cousins)]).success).toBe(true);
  });
});
