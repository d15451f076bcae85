import { describe, expect, it } from "vitest";
import { buildAnswersSchema } from "./answers-schema";
import { standardField, type FieldDef } from "./fields";
import { optionsToText, parseOptionsText } from "./options-text";
import { REGION_TREE } from "./regions";

describe("designer option text", () => {
  it("parses nested options and round-trips", () => {
    const text = "sci|理科|Science\n  phy|物理|Physics\n  chem|化学|Chemistry\narts|文科|Arts";
    const opts = parseOptionsText(text);
    expect(opts).toEqual([
      {
        value: "sci",
        label: { zh: "理科", en: "Science" },
        children: [
          { value: "phy", label: { zh: "物理", en: "Physics" } },
          { value: "chem", label: { zh: "化学", en: "Chemistry" } },
        ],
      },
      { value: "arts", label: { zh: "文科", en: "Arts" } },
    ]);
    expect(parseOptionsText(optionsToText(opts))).toEqual(opts);
  });
});

describe("answer schema builder (SPEC §5)", () => {
  const region: FieldDef = {
    field: "c_region",
    title: { zh: "省市", en: "Province/city" },
    type: "region",
    options: REGION_TREE,
    validate: ["required"],
    props: {},
    standard: false,
    order: 1,
  };
  const schema = buildAnswersSchema([standardField("name", true), region], "en");
  it("accepts a real province/city path and refuses an invented one", () => {
    expect(schema.safeParse({ name: "A", c_region: ["浙江省", "杭州市"] }).success).toBe(true);
    expect(schema.safeParse({ name: "A", c_region: ["浙江省", "Atlantis"] }).success).toBe(false);
  });
  it("reports the input prompt with the title in the reader's language", () => {
    const r = buildAnswersSchema([standardField("name", true)], "zh").safeParse({ name: "" });
    expect(r.error?.issues[0].message).toBe(`registration.inputPrompt?title=${encodeURIComponent("姓名")}`);
  });
  it("strips keys that are not in the version", () => {
    expect(schema.parse({ name: "A", c_region: ["北京市"], forged: "x" })).not.toHaveProperty("forged");
  });
});

describe("designer option text without values", () => {
  it("leaves the value empty for the editor to derive", () => {
    expect(parseOptionsText("|素食|Vegetarian\n  |纯素|Vegan")).toEqual([
      { value: "", label: { zh: "素食", en: "Vegetarian" }, children: [{ value: "", label: { zh: "纯素", en: "Vegan" } }] },
    ]);
  });
});
