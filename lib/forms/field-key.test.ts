import { describe, expect, it } from "vitest";
import { deriveFieldKey, deriveOptionValue, slugify } from "./field-key";
import { ZFieldDef } from "./fields";

describe("custom item keys", () => {
  it("are a slug of the English title", () => {
    expect(deriveFieldKey({ zh: "饮食要求", en: "Dietary needs" }, [])).toBe("dietary_needs");
    expect(deriveFieldKey({ zh: "", en: "  Café / Hôtel — 2nd night! " }, [])).toBe("cafe_hotel_2nd_night");
  });
  it("fall back to a counter without an English title, never to pinyin", () => {
    expect(deriveFieldKey({ zh: "饮食要求", en: "" }, [])).toBe("c_1");
    expect(deriveFieldKey({ zh: "饮食要求", en: "饮食" }, ["c_1", "c_2"])).toBe("c_3");
  });
  it("are unique within the version and never a standard item's name", () => {
    expect(deriveFieldKey({ zh: "", en: "Dietary needs" }, ["dietary_needs"])).toBe("dietary_needs_2");
    expect(deriveFieldKey({ zh: "", en: "Email" }, [])).toBe("email_2");
    expect(deriveFieldKey({ zh: "", en: "2026 dinner" }, [])).toBe("c_2026_dinner");
  });
  it("always fit the stored key pattern", () => {
    const long = "A very long title that goes on and on about the conference dinner".repeat(3);
    for (const taken of [[], [deriveFieldKey({ zh: "", en: long }, [])]]) {
      const key = deriveFieldKey({ zh: "", en: long }, taken);
      expect(ZFieldDef.shape.field.safeParse(key).success, key).toBe(true);
    }
  });
});

describe("option values", () => {
  it("come from the English label, else the Chinese one, unique among siblings", () => {
    expect(deriveOptionValue({ zh: "素食", en: "Vegetarian" }, [])).toBe("vegetarian");
    expect(deriveOptionValue({ zh: "素食", en: "Vegetarian" }, ["vegetarian"])).toBe("vegetarian_2");
    expect(deriveOptionValue({ zh: " 清真  餐 ", en: "" }, [])).toBe("清真 餐");
    expect(deriveOptionValue({ zh: "", en: "" }, [])).toBe("");
  });
  it("slugify folds accents and punctuation", () => {
    expect(slugify("Ärzte & Zahnärzte")).toBe("arzte_zahnarzte");
  });
});
